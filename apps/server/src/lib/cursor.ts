import type { z } from "zod";
import { badRequest } from "../errors";

/** An opaque page cursor: the sort values of the last row, base64url-encoded JSON. */
export function encodeCursor(values: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(values)).toString("base64url");
}

/** Reads a cursor with the schema of its values; anything else is a 400 naming `cursor`. */
export function decodeCursor<T extends z.ZodType>(raw: string, schema: T): z.output<T> {
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: fall through
  }
  throw badRequest("Invalid query", { cursor: ["Invalid cursor"] });
}
