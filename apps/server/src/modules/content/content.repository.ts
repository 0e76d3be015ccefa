import {
  and,
  asc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNotNull,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { MAP_POPUP_NOTES_LENGTH } from "@field-commons/shared/content";
import type { ContentStatus, ContentType } from "@field-commons/shared/content";
import { z } from "zod";
import type { Db } from "../../db/client";
import { content, type ContentRow } from "../../db/schema/content";
import { contentDailyStats } from "../../db/schema/admin";
import { contentEvents, likes, saves } from "../../db/schema/reactions";
import { users } from "../../db/schema/users";
import { CursorCount, CursorTime, decodeCursor, encodeCursor } from "../../lib/cursor";
import { TtlCache } from "../../lib/ttl-cache";
import { publicCache } from "../../lib/public-cache";
import type { ListedRow } from "./content.presenter";
import { announceCacheTopic, onCacheTopic } from "../../lib/cache-bus";
import { withSuffix } from "./slug";

export type ContentSort = "recent" | "updated" | "popular" | "read";

export interface ContentFilter {
  types?: ContentType[];
  domain?: string;
  authorId?: string;
  statuses: ContentStatus[];
  q?: string;
  bbox?: [number, number, number, number];
  sort: ContentSort;
  limit: number;
  cursor?: string;
}

// --- cursors ---------------------------------------------------------------

/** The sort value of the last row and its id; each sort reads only its own kind of value. */
const TimeCursor = z.tuple([CursorTime, z.uuid()]);
const CountCursor = z.tuple([CursorCount, z.uuid()]);
/** The map pages by id alone. */
const MapCursor = z.tuple([z.literal(0), z.uuid()]);

const SORTS = {
  recent: { column: content.listedAt, kind: "time", key: "listedAt", cursor: TimeCursor },
  updated: { column: content.updatedAt, kind: "time", key: "updatedAt", cursor: TimeCursor },
  popular: { column: content.likes, kind: "number", key: "likes", cursor: CountCursor },
  read: { column: content.views, kind: "number", key: "views", cursor: CountCursor },
} as const;

// --- search ----------------------------------------------------------------

/** Every word must match the start of a word in the searchable text (case-insensitive). */
export function toPrefixQuery(q: string): string | null {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!words || words.length === 0) return null;
  return words
    .slice(0, 8)
    .map((w) => `${w}:*`)
    .join(" & ");
}

function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const query = toPrefixQuery(q);
  if (!query) return undefined;
  return sql`${content.searchVector} @@ to_tsquery('simple', ${query})`;
}

export function searchTextOf(values: {
  title: string;
  summary: string;
  description: string;
  locationName: string;
  country: string;
  domain: string | null;
}): string {
  return [
    values.title,
    values.summary,
    values.description,
    values.locationName,
    values.country,
    values.domain ?? "",
  ]
    .filter(Boolean)
    .join(" \n ");
}

// --- reads -----------------------------------------------------------------

/** Everything but the body and the search columns: what a card needs. */
export function cardColumns() {
  const {
    body: _body,
    searchText: _text,
    searchVector: _vector,
    ...columns
  } = getTableColumns(content);
  return columns;
}

function listedColumns(viewerId: string | undefined, withBody = false) {
  return {
    ...cardColumns(),
    ...(withBody ? { body: content.body } : {}),
    authorName: users.name,
    liked: viewerId
      ? sql<boolean>`exists (select 1 from ${likes} where ${likes.userId} = ${viewerId} and ${likes.contentId} = ${content.id})`
      : sql<null>`null`,
    saved: viewerId
      ? sql<boolean>`exists (select 1 from ${saves} where ${saves.userId} = ${viewerId} and ${saves.contentId} = ${content.id})`
      : sql<null>`null`,
  };
}

type ContentList = { rows: ListedRow[]; nextCursor: string | null };

/** Anonymous pages of published content: the same for every visitor (see content.cache.ts). */
const publicLists = publicCache<ContentList>(256);

/**
 * Lists, by the viewer's rights the route checked. Published pages come from
 * memory, the same for everyone; a signed-in viewer's likes and saves on the
 * page's items are then read in one small indexed query, so a signed-in
 * reader costs the database that query instead of the whole list query.
 */
