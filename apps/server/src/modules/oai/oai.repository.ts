import { and, asc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import { unionAll, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { ContentType } from "@field-commons/shared/content";
import type { Db } from "../../db/client";
import { content, contentWithdrawals } from "../../db/schema/content";
import { users } from "../../db/schema/users";
import type { SetFilter } from "./oai.protocol";

/** A record's header: a published item, or a withdrawn one (a deleted record). */
export interface HeaderRow {
  id: string;
  /** updated_at of a published item, withdrawn_at of a deleted one. */
  at: Date;
  type: ContentType;
  domain: string | null;
  deleted: boolean;
}

/** What oai_dc says about a published item. */
export interface MetadataRow {
  id: string;
  type: ContentType;
  slug: string;
  title: string;
  summary: string;
  description: string;
  domain: string | null;
  license: string;
  publishedAt: Date | null;
  updatedAt: Date;
  author: string;
  tags: unknown;
  keywords: unknown;
}

export interface ListRange {
  /** Midnight UTC of the first day, inclusive. */
  from: Date | null;
  /** Midnight UTC of the day after the last, exclusive. */
  before: Date | null;
  set: SetFilter | null;
  /** The last record already sent: the list continues strictly after it. */
  after: { at: string; id: string } | null;
}

/**
 * The literal status, not a parameter, so the planner can always use the
 * partial index content_published_updated_idx (updated_at, id).
 */
const isPublished = sql`${content.status} = 'published'`;

function setCondition(
  set: SetFilter | null,
  type: AnyPgColumn,
  domain: AnyPgColumn,
): SQL | undefined {
  if (!set) return undefined;
  if (set.kind === "type") return set.type ? eq(type, set.type) : undefined;
  return set.domain ? eq(domain, set.domain) : isNotNull(domain);
}

/**
 * One page of headers in (datestamp time, id) order over published items and
 * withdrawals: each side is a range of its own index, (updated_at, id) where
 * published and (withdrawn_at, content_id), read from the last record sent
 * on and cut at `limit` rows, so no request reads more than 2 × limit rows.
 * One statement, so both sides come from one snapshot.
 */
export async function listHeaders(db: Db, range: ListRange, limit: number): Promise<HeaderRow[]> {
  const after = range.after;
  const published = db
    .select({
      id: content.id,
      at: content.updatedAt,
      type: content.type,
      domain: content.domain,
      deleted: sql<boolean>`false`.as("deleted"),
    })
    .from(content)
    .where(
      and(
        isPublished,
        after
          ? sql`(${content.updatedAt}, ${content.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
        range.from
          ? sql`${content.updatedAt} >= ${range.from.toISOString()}::timestamptz`
          : undefined,
        range.before
          ? sql`${content.updatedAt} < ${range.before.toISOString()}::timestamptz`
          : undefined,
        setCondition(range.set, content.type, content.domain),
      ),
    )
    .orderBy(asc(content.updatedAt), asc(content.id))
    .limit(limit);
  const w = contentWithdrawals;
  const withdrawn = db
    .select({
      id: w.contentId,
      at: w.withdrawnAt,
      type: w.type,
      domain: w.domain,
      deleted: sql<boolean>`true`.as("deleted"),
    })
    .from(w)
    .where(
      and(
        after
          ? sql`(${w.withdrawnAt}, ${w.contentId}) > (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
        range.from ? sql`${w.withdrawnAt} >= ${range.from.toISOString()}::timestamptz` : undefined,
        range.before
          ? sql`${w.withdrawnAt} < ${range.before.toISOString()}::timestamptz`
          : undefined,
        setCondition(range.set, w.type, w.domain),
      ),
    )
    .orderBy(asc(w.withdrawnAt), asc(w.contentId))
    .limit(limit);
  const rows = await unionAll(published, withdrawn)
    .orderBy(sql`2`, sql`1`)
    .limit(limit);
  return rows.map((row) => ({ ...row, deleted: row.deleted === true }));
}

/** The oai_dc fields of these published items (their tags from body, not the whole body). */
export async function loadMetadata(db: Db, ids: readonly string[]): Promise<MetadataRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: content.id,
      type: content.type,
      slug: content.slug,
      title: content.title,
      summary: content.summary,
      description: content.description,
      domain: content.domain,
      license: content.license,
      publishedAt: content.publishedAt,
      updatedAt: content.updatedAt,
      author: users.name,
      tags: sql<unknown>`${content.body} -> 'tags'`,
      keywords: sql<unknown>`${content.body} -> 'keywords'`,
    })
    .from(content)
    .innerJoin(users, eq(users.id, content.authorId))
    .where(and(isPublished, inArray(content.id, [...ids])));
}

/** One record's header by content id: published, withdrawn, or neither (null). */
export async function findHeader(db: Db, id: string): Promise<HeaderRow | null> {
  const [item] = await db
    .select({ id: content.id, at: content.updatedAt, type: content.type, domain: content.domain })
    .from(content)
    .where(and(isPublished, eq(content.id, id)));
  if (item) return { ...item, deleted: false };
  const [gone] = await db
    .select({
      id: contentWithdrawals.contentId,
      at: contentWithdrawals.withdrawnAt,
      type: contentWithdrawals.type,
      domain: contentWithdrawals.domain,
    })
    .from(contentWithdrawals)
    .where(eq(contentWithdrawals.contentId, id));
  return gone ? { ...gone, deleted: true } : null;
}

/**
 * The earliest datestamp time: the first entry of each of the two indexes
 * (null when there is no record at all).
 */
export async function earliestDatestamp(db: Db): Promise<Date | null> {
  const [first] = await db
    .select({ at: content.updatedAt })
    .from(content)
    .where(isPublished)
    .orderBy(asc(content.updatedAt))
    .limit(1);
  const [firstGone] = await db
    .select({ at: contentWithdrawals.withdrawnAt })
    .from(contentWithdrawals)
    .orderBy(asc(contentWithdrawals.withdrawnAt))
    .limit(1);
  const times = [first?.at, firstGone?.at].filter((t): t is Date => t instanceof Date);
  return times.length === 0 ? null : new Date(Math.min(...times.map((t) => t.getTime())));
}

/**
 * Reads a page and its metadata from one snapshot (a read-only, repeatable
 * read transaction), so an item withdrawn between the two reads cannot
 * leave a header without its record.
 */
export function inSnapshot<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => read(tx), {
    isolationLevel: "repeatable read",
    accessMode: "read only",
  });
}
