import type { ByteRange } from "../storage/storage";

export type RangeRequest =
  /** No usable Range header: send the whole file. */
  | { kind: "whole" }
  | { kind: "partial"; range: ByteRange }
  /** A valid range that lies wholly outside the file: 416. */
  | { kind: "unsatisfiable" };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * Reads a Range header for a file of `size` bytes (RFC 9110, section 14).
 * One range is served as 206: 'bytes=a-b', 'bytes=a-' and the suffix
 * 'bytes=-n'. Headers we do not serve partially (other units, several
 * ranges, malformed values) are ignored, which the RFC allows: the whole
 * file is sent with 200.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (!header) return { kind: "whole" };
  const match = SINGLE_RANGE.exec(header.trim().replace(/\s+/g, ""));
  if (!match) return { kind: "whole" };
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return { kind: "whole" };
  if (first === "") {
    // The last n bytes.
    const length = Number(last);
    if (!Number.isSafeInteger(length)) return { kind: "whole" };
    if (length === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "partial", range: { start: Math.max(0, size - length), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === "" ? Number.MAX_SAFE_INTEGER : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end)) return { kind: "whole" };
  if (end < start) return { kind: "whole" }; // invalid: ignored
  if (start >= size) return { kind: "unsatisfiable" };
  return { kind: "partial", range: { start, end: Math.min(end, size - 1) } };
}
