import { and, asc, desc, eq, getTableColumns, gt, inArray, or, sql, type SQL } from "drizzle-orm";
import type { RecordingListQuery } from "@field-commons/shared/recordings";
import { isAdminRole, type PublicUser } from "@field-commons/shared/users";
import type { Db } from "../../db/client";
import { content } from "../../db/schema/content";
import { recordings, recordingViews, type RecordingRow } from "../../db/schema/recordings";
import { uploads } from "../../db/schema/uploads";
import { users } from "../../db/schema/users";
import { toPrefixQuery } from "../content";

type Viewer = Pick<PublicUser, "id" | "role"> | null;

/** A recording with its author's name (null when the author row is gone). */
export type RecordingWithAuthor = Omit<RecordingRow, "searchVector"> & {
  authorName: string | null;
};

/** The columns a card needs: the transcript and analysis stay in the database. */
const {
  transcript: _transcript,
  transcriptText: _text,
  keyQuotes: _quotes,
  actionItems: _actions,
  entities: _entities,
  searchVector: _vector,
  searchExtra: _extra,
  ...listColumns
} = getTableColumns(recordings);
const { searchVector: _v, ...detailColumns } = getTableColumns(recordings);

/** What a viewer may list: public published work, shared published work when signed in, their own always. */
function visibleTo(viewer: Viewer): SQL | undefined {
  if (isAdminRole(viewer)) return undefined;
  const published = and(eq(recordings.status, "published"), eq(recordings.privacy, "public"));
  if (!viewer) return published;
  return or(
    and(eq(recordings.status, "published"), sql`${recordings.privacy} in ('public', 'shared')`),
    eq(recordings.authorId, viewer.id),
  );
}

function filters(viewer: Viewer, query: RecordingListQuery): SQL[] {
  const conditions: SQL[] = [];
  const visible = visibleTo(viewer);
  if (visible) conditions.push(visible);
  if (query.mine === "true") {
    // Signed out, "mine" is nobody's.
    conditions.push(viewer ? eq(recordings.authorId, viewer.id) : sql`false`);
  }
  if (query.isPrivate === "true") {
    conditions.push(eq(recordings.privacy, "private"));
    // Admins see every private recording; everyone else only their own (visibleTo says so).
  } else if (query.isPrivate === "false") {
    conditions.push(sql`${recordings.privacy} in ('public', 'shared')`);
  }
  if (query.type) conditions.push(eq(recordings.type, query.type));
  if (query.status) conditions.push(eq(recordings.processingStatus, query.status));
  const search = query.search ? toPrefixQuery(query.search) : null;
  if (search) conditions.push(sql`${recordings.searchVector} @@ to_tsquery('simple', ${search})`);
  return conditions;
}

function orderOf(sort: RecordingListQuery["sortBy"]): SQL[] {
  switch (sort) {
    case "oldest":
      return [asc(recordings.recordedAt), asc(recordings.id)];
    case "title-asc":
      return [
        asc(sql`lower(${recordings.title})`),
        desc(recordings.recordedAt),
        asc(recordings.id),
      ];
    case "title-desc":
      return [
        desc(sql`lower(${recordings.title})`),
        desc(recordings.recordedAt),
        asc(recordings.id),
      ];
    case "longest":
      return [desc(recordings.durationSeconds), desc(recordings.recordedAt), asc(recordings.id)];
    case "shortest":
      return [asc(recordings.durationSeconds), desc(recordings.recordedAt), asc(recordings.id)];
    default:
      return [desc(recordings.recordedAt), desc(recordings.id)];
  }
}

export async function listRecordings(db: Db, viewer: Viewer, query: RecordingListQuery) {
  const where = and(...filters(viewer, query));
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recordings)
    .where(where);
  const rows = await db
    .select({ ...listColumns, authorName: users.name })
    .from(recordings)
    .leftJoin(users, eq(users.id, recordings.authorId))
    .where(where)
    .orderBy(...orderOf(query.sortBy))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function findRecording(db: Db, id: string): Promise<RecordingWithAuthor | undefined> {
  const rows = await db
    .select({ ...detailColumns, authorName: users.name })
    .from(recordings)
    .leftJoin(users, eq(users.id, recordings.authorId))
    .where(eq(recordings.id, id))
    .limit(1);
  return rows[0];
}

/** The stored file of a recording. */
export async function findRecordingFile(db: Db, uploadId: string) {
  const rows = await db
    .select({ storageKey: uploads.storageKey, bytes: uploads.bytes, mimeType: uploads.mimeType })
    .from(uploads)
    .where(eq(uploads.id, uploadId))
    .limit(1);
  return rows[0];
}

/** Whether `contentId` is an interview, case study or trip written by `authorId`. */
export async function isOwnLinkableContent(
  db: Db,
  authorId: string,
  contentId: string,
): Promise<boolean> {
  const [item] = await db
    .select({ id: content.id })
    .from(content)
    .where(
      and(
        eq(content.id, contentId),
        eq(content.authorId, authorId),
        inArray(content.type, ["interview", "case-study", "trip"]),
      ),
    )
    .limit(1);
  return item !== undefined;
}

