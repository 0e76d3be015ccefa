import {
  ADMIN_MESSAGES,
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
  type ContentStatus,
  type ContentType,
} from "@field-commons/shared/content";
import type { PublicUser } from "@field-commons/shared/users";
import type { Db } from "../../db/client";
import type { ContentRow } from "../../db/schema/content";
import { AppError, conflict, forbidden, notFound } from "../../errors";
import { hit } from "../../lib/rate-limit.repository";
import { canModerateContent, canViewContent } from "./content.policy";
import { deleteContent, findContentById, updateContent } from "./content.repository";
import {
  adminContentPage,
  countModerationQueue,
  findAuthorContact,
  findAuthorName,
  moderationQueuePage,
} from "./moderation.repository";
import type { AdminContentQuery } from "./moderation.repository";
import {
  countOpenReports,
  insertReport,
  listOpenReports,
  resolveOpenReports,
} from "./reports.repository";
import { sendMail } from "../mail";
import { moderationDecisionMail } from "../mail";
import { logAdminAction } from "../../lib/admin-actions.repository";

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
  const inserted = await insertReport(db, {
    contentId,
    reporterId: user.id,
    reason: input.reason,
    details: input.details,
  });
  if (!inserted) throw conflict("ALREADY_REPORTED", ADMIN_MESSAGES.alreadyReported);
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

/** The open reports of these items, oldest first, with each reporter's name. */
async function openReportsOf(
  db: Db,
  contentIds: string[],
): Promise<Map<string, ModerationReport[]>> {
  const byItem = new Map<string, ModerationReport[]>();
  if (contentIds.length === 0) return byItem;
  const rows = await listOpenReports(db, contentIds);
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
  const [rows, counts] = await Promise.all([
    moderationQueuePage(db, page, limit, now),
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
export function moderationCounts(db: Db, now = new Date()) {
  return countModerationQueue(db, now);
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

export async function presentAdminItem(db: Db, row: AdminRow): Promise<AdminContentItem> {
  const author = await findAuthorName(db, row.authorId);
  return {
    id: row.id,
    type: row.type,
    slug: row.slug,
    title: row.title,
    status: row.status,
    author: { id: row.authorId, name: author?.name ?? "" },
    domain: row.domain,
    moderationReason: row.moderationReason ?? null,
    reportCount: await countOpenReports(db, row.id),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
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
  const author = await findAuthorContact(tx, row.authorId);
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
    const resolved = status === "in-review" ? 0 : await resolveOpenReports(tx, id);
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
    const resolved = await resolveOpenReports(tx, id);
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

export async function listContentForAdmin(db: Db, query: AdminContentQuery) {
  const { rows, total } = await adminContentPage(db, query);
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
  return { items, total };
}
