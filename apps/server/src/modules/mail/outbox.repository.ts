import { and, desc, eq, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { outbox, type OutboxRow } from "../../db/schema/outbox";
import type { TransportName } from "./mail";

export async function recordSent(
  db: Db,
  message: {
    to: string;
    subject: string;
    text: string | null;
    html: string | null;
    headers: Record<string, string>;
  },
  transport: TransportName,
): Promise<OutboxRow> {
  const rows = await db
    .insert(outbox)
    .values({ ...message, transport, sentAt: new Date() })
    .returning();
  return rows[0]!;
}

/** Newest first, keyset-paginated on (created_at, id). */
export async function listOutbox(
  db: Db,
  { limit, after }: { limit: number; after?: { createdAt: Date; id: string } },
): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(
      after
        ? or(
            lt(outbox.createdAt, after.createdAt),
            and(eq(outbox.createdAt, after.createdAt), lt(outbox.id, after.id)),
          )
        : undefined,
    )
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
}

export async function findOutboxMessage(db: Db, id: string): Promise<OutboxRow | undefined> {
  const rows = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
  return rows[0];
}
