import { OpinionEssayBody } from "@field-commons/shared/content";

/**
 * An essay's `body` as the shared schema describes it, read field by field:
 * a field that does not match the schema is left out instead of hiding the
 * whole essay.
 */
export function readEssayBody(raw: Record<string, unknown>): OpinionEssayBody {
  const body: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(OpinionEssayBody.shape)) {
    if (raw[key] === undefined) continue;
    const parsed = schema.safeParse(raw[key]);
    if (parsed.success && parsed.data !== undefined) body[key] = parsed.data;
    else if (!parsed.success) console.warn(`Essay field '${key}' could not be read`);
  }
  return body as OpinionEssayBody;
}

/** Non-blank text, trimmed; undefined otherwise. */
export function filled(value: string | undefined | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
