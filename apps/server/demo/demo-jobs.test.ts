import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_STATUSES } from "@field-commons/shared/applications";
import { JOB_DOMAINS, JOB_TYPES, LOCATION_TYPES, JobSummary } from "@field-commons/shared/jobs";
import { as, login, makeUser } from "../test/factories";
import { createTestApp, type TestApp } from "../test/test-app";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { seedDemoJobs } from "./demo-jobs";
import { DEMO_JOBS } from "./demo-jobs-data";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  for (const account of DEMO_ACCOUNTS) {
    await makeUser(t.database.db, { email: account.email, role: account.role, name: account.name });
  }
  await t.database.db.transaction((tx) => seedDemoJobs(tx, t.app.storage, t.app.log));
});

describe("demo jobs board", () => {
  it("covers every job type, domain and location type, several currencies and countries", () => {
    expect(new Set(DEMO_JOBS.map((j) => j.type))).toEqual(new Set(JOB_TYPES));
    expect(new Set(DEMO_JOBS.map((j) => j.domain))).toEqual(new Set(JOB_DOMAINS));
    expect(new Set(DEMO_JOBS.map((j) => j.location.type))).toEqual(new Set(LOCATION_TYPES));
    expect(new Set(DEMO_JOBS.map((j) => j.salary?.currency).filter(Boolean)).size).toBe(4);
    expect(new Set(DEMO_JOBS.map((j) => j.location.country)).size).toBeGreaterThanOrEqual(8);
    expect(DEMO_JOBS.length).toBeGreaterThanOrEqual(24);
    for (const job of DEMO_JOBS) expect(job.description).not.toMatch(/lorem|ipsum/i);
  });

  it("lists the open jobs on the board, with real header figures", async () => {
    const anonymous = as(t.app, null);
    const board = (await anonymous.get("/api/jobs?limit=50")).json();
    const closedOrDraft = DEMO_JOBS.filter(
      (j) => j.status !== "active" || (j.deadlineInDays !== null && j.deadlineInDays < 0),
    ).length;
    expect(board.pagination.total).toBe(DEMO_JOBS.length - closedOrDraft);
    for (const job of board.jobs) expect(JobSummary.safeParse(job).success).toBe(true);
    const stats = (await anonymous.get("/api/jobs/stats")).json();
    expect(stats.openPositions).toBe(board.pagination.total);
    expect(stats.organizations).toBe(6);
    expect(stats.remoteJobs).toBeGreaterThan(0);
  });

  it("gives the demo admin an organization with applications in every status and readable résumés", async () => {
    const admin = await login(t.app, "admin@fieldcommons.demo");
    const client = as(t.app, admin.cookie);
    expect((await client.get("/api/organizations/me")).json().role).toBe("owner");
    const list = (await client.get("/api/organizations/applications?limit=50")).json();
    expect(list.applications.length).toBeGreaterThanOrEqual(4);
    const resume = await client.get(list.applications[0].resumeUrl);
    expect(resume.statusCode).toBe(200);
    expect(resume.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const rows = await t.database.db.execute(
      sql`select distinct status::text as status from applications`,
    );
    const statuses = (rows as unknown as { rows: { status: string }[] }).rows.map((r) => r.status);
    expect(new Set(statuses)).toEqual(new Set(APPLICATION_STATUSES));
    const counted = await t.database.db.execute(
      sql`select count(*)::int as bad from jobs j where j.applications <> (select count(*) from applications a where a.job_id = j.id)`,
    );
    expect((counted as unknown as { rows: { bad: number }[] }).rows[0]!.bad).toBe(0);
  });
});
