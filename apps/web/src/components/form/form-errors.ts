import type { FieldErrors } from "react-hook-form";
import { z } from "zod";

/** Messages by dot-separated field path, the shape of the API's `error.fields`. */
export type FieldMessages = Record<string, string[]>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** A react-hook-form error leaf: `{ type: string, message?, types?, ref? }`. */
function isLeaf(node: Record<string, unknown>): boolean {
  return typeof node.type === "string";
}

const isText = (value: unknown): value is string => typeof value === "string" && value !== "";

function leafMessages(node: Record<string, unknown>): string[] {
  const types = isRecord(node.types) ? Object.values(node.types) : [];
  const fromTypes = types.flatMap((value) =>
    isText(value) ? [value] : Array.isArray(value) ? value.filter(isText) : [],
  );
  if (fromTypes.length > 0) return fromTypes;
  return isText(node.message) ? [node.message] : [];
}

const LEAF_KEYS = new Set(["type", "message", "types", "ref"]);

/** Every message in a react-hook-form error tree, by path ('body.evidence.0.url': [...]). */
export function flattenErrors(errors: unknown, prefix = ""): FieldMessages {
  const out: FieldMessages = {};
  if (!isRecord(errors)) return out;
  const leaf = prefix !== "" && isLeaf(errors);
  if (leaf) {
    const messages = leafMessages(errors);
    if (messages.length > 0) out[prefix] = messages;
  }
  for (const [key, child] of Object.entries(errors)) {
    if (leaf && LEAF_KEYS.has(key)) continue;
    if (isRecord(child))
      Object.assign(out, flattenErrors(child, prefix ? `${prefix}.${key}` : key));
  }
  return out;
}

/** Where messages no field shows are kept in an error tree (shown with the form's error). */
const OTHER_ERRORS = "root.other";

/** One react-hook-form error leaf; several messages go in `types` (fields list them all). */
export function errorLeaf(messages: readonly string[], type: "validation" | "server") {
  return {
    type,
    message: messages[0],
    types: Object.fromEntries(messages.map((message, index) => [`${type}${index}`, message])),
  };
}

/**
 * A react-hook-form error tree from messages by path (as routeMessages gives
 * them), with the messages no field shows under OTHER_ERRORS.
 */
export function errorTree(byField: FieldMessages, other: readonly string[]): FieldErrors {
  const tree: Record<string, unknown> = {};
  const place = (path: string, messages: readonly string[]) => {
    const parts = path.split(".");
    let node = tree;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      node = isRecord(next) && !Array.isArray(next) ? next : (node[part] = {});
    }
    node[parts[parts.length - 1]!] = errorLeaf(messages, "validation");
  };
  for (const [path, messages] of Object.entries(byField)) place(path, messages);
  if (other.length > 0) place(OTHER_ERRORS, other);
  return tree as FieldErrors;
}

/** The messages of a refused submit that no field shows. */
export function otherMessages(errors: FieldErrors): string[] {
  return flattenErrors(errors)[OTHER_ERRORS] ?? [];
}

/**
 * The messages of one field. Messages reach the tree already routed to the
 * field that shows them (see routeMessages), so this is an exact lookup.
 */
export function messagesAt(errors: FieldErrors, name: string): string[] {
  return flattenErrors(errors)[name] ?? [];
}

/** Where each sent row of a list came from in the form: list path -> form index per sent index. */
export type RowMaps = Record<string, number[]>;

/**
 * Rewrites a path of the sent values to the form's path: rows left out when
 * sending ('body.evidence.0.url' was the form's third row) point back at
 * their own row.
 */
export function formPath(path: string, rows: RowMaps): string {
  for (const [list, indexes] of Object.entries(rows)) {
    if (!path.startsWith(`${list}.`)) continue;
    const rest = path.slice(list.length + 1);
    const [index = "", ...tail] = rest.split(".");
    const formIndex = indexes[Number(index)];
    if (!/^\d+$/.test(index) || formIndex === undefined) continue;
    return [list, String(formIndex), ...tail].join(".");
  }
  return path;
}

/**
 * Spreads messages keyed by path (from the server's VALIDATION_FAILED or
 * NOT_READY_TO_PUBLISH `fields`, or from the form's own schema) over the
 * fields the form shows: each message goes to the field named by its path
 * or by the nearest shown ancestor ('images.0.alt' to 'images'); messages
 * no shown field owns are returned in `other`.
 */
