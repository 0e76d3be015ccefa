import { isDeepStrictEqual } from "./deep-equal";
import { diff3Merge } from "node-diff3";

/**
 * Three-way merges for changes made apart (offline on a device, or in two
 * tabs): each change carries the values it was based on, so the server can
 * tell what each side changed.
 *
 * - A field only one side changed takes that side's value.
 * - A field both sides changed to the same value is no conflict.
 * - Long text both sides changed is merged word by word: each side's edits
 *   land, and where both edited the same words both versions are kept, so no
 *   character typed on either side is lost.
 * - Any other field both sides changed differently is a conflict: nothing is
 *   stored and the person chooses (keep mine, keep theirs, or edit).
 */

export interface FieldConflict {
  /** The field's path, e.g. "title" or "content.address". */
  field: string;
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

export interface MergeResult<T> {
  merged: T;
  conflicts: FieldConflict[];
}

/** Splits text into words and the spaces between them, so joining gives it back. */
function words(value: string): string[] {
  return value.split(/(\s+)/).filter((part) => part.length > 0);
}

/** Merges two edits of one text; overlapping edits keep both sides, mine first. */
export function mergeText(base: string, mine: string, theirs: string): string {
  if (mine === theirs || theirs === base) return mine;
  if (mine === base) return theirs;
  const regions = diff3Merge(words(mine), words(base), words(theirs), {
    excludeFalseConflicts: true,
  });
  let out = "";
  for (const region of regions) {
    if (region.ok) {
      out += region.ok.join("");
    } else if (region.conflict) {
      const a = region.conflict.a.join("");
      const b = region.conflict.b.join("");
      out += a && b && !/\s$/.test(a) && !/^\s/.test(b) ? `${a} ${b}` : a + b;
    }
  }
  return out;
}

export interface MergeOptions {
  /** Paths whose values are long text, merged word by word instead of conflicting. */
  textFields?: ReadonlySet<string>;
  /** Paths of nested records merged field by field (e.g. "content"). */
  nested?: ReadonlySet<string>;
}

type Fields = Record<string, unknown>;

function isRecord(value: unknown): value is Fields {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Three-way merge of two changed copies of a record, field by field. */
export function mergeFields<T extends Fields>(
  base: Fields,
  mine: T,
  theirs: Fields,
  options: MergeOptions = {},
  prefix = "",
): MergeResult<T> {
  const merged: Fields = {};
  const conflicts: FieldConflict[] = [];
  const keys = new Set([...Object.keys(mine), ...Object.keys(theirs)]);
  for (const key of keys) {
    const path = prefix ? `${prefix}.${key}` : key;
    const b = base[key];
    const m = key in mine ? mine[key] : b;
    const t = key in theirs ? theirs[key] : b;
    if (isDeepStrictEqual(m, t) || isDeepStrictEqual(t, b)) {
      merged[key] = m;
    } else if (isDeepStrictEqual(m, b)) {
      merged[key] = t;
    } else if (options.nested?.has(path) && isRecord(m) && isRecord(t)) {
      const inner = mergeFields(isRecord(b) ? b : {}, m, t, options, path);
      merged[key] = inner.merged;
      conflicts.push(...inner.conflicts);
    } else if (
      options.textFields?.has(path) &&
      typeof m === "string" &&
      typeof t === "string" &&
      (typeof b === "string" || b === undefined)
    ) {
      merged[key] = mergeText(b ?? "", m, t);
    } else {
      merged[key] = m;
      conflicts.push({ field: path, base: b, mine: m, theirs: t });
    }
  }
  return { merged: merged as T, conflicts };
}
