import type { z } from "zod";
import { DOMAINS } from "@field-commons/shared/domains";
import {
  missingRecordingPublishFields,
  requiredToPublishText,
  type RecordingPublishSubject,
} from "@field-commons/shared/recording-publish";
import {
  RECORDING_LIMITS,
  RecordingFields,
  type RecordingUpdate,
  type TranscriptSegment,
} from "@field-commons/shared/recordings";
import { realignTranscript } from "@field-commons/shared/transcript-align";
import type { Db } from "../../db/client";
import type { recordings, RecordingRow } from "../../db/schema/recordings";
import type { PublicUser } from "@field-commons/shared/users";
import { AppError, badRequest } from "../../errors";
import { UPGRADE_REQUIRED_MESSAGE } from "../content";
import { findOwnedUploads } from "../uploads";
import { keywordsOf } from "./recordings.tasks";
import { canPublishRecording } from "./recordings.policy";
import { isOwnLinkableContent, searchExtraOf } from "./recordings.repository";

type Fields = Record<string, string[]>;

function zodFields(error: z.ZodError): Fields {
  const fields: Fields = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** Fields that travel as JSON text in a multipart body. */
const JSON_FIELDS = new Set(["location", "tags", "consent", "images"]);
/** Fields where an empty value means "none". */
const NULLABLE_FIELDS = new Set(["domain", "contentId", "location"]);
const FORM_KEYS = new Set(Object.keys(RecordingFields.shape));

/**
 * The form's fields from a multipart body (text values; location, tags,
 * consent and images as JSON). Unknown fields, an author among them, are
 * ignored: the author is the session's user. 400 with the fields named.
 */
export function parseFormFields(raw: Record<string, string>): RecordingFields {
  const values: Record<string, unknown> = {};
  const fields: Fields = {};
  for (const [key, text] of Object.entries(raw)) {
    if (!FORM_KEYS.has(key)) continue;
    const value = text.trim();
    if (NULLABLE_FIELDS.has(key) && (value === "" || value === "null")) {
      values[key] = null;
    } else if (value === "" && key !== "title") {
      // Empty: the default applies.
    } else if (JSON_FIELDS.has(key)) {
      try {
        values[key] = JSON.parse(value) as unknown;
      } catch {
        fields[key] = ["Must be valid JSON"];
      }
    } else {
      values[key] = text;
    }
  }
  const parsed = RecordingFields.safeParse(values);
  if (!parsed.success) Object.assign(fields, zodFields(parsed.error));
  if (Object.keys(fields).length > 0 || !parsed.success) throw badRequest("Invalid body", fields);
  return parsed.data;
}

/**
 * Checks what the fields point at: a known domain, images the author
 * uploaded, and an interview, case study or trip of the author's own.
 */
export async function checkReferences(
  db: Db,
  authorId: string,
  input: Pick<Partial<RecordingFields>, "domain" | "images" | "contentId">,
): Promise<void> {
  const fields: Fields = {};
  if (input.domain && !(DOMAINS as readonly string[]).includes(input.domain)) {
    fields.domain = [`Choose one of: ${DOMAINS.join(", ")}`];
  }
  if (input.images && input.images.length > 0) {
    const owned = await findOwnedUploads(db, authorId, [...new Set(input.images)]);
    const images = new Set(owned.filter((u) => u.kind === "image").map((u) => u.id));
    if (input.images.some((id) => !images.has(id))) {
      fields.images = ["Attach only images you have uploaded"];
    }
  }
  if (input.contentId) {
    if (!(await isOwnLinkableContent(db, authorId, input.contentId)))
      fields.contentId = ["Choose an interview, case study or trip of your own"];
  }
  if (Object.keys(fields).length > 0) throw badRequest("Invalid body", fields);
}

/** The columns the form's fields fill. */
export function formColumns(input: Partial<RecordingFields>) {
  return {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.domain !== undefined ? { domain: input.domain } : {}),
    ...(input.recordedAt !== undefined ? { recordedAt: new Date(input.recordedAt) } : {}),
    ...(input.type !== undefined ? { type: input.type } : {}),
    ...(input.privacy !== undefined ? { privacy: input.privacy } : {}),
    ...(input.license !== undefined ? { license: input.license } : {}),
    ...(input.location !== undefined ? { locationName: input.location?.name || null } : {}),
    ...(input.tags !== undefined ? { tags: [...new Set(input.tags)] } : {}),
    ...(input.consent !== undefined ? { consent: input.consent } : {}),
    ...(input.images !== undefined ? { images: [...new Set(input.images)] } : {}),
    ...(input.status !== undefined ? { status: input.status } : {}),
    ...(input.contentId !== undefined ? { contentId: input.contentId } : {}),
  } satisfies Partial<typeof recordings.$inferInsert>;
}

