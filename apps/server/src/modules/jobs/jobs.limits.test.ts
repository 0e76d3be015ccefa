import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { OPEN_JOBS_LIMIT, openJobsLimitMessage } from "@field-commons/shared/jobs";
import type { UserRole } from "@field-commons/shared/users";
import { signedIn } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { jobs } from "../../db/schema/jobs";
import { employer, jobInput, organizationInput, postJob } from "./__fixtures__/jobs-fixtures";
import { openJobsLimit } from "./jobs.policy";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const db = () => t.database.db;
const FREE = OPEN_JOBS_LIMIT.free;

async function jobsOf(organizationId: string): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(eq(jobs.organizationId, organizationId));
  return row!.n;
}

/** A signed-in user of the role who owns a new organization. */
async function employerOf(role: UserRole) {
  const session = await signedIn(t.app, db(), role);
  const response = await session.client.post("/api/organizations", organizationInput());
  expect(response.statusCode, response.body).toBe(201);
  return { ...session, organization: response.json().organization as { id: string } };
}

function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe("open jobs per organization, by plan", () => {
  it("a free organization opens the free plan's number of jobs, then 403 with the limit named", async () => {
    const { client, organization } = await employer(t.app, db());
    expect((await client.get("/api/jobs/allowance")).json()).toEqual({ openJobs: 0, limit: FREE });
    for (let i = 0; i < FREE; i++) await postJob(client, { title: `Open position ${i}` });

    const refused = await client.post("/api/jobs", jobInput({ title: "One too many" }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: "JOB_LIMIT_REACHED",
      message: openJobsLimitMessage(FREE),
    });
    expect(refused.json().error.message).toBe(
      `Your organization's plan allows ${FREE} open jobs at a time. Close one, or save this job as a draft, to open another. Upgrade to Contributor for up to ${OPEN_JOBS_LIMIT.contributor}.`,
    );
    expect(await jobsOf(organization.id)).toBe(FREE);
    expect((await client.get("/api/jobs/allowance")).json()).toEqual({
      openJobs: FREE,
      limit: FREE,
    });

    // Drafts and closed jobs take no slot.
    const draft = await postJob(client, { title: "Still a draft", status: "draft" });
    await postJob(client, { title: "Filled already", status: "closed" });
    expect(await jobsOf(organization.id)).toBe(FREE + 2);

    // Opening the draft needs a slot too; closing an open job frees one.
    const opening = await client.put(`/api/jobs/${draft.id}`, jobInput({ title: "Still a draft" }));
    expect(opening.statusCode).toBe(403);
    expect(opening.json().error.code).toBe("JOB_LIMIT_REACHED");
    const [first] = await db()
      .select({ id: jobs.id, title: jobs.title })
      .from(jobs)
      .where(eq(jobs.organizationId, organization.id))
      .orderBy(jobs.createdAt)
      .limit(1);
    const closing = await client.put(
      `/api/jobs/${first!.id}`,
      jobInput({ title: first!.title, status: "closed" }),
    );
    expect(closing.statusCode, closing.body).toBe(200);
    const opened = await client.put(`/api/jobs/${draft.id}`, jobInput({ title: "Now open" }));
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().status).toBe("active");

    // Editing an open job keeps its slot: no refusal while at the limit.
    const edited = await client.put(`/api/jobs/${draft.id}`, jobInput({ title: "Open, renamed" }));
    expect(edited.statusCode, edited.body).toBe(200);
  });

  it("counts a job past its deadline as closed: its slot is free again", async () => {
    const { client } = await employer(t.app, db());
    const posted = [];
    for (let i = 0; i < FREE; i++) posted.push(await postJob(client));
    expect((await client.post("/api/jobs", jobInput())).statusCode).toBe(403);
    await db()
      .update(jobs)
      .set({ applicationDeadline: daysFromToday(-1) })
      .where(eq(jobs.id, posted[0]!.id));
    expect((await client.post("/api/jobs", jobInput())).statusCode).toBe(201);
    // Reopening the expired one with a new deadline needs a slot again.
    const reopen = await client.put(
      `/api/jobs/${posted[0]!.id}`,
      jobInput({ applicationDeadline: daysFromToday(30) }),
    );
    expect(reopen.statusCode).toBe(403);
  });

  it("lets jobs opened at the same time together stay within the limit", async () => {
    const { client, organization } = await employer(t.app, db());
    for (let i = 0; i < FREE - 2; i++) await postJob(client);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        client.post("/api/jobs", jobInput({ title: `Race ${i}` })),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 403, 403, 403]);
    expect(await jobsOf(organization.id)).toBe(FREE);
  });

  it("gives a contributor's organization the contributor plan's limit and an admin's none", async () => {
    const contributor = await employerOf("contributor");
    for (let i = 0; i <= FREE; i++) await postJob(contributor.client);
    expect((await contributor.client.get("/api/jobs/allowance")).json()).toEqual({
      openJobs: FREE + 1,
      limit: OPEN_JOBS_LIMIT.contributor,
    });
    const admin = await employerOf("admin");
    for (let i = 0; i <= FREE; i++) await postJob(admin.client);
    expect((await admin.client.get("/api/jobs/allowance")).json()).toEqual({
      openJobs: FREE + 1,
      limit: null,
    });
  });

  it("takes the plan from the owners", () => {
    const free = { role: "user" as const, isContributor: false };
    const paid = { role: "user" as const, isContributor: true };
    expect(openJobsLimit([free])).toBe(OPEN_JOBS_LIMIT.free);
    expect(openJobsLimit([])).toBe(OPEN_JOBS_LIMIT.free);
    expect(openJobsLimit([free, paid])).toBe(OPEN_JOBS_LIMIT.contributor);
    expect(openJobsLimit([{ role: "contributor", isContributor: false }])).toBe(
      OPEN_JOBS_LIMIT.contributor,
    );
    expect(openJobsLimit([free, { role: "superadmin", isContributor: false }])).toBeNull();
    // The contributor plan's message has no upgrade to offer.
    expect(openJobsLimitMessage(OPEN_JOBS_LIMIT.contributor)).not.toContain("Upgrade");
  });

  it("answers the allowance only to members of an organization", async () => {
    const { client } = await signedIn(t.app, db());
    const response = await client.get("/api/jobs/allowance");
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("ORGANIZATION_NOT_FOUND");
    expect((await t.app.inject({ method: "GET", url: "/api/jobs/allowance" })).statusCode).toBe(
      401,
    );
  });
});
