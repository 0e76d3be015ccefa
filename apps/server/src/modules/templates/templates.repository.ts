import { and, asc, eq, gt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { tripTemplates, type TripTemplateRow } from "../../db/schema/templates";
import { z } from "zod";
import { CursorText, decodeCursor, encodeCursor } from "../../lib/cursor";
import type { OfficialTemplate } from "./official-templates";

/** Official templates, and the viewer's own private ones. */
function visibleTo(viewerId: string | undefined): SQL {
  return viewerId
    ? or(eq(tripTemplates.isOfficial, true), eq(tripTemplates.ownerId, viewerId))!
    : eq(tripTemplates.isOfficial, true);
}

/** Inserts or refreshes the official templates by their fixed ids; usage counts are kept. */
export async function upsertOfficialTemplates(
  db: Db,
  templates: readonly OfficialTemplate[],
): Promise<void> {
  for (const template of templates) {
    const values = {
      name: template.name,
      description: template.description,
      category: template.category,
      tags: template.tags,
      color: template.color,
      difficulty: template.difficulty,
      estimatedDuration: template.estimatedDuration,
      domain: template.domain,
      cardTemplates: template.cardTemplates,
      isOfficial: true,
      ownerId: null,
      isPrivate: false,
    };
    await db
      .insert(tripTemplates)
      .values({ id: template.id, ...values })
      .onConflictDoUpdate({ target: tripTemplates.id, set: values });
  }
}

// Order: official first, then by name and id. The cursor is that triple.
const rank = sql<number>`(case when ${tripTemplates.isOfficial} then 0 else 1 end)`;

/** Official (0) or not (1), name and id of the last template. */
const TemplateCursor = z.tuple([z.union([z.literal(0), z.literal(1)]), CursorText, z.uuid()]);

export async function listTemplates(
  db: Db,
  filter: { viewerId?: string; category?: string; limit: number; cursor?: string },
): Promise<{ rows: TripTemplateRow[]; nextCursor: string | null }> {
  const conditions: (SQL | undefined)[] = [
    visibleTo(filter.viewerId),
    filter.category ? eq(tripTemplates.category, filter.category) : undefined,
  ];
  if (filter.cursor) {
    const [r, name, id] = decodeCursor(filter.cursor, TemplateCursor);
    conditions.push(
      sql`(${rank}, ${tripTemplates.name}, ${tripTemplates.id}) > (${r}::int, ${name}::text, ${id}::uuid)`,
    );
  }
  const rows = await db
    .select()
    .from(tripTemplates)
    .where(and(...conditions))
    .orderBy(asc(rank), asc(tripTemplates.name), asc(tripTemplates.id))
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit);
  const last = page[page.length - 1];
  return {
    rows: page,
    nextCursor:
      rows.length > filter.limit && last
        ? encodeCursor([last.isOfficial ? 0 : 1, last.name, last.id])
        : null,
  };
}

export async function templateCategoryCounts(
  db: Db,
  viewerId: string | undefined,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ category: tripTemplates.category, n: sql<number>`count(*)::int` })
    .from(tripTemplates)
    .where(visibleTo(viewerId))
    .groupBy(tripTemplates.category);
  return new Map(rows.map((row) => [row.category, row.n]));
}

/** A template the viewer may see and use. */
export async function findVisibleTemplate(
  db: Db,
  id: string,
  viewerId: string | undefined,
): Promise<TripTemplateRow | undefined> {
  const rows = await db
    .select()
    .from(tripTemplates)
    .where(and(eq(tripTemplates.id, id), visibleTo(viewerId)))
    .limit(1);
  return rows[0];
}

export async function incrementUsage(db: Db, id: string): Promise<void> {
  await db
    .update(tripTemplates)
    .set({ usageCount: sql`${tripTemplates.usageCount} + 1` })
    .where(eq(tripTemplates.id, id));
}

export async function insertTemplate(
  db: Db,
  values: typeof tripTemplates.$inferInsert,
): Promise<TripTemplateRow> {
  const [row] = await db.insert(tripTemplates).values(values).returning();
  return row!;
}

/** One keyset page of the templates a person saved, in id order. */
export function ownedTemplatesPage(
  db: Db,
  ownerId: string,
  after: string | null,
  limit: number,
): Promise<TripTemplateRow[]> {
  return db
    .select()
    .from(tripTemplates)
    .where(
      and(
        eq(tripTemplates.ownerId, ownerId),
        after === null ? undefined : gt(tripTemplates.id, after),
      ),
    )
    .orderBy(asc(tripTemplates.id))
    .limit(limit);
}
