import { eq, sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { createBackground } from "../background";
import { content } from "../db/schema/content";
import { idempotencyKeys } from "../db/schema/idempotency-keys";
import { caseStudyInput, signedIn } from "../../test/factories";
import { createTestApp } from "../../test/test-app";
import { presentUser } from "../lib/present-user";
import errorHandler from "./error-handler";
import idempotency from "./idempotency";

const t = await createTestApp();
const db = t.database.db;
const member = await signedIn(t.app, db);
const other = await signedIn(t.app, db);

function send(
  cookie: string | null,
  key: string | undefined,
  payload: object,
  method: "POST" | "PATCH" = "POST",
  url = "/api/content",
) {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (key !== undefined) headers["idempotency-key"] = key;
  return t.app.inject({ method, url, headers, payload });
}

async function itemsTitled(title: string): Promise<number> {
  const rows = await db.select({ id: content.id }).from(content).where(eq(content.title, title));
  return rows.length;
}

describe("a draft created with an Idempotency-Key (POST /api/content)", () => {
  it("applies once, however often it is replayed, and replays the first answer", async () => {
    const input = caseStudyInput({ title: "Irrigation turns in Valencia, once" });
    const first = await send(member.cookie, "draft-1", input);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();

    for (let i = 0; i < 3; i++) {
      const again = await send(member.cookie, "draft-1", input);
      expect(again.statusCode).toBe(first.statusCode);
      expect(again.body).toBe(first.body);
      expect(again.headers["idempotent-replayed"]).toBe("true");
      expect(again.headers["content-type"]).toBe(first.headers["content-type"]);
    }
    expect(await itemsTitled(input.title)).toBe(1);
  });

  it("without a key, the same request applies each time", async () => {
    const input = caseStudyInput({ title: "Irrigation turns in Valencia, twice" });
    expect((await send(member.cookie, undefined, input)).statusCode).toBe(201);
    expect((await send(member.cookie, undefined, input)).statusCode).toBe(201);
    expect(await itemsTitled(input.title)).toBe(2);
  });

  it("the same key with another body is refused with 422 and applies nothing", async () => {
    await send(member.cookie, "draft-2", caseStudyInput({ title: "Fisheries of Maine" }));
    const reused = await send(member.cookie, "draft-2", caseStudyInput({ title: "Other title" }));
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(reused.json().error.message).toMatch(/already used for a different request/);
    expect(await itemsTitled("Other title")).toBe(0);
  });

  it("another account's same key is its own, and never sees the first account's answer", async () => {
    const mine = caseStudyInput({ title: "Grazing rights in Törbel" });
    const first = await send(member.cookie, "shared-key", mine);
    expect(first.statusCode).toBe(201);

    const theirs = await send(other.cookie, "shared-key", mine);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers["idempotent-replayed"]).toBeUndefined();
    expect(theirs.json().id).not.toBe(first.json().id);
    const authors = await db
      .select({ authorId: content.authorId })
      .from(content)
      .where(eq(content.title, mine.title));
    expect(authors.map((a) => a.authorId).sort()).toEqual([member.user.id, other.user.id].sort());
  });

  it("concurrent duplicates apply once: the others wait (409) or get the stored answer", async () => {
    const input = caseStudyInput({ title: "Forest councils of Uttarakhand" });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => send(member.cookie, "concurrent", input)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201).length).toBeGreaterThanOrEqual(1);
    for (const a of answers) {
      if (a.statusCode === 409) expect(a.json().error.code).toBe("IDEMPOTENCY_IN_PROGRESS");
      else expect(a.statusCode).toBe(201);
    }
    expect(
      answers.filter((a) => !a.headers["idempotent-replayed"] && a.statusCode === 201),
    ).toHaveLength(1);
    expect(await itemsTitled(input.title)).toBe(1);
  });

  it("a refused change (4xx) is refused the same way on replay", async () => {
    const bad = { type: "case-study", title: "" };
    const first = await send(member.cookie, "refused", bad);
    expect(first.statusCode).toBe(400);
    const again = await send(member.cookie, "refused", bad);
    expect(again.statusCode).toBe(400);
    expect(again.body).toBe(first.body);
    expect(again.headers["idempotent-replayed"]).toBe("true");
  });

  it("refuses a key that is empty, too long or not printable ASCII", async () => {
    for (const key of ["", "x".repeat(256), "clé"]) {
      const response = await send(member.cookie, key, caseStudyInput({ title: "Bad key" }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/Idempotency-Key/);
    }
    expect(await itemsTitled("Bad key")).toBe(0);
    expect((await send(member.cookie, "x".repeat(255), caseStudyInput())).statusCode).toBe(201);
  });

  it("signed out, a key is not kept: the write runs as without one", async () => {
    const response = await send(null, "anonymous", caseStudyInput());
    expect(response.statusCode).toBe(401);
    const rows = await db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, "anonymous"));
    expect(rows).toHaveLength(0);
  });
});

