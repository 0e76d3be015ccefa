import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { signedIn } from "../../../test/factories";
import { multipartFile } from "../../../test/multipart";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signedIn(t.app, t.database.db));
});

async function uploadRows(): Promise<number> {
  const result = await t.database.db.execute(sql`select count(*)::int as n from uploads`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

// The two upload routes, and any other route that reads multipart (job applications).
const ROUTES = ["/api/uploads/images", "/api/uploads/media", "/api/applications"];
const { payload, headers } = multipartFile(
  "file",
  "a.png",
  "image/png",
  Buffer.from("not an image"),
);
const multipartType = headers["content-type"]!;

describe.each(ROUTES)("POST %s with a multipart body it cannot read", (url) => {
  it.each([
    "multipart/form-data",
    "multipart/form-data;",
    "multipart/form-data; boundary=",
    'multipart/form-data; boundary=""',
    "multipart/form-data; charset=utf-8",
    "multipart/form-data; boundary=" + "x".repeat(71),
    "multipart/form-data; boundary=" + "x".repeat(300),
    "multipart/form-data; boundary=a b",
  ])("answers 400, not a crash, for content-type %s", async (contentType) => {
    const before = await uploadRows();
    const response = await t.app.inject({
      method: "POST",
      url,
      headers: { cookie, "content-type": contentType },
      payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: { code: "BAD_REQUEST" } });
    expect(await uploadRows()).toBe(before);
  });
});

describe.each(ROUTES)("POST %s with a multipart body that is not what it announces", (url) => {
  it.each([
    ["a boundary the body does not use", "multipart/form-data; boundary=elsewhere", payload],
    ["a body cut short", undefined, payload.subarray(0, payload.length - 30)],
    ["a body cut inside the part headers", undefined, payload.subarray(0, 40)],
  ])("answers 400 for %s", async (_name, contentType, body) => {
    const before = await uploadRows();
    const response = await t.app.inject({
      method: "POST",
      url,
      headers: { cookie, "content-type": contentType ?? multipartType },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: { code: "BAD_REQUEST" } });
    expect(await uploadRows()).toBe(before);
  });
});
