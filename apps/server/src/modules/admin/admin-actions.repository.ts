import { count, desc } from "drizzle-orm";
import type { AdminAction, AdminActionKind, AdminTargetType } from "@field-commons/shared/admin";
import type { PublicUser } from "@field-commons/shared/users";
import type { Db } from "../../db/client";
import { adminActions, type AdminActionRow } from "../../db/schema/admin";

export interface ActionEntry {
  action: AdminActionKind;
  targetType: AdminTargetType;
  targetId: string;
  details?: string;
  reason?: string;
}

/**
 * Writes one line of the audit log. Call it with the transaction that makes
 * the change, so the change and its record commit or fail together.
 */
export async function logAdminAction(tx: Db, admin: PublicUser, entry: ActionEntry) {
  await tx.insert(adminActions).values({
    adminId: admin.id,
    adminName: admin.name,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details ?? "",
    reason: entry.reason ?? "",
  });
}

export function presentAction(row: AdminActionRow): AdminAction {
  return {
    id: row.id,
    adminId: row.adminId,
    adminName: row.adminName,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    details: row.details,
    reason: row.reason,
    status: "success",
    timestamp: row.createdAt.toISOString(),
  };
}

/** Newest first, a page at a time. */
export async function listAdminActions(db: Db, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminActions)
      .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(adminActions),
  ]);
  return { actions: rows.map(presentAction), total: total?.n ?? 0 };
}
