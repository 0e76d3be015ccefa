import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver, UseFormSetError } from "react-hook-form";
import type { z } from "zod";
import { ApiError } from "../../lib/api-client";
import {
  errorLeaf,
  errorTree,
  flattenErrors,
  readPath,
  routeMessages,
  withoutBlankRows,
} from "./form-errors";
import type { RowMaps } from "./form-errors";

/*
 * The form model of the forms that are not content forms (organization, job,
 * account settings), as decision 015 describes it: react-hook-form over the
 * API's own input, checked with the shared schema, each message on the field
 * that shows its path.
 */

/** What every form says when fields are refused, or a save failed without a reason. */
export const FORM_TEXT = {
  fixFields: "Please correct the marked fields.",
  saveFailed: "Your changes could not be saved. Please try again.",
} as const;

/** Lists of rows in a form, by path: rows for which the test holds are not sent. */
export type RowLists = ReadonlyMap<string, (row: unknown) => boolean>;

/**
 * Our own words for a path, given the values, where the shared schema has none
 * (a required choice left blank, a number that is not one yet); null keeps the
 * schema's message.
 */
export type MessageFix = (path: string, value: unknown) => string | null;

const NO_LISTS: RowLists = new Map();
const NO_FIX: MessageFix = () => null;

/**
 * The shared schema through @hookform/resolvers/zod, with each message moved
 * to the field that shows its path or its nearest shown ancestor
 * ('requirements.2' on the requirements list). Messages no field shows go
 * with the form's error (see otherMessages).
 *
 * `lists`: rows left as they were added are not sent; `rows` is told where
 * each sent row came from, so the server's messages about sent rows land on
 * the form's rows too. `fix`: our own words where the schema's would be
 * technical.
 */
export function routedResolver<T extends FieldValues>(
  schema: z.ZodType,
  shown: ReadonlySet<string>,
  {
    lists = NO_LISTS,
    fix = NO_FIX,
    rows,
  }: { lists?: RowLists; fix?: MessageFix; rows?: { current: RowMaps } } = {},
): Resolver<T> {
  const check = zodResolver(schema as z.ZodType<FieldValues, FieldValues>);
  const resolver: Resolver<FieldValues> = async (values, context, options) => {
    const { values: sent, rows: sentRows } =
      lists.size > 0 ? withoutBlankRows(values, lists, schema) : { values, rows: {} };
    if (rows) rows.current = sentRows;
    const result = await check(sent, context, options);
    const messages = flattenErrors(result.errors);
    if (Object.keys(messages).length === 0) return result;
    for (const path of Object.keys(messages)) {
      const own = fix(path, readPath(sent, path));
      if (own) messages[path] = [own];
    }
    const { byField, other } = routeMessages(messages, shown, sentRows);
    return { values: {}, errors: errorTree(byField, other) };
  };
  return resolver as unknown as Resolver<T>;
}

/**
 * Puts a refused save's field messages (VALIDATION_FAILED, or a 404/409 about
 * one field) on the fields that show them; `rows` maps sent rows back to the
 * form's rows. Returns the messages no field shows, for the form's error.
 */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  shown: ReadonlySet<string>,
  rows: RowMaps = {},
): string[] {
  if (!(error instanceof ApiError)) return [];
  const { byField, other } = routeMessages(error.fields, shown, rows);
  for (const [name, messages] of Object.entries(byField)) {
    setError(name as Parameters<UseFormSetError<T>>[0], errorLeaf(messages, "server"));
  }
  return other;
}

/** A readable line for a failed save: the server's message, else our own. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage && error.status < 500) {
    return error.serverMessage;
  }
  if (error instanceof Error && error.name === "NetworkError") return error.message;
  return fallback;
}
