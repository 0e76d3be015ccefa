import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { as, signedIn, uniqueEmail } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { applications, jobViews, organizations } from "../../db/schema/jobs";
import { resumePdf } from "../applications/__fixtures__/resume-samples";
import {
  apply,
  applicationInput,
  employer,
  jobInput,
  organizationInput,
  postJob,
} from "../jobs/__fixtures__/jobs-fixtures";
import { updateUser } from "../users/users.repository";
import { windowDays } from "../jobs/organization-analytics.repository";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const db = () => t.database.db;
const anonymous = () => as(t.app, null);
const pdf = () => ({ data: resumePdf(), filename: "cv.pdf", contentType: "application/pdf" });

async function countOrganizations(): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(organizations);
  return row!.n;
}

describe("creating and reading the organization", () => {
  it("creates it with the creator as owner; /me shows it", async () => {
    const { client, user } = await signedIn(t.app, db());
    const missing = await client.get("/api/organizations/me");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({
      code: "ORGANIZATION_NOT_FOUND",
      message: "Organization Not Found",
    });
    const created = await client.post(
      "/api/organizations",
      organizationInput({ name: "Instituto de Bienes Comunes" }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      role: "owner",
      organization: {
        name: "Instituto de Bienes Comunes",
        slug: "instituto-de-bienes-comunes",
        openJobs: 0,
      },
      members: [{ userId: user.id, role: "owner" }],
    });
    const me = (await client.get("/api/organizations/me")).json();
    expect(me.organization.slug).toBe("instituto-de-bienes-comunes");
    // One organization per user.
    const second = await client.post("/api/organizations", organizationInput());
    expect(second.statusCode).toBe(409);
    // Same name elsewhere: another slug.
    const other = await signedIn(t.app, db());
    const twin = await other.client.post(
      "/api/organizations",
      organizationInput({ name: "Instituto de Bienes Comunes" }),
    );
    expect(twin.json().organization.slug).toMatch(/^instituto-de-bienes-comunes-[0-9a-f]{6}$/);
  });

  it("refuses bad input (400, nothing stored), foreign logos, and anonymous callers", async () => {
    const { client } = await signedIn(t.app, db());
    const before = await countOrganizations();
    for (const payload of [
      organizationInput({ name: "" }),
      organizationInput({ website: "ftp://files.example.org" }),
      { ...organizationInput(), size: "huge" },
      { ...organizationInput(), domain: "Space" },
      organizationInput({ logoUploadId: "00000000-0000-4000-8000-000000000000" }),
    ]) {
      const response = await client.post("/api/organizations", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await countOrganizations()).toBe(before);
    expect((await anonymous().post("/api/organizations", organizationInput())).statusCode).toBe(
      401,
    );
    expect((await anonymous().get("/api/organizations/me")).statusCode).toBe(401);
  });

  it("the owner edits the profile and invites members; members may not", async () => {
    const owner = await employer(t.app, db());
    const job = await postJob(owner.client, { title: "Commons data steward" });
    const renamed = await owner.client.put(
      "/api/organizations/me",
      organizationInput({ name: "Renamed Commons Lab", description: "New text" }),
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().organization).toMatchObject({
      name: "Renamed Commons Lab",
      slug: owner.organization.slug,
      openJobs: 1,
    });
    // The jobs' search follows the new name.
    const found = (await anonymous().get("/api/jobs?search=renamed%20commons")).json();
    expect(found.jobs.map((j: { id: string }) => j.id)).toContain(job.id);

    const colleague = await signedIn(t.app, db());
    const invited = await owner.client.post("/api/organizations/me/invitations", {
      email: colleague.user.email.toUpperCase(),
    });
    expect(invited.statusCode).toBe(201);
    await updateUser(db(), colleague.user.id, { isVerified: true });
    const accepted = await colleague.client.post(
      `/api/organizations/invitations/${invited.json().invitation.id}/accept`,
      {},
    );
    expect(accepted.json().members).toHaveLength(2);
    const seen = (await colleague.client.get("/api/organizations/me")).json();
    expect(seen).toMatchObject({ role: "member", organization: { id: owner.organization.id } });
    // A member posts and manages the organization's jobs...
    const put = await colleague.client.put(
      `/api/jobs/${job.id}`,
      jobInput({ title: "Edited by a member" }),
    );
    expect(put.statusCode).toBe(200);
    // ...but does not edit the profile or the members.
    expect(
      (await colleague.client.put("/api/organizations/me", organizationInput())).statusCode,
    ).toBe(403);
    expect(
      (await colleague.client.post("/api/organizations/me/invitations", { email: uniqueEmail() }))
        .statusCode,
    ).toBe(403);
    const loner = await signedIn(t.app, db());
    expect((await loner.client.put("/api/organizations/me", organizationInput())).statusCode).toBe(
      404,
    );
  });
});

describe("the dashboard lists", () => {
  it("lists the organization's jobs in every status, and only its own", async () => {
    const { client } = await employer(t.app, db());
    const active = await postJob(client);
    const draft = await postJob(client, { status: "draft" });
    const closed = await postJob(client, { status: "closed" });
    await postJob((await employer(t.app, db())).client);
    const all = (await client.get("/api/organizations/jobs")).json();
    expect(all.jobs.map((j: { id: string }) => j.id).sort()).toEqual(
      [active.id, draft.id, closed.id].sort(),
    );
    expect(all.pagination.total).toBe(3);
    const drafts = (await client.get("/api/organizations/jobs?status=draft")).json();
    expect(drafts.jobs.map((j: { id: string }) => j.id)).toEqual([draft.id]);
    const loner = await signedIn(t.app, db());
    expect((await loner.client.get("/api/organizations/jobs")).statusCode).toBe(404);
    expect((await anonymous().get("/api/organizations/jobs")).statusCode).toBe(401);
  });

  it("lists applications to the organization's jobs, filtered by job and status", async () => {
    const { client } = await employer(t.app, db());
    const first = await postJob(client);
    const second = await postJob(client);
    const ids: string[] = [];
    for (const job of [first, second, second]) {
      const applicant = await signedIn(t.app, db());
      ids.push((await apply(t.app, applicant.cookie, applicationInput(job.id), pdf())).json().id);
    }
    await client.put(`/api/applications/${ids[2]}`, { status: "accepted" });
    const all = (await client.get("/api/organizations/applications")).json();
    expect(all.pagination.total).toBe(3);
    const byJob = (await client.get(`/api/organizations/applications?jobId=${second.id}`)).json();
    expect(byJob.applications.map((a: { id: string }) => a.id).sort()).toEqual(
      [ids[1], ids[2]].sort(),
    );
    const accepted = (await client.get("/api/organizations/applications?status=accepted")).json();
    expect(accepted.applications.map((a: { id: string }) => a.id)).toEqual([ids[2]]);
    const paged = (await client.get("/api/organizations/applications?limit=2&page=2")).json();
    expect(paged.applications).toHaveLength(1);
    expect(paged.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
    // Another organization sees none of them.
    const other = await employer(t.app, db());
    expect((await other.client.get("/api/organizations/applications")).json().applications).toEqual(
      [],
    );
    expect((await anonymous().get("/api/organizations/applications")).statusCode).toBe(401);
    expect((await client.get("/api/organizations/applications?status=hired")).statusCode).toBe(400);
  });

  it("reports views and applications per job per day, and conversion", async () => {
    const { client } = await employer(t.app, db());
    const job = await postJob(client, { title: "Analytics job" });
    const quiet = await postJob(client, { title: "Quiet job" });
    const days = windowDays(7);
    // Two visitors today, three on the first day of the window.
    await db()
      .insert(jobViews)
      .values([
        { jobId: job.id, visitorKey: "a:1", day: days[6]! },
        { jobId: job.id, visitorKey: "a:2", day: days[6]! },
        { jobId: job.id, visitorKey: "a:1", day: days[0]! },
        { jobId: job.id, visitorKey: "a:2", day: days[0]! },
        { jobId: job.id, visitorKey: "a:3", day: days[0]! },
        // Outside the 7-day window.
        { jobId: job.id, visitorKey: "a:9", day: windowDays(30)[0]! },
      ]);
    const applicant = await signedIn(t.app, db());
    // The applicant reads the job first (a view of today's), then applies.
    expect((await applicant.client.post(`/api/jobs/${job.id}/views`)).json().counted).toBe(true);
    const application = (
      await apply(t.app, applicant.cookie, applicationInput(job.id), pdf())
    ).json();
    await db()
      .update(applications)
      .set({ status: "reviewed" })
      .where(eq(applications.id, application.id));

    const report = (await client.get("/api/organizations/analytics?days=7")).json();
    expect(report.days).toBe(7);
    expect(report.daily).toHaveLength(7);
    expect(report.from).toBe(days[0]);
    expect(report.to).toBe(days[6]);
    expect(report.totals).toEqual({ views: 6, applications: 1, conversionRate: 16.7 });
    expect(report.daily[0]).toEqual({ date: days[0], views: 3, applications: 0 });
    expect(report.daily[6]).toEqual({ date: days[6], views: 3, applications: 1 });
    expect(report.jobs[0]).toMatchObject({
      jobId: job.id,
      views: 6,
      applications: 1,
      conversionRate: 16.7,
    });
    // No views: no rate at all, rather than 0 %.
    expect(report.jobs[1]).toMatchObject({ jobId: quiet.id, views: 0, conversionRate: null });
    expect(report.applicationsByStatus).toEqual({
      pending: 0,
      reviewed: 1,
      accepted: 0,
      rejected: 0,
    });
    const month = (await client.get("/api/organizations/analytics")).json();
    expect(month.days).toBe(30);
    expect(month.totals.views).toBe(7);
    expect((await client.get("/api/organizations/analytics?days=15")).statusCode).toBe(400);
    const loner = await signedIn(t.app, db());
    expect((await loner.client.get("/api/organizations/analytics")).statusCode).toBe(404);
  });

  it("counts only applications whose applicant viewed the job, so conversion never passes 100 %", async () => {
    const { client } = await employer(t.app, db());
    const job = await postJob(client, { title: "Much applied job" });
    const unseen = await postJob(client, { title: "Never viewed job" });
    const days = windowDays(7);
    // One anonymous visitor, and three people who apply without a view in the window:
    // one viewed long before it, two never did (a link shared by e-mail, the API).
    await db().insert(jobViews).values({ jobId: job.id, visitorKey: "v:someone", day: days[3]! });
    const early = await signedIn(t.app, db());
    await db()
      .insert(jobViews)
      .values({ jobId: job.id, visitorKey: `u:${early.user.id}`, day: windowDays(30)[0]! });
    const people = [early, await signedIn(t.app, db()), await signedIn(t.app, db())];
    for (const person of people) {
      expect((await apply(t.app, person.cookie, applicationInput(job.id), pdf())).statusCode).toBe(
        201,
      );
      expect(
        (await apply(t.app, person.cookie, applicationInput(unseen.id), pdf())).statusCode,
      ).toBe(201);
    }

    // Applications divided by views said 600 %; none of them came from a view in the window.
    let report = (await client.get("/api/organizations/analytics?days=7")).json();
    expect(report.totals).toEqual({ views: 1, applications: 6, conversionRate: 0 });
    const byId = (r: typeof report, id: string) =>
      r.jobs.find((j: { jobId: string }) => j.jobId === id);
    expect(byId(report, job.id)).toMatchObject({ views: 1, applications: 3, conversionRate: 0 });
    // No views at all: 'n/a', never a rate over applications.
    expect(byId(report, unseen.id)).toMatchObject({
      views: 0,
      applications: 3,
      conversionRate: null,
    });

    // Someone who reads the job and then applies counts: 1 of 2 views.
    const reader = await signedIn(t.app, db());
    expect((await reader.client.post(`/api/jobs/${job.id}/views`)).json().counted).toBe(true);
    expect((await apply(t.app, reader.cookie, applicationInput(job.id), pdf())).statusCode).toBe(
      201,
    );
    report = (await client.get("/api/organizations/analytics?days=7")).json();
    expect(byId(report, job.id)).toMatchObject({ views: 2, applications: 4, conversionRate: 50 });
    expect(report.totals).toEqual({ views: 2, applications: 7, conversionRate: 50 });
    // Over 30 days the early view is in the window too: 2 of 3 views.
    const month = (await client.get("/api/organizations/analytics?days=30")).json();
    expect(month.totals).toEqual({ views: 3, applications: 7, conversionRate: 66.7 });

    // Coming back to the job after applying is not what led to the application.
    const late = people[1]!;
    await db()
      .update(applications)
      .set({ createdAt: new Date(`${days[2]}T12:00:00.000Z`) })
      .where(eq(applications.applicantId, late.user.id));
    expect((await late.client.post(`/api/jobs/${job.id}/views`)).json().counted).toBe(true);
    report = (await client.get("/api/organizations/analytics?days=7")).json();
    expect(byId(report, job.id)).toMatchObject({
      views: 3,
      applications: 4,
      conversionRate: 33.3,
    });
  });
});

describe("GET /api/organizations/:slug", () => {
  it("shows the public profile with open jobs only", async () => {
    const { client, organization } = await employer(t.app, db(), {
      name: "Seed Savers Foundation",
    });
    const open = await postJob(client);
    await postJob(client, { status: "draft" });
    await postJob(client, { status: "closed" });
    const body = (await anonymous().get(`/api/organizations/${organization.slug}`)).json();
    expect(body.organization).toMatchObject({ name: "Seed Savers Foundation", openJobs: 1 });
    expect(body.jobs.map((j: { id: string }) => j.id)).toEqual([open.id]);
    expect(body.organization).not.toHaveProperty("createdBy");
    const missing = await anonymous().get("/api/organizations/no-such-organization");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("ORGANIZATION_NOT_FOUND");
  });
});
