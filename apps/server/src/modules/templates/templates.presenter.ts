import type { Domain } from "@field-commons/shared/domains";
import type { DIFFICULTIES, TEMPLATE_CATEGORIES, TripTemplate } from "@field-commons/shared/trips";
import type { TripTemplateRow } from "../../db/schema/templates";

export function presentTemplate(row: TripTemplateRow): TripTemplate {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category as (typeof TEMPLATE_CATEGORIES)[number],
    tags: row.tags,
    color: row.color,
    difficulty: row.difficulty as (typeof DIFFICULTIES)[number],
    estimatedDuration: row.estimatedDuration,
    domain: row.domain as Domain | null,
    cardTemplates: row.cardTemplates as TripTemplate["cardTemplates"],
    usageCount: row.usageCount,
    isOfficial: row.isOfficial,
    isPrivate: row.isPrivate,
  };
}
