import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signedIn } from "../../test/factories";
import { createTestApp } from "../../test/test-app";
import { uploadForm } from "../modules/recordings/__fixtures__/recording-fixtures";

const t = await createTestApp({
  STORAGE_QUOTA_FREE_MB: "1000",
  UPLOAD_RATE_LIMIT_PER_USER: "1000",
});
const member = await signedIn(t.app, t.database.db);

async function recordingsTitled(title: string): Promise<number> {
  const result = await t.database.db.execute(
    sql`select count(*)::int as n from recordings where title = ${title}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

function upload(key: string, title: string) {
  // Each send builds its body anew, with its own multipart boundary, as a retry does.
  const form = uploadForm({ title });
  return t.app.inject({
    method: "POST",
    url: "/api/recordings",
    payload: form.payload,
    headers: { ...form.headers, cookie: member.cookie, "idempotency-key": key },
  });
}

describe("a recording uploaded with an Idempotency-Key", () => {
  it("is stored once however often the upload is sent again, each answer the first", async () => {
    const title = "Net sizes at the landing beach";
    const first = await upload("recording-take-1", title);
    expect(first.statusCode, first.body).toBe(201);
    for (let i = 0; i < 3; i++) {
      const again = await upload("recording-take-1", title);
      expect(again.statusCode).toBe(201);
      expect(again.headers["idempotent-replayed"]).toBe("true");
      expect(again.json().id).toBe(first.json().id);
    }
    expect(await recordingsTitled(title)).toBe(1);
  });

  it("with another key is another recording", async () => {
    const title = "Two takes of the same meeting";
    expect((await upload("recording-take-2", title)).statusCode).toBe(201);
    expect((await upload("recording-take-3", title)).statusCode).toBe(201);
    expect(await recordingsTitled(title)).toBe(2);
  });
});