export function routeMessages(
  fields: FieldMessages,
  shown: ReadonlySet<string>,
  rows: RowMaps = {},
): { byField: FieldMessages; other: string[] } {
  const byField: FieldMessages = {};
  const other: string[] = [];
  for (const [rawPath, messages] of Object.entries(fields)) {
    const path = formPath(rawPath, rows);
    const parts = path.split(".");
    let owner: string | null = null;
    for (let length = parts.length; length > 0; length -= 1) {
      const candidate = parts.slice(0, length).join(".");
      if (shown.has(candidate)) {
        owner = candidate;
        break;
      }
    }
    if (owner) byField[owner] = [...new Set([...(byField[owner] ?? []), ...messages])];
    else other.push(...messages);
  }
  return { byField, other: [...new Set(other)] };
}

// ---------------------------------------------------------------------------
// Rows left blank
// ---------------------------------------------------------------------------

function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The schema at `path` inside `schema` (through objects, arrays, optionals and defaults). */
export function schemaAt(schema: z.ZodType, path: readonly string[]): z.ZodType | null {
  let current: z.ZodType = schema;
  for (const part of path) {
    current = unwrap(current);
    if (current instanceof z.ZodObject) {
      const next = (current.shape as Record<string, z.ZodType | undefined>)[part];
      if (!next) return null;
      current = next;
    } else if (current instanceof z.ZodArray && /^\d+$/.test(part)) {
      current = current.element as z.ZodType;
    } else {
      return null;
    }
  }
  return unwrap(current);
}

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (
    current instanceof z.ZodOptional ||
    current instanceof z.ZodDefault ||
    current instanceof z.ZodNullable
  ) {
    current = current.unwrap() as z.ZodType;
  }
  return current;
}

/** The value at a dot-separated path ('body.evidence.2.url'), or undefined. */
export function readPath(values: unknown, path: string): unknown {
  let current = values;
  for (const part of path.split(".")) {
    current = isRecord(current) ? current[part] : undefined;
  }
  return current;
}

function writePath(values: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split(".");
  let current: Record<string, unknown> = values;
  for (const part of parts.slice(0, -1)) {
    const next = current[part];
    if (!isRecord(next)) return;
    current = next;
  }
  current[parts[parts.length - 1]!] = value;
}

/**
 * The values to send: in each list of rows, rows that are the same as a new
 * row (`blank`) are left out, and in the rows that stay, blank text and empty
 * lists the schema lets go are left out too. Also returns where each sent
 * row came from, so messages about sent rows land on the form's rows.
 */
export function withoutBlankRows<T>(
  values: T,
  lists: ReadonlyMap<string, (row: unknown) => boolean>,
  schema: z.ZodType,
): { values: T; rows: RowMaps } {
  const copy = structuredClone(values) as T;
  const rows: RowMaps = {};
  if (!isRecord(copy)) return { values: copy, rows };
  for (const [path, blank] of lists) {
    const list = readPath(copy, path);
    if (!Array.isArray(list)) continue;
    const rowSchema = schemaAt(schema, [...path.split("."), "0"]);
    const shape =
      rowSchema instanceof z.ZodObject ? (rowSchema.shape as Record<string, z.ZodType>) : {};
    const kept: unknown[] = [];
    const from: number[] = [];
    list.forEach((row: unknown, index) => {
      if (blank(row)) return;
      from.push(index);
      if (!isRecord(row)) {
        kept.push(row);
        return;
      }
      const compact: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(row)) {
        const field = shape[key];
        if (isBlank(value) && field && field.safeParse(undefined).success) continue;
        compact[key] = value;
      }
      kept.push(compact);
    });
    writePath(copy, path, kept);
    rows[path] = from;
  }
  return { values: copy, rows };
}

/**
 * A row the author added but never filled in: every value is blank or still
 * what a new row starts with (a priority left at its default).
 */
export function isUntouchedRow(newRow: Record<string, unknown>) {
  return (row: unknown): boolean =>
    isRecord(row) &&
    Object.entries(row).every(([key, value]) => isBlank(value) || value === newRow[key]);
}
