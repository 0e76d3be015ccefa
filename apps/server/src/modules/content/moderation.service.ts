import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import {
  ADMIN_MESSAGES,
  URGENT_AFTER_DAYS,
  type AdminContentItem,
  type ModerationDecision,
  type ModerationItem,
  type ModerationReport,
  type ReportInput,
  type ReportReason,
} from "@field-commons/shared/admin";
import {
  CONTENT_TYPE_LABELS,
  contentPath,
  REVIEW_STATUSES,
  type ContentStatus,
  type ContentType,
} from "@field-commons/shared/content";
import type { PublicUser } from "@field-commons/shared/users";
import type { Db } from "../../db/client";
import { contentReports } from "../../db/schema/admin";
import { content, type ContentRow } from "../../db/schema/content";
import { users } from "../../db/schema/users";
import { AppError, conflict, forbidden, notFound } from "../../errors";
import { hit } from "../../lib/rate-limit.repository";
import { canModerateContent, canViewContent } from "./content.policy";
import { deleteContent, findContentById, updateContent } from "./content.repository";
import { sendMail } from "../mail";
import { moderationDecisionMail } from "../mail";
import { logAdminAction } from "../../lib/admin-actions.repository";

const DAY_MS = 86_400_000;

/** Reports a reader may file per hour. */
export const REPORTS_PER_HOUR = 10;

// --- reports -----------------------------------------------------------------

/**
 * A reader reports a published item: one open report per reader and item,
 * rate limited; the item joins the moderation queue as urgent.
 */
export async function reportContent(
  db: Db,
  user: PublicUser,
  contentId: string,
  input: Required<ReportInput>,
): Promise<void> {
  const row = await findContentById(db, contentId);
  if (!row || row.status !== "published" || !canViewContent(user, row)) {
    throw notFound("Content not found");
  }
  const limit = await hit(db, `report:account:${user.id}`, {
    max: REPORTS_PER_HOUR,
    windowSeconds: 3600,
  });
  if (!limit.allowed) {
    throw new AppError(
      429,
      "RATE_LIMITED",
      "Too many reports. Please wait a while and try again.",
      undefined,
      { "retry-after": String(limit.retryAfterSeconds) },
    );
  }
  const inserted = await db
    .insert(contentReports)
    .values({ contentId, reporterId: user.id, reason: input.reason, details: input.details })
    .onConflictDoNothing()
    .returning({ id: contentReports.id });
  if (inserted.length === 0) throw conflict("ALREADY_REPORTED", ADMIN_MESSAGES.alreadyReported);
}

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

function byFrequency(reasons: readonly ReportReason[]): ReportReason[] {
  const counts = new Map<ReportReason, number>();
  for (const reason of reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([reason]) => reason);
}

function toIso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

// --- the queue ---------------------------------------------------------------

/** The queue's pieces: open reports, when each item started waiting, and what is urgent. */
function queueParts(db: Db, now: Date) {
  const reports = openReports(db);
  const urgentBefore = new Date(now.getTime() - URGENT_AFTER_DAYS * DAY_MS).toISOString();
  const waiting = sql`least(
    case when ${content.status} in ('pending', 'in-review') then coalesce(${content.submittedAt}, ${content.updatedAt}) end,
    ${reports.firstAt}
  )`;
  const urgent = sql<boolean>`(coalesce(${reports.n}, 0) > 0 or ${waiting} < ${urgentBefore}::timestamptz)`;
  const inQueue = or(inArray(content.status, [...REVIEW_STATUSES]), sql`${reports.n} > 0`);
  return { reports, waiting, urgent, inQueue };
}

/** The open reports of these items, oldest first, with each reporter's name. */
async function openReportsOf(
  db: Db,
  contentIds: string[],
): Promise<Map<string, ModerationReport[]>> {
  const byItem = new Map<string, ModerationReport[]>();
  if (contentIds.length === 0) return byItem;
  const rows = await db
    .select({
      id: contentReports.id,
      contentId: contentReports.contentId,
      reason: contentReports.reason,
      details: contentReports.details,
      reporterId: contentReports.reporterId,
      reporterName: users.name,
      createdAt: contentReports.createdAt,
    })
    .from(contentReports)
    .innerJoin(users, eq(users.id, contentReports.reporterId))
    .where(and(inArray(contentReports.contentId, contentIds), isNull(contentReports.resolvedAt)))
    .orderBy(asc(contentReports.createdAt), asc(contentReports.id));
  for (const row of rows) {
    const list = byItem.get(row.contentId) ?? [];
    list.push({
      id: row.id,
      reason: row.reason,
      details: row.details,
      reporter: { id: row.reporterId, name: row.reporterName },
      createdAt: row.createdAt.toISOString(),
    });
    byItem.set(row.contentId, list);
  }
  return byItem;
}

/**
 * Items waiting for a decision: everything pending or in review and
 * everything with an open report, each with its reports (category, the
 * reporter's details, the reporter). Urgent (reported, or waiting more than three days)
 * first, then the longest waiting.
 */
