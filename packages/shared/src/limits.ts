/**
 * Limits every request is held to, whatever its route: the server refuses
 * anything past them with 400 VALIDATION_FAILED before a handler runs.
 */

/** Deepest nesting of arrays and objects accepted in a JSON body (the body itself is level 1). */
export const JSON_MAX_DEPTH = 64;

/** A UTF-16 surrogate without its partner. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds a NUL character or a lone surrogate: text no database column can hold. */
export function hasUnsafeText(value: string): boolean {
  return value.includes("\u0000") || LONE_SURROGATE.test(value);
}
