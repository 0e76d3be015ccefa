import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { caseStudyInput, signedIn } from "../../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function publishedItem(): Promise<string> {
  const author = await signedIn(t.app, t.database.db, "contributor");
  const created = await author.client.post("/api/content", caseStudyInput());
  await author.client.post(`/api/content/${created.json().id}/publish`);
  return created.json().id as string;
}

function view(id: string, headers: Record<string, string>, remoteAddress = "10.9.0.1") {
  return t.app.inject({
    method: "POST",
    url: `/api/content/${id}/views`,
    headers,
    remoteAddress,
  });
}

/** The anonymous visitor cookie the server hands out, as a Cookie header. */
async function visitorCookie(): Promise<string> {
  const response = await t.app.inject({ method: "GET", url: "/api/config" });
  const cookie = response.cookies.find((c) => c.name === "fc_vid");
  if (!cookie) throw new Error("no fc_vid cookie");
  return `fc_vid=${cookie.value}`;
}

const BROWSERS = Array.from(
  { length: 30 },
  (_, i) =>
    `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${100 + i}.0.0.0 Safari/537.36`,
);

describe("view counting", () => {
  it("hands anonymous visitors a random, httpOnly, SameSite=Lax, long-lived fc_vid cookie", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/config" });
    const cookie = response.cookies.find((c) => c.name === "fc_vid");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(cookie!.maxAge).toBeGreaterThanOrEqual(180 * 86_400);
    const again = await t.app.inject({ method: "GET", url: "/api/config" });
    expect(again.cookies.find((c) => c.name === "fc_vid")!.value).not.toBe(cookie!.value);
    // A visitor who has one keeps it.
    const kept = await t.app.inject({
      method: "GET",
      url: "/api/config",
      headers: { cookie: `fc_vid=${cookie!.value}` },
    });
    expect(kept.cookies.find((c) => c.name === "fc_vid")).toBeUndefined();
  });

  it("counts 30 views with 30 User-Agents and one visitor cookie once", async () => {
    const id = await publishedItem();
    const cookie = await visitorCookie();
    const results = [];
    for (const [i, userAgent] of BROWSERS.entries()) {
      results.push((await view(id, { cookie, "user-agent": userAgent }, `10.9.1.${i}`)).json());
    }
    expect(results.filter((r) => r.counted)).toHaveLength(1);
    expect(results.at(-1)).toEqual({ counted: false, count: 1 });
  });

  it("counts a visitor without the cookie once however its User-Agent changes", async () => {
    const id = await publishedItem();
    for (const userAgent of BROWSERS) await view(id, { "user-agent": userAgent });
    expect((await view(id, { "user-agent": BROWSERS[5]! })).json()).toEqual({
      counted: false,
      count: 1,
    });
  });

  it("counts two visitors with their own cookies twice, and a signed-in reader by account", async () => {
    const id = await publishedItem();
    const browser = BROWSERS[0]!;
    expect(
      (await view(id, { cookie: await visitorCookie(), "user-agent": browser })).json(),
    ).toEqual({ counted: true, count: 1 });
    expect(
      (await view(id, { cookie: await visitorCookie(), "user-agent": browser })).json(),
    ).toEqual({ counted: true, count: 2 });
    const reader = await signedIn(t.app, t.database.db);
    expect((await reader.client.post(`/api/content/${id}/views`)).json()).toEqual({
      counted: true,
      count: 3,
    });
    expect((await reader.client.post(`/api/content/${id}/views`)).json().counted).toBe(false);
  });

  it.each([
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  ])("does not count a known bot: %s", async (userAgent) => {
    const id = await publishedItem();
    const cookie = await visitorCookie();
    expect((await view(id, { cookie, "user-agent": userAgent })).json()).toEqual({
      counted: false,
      count: 0,
    });
  });
});