export async function moderationQueue(db: Db, page: number, limit: number, now = new Date()) {
  const { reports, waiting, urgent, inQueue } = queueParts(db, now);
  const [rows, counts] = await Promise.all([
    db
      .select({
        row: content,
        authorName: users.name,
        reportCount: sql<number>`coalesce(${reports.n}, 0)::int`,
        reasons: reports.reasons,
        waitingSince: sql<string | Date | null>`${waiting}`,
        urgent,
      })
      .from(content)
      .innerJoin(users, eq(users.id, content.authorId))
      .leftJoin(reports, eq(reports.contentId, content.id))
      .where(inQueue)
      .orderBy(desc(urgent), sql`${waiting} asc`, content.id)
      .limit(limit)
      .offset((page - 1) * limit),
    moderationCounts(db, now),
  ]);
  const reportsByItem = await openReportsOf(
    db,
    rows.map((entry) => entry.row.id),
  );

  const items: ModerationItem[] = rows.map((entry) => ({
    id: entry.row.id,
    type: entry.row.type,
    slug: entry.row.slug,
    title: entry.row.title,
    author: { id: entry.row.authorId, name: entry.authorName },
    status: entry.row.status,
    priority: entry.urgent ? "urgent" : "normal",
    reportCount: entry.reportCount,
    reportReasons: byFrequency(entry.reasons ?? []),
    reports: reportsByItem.get(entry.row.id) ?? [],
    moderationReason: entry.row.moderationReason ?? null,
    domain: entry.row.domain,
    createdAt: entry.row.createdAt.toISOString(),
    waitingSince: toIso(entry.waitingSince) ?? entry.row.updatedAt.toISOString(),
  }));
  return { items, total: counts.pending };
}

/** How many items wait, and how many of them are urgent. */
export async function moderationCounts(db: Db, now = new Date()) {
  const { reports, urgent, inQueue } = queueParts(db, now);
  const [row] = await db
    .select({
      pending: sql<number>`count(*)::int`,
      urgent: sql<number>`(count(*) filter (where ${urgent}))::int`,
    })
    .from(content)
    .leftJoin(reports, eq(reports.contentId, content.id))
    .where(inQueue);
  return { pending: row?.pending ?? 0, urgent: row?.urgent ?? 0 };
}

// --- decisions ---------------------------------------------------------------

type AdminRow = Pick<
  ContentRow,
  | "id"
  | "type"
  | "slug"
  | "title"
  | "status"
  | "authorId"
  | "domain"
  | "moderationReason"
  | "createdAt"
  | "updatedAt"
>;

async function reportCountOf(db: Db, contentId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contentReports)
    .where(and(eq(contentReports.contentId, contentId), isNull(contentReports.resolvedAt)));
  return row?.n ?? 0;
}