describe("keys expire after 30 days", () => {
  const background = createBackground({
    env: t.app.config,
    db,
    log: { info() {}, warn() {}, error() {} },
  });
  afterAll(() => background.stop());

  it("the scheduled housekeeping deletes expired keys and keeps fresh ones", async () => {
    await send(member.cookie, "old-key", caseStudyInput({ title: "Old key" }));
    await send(member.cookie, "fresh-key", caseStudyInput({ title: "Fresh key" }));
    await db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(idempotencyKeys.key, "old-key"));

    await background.worker.drain();

    const keys = (await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map(
      (r) => r.key,
    );
    expect(keys).not.toContain("old-key");
    expect(keys).toContain("fresh-key");
  });

  it("a creation replayed after weeks offline still applies once", async () => {
    const input = caseStudyInput({ title: "Sent from the field weeks later" });
    await send(member.cookie, "weeks", input);
    await db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '29 days'` })
      .where(eq(idempotencyKeys.key, "weeks"));
    await background.worker.drain();
    const again = await send(member.cookie, "weeks", input);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(await itemsTitled(input.title)).toBe(1);
  });

  it("an expired key still present applies again", async () => {
    const input = caseStudyInput({ title: "Expired and sent again" });
    await send(member.cookie, "stale", input);
    await db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(idempotencyKeys.key, "stale"));
    const again = await send(member.cookie, "stale", input);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBeUndefined();
    expect(await itemsTitled(input.title)).toBe(2);
  });
});

/** A small app with the plugin and routes whose outcome the test controls. */
const app = Fastify();
let failures = 1;
let runs = 0;
let release: () => void = () => {};
app.decorate("database", t.database);
app.decorateRequest("user", null);
app.addHook("onRequest", async (request) => {
  const id = request.headers["x-test-user"];
  if (typeof id === "string") request.user = { ...presentUser(member.user), id };
});
await app.register(errorHandler);
await app.register(idempotency);
app.post("/api/flaky", async (_request, reply) => {
  runs++;
  if (failures-- > 0) throw new Error("boom");
  return reply.code(201).header("location", "/api/flaky/1").send({ ok: true, runs });
});
app.post("/api/slow", async () => {
  runs++;
  await new Promise<void>((resolve) => (release = resolve));
  return { ok: true };
});
await app.ready();
afterAll(() => app.close());

describe("server errors and answers still running", () => {
  const headers = { "x-test-user": member.user.id, "idempotency-key": "k" };

  it("a 5xx is not kept: the retry runs again, and its answer is kept", async () => {
    runs = 0;
    const failed = await app.inject({ method: "POST", url: "/api/flaky", headers, payload: {} });
    expect(failed.statusCode).toBe(500);
    const retried = await app.inject({ method: "POST", url: "/api/flaky", headers, payload: {} });
    expect(retried.statusCode).toBe(201);
    expect(retried.headers["idempotent-replayed"]).toBeUndefined();
    const replayed = await app.inject({ method: "POST", url: "/api/flaky", headers, payload: {} });
    expect(replayed.statusCode).toBe(201);
    expect(replayed.headers.location).toBe("/api/flaky/1");
    expect(replayed.headers["idempotent-replayed"]).toBe("true");
    expect(replayed.json()).toEqual({ ok: true, runs: 2 });
    expect(runs).toBe(2);
  });

  it("a replay while the first still runs is refused with 409", async () => {
    runs = 0;
    const slow = { ...headers, "idempotency-key": "slow" };
    const first = app.inject({ method: "POST", url: "/api/slow", headers: slow, payload: {} });
    await expect.poll(() => runs).toBe(1);
    const second = await app.inject({
      method: "POST",
      url: "/api/slow",
      headers: slow,
      payload: {},
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe("IDEMPOTENCY_IN_PROGRESS");
    release();
    expect((await first).statusCode).toBe(200);
    const after = await app.inject({
      method: "POST",
      url: "/api/slow",
      headers: slow,
      payload: {},
    });
    expect(after.headers["idempotent-replayed"]).toBe("true");
    expect(runs).toBe(1);
  });
});
