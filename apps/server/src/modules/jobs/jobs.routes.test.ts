import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SALARY_SORT_NOTE, SALARY_SORT_USD_RATES } from "@field-commons/shared/jobs";
import { as, signedIn } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { applications, jobLikes, jobs, jobViews } from "../../db/schema/jobs";
import { resumePdf } from "../applications/__fixtures__/resume-samples";
import { apply, applicationInput, employer, jobInput, postJob } from "./__fixtures__/jobs-fixtures";
import { closeExpiredJobs } from "./jobs.repository";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const db = () => t.database.db;
const anonymous = () => as(t.app, null);
const pdf = () => ({ data: resumePdf(), filename: "cv.pdf", contentType: "application/pdf" });

function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function countJobs(): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs);
  return row!.n;
}

/** Sets stored columns a form cannot (past deadlines, creation times). */
async function setJob(id: string, values: Partial<typeof jobs.$inferInsert>) {
  await db().update(jobs).set(values).where(eq(jobs.id, id));
}

describe("GET /api/jobs", () => {
  it("lists open jobs with their organization, 12 to a page by default", async () => {
    const { client, organization } = await employer(t.app, db(), { name: "Andean Water Lab" });
    const job = await postJob(client);
    const response = await anonymous().get(`/api/jobs?organization=${organization.slug}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.pagination).toEqual({ page: 1, limit: 12, total: 1, pages: 1 });
    expect(body.jobs).toHaveLength(1);
    expect(body.jobs[0]).toMatchObject({
      id: job.id,
      title: "Research Fellow, Community Water Governance",
      organization: { name: "Andean Water Lab", slug: organization.slug },
      location: { country: "Peru", city: "Cusco", type: "hybrid" },
      isRemote: false,
      compensation: { type: "salary", min: 42000, max: 52000, currency: "USD" },
      status: "active",
      counts: { views: 0, likes: 0, saves: 0, applications: 0 },
    });
    expect(body.jobs[0].excerpt.length).toBeLessThanOrEqual(300);
    expect(body.jobs[0]).not.toHaveProperty("description");
    expect(body.jobs[0]).not.toHaveProperty("searchExtra");
  });

  it("pages: boundaries, a page past the end, and limits outside 1..50 refused", async () => {
    const { client, organization } = await employer(t.app, db());
    for (let i = 0; i < 5; i++) await postJob(client, { title: `Paged job ${i}` });
    const page = (q: string) => anonymous().get(`/api/jobs?organization=${organization.slug}&${q}`);
    const first = (await page("limit=2&page=1")).json();
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 5, pages: 3 });
    expect(first.jobs.map((j: { title: string }) => j.title)).toEqual([
      "Paged job 4",
      "Paged job 3",
    ]);
    const last = (await page("limit=2&page=3")).json();
    expect(last.jobs.map((j: { title: string }) => j.title)).toEqual(["Paged job 0"]);
    const past = (await page("limit=2&page=4")).json();
    expect(past.jobs).toEqual([]);
    expect(past.pagination.total).toBe(5);
    expect((await page("limit=51")).statusCode).toBe(400);
    expect((await page("limit=0")).statusCode).toBe(400);
    expect((await page("page=0")).statusCode).toBe(400);
    expect((await page("sort=cheapest")).statusCode).toBe(400);
    expect((await page("type=gig")).statusCode).toBe(400);
    expect((await page("limit=50")).statusCode).toBe(200);
  });

  it("sorts salaries in different currencies in US dollars at the stated rates", async () => {
    const { client, organization } = await employer(t.app, db());
    const post = (title: string, max: number, currency: "USD" | "GBP" | "CAD") =>
      postJob(client, {
        title,
        description: "Field research on a commons.",
        tags: [],
        compensation: { type: "salary", min: max - 1000, max, currency },
      });
    // By bare number: CAD 62,000 > USD 60,000 > GBP 50,000. In dollars:
    // GBP 50,000 = 63,500 > USD 60,000 > CAD 62,000 = 44,640.
    const pounds = await post("Research Fellow", 50000, "GBP");
    const dollars = await post("Research Lead", 60000, "USD");
    const canadian = await post("Research Officer", 62000, "CAD");
    expect(SALARY_SORT_USD_RATES).toEqual({ USD: 1, EUR: 1.08, GBP: 1.27, CAD: 0.72 });
    expect(SALARY_SORT_NOTE).toBe(
      "Salaries in other currencies are compared in US dollars: 1 EUR = 1.08 USD, 1 GBP = 1.27 USD, 1 CAD = 0.72 USD.",
    );
    const ids = async (q: string) =>
      (await anonymous().get(`/api/jobs?organization=${organization.slug}&${q}`))
        .json()
        .jobs.map((j: { id: string }) => j.id);
    expect(await ids("sort=salary-high")).toEqual([pounds.id, dollars.id, canadian.id]);
    expect(await ids("sort=salary-low")).toEqual([canadian.id, dollars.id, pounds.id]);
  });

  it("sorts newest, oldest, salary high and low (unpaid last) and by relevance", async () => {
    const { client, organization } = await employer(t.app, db());
    const low = await postJob(client, {
      title: "Archivist",
      description: "Keeps the records of a seed library.",
      tags: [],
      compensation: { type: "salary", min: 30000, max: null, currency: "EUR" },
    });
    const high = await postJob(client, {
      title: "Programme Director",
      description: "Leads a programme on grazing commons.",
      tags: [],
      compensation: { type: "salary", min: 70000, max: 90000, currency: "USD" },
    });
    const unpaid = await postJob(client, {
      title: "Volunteer mapper of irrigation canals",
      description: "Maps canals with farmers.",
      tags: [],
      type: "volunteer",
      compensation: { type: "unpaid" },
    });
    const mid = await postJob(client, {
      title: "Data Analyst",
      description: "Analyses irrigation survey data from many canals.",
      tags: [],
      compensation: { type: "salary", min: 45000, max: 50000, currency: "GBP" },
    });
    await setJob(low.id, { createdAt: new Date(Date.now() - 4000) });
    await setJob(high.id, { createdAt: new Date(Date.now() - 3000) });
    await setJob(unpaid.id, { createdAt: new Date(Date.now() - 2000) });
    await setJob(mid.id, { createdAt: new Date(Date.now() - 1000) });
    const ids = async (q: string) =>
      (await anonymous().get(`/api/jobs?organization=${organization.slug}&${q}`))
        .json()
        .jobs.map((j: { id: string }) => j.id);
    expect(await ids("sort=newest")).toEqual([mid.id, unpaid.id, high.id, low.id]);
    expect(await ids("sort=oldest")).toEqual([low.id, high.id, unpaid.id, mid.id]);
    expect(await ids("sort=salary-high")).toEqual([high.id, mid.id, low.id, unpaid.id]);
    expect(await ids("sort=salary-low")).toEqual([low.id, mid.id, high.id, unpaid.id]);
    // The title weighs more than the description.
    expect(await ids("sort=relevance&search=irrigation")).toEqual([unpaid.id, mid.id]);
    // Without a search, relevance is newest first.
    expect(await ids("sort=relevance")).toEqual([mid.id, unpaid.id, high.id, low.id]);
  });

  it("filters by type, location, domain, experience and search", async () => {
    const { client, organization } = await employer(t.app, db(), {
      name: "Forest Peoples Cooperative",
    });
    const remote = await postJob(client, {
      title: "Remote policy analyst",
      type: "contract",
      location: { country: "", city: "", type: "remote" },
      domain: "Governance & Democracy",
      experienceLevel: "senior",
      tags: ["policy"],
    });
    const hybrid = await postJob(client, {
      title: "Hybrid coordinator",
      location: { country: "Kenya", city: "Nairobi", type: "hybrid" },
      domain: "Land & Environment",
    });
    const inPerson = await postJob(client, {
      title: "Field enumerator",
      type: "part-time",
      location: { country: "Nepal", city: "Pokhara", type: "in-person" },
      domain: "Land & Environment",
      experienceLevel: "entry",
      tags: ["forest-user-groups"],
    });
    const ids = async (q: string) =>
      (await anonymous().get(`/api/jobs?organization=${organization.slug}&${q}`))
        .json()
        .jobs.map((j: { id: string }) => j.id)
        .sort();
    expect(await ids("location=remote")).toEqual([remote.id]);
    expect(await ids("location=hybrid")).toEqual([hybrid.id]);
    expect(await ids("location=in-person")).toEqual([inPerson.id]);
    expect(await ids("type=part-time")).toEqual([inPerson.id]);
    expect(await ids(`domain=${encodeURIComponent("Land & Environment")}`)).toEqual(
      [hybrid.id, inPerson.id].sort(),
    );
    expect(await ids("experience=senior")).toEqual([remote.id]);
    // Search covers the title, the organization, tags, city and country, and the description.
    expect(await ids("search=pokhara")).toEqual([inPerson.id]);
    expect(await ids("search=forest%20user")).toEqual([inPerson.id]);
    expect(await ids("search=FOREST%20PEOPLES")).toEqual(
      [remote.id, hybrid.id, inPerson.id].sort(),
    );
    expect(await ids("search=coord")).toEqual([hybrid.id]);
    expect(await ids("search=nowhere-to-be-found")).toEqual([]);
    expect(await ids(`location=in-person&type=full-time`)).toEqual([]);
    const remoteJob = (await anonymous().get(`/api/jobs/${remote.id}`)).json();
    expect(remoteJob.isRemote).toBe(true);
    // Related jobs: same domain, this one left out, at most 3.
    expect(
      await ids(`domain=${encodeURIComponent("Land & Environment")}&limit=3&exclude=${hybrid.id}`),
    ).toEqual([inPerson.id]);
  });

  it("lists neither drafts nor closed jobs, nor jobs past their deadline", async () => {
    const { client, organization } = await employer(t.app, db());
    const open = await postJob(client, { applicationDeadline: daysFromToday(0) });
    await postJob(client, { status: "draft" });
    await postJob(client, { status: "closed" });
    const expired = await postJob(client, { applicationDeadline: daysFromToday(3) });
    await setJob(expired.id, { applicationDeadline: daysFromToday(-1) });
    const body = (await anonymous().get(`/api/jobs?organization=${organization.slug}`)).json();
    expect(body.jobs.map((j: { id: string }) => j.id)).toEqual([open.id]);
    expect(body.pagination.total).toBe(1);
  });
});

describe("deadlines", () => {
  it("a job past its deadline reads as closed at once, refuses applications, and the sweep stores it", async () => {
    const { client } = await employer(t.app, db());
    const job = await postJob(client, { applicationDeadline: daysFromToday(5) });
    await setJob(job.id, { applicationDeadline: daysFromToday(-1) });
    const detail = (await anonymous().get(`/api/jobs/${job.id}`)).json();
    expect(detail.status).toBe("closed");
    const applicant = await signedIn(t.app, db());
    const refused = await apply(t.app, applicant.cookie, applicationInput(job.id), pdf());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("JOB_CLOSED");
    expect(await closeExpiredJobs(db())).toBeGreaterThanOrEqual(1);
    const [row] = await db().select().from(jobs).where(eq(jobs.id, job.id));
    expect(row!.status).toBe("closed");
    expect(row!.closedAt).not.toBeNull();
    expect(await closeExpiredJobs(db())).toBe(0);
  });

  it("an active job may not be posted with a deadline already past", async () => {
    const { client } = await employer(t.app, db());
    const before = await countJobs();
    const response = await client.post(
      "/api/jobs",
      jobInput({ applicationDeadline: daysFromToday(-2) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty("applicationDeadline");
    expect(await countJobs()).toBe(before);
  });
});

describe("GET /api/jobs/stats and /suggestions", () => {
  it("counts open positions, remote ones and organizations hiring", async () => {
    const before = (await anonymous().get("/api/jobs/stats")).json();
    const { client } = await employer(t.app, db());
    await postJob(client, { location: { country: "", city: "", type: "remote" } });
    await postJob(client);
    await postJob(client, { status: "draft" });
    const after = (await anonymous().get("/api/jobs/stats")).json();
    expect(after).toEqual({
      openPositions: before.openPositions + 2,
      remoteJobs: before.remoteJobs + 1,
      organizations: before.organizations + 1,
    });
  });

  it("suggests titles, organizations and tags of open jobs", async () => {
    const { client } = await employer(t.app, db(), { name: "Mangrove Trust" });
    await postJob(client, { title: "Mangrove restoration officer", tags: ["mangroves"] });
    await postJob(client, { title: "Mangrove draft", status: "draft" });
    const response = await anonymous().get("/api/jobs/suggestions?q=mangrove");
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.suggestions).toEqual(
      expect.arrayContaining([
        { kind: "title", value: "Mangrove restoration officer" },
        { kind: "organization", value: "Mangrove Trust" },
        { kind: "tag", value: "mangroves" },
      ]),
    );
    expect(body.suggestions).not.toContainEqual({ kind: "title", value: "Mangrove draft" });
    expect((await anonymous().get("/api/jobs/suggestions?q=")).statusCode).toBe(400);
    expect((await anonymous().get("/api/jobs/suggestions?q=%25")).statusCode).toBe(200);
  });
});

describe("GET /api/jobs/:id", () => {
  it("shows the full job and what the viewer may do", async () => {
    const { client } = await employer(t.app, db());
    const job = await postJob(client);
    const anon = (await anonymous().get(`/api/jobs/${job.id}`)).json();
    expect(anon).toMatchObject({
      description: expect.stringContaining("irrigation committees"),
      requirements: ["A master's degree in a related field"],
      responsibilities: ["Run monthly meetings with the committees"],
      benefits: ["Field allowance"],
      viewer: { liked: false, saved: false, applicationId: null, canManage: false },
    });
    const own = (await client.get(`/api/jobs/${job.id}`)).json();
    expect(own.viewer.canManage).toBe(true);
  });

  it("answers 404 'Job Not Found' for unknown ids and for other organizations' drafts", async () => {
    const missing = await anonymous().get("/api/jobs/00000000-0000-4000-8000-000000000000");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe("Job Not Found");
    expect((await anonymous().get("/api/jobs/not-a-uuid")).statusCode).toBe(400);
    const { client } = await employer(t.app, db());
    const draft = await postJob(client, { status: "draft" });
    expect((await anonymous().get(`/api/jobs/${draft.id}`)).statusCode).toBe(404);
    const other = await employer(t.app, db());
    expect((await other.client.get(`/api/jobs/${draft.id}`)).statusCode).toBe(404);
    expect((await client.get(`/api/jobs/${draft.id}`)).statusCode).toBe(200);
  });
});

describe("posting, editing and deleting jobs", () => {
  it("members of the organization post, edit and delete; the form is checked", async () => {
    const { client } = await employer(t.app, db());
    const job = await postJob(client);
    const updated = await client.put(
      `/api/jobs/${job.id}`,
      jobInput({ title: "Senior Research Fellow", status: "closed" }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ title: "Senior Research Fellow", status: "closed" });
    expect((await client.delete(`/api/jobs/${job.id}`)).json()).toEqual({ success: true });
    expect((await anonymous().get(`/api/jobs/${job.id}`)).statusCode).toBe(404);
  });

  it("refuses bad input with 400 and stores nothing", async () => {
    const { client } = await employer(t.app, db());
    const before = await countJobs();
    const bad = [
      jobInput({ title: "  " }),
      { ...jobInput(), location: "Lima, Peru" },
      jobInput({ compensation: { type: "salary", min: 50000, max: 40000, currency: "USD" } }),
      { ...jobInput(), type: "gig" },
      { ...jobInput(), domain: "Water & Sky" },
      { ...jobInput(), compensation: { type: "salary", min: 1000, currency: "JPY" } },
      { ...jobInput(), applicationDeadline: "next week" },
    ];
    for (const payload of bad) {
      const response = await client.post("/api/jobs", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_FAILED");
    }
    const range = await client.post(
      "/api/jobs",
      jobInput({ compensation: { type: "salary", min: 50000, max: 40000, currency: "USD" } }),
    );
    expect(range.json().error.fields["compensation.max"]).toEqual([
      "The maximum salary must not be below the minimum",
    ]);
    expect(await countJobs()).toBe(before);
  });

  it("needs a session (401) and an organization (403)", async () => {
    expect((await anonymous().post("/api/jobs", jobInput())).statusCode).toBe(401);
    const { client } = await signedIn(t.app, db());
    const response = await client.post("/api/jobs", jobInput());
    expect(response.statusCode).toBe(403);
  });

  it("refuses non-members: 403 on public jobs, 404 on drafts; the job is unchanged", async () => {
    const owner = await employer(t.app, db());
    const job = await postJob(owner.client);
    const draft = await postJob(owner.client, { status: "draft" });
    const outsider = await employer(t.app, db());
    const plain = await signedIn(t.app, db());
    for (const client of [outsider.client, plain.client]) {
      expect(
        (await client.put(`/api/jobs/${job.id}`, jobInput({ title: "Mine" }))).statusCode,
      ).toBe(403);
      expect((await client.delete(`/api/jobs/${job.id}`)).statusCode).toBe(403);
      expect((await client.put(`/api/jobs/${draft.id}`, jobInput())).statusCode).toBe(404);
      expect((await client.delete(`/api/jobs/${draft.id}`)).statusCode).toBe(404);
    }
    expect((await anonymous().put(`/api/jobs/${job.id}`, jobInput())).statusCode).toBe(401);
    expect((await anonymous().delete(`/api/jobs/${job.id}`)).statusCode).toBe(401);
    expect((await anonymous().get(`/api/jobs/${job.id}`)).json().title).toBe(
      "Research Fellow, Community Water Governance",
    );
  });

  it("deleting a job removes its applications and their résumé files", async () => {
    const { client } = await employer(t.app, db());
    const job = await postJob(client);
    const applicant = await signedIn(t.app, db());
    const applied = await apply(t.app, applicant.cookie, applicationInput(job.id), pdf());
    expect(applied.statusCode).toBe(201);
    const filesBefore = fs.readdirSync(path.join(t.uploadsDir, "resumes"), { recursive: true });
    expect(filesBefore.some((f) => String(f).includes("/"))).toBe(true);
    await client.delete(`/api/jobs/${job.id}`);
    const left = await db().select().from(applications).where(eq(applications.jobId, job.id));
    expect(left).toEqual([]);
    const file = path.join(
      t.uploadsDir,
      "resumes",
      String(filesBefore.find((f) => String(f).includes("/"))),
    );
    expect(fs.existsSync(file)).toBe(false);
  });
});

describe("likes, saves and views", () => {
  it.each(["like", "save"] as const)("%s toggles, with the count in step", async (kind) => {
    const { client: owner } = await employer(t.app, db());
    const job = await postJob(owner);
    const url = `/api/jobs/${job.id}/${kind}`;
    expect((await anonymous().post(url)).statusCode).toBe(401);
    const { client } = await signedIn(t.app, db());
    const flag = kind === "like" ? "liked" : "saved";
    const count = kind === "like" ? "likes" : "saves";
    expect((await client.post(url)).json()).toEqual({ [flag]: true, [count]: 1 });
    expect((await client.get(`/api/jobs/${job.id}`)).json().viewer[flag]).toBe(true);
    expect((await client.post(url)).json()).toEqual({ [flag]: false, [count]: 0 });
    expect((await client.post(url)).json()).toEqual({ [flag]: true, [count]: 1 });
    expect(
      (await client.post("/api/jobs/00000000-0000-4000-8000-000000000000/" + kind)).statusCode,
    ).toBe(404);
  });

  it("keeps the like count equal to the rows under concurrent toggles", async () => {
    const { client: owner } = await employer(t.app, db());
    const job = await postJob(owner);
    const users = await Promise.all([1, 2, 3, 4].map(() => signedIn(t.app, db())));
    await Promise.all(
      users.flatMap(({ client }) => [1, 2, 3].map(() => client.post(`/api/jobs/${job.id}/like`))),
    );
    const rows = await db().select().from(jobLikes).where(eq(jobLikes.jobId, job.id));
    const detail = (await anonymous().get(`/api/jobs/${job.id}`)).json();
    expect(detail.counts.likes).toBe(rows.length);
  });

  it("counts a view once per visitor per day, never the organization's own nor known bots", async () => {
    const { client: owner } = await employer(t.app, db());
    const job = await postJob(owner);
    const url = `/api/jobs/${job.id}/views`;
    const browser = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0" };
    // The server hands a visitor its fc_vid cookie on any answer.
    const page = await t.app.inject({
      method: "GET",
      url: `/api/jobs/${job.id}`,
      headers: browser,
    });
    const visitor = page.cookies.find((c) => c.name === "fc_vid");
    expect(visitor).toBeDefined();
    const first = await t.app.inject({
      method: "POST",
      url,
      headers: { ...browser, cookie: `fc_vid=${visitor!.value}` },
    });
    expect(first.json()).toEqual({ counted: true, views: 1 });
    // The same visitor (its cookie), even with another User-Agent: not again today.
    const again = await t.app.inject({
      method: "POST",
      url,
      headers: { "user-agent": "Mozilla/5.0 Chrome/126.0", cookie: `fc_vid=${visitor!.value}` },
    });
    expect(again.json()).toEqual({ counted: false, views: 1 });
    const bot = await t.app.inject({
      method: "POST",
      url,
      headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
    });
    expect(bot.json()).toEqual({ counted: false, views: 1 });
    const { client } = await signedIn(t.app, db());
    expect((await client.post(url)).json()).toEqual({ counted: true, views: 2 });
    expect((await client.post(url)).json()).toEqual({ counted: false, views: 2 });
    expect((await owner.post(url)).json()).toEqual({ counted: false, views: 2 });
    const events = await db().select().from(jobViews).where(eq(jobViews.jobId, job.id));
    expect(events).toHaveLength(2);
  });
});