export async function listContent(
  db: Db,
  filter: ContentFilter,
  viewerId: string | undefined,
): Promise<ContentList> {
  if (filter.statuses.length !== 1 || filter.statuses[0] !== "published")
    return queryContent(db, filter, viewerId);
  const key = JSON.stringify([
    filter.types ?? null,
    filter.domain ?? null,
    filter.authorId ?? null,
    filter.q ?? null,
    filter.bbox ?? null,
    filter.sort,
    filter.limit,
    filter.cursor ?? null,
  ]);
  const page = await publicLists.get(key, () => queryContent(db, filter, undefined));
  if (viewerId === undefined) return page;
  const state = await viewerReactions(
    db,
    viewerId,
    page.rows.map((row) => row.id),
  );
  return {
    rows: page.rows.map((row) => ({
      ...row,
      liked: state.liked.has(row.id),
      saved: state.saved.has(row.id),
    })),
    nextCursor: page.nextCursor,
  };
}

/** Which of the items the viewer has liked and saved, in one round trip. */
async function viewerReactions(
  db: Db,
  viewerId: string,
  ids: string[],
): Promise<{ liked: Set<string>; saved: Set<string> }> {
  const liked = new Set<string>();
  const saved = new Set<string>();
  if (ids.length === 0) return { liked, saved };
  const result = (await db.execute(sql`
    select ${likes.contentId} as id, 'like' as kind from ${likes}
      where ${likes.userId} = ${viewerId} and ${inArray(likes.contentId, ids)}
    union all
    select ${saves.contentId} as id, 'save' as kind from ${saves}
      where ${saves.userId} = ${viewerId} and ${inArray(saves.contentId, ids)}
  `)) as unknown as { rows: { id: string; kind: "like" | "save" }[] };
  for (const row of result.rows) (row.kind === "like" ? liked : saved).add(row.id);
  return { liked, saved };
}

onCacheTopic("content-counts", () => publicLists.clear());
onCacheTopic("content-published", () => {
  publicLists.clear();
  facetsCache.clear();
  authorCounts.clear();
});

/** Likes and saves move the counts anonymous pages show (on every server). */
export function contentCountsChanged(): void {
  announceCacheTopic("content-counts");
}

/** Lists, lists' totals and author counts change with what is published: forget them everywhere. */
export function publishedContentChanged(): void {
  announceCacheTopic("content-published");
}

async function queryContent(
  db: Db,
  filter: ContentFilter,
  viewerId: string | undefined,
): Promise<ContentList> {
  const sort = SORTS[filter.sort];
  const conditions: (SQL | undefined)[] = [
    filter.statuses.length === 1
      ? eq(content.status, filter.statuses[0]!)
      : inArray(content.status, filter.statuses),
    filter.types?.length ? inArray(content.type, filter.types) : undefined,
    filter.domain ? eq(content.domain, filter.domain) : undefined,
    filter.authorId ? eq(content.authorId, filter.authorId) : undefined,
    searchCondition(filter.q),
  ];
  if (filter.bbox) {
    const [west, south, east, north] = filter.bbox;
    conditions.push(sql`${content.lat} between ${south} and ${north}`);
    conditions.push(
      west <= east
        ? sql`${content.lng} between ${west} and ${east}`
        : sql`(${content.lng} >= ${west} or ${content.lng} <= ${east})`,
    );
  }
  if (filter.cursor) {
    const [v, id] = decodeCursor(filter.cursor, sort.cursor);
    const value = typeof v === "string" ? sql`${v}::timestamptz` : sql`${v}::integer`;
    conditions.push(sql`(${sort.column}, ${content.id}) < (${value}, ${id}::uuid)`);
  }

  const rows = await db
    .select(listedColumns(viewerId))
    .from(content)
    .innerJoin(users, eq(users.id, content.authorId))
    .where(and(...conditions))
    // NULLS LAST matches the indexes drizzle-kit creates, so the ordered scan uses them.
    .orderBy(sql`${sort.column} desc nulls last`, sql`${content.id} desc nulls last`)
    .limit(filter.limit + 1);

  const page = rows.slice(0, filter.limit) as ListedRow[];
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > filter.limit && last
      ? encodeCursor([
          sort.kind === "time"
            ? (last[sort.key] as Date).toISOString()
            : (last[sort.key] as number),
          last.id,
        ])
      : null;
  return { rows: page, nextCursor };
}

/** Domain counts change only when content is published or removed; keep them 10 s. */
export const facetsCache = new TtlCache<{ total: number; domains: Record<string, number> }>(10_000);

