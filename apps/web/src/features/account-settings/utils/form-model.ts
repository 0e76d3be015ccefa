import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import {
  flattenErrors,
  routeMessages,
  withoutBlankRows,
} from "../../../components/form/form-errors";
import type { FieldMessages, RowMaps } from "../../../components/form/form-errors";
import { ApiError } from "../../../lib/api-client";

export const SETTINGS_TEXT = {
  fixFields: "Please correct the marked fields.",
  saveFailed: "Your changes could not be saved. Please try again.",
} as const;

/** Where messages no field shows are kept in the error tree (shown with the form's error). */
const OTHER_ERRORS = "root.other";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** One error leaf; several messages go in `types` (fields list them all). */
export function errorLeaf(messages: readonly string[], type: string) {
  return {
    type,
    message: messages[0],
    types: Object.fromEntries(messages.map((message, index) => [`${type}${index}`, message])),
  };
}

/** An error tree for react-hook-form from messages by path. */
function errorTree(byField: FieldMessages, other: readonly string[]): FieldErrors {
  const tree: Record<string, unknown> = {};
  const place = (path: string, messages: readonly string[]) => {
    const parts = path.split(".");
    let node = tree;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      node = isRecord(next) ? next : (node[part] = {});
    }
    node[parts[parts.length - 1]!] = errorLeaf(messages, "validation");
  };
  for (const [path, messages] of Object.entries(byField)) place(path, messages);
  if (other.length > 0) place(OTHER_ERRORS, other);
  return tree as FieldErrors;
}

/** Lists of rows in a form, by path: rows for which the test holds are not sent. */
export type RowLists = ReadonlyMap<string, (row: unknown) => boolean>;

/**
 * The shared schema through @hookform/resolvers/zod, as every form does
 * (decision 015): rows left as they were added are not sent (`lists`), and
 * each message goes to the field that shows its path or its nearest shown
 * ancestor ('skills.3' on the skills field). Messages no field shows go
 * with the form's error. `rows` is told where each sent row came from, so
 * the server's messages about sent rows land on the form's rows too.
 */
export function settingsResolver<T extends FieldValues>(
  schema: z.ZodType,
  shown: ReadonlySet<string>,
  lists: RowLists,
  rows: { current: RowMaps },
): Resolver<T> {
  const check = zodResolver(schema as z.ZodType<FieldValues, FieldValues>);
  const resolver: Resolver<FieldValues> = async (values, context, options) => {
    const { values: sent, rows: sentRows } = withoutBlankRows(values, lists, schema);
    rows.current = sentRows;
    const result = await check(sent, context, options);
    const messages = flattenErrors(result.errors);
    if (Object.keys(messages).length === 0) return result;
    const { byField, other } = routeMessages(messages, shown, sentRows);
    return { values: {}, errors: errorTree(byField, other) };
  };
  return resolver as unknown as Resolver<T>;
}

/** The server's field messages of a refused save, routed onto the form's fields. */
export function serverMessages(
  error: unknown,
  shown: ReadonlySet<string>,
  rows: RowMaps,
): { byField: FieldMessages; other: string[] } {
  if (!(error instanceof ApiError)) return { byField: {}, other: [] };
  return routeMessages(error.fields, shown, rows);
}

/** A readable line for a failed save: the server's message, else our own. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage && error.status < 500) {
    return error.serverMessage;
  }
  if (error instanceof Error && error.name === "NetworkError") return error.message;
  return fallback;
}

/** The messages of a refused submit that no field shows. */
export function otherMessages(errors: FieldErrors): string[] {
  return flattenErrors(errors)[OTHER_ERRORS] ?? [];
}
