import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { URGENT_AFTER_DAYS, type ReportReason } from "@field-commons/shared/admin";
import {
  REVIEW_STATUSES,
  type ContentStatus,
  type ContentType,
} from "@field-commons/shared/content";
import type { Db } from "../../db/client";
import { contentReports } from "../../db/schema/admin";
import { content } from "../../db/schema/content";
import { users } from "../../db/schema/users";

const DAY_MS = 86_400_000;

/** Open reports per item: how many, the reasons (most frequent first) and the first one's time. */
function openReports(db: Db) {
  return db
    .select({
      contentId: contentReports.contentId,
      n: sql<number>`count(*)::int`.as("report_n"),
      reasons: sql<ReportReason[]>`array_agg(${contentReports.reason})`.as("report_reasons"),
      firstAt: sql<string>`min(${contentReports.createdAt})`.as("report_first_at"),
    })
    .from(contentReports)
    .where(isNull(contentReports.resolvedAt))
    .groupBy(contentReports.contentId)
    .as("open_reports");
}

/** The queue's pieces: open reports, when each item started waiting, and what is urgent. */
function queueParts(db: Db, now: Date) {
  const reports = openReports(db);
  const urgentBefore = new Date(now.getTime() - URGENT_AFTER_DAYS * DAY_MS).toISOString();
  const waiting = sql`least(
    case when ${content.status} in ('pending', 'in-review') then coalesce(${content.submittedAt}, ${content.updatedAt}) end,
    ${reports.firstAt}
  )`;
  const urgent = sql<boolean>`(coalesce(${reports.n}, 0) > 0 or ${waiting} < ${urgentBefore}::timestamptz)`;
  // The ids in the queue, from the status index and the open reports' index:
  // the queue's size, not the table's, sets what its queries read.
  const queued = db
    .select({ id: content.id })
    .from(content)
    .where(inArray(content.status, [...REVIEW_STATUSES]))
    .union(
      db
        .select({ id: contentReports.contentId })
        .from(contentReports)
        .where(isNull(contentReports.resolvedAt)),
    )
    .as("queued");
  return { reports, waiting, urgent, queued };
}

/**
 * One page of the items waiting for a decision (pending or in review, or
 * with an open report), each with its author's name, its open reports'
 * count and reasons, since when it waits and whether it is urgent. Urgent
 * first, then the longest waiting.
 */
export async function moderationQueuePage(db: Db, page: number, limit: number, now: Date) {
  const { reports, waiting, urgent, queued } = queueParts(db, now);
  return db
    .select({
      row: content,
      authorName: users.name,
      reportCount: sql<number>`coalesce(${reports.n}, 0)::int`,
      reasons: reports.reasons,
      waitingSince: sql<string | Date | null>`${waiting}`,
      urgent,
    })
    .from(queued)
    .innerJoin(content, eq(content.id, queued.id))
    .innerJoin(users, eq(users.id, content.authorId))
    .leftJoin(reports, eq(reports.contentId, content.id))
    .orderBy(desc(urgent), sql`${waiting} asc`, content.id)
    .limit(limit)
    .offset((page - 1) * limit);
}

/** How many items wait for a decision, and how many of them are urgent. */
export async function countModerationQueue(
  db: Db,
  now: Date,
): Promise<{ pending: number; urgent: number }> {
  const { reports, urgent, queued } = queueParts(db, now);
  const [row] = await db
    .select({
      pending: sql<number>`count(*)::int`,
      urgent: sql<number>`(count(*) filter (where ${urgent}))::int`,
    })
    .from(queued)
    .innerJoin(content, eq(content.id, queued.id))
    .leftJoin(reports, eq(reports.contentId, content.id));
  return { pending: row?.pending ?? 0, urgent: row?.urgent ?? 0 };
}

/** The Content tab's page, filters and search. */
export interface AdminContentQuery {
  page: number;
  limit: number;
  type?: ContentType;
  status?: ContentStatus;
  search?: string;
}

/**
 * One page of every item for the admin's Content tab, newest change first,
 * with its author's name and open reports' count, and the total. `search`
 * matches the title or the author's name.
 */
export async function adminContentPage(db: Db, query: AdminContentQuery) {
  const conditions: SQL[] = [];
  if (query.type) conditions.push(eq(content.type, query.type));
  if (query.status) conditions.push(eq(content.status, query.status));
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(content.title, pattern), ilike(users.name, pattern))!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const reports = openReports(db);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        row: content,
        authorName: users.name,
        reportCount: sql<number>`coalesce(${reports.n}, 0)::int`,
      })
      .from(content)
      .innerJoin(users, eq(users.id, content.authorId))
      .leftJoin(reports, eq(reports.contentId, content.id))
      .where(where)
      .orderBy(desc(content.updatedAt), desc(content.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ n: count() })
      .from(content)
      .innerJoin(users, eq(users.id, content.authorId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** An author's name, or nothing when the account is gone. */
export async function findAuthorName(
  db: Db,
  authorId: string,
): Promise<{ name: string } | undefined> {
  const [author] = await db.select({ name: users.name }).from(users).where(eq(users.id, authorId));
  return author;
}

/** Where and whether to write to an author: address, name and account status. */
export async function findAuthorContact(db: Db, authorId: string) {
  const [author] = await db
    .select({ email: users.email, name: users.name, status: users.status })
    .from(users)
    .where(eq(users.id, authorId));
  return author;
}