export function cachedContentFacets(db: Db, filter: { type?: ContentType; q?: string }) {
  return facetsCache.get(JSON.stringify([filter.type ?? null, filter.q ?? null]), () =>
    contentFacets(db, filter),
  );
}

export async function contentFacets(
  db: Db,
  filter: { type?: ContentType; q?: string },
): Promise<{ total: number; domains: Record<string, number> }> {
  const rows = await db
    .select({ domain: content.domain, n: sql<number>`count(*)::int` })
    .from(content)
    .where(
      and(
        eq(content.status, "published"),
        filter.type ? eq(content.type, filter.type) : undefined,
        searchCondition(filter.q),
      ),
    )
    .groupBy(content.domain);
  const domains: Record<string, number> = {};
  let total = 0;
  for (const row of rows) {
    total += row.n;
    if (row.domain) domains[row.domain] = row.n;
  }
  return { total, domains };
}

export async function mapItems(
  db: Db,
  filter: { types: ContentType[]; limit: number; cursor?: string },
) {
  const conditions: (SQL | undefined)[] = [
    eq(content.status, "published"),
    inArray(content.type, filter.types),
    isNotNull(content.lat),
    isNotNull(content.lng),
  ];
  if (filter.cursor)
    conditions.push(sql`${content.id} > ${decodeCursor(filter.cursor, MapCursor)[1]}::uuid`);
  const rows = await db
    .select({
      id: content.id,
      type: content.type,
      slug: content.slug,
      title: content.title,
      domain: content.domain,
      lat: content.lat,
      lng: content.lng,
      locationName: content.locationName,
      description: content.description,
      // A trip's notes, one character past the popup's cut (so the caller knows to add '...').
      notes: sql<string>`case when ${content.type} = 'trip' then left(btrim(coalesce(${content.body}->>'notes', '')), ${MAP_POPUP_NOTES_LENGTH + 1}) else '' end`,
    })
    .from(content)
    .where(and(...conditions))
    .orderBy(content.id)
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit);
  const last = page[page.length - 1];
  return {
    rows: page,
    nextCursor: rows.length > filter.limit && last ? encodeCursor([0, last.id]) : null,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** By id or by slug (within the type). */
export async function findContent(
  db: Db,
  type: ContentType,
  idOrSlug: string,
  viewerId: string | undefined,
): Promise<ListedRow | undefined> {
  const match = UUID.test(idOrSlug)
    ? or(eq(content.id, idOrSlug), eq(content.slug, idOrSlug))
    : eq(content.slug, idOrSlug);
  const rows = await db
    .select(listedColumns(viewerId, true))
    .from(content)
    .innerJoin(users, eq(users.id, content.authorId))
    .where(and(eq(content.type, type), match))
    .limit(1);
  return rows[0] as ListedRow | undefined;
}

export async function findContentById(
  db: Db,
  id: string,
  viewerId?: string,
  options: { forUpdate?: boolean } = {},
): Promise<ListedRow | undefined> {
  const query = db
    .select(listedColumns(viewerId, true))
    .from(content)
    .innerJoin(users, eq(users.id, content.authorId))
    .where(eq(content.id, id))
    .limit(1);
  const rows = options.forUpdate ? await query.for("update", { of: content }) : await query;
  return rows[0] as ListedRow | undefined;
}

type AuthorStats = { publications: number; memberSince: Date };

/**
 * An author's published count is a count over all their rows, on every
 * detail page: kept in memory for a few seconds (see content.cache.ts).
 */
const authorCounts = publicCache<AuthorStats>(1000);

export function authorStats(db: Db, authorId: string): Promise<AuthorStats> {
  return authorCounts.get(authorId, () => queryAuthorStats(db, authorId));
}

async function queryAuthorStats(db: Db, authorId: string): Promise<AuthorStats> {
  const [row] = await db
    .select({
      publications: sql<number>`(select count(*)::int from ${content} where ${content.authorId} = ${authorId} and ${content.status} = 'published')`,
      memberSince: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, authorId));
  return row ?? { publications: 0, memberSince: new Date(0) };
}

// --- writes ----------------------------------------------------------------

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
}

