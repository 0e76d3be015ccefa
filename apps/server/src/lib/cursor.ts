import { z } from "zod";
import { hasUnsafeText } from "@field-commons/shared/limits";
import { AppError } from "../errors";

/** An opaque page cursor: the sort values of the last row, base64url-encoded JSON. */
export function encodeCursor(values: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(values)).toString("base64url");
}

/** The answer to any cursor that is not one of ours for this list. */
export const invalidCursor = () =>
  new AppError(400, "INVALID_CURSOR", "Invalid cursor", {
    cursor: ["Invalid cursor"],
  });

// The pieces each list's cursor schema is built from: exactly what encodeCursor
// was given, so the database never sees a value of the wrong type or range.

/** A time as Date#toISOString writes it, within the years PostgreSQL and Date share. */
export const CursorTime = z.string().refine((value) => {
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) return false;
  const year = time.getUTCFullYear();
  return year >= 1 && year <= 9999 && time.toISOString() === value;
});

/** A count held in an `integer` column. */
export const CursorCount = z.number().int().min(0).max(2_147_483_647);

/** Text sort values (names): bounded, and nothing a database cannot hold. */
export const CursorText = z
  .string()
  .max(500)
  .refine((value) => !hasUnsafeText(value));

/** Reads a cursor with the schema of its list's sort; anything else is a 400 INVALID_CURSOR. */
export function decodeCursor<T extends z.ZodType>(raw: string, schema: T): z.output<T> {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
  } catch {
    throw invalidCursor();
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) throw invalidCursor();
  return parsed.data;
}
