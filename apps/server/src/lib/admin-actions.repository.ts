import { aliasedTable, count, desc, sql, type SQL } from "drizzle-orm";
import type { AdminAction, AdminActionKind, AdminTargetType } from "@field-commons/shared/admin";
import { contentPath, type ContentType } from "@field-commons/shared/content";
import type { PublicUser } from "@field-commons/shared/users";
import type { Db } from "../db/client";
import { adminActions, type AdminActionRow } from "../db/schema/admin";
import { content } from "../db/schema/content";
import { users } from "../db/schema/users";

const UUID_PATTERN = "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$";

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

interface ActionLinks {
  itemType: ContentType | null;
  itemSlug: string | null;
  itemTitle: string | null;
  userId: string | null;
  userName: string | null;
}

export function presentAction(row: AdminActionRow, links: ActionLinks): AdminAction {
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
    targetPath:
      links.itemType && links.itemSlug
        ? contentPath({ type: links.itemType, slug: links.itemSlug })
        : null,
    targetTitle: links.itemSlug ? links.itemTitle : null,
    user: links.userId ? { id: links.userId, name: links.userName ?? "" } : null,
  };
}

/**
 * Newest first, a page at a time, with what each line links to: the item
 * (while it exists) and the person concerned (the item's author, or the
 * user acted on).
 */
export async function listAdminActions(db: Db, page: number, limit: number) {
  const person = aliasedTable(users, "action_person");
  // The target as a uuid when it is one of that kind, so each join is one
  // primary-key lookup per line (comparing ids as text read every item).
  const targetUuid = (kinds: SQL) =>
    sql`(case when ${kinds} and ${adminActions.targetId} ~* ${UUID_PATTERN} then ${adminActions.targetId}::uuid end)`;
  const itemId = targetUuid(sql`${adminActions.targetType} not in ('user', 'digest')`);
  const userId = targetUuid(sql`${adminActions.targetType} = 'user'`);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        row: adminActions,
        itemType: content.type,
        itemSlug: content.slug,
        itemTitle: content.title,
        userId: person.id,
        userName: person.name,
      })
      .from(adminActions)
      .leftJoin(content, sql`${content.id} = ${itemId}`)
      // The user acted on, or the item's author.
      .leftJoin(person, sql`${person.id} = coalesce(${userId}, ${content.authorId})`)
      .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(adminActions),
  ]);
  return {
    actions: rows.map(({ row, ...links }) => presentAction(row, links)),
    total: total?.n ?? 0,
  };
}