const transcriptText = (segments: readonly TranscriptSegment[]) =>
  segments.map((segment) => segment.text).join(" ");

/**
 * The columns an edit changes: only the keys the request sent (the shared
 * schema fills defaults for absent ones, which must not overwrite anything).
 */
export function updateColumns(
  row: Pick<RecordingRow, "tags" | "keywords" | "locationName">,
  input: RecordingUpdate,
  sent: ReadonlySet<string>,
): Partial<typeof recordings.$inferInsert> {
  const picked = Object.fromEntries(
    Object.entries(input).filter(([key]) => sent.has(key)),
  ) as RecordingUpdate;
  const values: Partial<typeof recordings.$inferInsert> = formColumns(picked);
  if (picked.transcript !== undefined) {
    const text = transcriptText(picked.transcript);
    if (text.length > RECORDING_LIMITS.transcriptText) {
      throw badRequest("Invalid body", {
        transcript: [
          `The transcript can hold up to ${RECORDING_LIMITS.transcriptText.toLocaleString("en")} characters`,
        ],
      });
    }
    // Each line's words are recomputed from the words sent and its text, so the
    // two always agree and unchanged words keep their times.
    values.transcript = realignTranscript(picked.transcript);
    values.transcriptText = text;
  }
  if (picked.summary !== undefined) values.summary = picked.summary;
  if (picked.keyQuotes !== undefined) values.keyQuotes = picked.keyQuotes;
  if (picked.actionItems !== undefined) values.actionItems = picked.actionItems;
  if (picked.entities !== undefined) values.entities = picked.entities;
  if (picked.topics !== undefined) {
    values.topics = picked.topics;
    values.keywords = keywordsOf(picked.topics);
  }
  values.searchExtra = searchExtraOf({
    tags: values.tags ?? row.tags,
    keywords: values.keywords ?? row.keywords,
    locationName: values.locationName !== undefined ? values.locationName : row.locationName,
  });
  return values;
}

/**
 * Publishing: first the fields the spec marks needed to publish (400
 * NOT_READY_TO_PUBLISH naming each, as content publishing does), then
 * contributor status (403 UPGRADE_REQUIRED with content's message). `only`
 * limits the field check to the keys a request sent; `gate: false` skips
 * the role check (an edit of a recording that is published already).
 */
function checkPublish(
  user: PublicUser,
  subject: RecordingPublishSubject,
  { gate, only }: { gate: boolean; only?: ReadonlySet<string> },
): void {
  const fields: Fields = {};
  for (const { path, label } of missingRecordingPublishFields(subject)) {
    if (!only || only.has(path)) fields[path] = [requiredToPublishText(label)];
  }
  if (Object.keys(fields).length > 0) {
    const all = Object.values(fields).flat();
    throw new AppError(
      400,
      "NOT_READY_TO_PUBLISH",
      `Not ready to publish: ${all.join("; ")}`,
      fields,
    );
  }
  if (gate && !canPublishRecording(user)) {
    throw new AppError(403, "UPGRADE_REQUIRED", UPGRADE_REQUIRED_MESSAGE);
  }
}

/** A new recording sent as published: its fields and the author's plan allow it. */
export function checkPublishOnCreate(user: PublicUser, fields: RecordingFields): void {
  if (fields.status === "published") checkPublish(user, fields, { gate: true });
}

type PublishRow = Pick<
  RecordingRow,
  "status" | "title" | "domain" | "recordedAt" | "type" | "privacy" | "description"
>;

/**
 * An edit whose result is published. Publishing a draft needs every field
 * (the stored ones with the edit's) and contributor status; an edit of a
 * published recording may not empty a needed field. Back to draft is free.
 */
export function checkPublishOnUpdate(
  user: PublicUser,
  row: PublishRow,
  input: RecordingUpdate,
  sent: ReadonlySet<string>,
): void {
  const status = sent.has("status") && input.status ? input.status : row.status;
  if (status !== "published") return;
  const pick = <K extends keyof PublishRow & keyof RecordingUpdate>(key: K) =>
    sent.has(key) ? input[key] : row[key];
  const subject: RecordingPublishSubject = {
    title: pick("title"),
    domain: pick("domain"),
    recordedAt: pick("recordedAt"),
    type: pick("type"),
    privacy: pick("privacy"),
    description: pick("description"),
  };
  if (row.status === "published") checkPublish(user, subject, { gate: false, only: sent });
  else checkPublish(user, subject, { gate: true });
}
