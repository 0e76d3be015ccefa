import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { RECORDING_MESSAGES } from "@field-commons/shared/recordings";
import { signedIn } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { wavFile } from "../uploads/__fixtures__/media-samples";
import { formFields, makeRecording, recordingForm } from "./__fixtures__/recording-fixtures";
import { safeFileName } from "./file-name";
import { keywordsOf } from "./recordings.tasks";
import { resolveSteps } from "./recordings.processing";
import { parseFormFields } from "./recordings.service";

let t: TestApp;
beforeAll(async () => {
  // 1 MB of storage and three uploads per window, so both limits are easy to reach.
  t = await createTestApp({ STORAGE_QUOTA_FREE_MB: "1", UPLOAD_RATE_LIMIT_PER_USER: "3" });
});

async function recordingRows(): Promise<number> {
  const result = await t.database.db.execute(sql`select count(*)::int as n from recordings`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

function upload(cookie: string, milliseconds: number) {
  const form = recordingForm(formFields(), {
    name: "take.wav",
    type: "audio/wav",
    data: wavFile(milliseconds),
  });
  return t.app.inject({
    method: "POST",
    url: "/api/recordings",
    payload: form.payload,
    headers: { ...form.headers, cookie },
  });
}

describe("storage quota and upload rate", () => {
  it("counts recordings against the storage quota and refuses what does not fit", async () => {
    const member = await signedIn(t.app, t.database.db);
    // 8 kHz 16-bit mono: 16,000 bytes a second.
    expect((await upload(member.cookie, 40_000)).statusCode).toBe(201);
    const before = await recordingRows();
    const response = await upload(member.cookie, 40_000);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe("QUOTA_EXCEEDED");
    expect(await recordingRows()).toBe(before);
  });

  it("limits uploads per account and window (429)", async () => {
    const member = await signedIn(t.app, t.database.db);
    for (let i = 0; i < 3; i++) expect((await upload(member.cookie, 200)).statusCode).toBe(201);
    const response = await upload(member.cookie, 200);
    expect(response.statusCode).toBe(429);
    expect(response.headers["retry-after"]).toBeDefined();
  });
});

describe("processing requests", () => {
  it("are limited per account and hour (429)", async () => {
    const member = await signedIn(t.app, t.database.db);
    const row = await makeRecording(t.database.db, t.app.storage, member.user.id);
    for (let i = 0; i < 60; i++) {
      const response = await member.client.post(`/api/recordings/${row.id}/process`, {});
      expect(response.statusCode).toBe(202);
    }
    const refused = await member.client.post(`/api/recordings/${row.id}/process`, {});
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("RATE_LIMITED");
  });
});

describe("processing steps", () => {
  const all = { recorded: true, transcribed: true, analyzed: true, shared: false };
  const none = { recorded: true, transcribed: false, analyzed: false, shared: false };

  it("runs what the consent allows by default, in order", () => {
    expect(resolveSteps(undefined, all, false)).toEqual(["transcribe", "summarize", "keypoints"]);
    expect(resolveSteps(["keypoints", "transcribe"], all, false)).toEqual([
      "transcribe",
      "keypoints",
    ]);
    expect(resolveSteps(undefined, { ...none, analyzed: true }, true)).toEqual([
      "summarize",
      "keypoints",
    ]);
  });

  it("refuses what the consent does not allow, and analysis without a transcript", () => {
    expect(() => resolveSteps(undefined, none, true)).toThrow(RECORDING_MESSAGES.consentTranscribe);
    expect(() => resolveSteps(["summarize"], { ...all, analyzed: false }, true)).toThrow(
      RECORDING_MESSAGES.consentAnalyze,
    );
    expect(() => resolveSteps(["summarize"], all, false)).toThrow(RECORDING_MESSAGES.noTranscript);
  });
});

describe("helpers", () => {
  it("makes safe download names from titles", () => {
    expect(safeFileName("Água: «reunião» 3/4", "audio/mpeg")).toBe("Agua reuniao 3 4.mp3");
    expect(safeFileName('../../"; rm -rf', "video/webm")).toBe("rm -rf.webm");
    expect(safeFileName("水", "audio/wav")).toBe("recording.wav");
  });

  it("takes the strongest distinct topics as keywords", () => {
    expect(
      keywordsOf([
        { topic: "weir", confidence: 0.2, relevance: 0.2 },
        { topic: "water turns", confidence: 0.9, relevance: 0.8 },
        { topic: "Water turns", confidence: 0.5, relevance: 0.5 },
      ]),
    ).toEqual(["water turns", "weir"]);
  });

  it("reads multipart fields: JSON where the form sends JSON, empty as absent, no author", () => {
    const parsed = parseFormFields({
      ...formFields({ domain: "", contentId: "", location: "" }),
      authorId: "00000000-0000-0000-0000-000000000000",
      description: "",
    });
    expect(parsed).toMatchObject({
      domain: null,
      contentId: null,
      location: null,
      description: "",
      tags: ["irrigation", "water"],
      consent: { recorded: true, transcribed: true, analyzed: true, shared: false },
    });
    expect(parsed).not.toHaveProperty("authorId");
  });
});
