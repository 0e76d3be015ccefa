import { BYTES_PER_MB, STORAGE_MESSAGES } from "@field-commons/shared/uploads";
import { hasContributorRights, isAdminRole, type PublicUser } from "@field-commons/shared/users";
import type { Db } from "../../db/client";
import type { UploadRow } from "../../db/schema/uploads";
import type { uploads } from "../../db/schema/uploads";
import type { Env } from "../../env";
import { AppError, tooManyRequests } from "../../errors";
import { hit } from "../../lib/rate-limit.repository";
import { bytesStoredBy, insertUpload, lockOwner } from "./uploads.repository";

/** The storage each plan allows, in MB. */
type StorageQuotas = Pick<Env, "STORAGE_QUOTA_FREE_MB" | "STORAGE_QUOTA_CONTRIBUTOR_MB">;

export const quotaExceeded = (usedBytes: number, limitBytes: number) =>
  new AppError(413, "QUOTA_EXCEEDED", STORAGE_MESSAGES.quotaExceeded(usedBytes, limitBytes));

/** The storage the user's plan allows, in bytes; null for admins (no limit). */
export function storageLimitBytes(quotas: StorageQuotas, user: PublicUser): number | null {
  if (isAdminRole(user)) return null;
  const mb = hasContributorRights(user)
    ? quotas.STORAGE_QUOTA_CONTRIBUTOR_MB
    : quotas.STORAGE_QUOTA_FREE_MB;
  return mb * BYTES_PER_MB;
}

export async function storageUsage(db: Db, quotas: StorageQuotas, user: PublicUser) {
  return {
    usedBytes: await bytesStoredBy(db, user.id),
    limitBytes: storageLimitBytes(quotas, user),
  };
}

/**
 * Before an upload is read: counts it against the account's upload rate
 * (429 beyond it) and refuses it at once when the account's storage is
 * already full. Returns what is left (null: no limit), so a stream can stop
 * there. Every route that stores a file a person sends calls it first
 * (images, media, recordings, résumés): one rate and one quota for all.
 */
export async function admitUpload(
  db: Db,
  settings: StorageQuotas &
    Pick<Env, "UPLOAD_RATE_LIMIT_PER_USER" | "UPLOAD_RATE_LIMIT_WINDOW_SECONDS">,
  user: PublicUser,
): Promise<{ usedBytes: number; limitBytes: number | null; roomBytes: number | null }> {
  const counted = await hit(db, `upload:user:${user.id}`, {
    max: settings.UPLOAD_RATE_LIMIT_PER_USER,
    windowSeconds: settings.UPLOAD_RATE_LIMIT_WINDOW_SECONDS,
  });
  if (!counted.allowed) throw tooManyRequests(counted.retryAfterSeconds, "uploads");
  const { usedBytes, limitBytes } = await storageUsage(db, settings, user);
  if (limitBytes !== null && usedBytes >= limitBytes) throw quotaExceeded(usedBytes, limitBytes);
  return { usedBytes, limitBytes, roomBytes: limitBytes === null ? null : limitBytes - usedBytes };
}

/**
 * Inside the transaction that records a stored file (an image, media, a
 * recording, a résumé): locks the owner's row and throws 413 QUOTA_EXCEEDED
 * when `bytes` more would take the account over its plan's storage. The
 * lock holds until that transaction ends, so concurrent uploads of one
 * account are counted one after the other and together never go over it.
 * The caller removes the file it stored when this throws.
 */
export async function checkRoomLocked(
  tx: Db,
  quotas: StorageQuotas,
  user: PublicUser,
  bytes: number,
): Promise<void> {
  const limitBytes = storageLimitBytes(quotas, user);
  if (limitBytes === null) return;
  await lockOwner(tx, user.id);
  const usedBytes = await bytesStoredBy(tx, user.id);
  if (usedBytes + bytes > limitBytes) throw quotaExceeded(usedBytes, limitBytes);
}

/**
 * Records a stored file when it still fits the account's quota
 * (checkRoomLocked and the insert in one transaction). Throws 413
 * QUOTA_EXCEEDED otherwise (the caller removes the file).
 */
export async function insertWithinQuota(
  db: Db,
  quotas: StorageQuotas,
  user: PublicUser,
  row: typeof uploads.$inferInsert,
): Promise<UploadRow> {
  if (storageLimitBytes(quotas, user) === null) return insertUpload(db, row);
  return db.transaction(async (tx) => {
    await checkRoomLocked(tx, quotas, user, row.bytes);
    return insertUpload(tx, row);
  });
}
