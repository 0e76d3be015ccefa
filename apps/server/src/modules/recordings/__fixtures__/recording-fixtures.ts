import { randomBytes, randomUUID } from "node:crypto";
import type { Consent, RecordingPrivacy, RecordingStatus } from "@field-commons/shared/recordings";
import type { Db } from "../../../db/client";
import type { recordings, RecordingRow } from "../../../db/schema/recordings";
import type { Storage } from "../../../storage/storage";
import { insertUpload } from "../../uploads";
import { wavFile } from "../../uploads";
import { insertRecording } from "../recordings.repository";

/** The form's text fields as a browser sends them (JSON for location, tags, consent, images). */
export function formFields(overrides: Record<string, unknown> = {}): Record<string, string> {
  const values: Record<string, unknown> = {
    title: "Water committee, March meeting",
    description: "Monthly meeting of the irrigation committee.",
    recordedAt: "2026-03-02",
    type: "audio",
    privacy: "private",
    status: "draft",
    location: { name: "Cusco" },
    tags: ["irrigation", "water"],
    consent: { recorded: true, transcribed: true, analyzed: true, shared: false },
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, typeof value === "string" ? value : JSON.stringify(value)]),
  );
}

export interface FilePart {
  field?: string;
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body with text fields and (optionally) one file, for app.inject. */
export function recordingForm(
  fields: Record<string, string>,
  file: FilePart | null,
  options: { fileFirst?: boolean } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----fc${randomBytes(8).toString("hex")}`;
  const textParts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  const fileParts = file
    ? [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "file"}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
        ),
        file.data,
        Buffer.from("\r\n"),
      ]
    : [];
  const parts = options.fileFirst ? [...fileParts, ...textParts] : [...textParts, ...fileParts];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** A valid upload request: the form's fields and a short WAV tone. */
export function uploadForm(overrides: Record<string, unknown> = {}) {
  return recordingForm(formFields(overrides), {
    name: "tone.wav",
    type: "audio/wav",
    data: wavFile(1500),
  });
}

/**
 * Inserts a recording straight into the tables with a stored WAV file (as
 * the upload route leaves it), for tests that need one of a given state.
 */
export async function makeRecording(
  db: Db,
  storage: Storage,
  authorId: string,
  overrides: Partial<typeof recordings.$inferInsert> & {
    privacy?: RecordingPrivacy;
    status?: RecordingStatus;
    consent?: Consent;
    data?: Buffer;
  } = {},
): Promise<RecordingRow> {
  const { data = wavFile(1500), ...values } = overrides;
  const uploadId = randomUUID();
  const storageKey = `recordings/${uploadId.slice(0, 2)}/${uploadId}`;
  await storage.put(storageKey, data, "audio/wav");
  await insertUpload(db, {
    id: uploadId,
    ownerId: authorId,
    kind: "recording",
    mimeType: "audio/wav",
    bytes: data.length,
    storageKey,
  });
  return insertRecording(db, {
    authorId,
    uploadId,
    title: "Grazing council",
    recordedAt: new Date("2026-04-01T10:00:00Z"),
    fileSize: data.length,
    mimeType: "audio/wav",
    durationSeconds: 2,
    consent: { recorded: true, transcribed: true, analyzed: true, shared: false },
    ...values,
  });
}
