import { beforeAll, describe, expect, it } from "vitest";
import { makeUpload, makeUser } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { makeRecording } from "../recordings/__fixtures__/recording-fixtures";

/*
 * Stored files (images, their cards, recordings) carry an ETag that stays the
 * same while the bytes do, so browsers revalidate with If-None-Match and get
 * 304, and that names no id: a recording's file must not tell its upload id.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

interface Served {
  what: string;
  url: string;
  /** Ids and keys the ETag must not show. */
  secrets: string[];
  bytes: number;
}

async function served(): Promise<Served[]> {
  const db = t.database.db;
  const owner = await makeUser(db);
  const image = (await makeUpload(db, t.app.storage, owner.id))!;
  const recording = await makeRecording(db, t.app.storage, owner.id, {
    privacy: "public",
    status: "published",
  });
  const parts = (id: string) => [id, id.replaceAll("-", ""), ...id.split("-")];
  return [
    {
      what: "an image",
      url: `/api/uploads/${image.id}`,
      secrets: [...parts(image.id), image.storageKey],
      bytes: image.bytes,
    },
    {
      what: "an image's card",
      url: `/api/uploads/${image.id}/card`,
      secrets: [...parts(image.id), image.cardKey!],
      bytes: -1,
    },
    {
      what: "a recording",
      url: `/api/recordings/${recording.id}/file`,
      secrets: [...parts(recording.uploadId), ...parts(recording.id)],
      bytes: recording.fileSize,
    },
  ];
}

describe("ETags of stored files", () => {
  it("name no id, and stay the same across requests", async () => {
    const etags = new Set<string>();
    for (const file of await served()) {
      const first = await t.app.inject({ method: "GET", url: file.url });
      expect(first.statusCode, file.what).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag, file.what).toMatch(/^"[A-Za-z0-9_-]{16,}"$/);
      for (const secret of file.secrets) {
        expect(etag.toLowerCase(), `${file.what}: ${secret}`).not.toContain(secret.toLowerCase());
      }
      const again = await t.app.inject({ method: "GET", url: file.url });
      expect(again.headers.etag, file.what).toBe(etag);
      const head = await t.app.inject({ method: "HEAD", url: file.url });
      expect(head.headers.etag, file.what).toBe(etag);
      etags.add(etag);
    }
    // Each file its own.
    expect(etags.size).toBe(3);
  });

  it("answer If-None-Match with 304 and no body, and anything else with the file", async () => {
    for (const file of await served()) {
      const first = await t.app.inject({ method: "GET", url: file.url });
      const etag = first.headers.etag as string;
      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
        const cached = await t.app.inject({
          method: "GET",
          url: file.url,
          headers: { "if-none-match": ifNoneMatch },
        });
        expect(cached.statusCode, `${file.what}: ${ifNoneMatch}`).toBe(304);
        expect(cached.rawPayload.length).toBe(0);
        expect(cached.headers.etag).toBe(etag);
        expect(cached.headers["cache-control"]).toBe(first.headers["cache-control"]);
      }
      // If-None-Match goes before Range: a cached copy is still current.
      const ranged = await t.app.inject({
        method: "GET",
        url: file.url,
        headers: { "if-none-match": etag, range: "bytes=0-9" },
      });
      expect(ranged.statusCode, file.what).toBe(304);
      const stale = await t.app.inject({
        method: "GET",
        url: file.url,
        headers: { "if-none-match": '"an-older-version"' },
      });
      expect(stale.statusCode, file.what).toBe(200);
      expect(stale.rawPayload.equals(first.rawPayload)).toBe(true);
      if (file.bytes >= 0) expect(stale.rawPayload.length).toBe(file.bytes);
      // If-Range with the ETag still gives the range asked for.
      const partial = await t.app.inject({
        method: "GET",
        url: file.url,
        headers: { "if-range": etag, range: "bytes=0-9" },
      });
      expect(partial.statusCode, file.what).toBe(206);
      expect(partial.rawPayload.equals(first.rawPayload.subarray(0, 10))).toBe(true);
    }
  });
});