/** Whether a slug is in use for the type. */
export async function isSlugTaken(db: Db, type: ContentType, slug: string): Promise<boolean> {
  const rows = await db
    .select({ id: content.id })
    .from(content)
    .where(and(eq(content.type, type), eq(content.slug, slug)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Inserts, trying another slug when the one wanted is taken (by a concurrent
 * insert too). Each try runs in its own savepoint (a transaction of its own
 * when the caller has none), so a taken slug does not abort the caller's
 * transaction and the next try can run.
 */
export async function insertContent(
  db: Db,
  values: typeof content.$inferInsert,
): Promise<ContentRow> {
  let slug = values.slug;
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(content)
          .values({ ...values, slug })
          .returning();
        return inserted!;
      });
      if (row.status === "published") publishedContentChanged();
      return row;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
      slug = withSuffix(values.slug);
    }
  }
}

export async function updateContent(
  db: Db,
  id: string,
  values: Partial<typeof content.$inferInsert>,
): Promise<ContentRow> {
  publishedContentChanged();
  let slug = values.slug;
  const now = new Date();
  const bookkeeping: Partial<typeof content.$inferInsert> = {
    // Entering review starts the queue's waiting time.
    ...((values.status === "pending" || values.status === "in-review") &&
    values.submittedAt === undefined
      ? { submittedAt: now }
      : {}),
    // Once published, an earlier rejection's reason no longer applies.
    ...(values.status === "published" && values.moderationReason === undefined
      ? { moderationReason: null }
      : {}),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      // A savepoint per try, as in insertContent.
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(content)
          .set({ ...values, ...bookkeeping, ...(slug ? { slug } : {}), updatedAt: now })
          .where(eq(content.id, id))
          .returning();
        return updated!;
      });
      publishedContentChanged();
      return row;
    } catch (error) {
      if (!slug || !isUniqueViolation(error) || attempt >= 5) throw error;
      slug = withSuffix(values.slug!);
    }
  }
}

export async function deleteContent(db: Db, id: string): Promise<void> {
  publishedContentChanged();
  await db.delete(content).where(eq(content.id, id));
  publishedContentChanged();
}

// --- views and shares --------------------------------------------------------

/**
 * Counts a view or share once per visitor per day, in one transaction; a view
 * also adds to the item's daily rollup (every view, and unique visitors).
 */
export async function recordEvent(
  db: Db,
  contentId: string,
  kind: "view" | "share",
  visitor: string,
  day: string,
): Promise<{ counted: boolean; count: number }> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(contentEvents)
      .values({ contentId, kind, visitorKey: visitor, day })
      .onConflictDoNothing()
      .returning({ contentId: contentEvents.contentId });
    if (kind === "view") {
      // The day's rollup: every counted view, and the visitor once a day.
      const unique = inserted.length > 0 ? 1 : 0;
      await tx
        .insert(contentDailyStats)
        .values({ contentId, day, views: 1, uniqueViews: unique })
        .onConflictDoUpdate({
          target: [contentDailyStats.contentId, contentDailyStats.day],
          set: {
            views: sql`${contentDailyStats.views} + 1`,
            uniqueViews: sql`${contentDailyStats.uniqueViews} + ${unique}`,
          },
        });
    }
    const column = kind === "view" ? content.views : content.shares;
    if (inserted.length > 0) {
      const [row] = await tx
        .update(content)
        .set(
          kind === "view"
            ? { views: sql`${content.views} + 1` }
            : { shares: sql`${content.shares} + 1` },
        )
        .where(eq(content.id, contentId))
        .returning({ count: column });
      return { counted: true, count: row?.count ?? 0 };
    }
    const [row] = await tx.select({ count: column }).from(content).where(eq(content.id, contentId));
    return { counted: false, count: row?.count ?? 0 };
  });
}

/**
 * One keyset page of an author's own items, bodies included, in id order:
 * what the author's data export reads, a page at a time.
 */
export function authorContentPage(
  db: Db,
  authorId: string,
  after: string | null,
  limit: number,
  type?: ContentType,
): Promise<ListedRow[]> {
  return db
    .select(listedColumns(authorId, true))
    .from(content)
    .innerJoin(users, eq(users.id, content.authorId))
    .where(
      and(
        eq(content.authorId, authorId),
        type === undefined ? undefined : eq(content.type, type),
        after === null ? undefined : gt(content.id, after),
      ),
    )
    .orderBy(asc(content.id))
    .limit(limit) as Promise<ListedRow[]>;
}
