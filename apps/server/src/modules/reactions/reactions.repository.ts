import { and, asc, eq, gt, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { content } from "../../db/schema/content";
import { jobLikes, jobSaves, jobs } from "../../db/schema/jobs";
import { likes, saves } from "../../db/schema/reactions";
import { users } from "../../db/schema/users";
import { CursorTime, decodeCursor, encodeCursor } from "../../lib/cursor";
import type { ListedRow } from "../content";
import { cardColumns, contentCountsChanged } from "../content";

export type ReactionKind = "like" | "save";

const TABLES = { like: likes, save: saves } as const;

function counter(kind: ReactionKind) {
  return kind === "like" ? content.likes : content.saves;
}

/**
 * Adds or removes a like or save. Idempotent: the counter moves only when a
 * row was really inserted or deleted, in the same statement, so concurrent
 * toggles keep the count equal to the number of rows. One statement (no
 * BEGIN/COMMIT round trips) keeps the embedded database's one connection, or
 * a pool connection, for one round trip only.
 */
export async function setReaction(
  db: Db,
  kind: ReactionKind,
  userId: string,
  contentId: string,
  on: boolean,
): Promise<number> {
  const table = TABLES[kind];
  const column = sql.identifier(counter(kind).name);
  const user = sql.identifier(table.userId.name);
  const item = sql.identifier(table.contentId.name);
  const changed = on
    ? sql`insert into ${table} (${user}, ${item}) values (${userId}, ${contentId})
          on conflict do nothing returning ${item}`
    : sql`delete from ${table} where ${user} = ${userId} and ${item} = ${contentId}
          returning ${item}`;
  const result = await db.execute(sql`
    with changed as (${changed}),
    moved as (
      update ${content} set ${column} = ${column} + ${on ? 1 : -1}
      where ${content.id} = ${contentId} and exists (select 1 from changed)
      returning ${column} as count
    )
    select
      coalesce(
        (select count from moved),
        (select ${column} from ${content} where ${content.id} = ${contentId})
      )::int as count,
      (select count(*) from moved)::int as moved`);
  const [row] = (result as unknown as { rows: { count: number | null; moved: number }[] }).rows;
  if (row?.moved) contentCountsChanged();
  return row?.count ?? 0;
}

export async function hasReaction(
  db: Db,
  kind: ReactionKind,
  userId: string,
  contentId: string,
): Promise<boolean> {
  const table = TABLES[kind];
  const rows = await db
    .select({ id: table.contentId })
    .from(table)
    .where(and(eq(table.userId, userId), eq(table.contentId, contentId)))
    .limit(1);
  return rows.length > 0;
}

/** When the reaction was made, and the item's id. */
const ReactionCursor = z.tuple([CursorTime, z.uuid()]);

/**
 * The user's likes or saves, newest first, with the items they point at.
 * Items the user can no longer see (unpublished by someone else) are left out.
 */
export async function listReactions(
  db: Db,
  kind: ReactionKind,
  userId: string,
  limit: number,
  cursor: string | undefined,
): Promise<{ rows: (ListedRow & { reactedAt: Date })[]; nextCursor: string | null }> {
  const table = TABLES[kind];
  const conditions: (SQL | undefined)[] = [
    eq(table.userId, userId),
    sql`(${content.status} = 'published' or ${content.authorId} = ${userId})`,
  ];
  if (cursor) {
    const [at, id] = decodeCursor(cursor, ReactionCursor);
    conditions.push(
      sql`(${table.createdAt}, ${table.contentId}) < (${at}::timestamptz, ${id}::uuid)`,
    );
  }
  const rows = await db
    .select({
      content: cardColumns(),
      authorName: users.name,
      reactedAt: table.createdAt,
      liked: sql<boolean>`exists (select 1 from ${likes} where ${likes.userId} = ${userId} and ${likes.contentId} = ${content.id})`,
      saved: sql<boolean>`exists (select 1 from ${saves} where ${saves.userId} = ${userId} and ${saves.contentId} = ${content.id})`,
    })
    .from(table)
    .innerJoin(content, eq(content.id, table.contentId))
    .innerJoin(users, eq(users.id, content.authorId))
    .where(and(...conditions))
    .orderBy(sql`${table.createdAt} desc nulls last`, sql`${table.contentId} desc nulls last`)
    .limit(limit + 1);
  const page = rows.slice(0, limit).map((r) => ({
    ...r.content,
    authorName: r.authorName,
    liked: r.liked,
    saved: r.saved,
    reactedAt: r.reactedAt,
  }));
  const last = page[page.length - 1];
  return {
    rows: page,
    nextCursor:
      rows.length > limit && last ? encodeCursor([last.reactedAt.toISOString(), last.id]) : null,
  };
}

/** The dashboard's figures; Drafts counts what its tab lists: drafts and rejected items to fix. */
export async function myStats(db: Db, userId: string) {
  const [row] = await db
    .execute(
      sql`
    select
      (select count(*)::int from ${content} where ${content.authorId} = ${userId} and ${content.status} in ('published', 'pending')) as publications,
      (select count(*)::int from ${content} where ${content.authorId} = ${userId} and ${content.status} in ('draft', 'rejected')) as drafts,
      (select count(*)::int from ${likes} where ${likes.userId} = ${userId}) as "likesGiven",
      (select count(*)::int from ${saves} where ${saves.userId} = ${userId}) as "itemsSaved",
      (select coalesce(sum(${content.views}), 0)::int from ${content} where ${content.authorId} = ${userId}) as "totalViews",
      (select coalesce(sum(${content.likes}), 0)::int from ${content} where ${content.authorId} = ${userId}) as "likesReceived",
      (select count(*)::int from ${content} where ${content.authorId} = ${userId}) as "itemsCreated"
  `,
    )
    .then((r) => (r as unknown as { rows: Record<string, number>[] }).rows);
  return {
    publications: row?.publications ?? 0,
    drafts: row?.drafts ?? 0,
    likesGiven: row?.likesGiven ?? 0,
    itemsSaved: row?.itemsSaved ?? 0,
    totalViews: row?.totalViews ?? 0,
    likesReceived: row?.likesReceived ?? 0,
    itemsCreated: row?.itemsCreated ?? 0,
  };
}

/**
 * One keyset page of a person's likes or saves of content, in content id
 * order, with whether the item is still visible to them (published, or
 * their own).
 */
export function contentReactionsPage(
  db: Db,
  kind: "like" | "save",
  userId: string,
  after: string | null,
  limit: number,
) {
  const table = kind === "like" ? likes : saves;
  return db
    .select({
      id: table.contentId,
      at: table.createdAt,
      type: content.type,
      slug: content.slug,
      title: content.title,
      visible: sql<boolean>`(${content.status} = 'published' or ${content.authorId} = ${userId})`,
    })
    .from(table)
    .innerJoin(content, eq(content.id, table.contentId))
    .where(and(eq(table.userId, userId), after === null ? undefined : gt(table.contentId, after)))
    .orderBy(asc(table.contentId))
    .limit(limit);
}

/** One keyset page of a person's likes or saves of jobs, in job id order. */
export function jobReactionsPage(
  db: Db,
  kind: "like" | "save",
  userId: string,
  after: string | null,
  limit: number,
) {
  const table = kind === "like" ? jobLikes : jobSaves;
  return db
    .select({ id: table.jobId, at: table.createdAt, title: jobs.title })
    .from(table)
    .innerJoin(jobs, eq(jobs.id, table.jobId))
    .where(and(eq(table.userId, userId), after === null ? undefined : gt(table.jobId, after)))
    .orderBy(asc(table.jobId))
    .limit(limit);
}
