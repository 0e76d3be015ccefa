import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { JOB_ALERTS_MAX } from "@field-commons/shared/jobs";
import { as, signedIn } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { jobAlerts, jobs } from "../../db/schema/jobs";
import { employer, postJob } from "../jobs/__fixtures__/jobs-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const db = () => t.database.db;

describe("job alerts", () => {
  it("saves the filters and lists matching open jobs posted since", async () => {
    const { client: owner } = await employer(t.app, db());
    const older = await postJob(owner, { title: "Older seaweed commons post" });
    const { client, user } = await signedIn(t.app, db());
    const created = await client.post("/api/job-alerts", {
      filters: { search: "seaweed", location: "remote" },
    });
    expect(created.statusCode).toBe(201);
    const alert = created.json();
    expect(alert).toMatchObject({ filters: { search: "seaweed", location: "remote" }, matches: 0 });
    // Backdate the older job so "since" is unambiguous.
    await db()
      .update(jobs)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(jobs.id, older.id));

    const remote = { country: "", city: "", type: "remote" as const };
    const match1 = await postJob(owner, { title: "Seaweed farming researcher", location: remote });
    const match2 = await postJob(owner, { title: "Seaweed co-op analyst", location: remote });
    await postJob(owner, { title: "Seaweed field officer" }); // hybrid: no match
    await postJob(owner, { title: "Seaweed draft", location: remote, status: "draft" });

    const list = (await client.get("/api/job-alerts")).json();
    expect(list.alerts).toEqual([{ ...alert, matches: 2 }]);
    const page = (await client.get(`/api/job-alerts/${alert.id}/jobs?limit=1`)).json();
    expect(page.pagination).toEqual({ page: 1, limit: 1, total: 2, pages: 2 });
    expect(page.jobs.map((j: { id: string }) => j.id)).toEqual([match2.id]);
    const second = (await client.get(`/api/job-alerts/${alert.id}/jobs?limit=1&page=2`)).json();
    expect(second.jobs.map((j: { id: string }) => j.id)).toEqual([match1.id]);

    expect((await client.delete(`/api/job-alerts/${alert.id}`)).json()).toEqual({ success: true });
    expect((await client.get("/api/job-alerts")).json().alerts).toEqual([]);
    const rows = await db().select().from(jobAlerts).where(eq(jobAlerts.userId, user.id));
    expect(rows).toEqual([]);
  });

  it("keeps alerts private, checks filters and caps how many a user keeps", async () => {
    const { client } = await signedIn(t.app, db());
    const alert = (await client.post("/api/job-alerts", { filters: {} })).json();
    const stranger = await signedIn(t.app, db());
    expect((await stranger.client.get(`/api/job-alerts/${alert.id}/jobs`)).statusCode).toBe(404);
    expect((await stranger.client.delete(`/api/job-alerts/${alert.id}`)).statusCode).toBe(404);
    expect((await stranger.client.get("/api/job-alerts")).json().alerts).toEqual([]);
    const anonymous = as(t.app, null);
    expect((await anonymous.post("/api/job-alerts", { filters: {} })).statusCode).toBe(401);
    expect((await anonymous.get("/api/job-alerts")).statusCode).toBe(401);
    expect((await anonymous.delete(`/api/job-alerts/${alert.id}`)).statusCode).toBe(401);
    const before = await db().select().from(jobAlerts);
    expect((await client.post("/api/job-alerts", { filters: { type: "gig" } })).statusCode).toBe(
      400,
    );
    expect(
      (await client.post("/api/job-alerts", { filters: { search: "x".repeat(201) } })).statusCode,
    ).toBe(400);
    expect(await db().select().from(jobAlerts)).toHaveLength(before.length);
    for (let i = 1; i < JOB_ALERTS_MAX; i++) {
      expect(
        (await client.post("/api/job-alerts", { filters: { search: `topic ${i}` } })).statusCode,
      ).toBe(201);
    }
    const over = await client.post("/api/job-alerts", { filters: {} });
    expect(over.statusCode).toBe(409);
    expect((await client.get("/api/job-alerts")).json().alerts).toHaveLength(JOB_ALERTS_MAX);
  });
});