export async function presentAdminItem(db: Db, row: AdminRow): Promise<AdminContentItem> {
  const [author] = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, row.authorId));
  return {
    id: row.id,
    type: row.type,
    slug: row.slug,
    title: row.title,
    status: row.status,
    author: { id: row.authorId, name: author?.name ?? "" },
    domain: row.domain,
    moderationReason: row.moderationReason ?? null,
    reportCount: await reportCountOf(db, row.id),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function resolveReports(tx: Db, contentId: string): Promise<number> {
  const resolved = await tx
    .update(contentReports)
    .set({ resolvedAt: new Date() })
    .where(and(eq(contentReports.contentId, contentId), isNull(contentReports.resolvedAt)))
    .returning({ id: contentReports.id });
  return resolved.length;
}

interface Settings {
  appUrl: string;
}

/** Tells the author what happened to their item and why. */
async function tellAuthor(
  tx: Db,
  settings: Settings,
  row: Pick<ContentRow, "type" | "slug" | "title" | "authorId">,
  status: ContentStatus | "deleted",
  reason: string,
) {
  const [author] = await tx
    .select({ email: users.email, name: users.name, status: users.status })
    .from(users)
    .where(eq(users.id, row.authorId));
  if (!author || author.status !== "active") return;
  await sendMail(tx, {
    to: author.email,
    ...moderationDecisionMail({
      appUrl: settings.appUrl,
      name: author.name,
      title: row.title,
      typeLabel: CONTENT_TYPE_LABELS[row.type],
      status,
      reason,
      itemPath: contentPath(row),
    }),
  });
}

type StatusAction = "approve" | "reject" | "status" | "hide" | "request-revision";

/** The audit log's word for a status change. */
function actionFor(action: StatusAction, status: ContentStatus): StatusAction {
  if (action !== "status") return action;
  if (status === "in-review") return "hide";
  if (status === "needs-revision") return "request-revision";
  return action;
}

/**
 * Sets an item's status as an admin, with the reason (or the note the author
 * reads), the audit line, the resolved reports and the author's message in
 * one transaction. Hiding an item pending review (in-review) keeps its
 * reports open, so the reviewer still reads them; every other decision
 * resolves them. A revision request needs a note; a rejection a reason.
 */
export async function setStatusAsAdmin(
  db: Db,
  settings: Settings,
  admin: PublicUser,
  id: string,
  status: ContentStatus,
  reason: string,
  requested: StatusAction,
  expectedType?: ContentType,
): Promise<ContentRow> {
  if (!canModerateContent(admin)) throw forbidden();
  const row = await findContentById(db, id, admin.id);
  if (!row || (expectedType && row.type !== expectedType)) throw notFound("Content not found");
  const action = actionFor(requested, status);
  if (action === "reject" && reason === "") {
    throw new AppError(400, "REASON_REQUIRED", ADMIN_MESSAGES.reasonRequired, {
      reason: [ADMIN_MESSAGES.reasonRequired],
    });
  }
  if (status === "needs-revision" && reason === "") {
    throw new AppError(400, "REASON_REQUIRED", ADMIN_MESSAGES.noteRequired, {
      note: [ADMIN_MESSAGES.noteRequired],
    });
  }
  const now = new Date();
  return db.transaction(async (tx) => {
    const updated = await updateContent(tx, id, {
      status,
      moderationReason: status === "published" ? null : reason || row.moderationReason,
      ...(status === "published"
        ? {
            publishedAt: row.publishedAt ?? now,
            listedAt: row.publishedAt ?? now,
            archivedAt: null,
          }
        : {}),
      ...(status === "archived" ? { archivedAt: now } : {}),
    });
    const resolved = status === "in-review" ? 0 : await resolveReports(tx, id);
    // Approving a reported item that is already up keeps it up: the reports are dismissed.
    const dismissed = action === "approve" && row.status === "published" && resolved > 0;
    await logAdminAction(tx, admin, {
      action: dismissed ? "dismiss-reports" : action,
      targetType: row.type,
      targetId: row.id,
      details: dismissed
        ? `"${row.title}" stays published; ${resolved} report(s) dismissed`
        : `"${row.title}": ${row.status} → ${status}${resolved > 0 ? `; ${resolved} report(s) resolved` : ""}`,
      reason,
    });
    if (status !== row.status && row.authorId !== admin.id) {
      await tellAuthor(tx, settings, row, status, reason);
    }
    return updated;
  });
}

/**
 * Dismisses an item's open reports: the item stays as it is (published
 * stays published), the reports leave the queue, the log says so.
 */
export async function dismissReports(
  db: Db,
  admin: PublicUser,
  type: ContentType,
  id: string,
  reason: string,
): Promise<AdminRow> {
  if (!canModerateContent(admin)) throw forbidden();
  const row = await findContentById(db, id, admin.id);
  if (!row || row.type !== type) throw notFound("Content not found");
  await db.transaction(async (tx) => {
    const resolved = await resolveReports(tx, id);
    await logAdminAction(tx, admin, {
      action: "dismiss-reports",
      targetType: row.type,
      targetId: row.id,
      details: `"${row.title}" stays ${row.status}; ${resolved} report(s) dismissed`,
      reason,
    });
  });
  return row;
}

const DECISION_STATUS: Record<Exclude<ModerationDecision, "dismiss">, ContentStatus> = {
  approve: "published",
  reject: "rejected",
  hide: "in-review",
  "request-revision": "needs-revision",
};

/**
 * A decision from the queue: approve (publish), reject (with a reason),
 * dismiss the reports, hide pending review, or request a revision (with the
 * note the author reads).
 */
export function decide(
  db: Db,
  settings: Settings,
  admin: PublicUser,
  type: ContentType,
  id: string,
  decision: ModerationDecision,
  reason: string,
) {
  if (decision === "dismiss") return dismissReports(db, admin, type, id, reason);
  return setStatusAsAdmin(
    db,
    settings,
    admin,
    id,
    DECISION_STATUS[decision],
    reason,
    decision,
    type,
  );
}

/**
 * Deletes any item as an admin: logged, and the author (when it is someone
 * else) is told, in the transaction that deletes it.
 */
export async function deleteAsAdmin(
  db: Db,
  settings: Settings,
  admin: PublicUser,
  id: string,
): Promise<void> {
  if (!canModerateContent(admin)) throw forbidden();
  const row = await findContentById(db, id, admin.id);
  if (!row) throw notFound("Content not found");
  await db.transaction(async (tx) => {
    await logAdminAction(tx, admin, {
      action: "delete",
      targetType: row.type,
      targetId: row.id,
      details: `"${row.title}" (${row.status}) by ${row.authorId} deleted`,
    });
    if (row.authorId !== admin.id) await tellAuthor(tx, settings, row, "deleted", "");
    await deleteContent(tx, id);
  });
}

// --- the Content tab ---------------------------------------------------------

export async function listContentForAdmin(
  db: Db,
  query: {
    page: number;
    limit: number;
    type?: ContentType;
    status?: ContentStatus;
    search?: string;
  },
) {
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
  const items: AdminContentItem[] = rows.map(({ row, authorName, reportCount }) => ({
    id: row.id,
    type: row.type,
    slug: row.slug,
    title: row.title,
    status: row.status,
    author: { id: row.authorId, name: authorName },
    domain: row.domain,
    moderationReason: row.moderationReason ?? null,
    reportCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
  return { items, total: total?.n ?? 0 };
}
