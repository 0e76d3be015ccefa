import { randomUUID } from "node:crypto";
import fs from "node:fs";
import type { RecordingFields } from "@field-commons/shared/recordings";
import type { PublicUser } from "@field-commons/shared/users";
import type { Db } from "../../db/client";
import type { Storage } from "../../storage/storage";
import { checkRoomLocked, insertUpload, type DetectedMedia } from "../uploads";
import { resolveSteps, startProcessing } from "./recordings.processing";
import { insertRecording, searchExtraOf } from "./recordings.repository";
import { checkPublishOnCreate, checkReferences, formColumns } from "./recordings.service";
import { measureDuration } from "./recordings.upload";

/** A recording's file, whole, in a private temporary folder the caller removes. */
export interface RecordingFile {
  path: string;
  bytes: number;
  media: DetectedMedia;
  /** The name the device gave the file. */
  originalName: string;
}

export interface RecordingCreation {
  db: Db;
  storage: Storage;
  quotas: Parameters<typeof checkRoomLocked>[1];
  /** Runs in the transaction that records the recording; throwing undoes it all. */
  alsoInTransaction?: (tx: Db) => Promise<void>;
}

/**
 * Makes a recording of a received file: checks what the fields point at and
 * the publish rules, measures the media with the decoder (415 when it cannot
 * be decoded), stores the file, then records the upload and the recording
 * with the account's quota checked under its lock (413 QUOTA_EXCEEDED), and
 * starts processing when asked and consented. Nothing is left in storage
 * when any step fails. Returns the new recording's id.
 */
export async function createRecordingFromFile(
  { db, storage, quotas, alsoInTransaction }: RecordingCreation,
  user: PublicUser,
  file: RecordingFile,
  fields: RecordingFields,
  process: boolean,
): Promise<string> {
  await checkReferences(db, user.id, fields);
  checkPublishOnCreate(user, fields);
  const durationSeconds = await measureDuration(file.path);
  const uploadId = randomUUID();
  const storageKey = `recordings/${uploadId.slice(0, 2)}/${uploadId}`;
  await storage.putStream(storageKey, fs.createReadStream(file.path), file.media.mimeType);
  try {
    return await db.transaction(async (tx) => {
      // The quota again, with the account locked: concurrent uploads never go over it.
      await checkRoomLocked(tx, quotas, user, file.bytes);
      await insertUpload(tx, {
        id: uploadId,
        ownerId: user.id,
        kind: "recording",
        mimeType: file.media.mimeType,
        bytes: file.bytes,
        storageKey,
      });
      const columns = formColumns(fields);
      const row = await insertRecording(tx, {
        ...columns,
        title: fields.title,
        recordedAt: new Date(fields.recordedAt),
        authorId: user.id,
        uploadId,
        durationSeconds,
        fileSize: file.bytes,
        mimeType: file.media.mimeType,
        originalName: (file.originalName.split(/[\\/]/).pop() ?? "").slice(0, 255),
        searchExtra: searchExtraOf({
          tags: fields.tags,
          keywords: [],
          locationName: fields.location?.name ?? null,
        }),
      });
      // The recorder's upload asks for processing at once; the form's buttons do it later.
      if (process && fields.consent.transcribed) {
        await startProcessing(tx, row.id, resolveSteps(undefined, fields.consent, false));
      }
      await alsoInTransaction?.(tx);
      return row.id;
    });
  } catch (error) {
    // A failed write or a full quota leaves no file behind.
    await storage.delete(storageKey);
    throw error;
  }
}
