import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, FieldValues, Resolver, UseFormSetError } from "react-hook-form";
import type { z } from "zod";
import { flattenErrors, routeMessages } from "../../../components/form/form-errors";
import type { FieldMessages } from "../../../components/form/form-errors";
import { ApiError } from "../../../lib/api-client";

/** Where messages no field shows are kept in the error tree (shown with the form's error). */
const OTHER_ERRORS = "root.other";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readPath(values: unknown, path: string): unknown {
  let current = values;
  for (const part of path.split(".")) current = isRecord(current) ? current[part] : undefined;
  return current;
}

/** An error tree for react-hook-form from messages by path; several messages go in `types`. */
function errorTree(byField: FieldMessages, other: readonly string[]): FieldErrors {
  const tree: Record<string, unknown> = {};
  const leaf = (messages: readonly string[]) => ({
    type: "validation",
    message: messages[0],
    types: Object.fromEntries(messages.map((message, index) => [`validation${index}`, message])),
  });
  const place = (path: string, messages: readonly string[]) => {
    const parts = path.split(".");
    let node = tree;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      node = isRecord(next) ? next : (node[part] = {});
    }
    node[parts[parts.length - 1]!] = leaf(messages);
  };
  for (const [path, messages] of Object.entries(byField)) place(path, messages);
  if (other.length > 0) place(OTHER_ERRORS, other);
  return tree as FieldErrors;
}

/**
 * Our own words for a path, given the values, where the shared schema has none
 * (a required choice left blank, a number that is not one yet); null keeps the
 * schema's message.
 */
export type MessageFix = (path: string, value: unknown) => string | null;

/**
 * The shared schema through @hookform/resolvers/zod, with each message moved
 * to the field that shows its path (or the nearest shown ancestor:
 * 'requirements.2' on the requirements list), as the content forms do
 * (decision 015). Messages no field shows go under OTHER_ERRORS.
 */
export function routedResolver<T extends FieldValues>(
  schema: z.ZodType,
  shown: ReadonlySet<string>,
  fix: MessageFix = () => null,
): Resolver<T> {
  const check = zodResolver(schema as z.ZodType<FieldValues, FieldValues>);
  const resolver: Resolver<FieldValues> = async (values, context, options) => {
    const result = await check(values, context, options);
    const messages = flattenErrors(result.errors);
    if (Object.keys(messages).length === 0) return result;
    for (const path of Object.keys(messages)) {
      const own = fix(path, readPath(values, path));
      if (own) messages[path] = [own];
    }
    const { byField, other } = routeMessages(messages, shown);
    return { values: {}, errors: errorTree(byField, other) };
  };
  return resolver as unknown as Resolver<T>;
}

/**
 * Puts a refused save's field messages (VALIDATION_FAILED, or a 404/409 about
 * one field) on the fields that show them. Returns the messages no field
 * shows, for the form's error.
 */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  shown: ReadonlySet<string>,
): string[] {
  if (!(error instanceof ApiError)) return [];
  const { byField, other } = routeMessages(error.fields, shown);
  for (const [name, messages] of Object.entries(byField)) {
    setError(name as Parameters<UseFormSetError<T>>[0], {
      type: "server",
      message: messages[0],
      types: Object.fromEntries(messages.map((message, index) => [`server${index}`, message])),
    });
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

/** The messages of a refused submit that no field shows. */
export function otherMessages(errors: FieldErrors): string[] {
  return flattenErrors(errors)[OTHER_ERRORS] ?? [];
}
