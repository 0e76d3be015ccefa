import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { caseStudyInput, makeUser, signedIn } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { newVisitorId, signVisitorId } from "../../plugins/session";
import { employer, postJob } from "../jobs/__fixtures__/jobs-fixtures";
import { makeRecording } from "../recordings/__fixtures__/recording-fixtures";

/*
 * Views of content, jobs and recordings are counted once a day per visitor:
 * the account, else the fc_vid cookie the server signed, else the address
 * and day. A cookie the client made up counts as no cookie.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

/** The fc_vid cookie the server sets on this answer, if any. */
function issued(response: { cookies: { name: string; value: string }[] }): string | undefined {
  return response.cookies.find((c) => c.name === "fc_vid")?.value;
}

/** A visitor cookie the server handed out. */
async function serverCookie(): Promise<string> {
  const value = issued(await t.app.inject({ method: "GET", url: "/api/config" }));
  if (!value) throw new Error("no fc_vid cookie");
  return value;
}

/** One of each thing whose views are counted, and how to view it with a given fc_vid. */
interface Viewed {
  what: string;
  /** Views it once as an anonymous browser; the count after, and the fc_vid set on the answer. */
  view: (vid: string | null, ip: string) => Promise<{ count: number; setCookie?: string }>;
}

async function viewables(): Promise<Viewed[]> {
  const db = t.database.db;
  const author = await signedIn(t.app, db, "contributor");
  const created = await author.client.post("/api/content", caseStudyInput());
  expect(created.statusCode).toBe(201);
  const contentId = created.json().id as string;
  await author.client.post(`/api/content/${contentId}/publish`);

  const { client: owner } = await employer(t.app, db);
  const job = await postJob(owner);

  const recordingAuthor = await makeUser(db);
  const recording = await makeRecording(db, t.app.storage, recordingAuthor.id, {
    privacy: "public",
    status: "published",
  });

  const headers = (vid: string | null) => ({
    "user-agent": BROWSER,
    ...(vid === null ? {} : { cookie: `fc_vid=${vid}` }),
  });
  return [
    {
      what: "a content item",
      view: async (vid, ip) => {
        const response = await t.app.inject({
          method: "POST",
          url: `/api/content/${contentId}/views`,
          headers: headers(vid),
          remoteAddress: ip,
        });
        expect(response.statusCode, response.body).toBe(200);
        return { count: response.json().count as number, setCookie: issued(response) };
      },
    },
    {
      what: "a job",
      view: async (vid, ip) => {
        const response = await t.app.inject({
          method: "POST",
          url: `/api/jobs/${job.id}/views`,
          headers: headers(vid),
          remoteAddress: ip,
        });
        expect(response.statusCode, response.body).toBe(200);
        return { count: response.json().views as number, setCookie: issued(response) };
      },
    },
    {
      what: "a recording",
      view: async (vid, ip) => {
        const response = await t.app.inject({
          method: "GET",
          url: `/api/recordings/${recording.id}`,
          headers: headers(vid),
          remoteAddress: ip,
        });
        expect(response.statusCode, response.body).toBe(200);
        return { count: response.json().views as number, setCookie: issued(response) };
      },
    },
  ];
}

let ipCounter = 0;
/** An address no other test uses: views without a valid cookie fall back to it. */
const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

/** A different character at position i (still base64url). */
function flip(value: string, i: number): string {
  const c = value[i] === "A" ? "B" : "A";
  return value.slice(0, i) + c + value.slice(i + 1);
}

describe("signed visitor cookies", () => {
  it("hands out a signed id: 22 characters of id and 22 of signature", async () => {
    const value = await serverCookie();
    expect(value).toMatch(/^[A-Za-z0-9_-]{44}$/);
    // The server's own cookie is kept: no new one with the next answer.
    const kept = await t.app.inject({
      method: "GET",
      url: "/api/config",
      headers: { cookie: `fc_vid=${value}` },
    });
    expect(issued(kept)).toBeUndefined();
  });

  it("counts 20 requests with 20 self-made cookies as one view (content, job, recording)", async () => {
    for (const item of await viewables()) {
      const ip = freshIp();
      const forged = [
        // The old unsigned form, and the signed form with a made-up signature.
        ...Array.from({ length: 10 }, () => newVisitorId()),
        ...Array.from({ length: 10 }, () => randomBytes(33).toString("base64url")),
      ];
      const counts: number[] = [];
      const cookies: (string | undefined)[] = [];
      for (const vid of forged) {
        const { count, setCookie } = await item.view(vid, ip);
        counts.push(count);
        cookies.push(setCookie);
      }
      expect(counts, item.what).toEqual(Array.from({ length: 20 }, () => 1));
      // Each was treated as no cookie: a new signed one came with the answer.
      for (const [i, value] of cookies.entries()) {
        expect(value, item.what).toMatch(/^[A-Za-z0-9_-]{44}$/);
        expect(value).not.toBe(forged[i]);
      }
    }
  });

  it("counts a server-issued cookie once a day, each from its own visitor even on one address", async () => {
    for (const item of await viewables()) {
      const ip = freshIp();
      const first = await serverCookie();
      expect((await item.view(first, ip)).count, item.what).toBe(1);
      expect((await item.view(first, freshIp())).count, item.what).toBe(1);
      // Another browser behind the same address, with its own cookie: another visitor.
      const second = await serverCookie();
      expect((await item.view(second, ip)).count, item.what).toBe(2);
      expect((await item.view(second, ip)).count, item.what).toBe(2);
    }
  });

  it("ignores a tampered cookie: the visitor counts by address, and gets a new cookie", async () => {
    for (const item of await viewables()) {
      const ip = freshIp();
      const genuine = await serverCookie();
      const tampered = [
        flip(genuine, 3), // in the id
        flip(genuine, 30), // in the signature
        flip(genuine, 43), // the last character
        `${genuine}x`,
        genuine.slice(0, 43),
        genuine.slice(22) + genuine.slice(0, 22),
        `${genuine.slice(0, 22)}.${genuine.slice(22)}`,
      ];
      const answers = [];
      for (const vid of tampered) answers.push({ vid, ...(await item.view(vid, ip)) });
      for (const { vid, count } of answers) expect(count, `${item.what}: ${vid}`).toBe(1);
      for (const { vid, setCookie } of answers) {
        expect(setCookie, `${item.what}: ${vid}`).toMatch(/^[A-Za-z0-9_-]{44}$/);
      }
      // The genuine one is a visitor of its own, counted once.
      expect((await item.view(genuine, ip)).count, item.what).toBe(2);
      expect((await item.view(genuine, ip)).count, item.what).toBe(2);
    }
  });

  it("a cookie signed with another key is ignored", async () => {
    const foreign = signVisitorId(randomBytes(32), newVisitorId());
    const answer = await t.app.inject({
      method: "GET",
      url: "/api/config",
      headers: { cookie: `fc_vid=${foreign}` },
    });
    expect(issued(answer)).toMatch(/^[A-Za-z0-9_-]{44}$/);
    expect(issued(answer)).not.toBe(foreign);
  });
});