export async function insertRecording(
  db: Db,
  values: typeof recordings.$inferInsert,
): Promise<RecordingRow> {
  const [row] = await db.insert(recordings).values(values).returning();
  return row!;
}

export async function updateRecording(
  db: Db,
  id: string,
  values: Partial<typeof recordings.$inferInsert>,
): Promise<void> {
  await db
    .update(recordings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(recordings.id, id));
}

/**
 * Removes the recording with its upload row (the recording goes with it by
 * foreign key); returns the stored file's key so the caller deletes it.
 */
export async function deleteRecording(
  db: Db,
  row: Pick<RecordingRow, "id" | "uploadId">,
): Promise<string | null> {
  const deleted = await db
    .delete(uploads)
    .where(eq(uploads.id, row.uploadId))
    .returning({ storageKey: uploads.storageKey });
  // Should the upload row already be gone, the recording is removed on its own.
  await db.delete(recordings).where(eq(recordings.id, row.id));
  return deleted[0]?.storageKey ?? null;
}

/** Counts a view once per visitor per day; the counter and the event row move together. */
export async function recordView(
  db: Db,
  recordingId: string,
  visitor: { key: string; userId: string | null },
  day: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(recordingViews)
      .values({ recordingId, visitorKey: visitor.key, viewerId: visitor.userId, day })
      .onConflictDoNothing()
      .returning({ id: recordingViews.recordingId });
    if (inserted.length > 0) {
      const [row] = await tx
        .update(recordings)
        .set({ views: sql`${recordings.views} + 1` })
        .where(eq(recordings.id, recordingId))
        .returning({ views: recordings.views });
      return row?.views ?? 0;
    }
    const [row] = await tx
      .select({ views: recordings.views })
      .from(recordings)
      .where(eq(recordings.id, recordingId));
    return row?.views ?? 0;
  });
}

/** Tags, keywords and place, for the search vector's middle weight. */
export function searchExtraOf(values: {
  tags: readonly string[];
  keywords: readonly string[];
  locationName: string | null;
}): string {
  return [...values.tags, ...values.keywords, values.locationName ?? ""].filter(Boolean).join(" ");
}

/** One keyset page of the ids of a person's own recordings. */
export function recordingIdsPage(
  db: Db,
  authorId: string,
  after: string | null,
  limit: number,
): Promise<{ id: string }[]> {
  return db
    .select({ id: recordings.id })
    .from(recordings)
    .where(
      and(eq(recordings.authorId, authorId), after === null ? undefined : gt(recordings.id, after)),
    )
    .orderBy(asc(recordings.id))
    .limit(limit);
}

/**
 * Starts a new processing run of a recording: marks it processing and
 * counts the run up, unless a run is under way whose job (dedupe key
 * `jobPrefix` + id + ':' + run) is still queued or running. Returns the new
 * run's number, or undefined when nothing changed. The update locks the row
 * to the end of the caller's transaction.
 */
export async function beginProcessingRun(
  tx: Db,
  recordingId: string,
  jobPrefix: string,
): Promise<number | undefined> {
  const result = await tx.execute(sql`
    update recordings as r set
      processing_status = 'processing',
      processing_progress = 0,
      processing_error = null,
      processing_run = r.processing_run + 1,
      updated_at = now()
    where r.id = ${recordingId}
      and (r.processing_status not in ('processing', 'transcribing', 'analyzing')
        or not exists (
          select 1 from tasks j
          where j.dedupe_key = ${jobPrefix} || r.id::text || ':' || r.processing_run::text
            and j.status in ('queued', 'running')))
    returning r.processing_run as run
  `);
  return (result as unknown as { rows: { run: number }[] }).rows[0]?.run;
}

/**
 * Marks failed, with `message`, the runs under way for more than a minute
 * whose job (dedupe key `jobPrefix` + id + ':' + run) is neither queued nor
 * running. Returns how many were marked.
 */
export async function failStalledRuns(db: Db, jobPrefix: string, message: string): Promise<number> {
  const result = await db.execute(sql`
    update recordings as r set
      processing_status = 'failed',
      processing_error = ${message},
      updated_at = now()
    where r.processing_status in ('processing', 'transcribing', 'analyzing')
      and r.updated_at < now() - interval '1 minute'
      and not exists (
        select 1 from tasks j
        where j.dedupe_key = ${jobPrefix} || r.id::text || ':' || r.processing_run::text
          and j.status in ('queued', 'running'))
    returning r.id
  `);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/**
 * Writes to a recording only while `run` is still its current processing
 * run; returns whether it did.
 */
export async function updateRecordingRun(
  db: Db,
  id: string,
  run: number,
  values: Partial<typeof recordings.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(recordings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(recordings.id, id), eq(recordings.processingRun, run)))
    .returning({ id: recordings.id });
  return rows.length > 0;
}
