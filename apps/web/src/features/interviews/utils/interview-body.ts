import { InterviewBody } from "@field-commons/shared/content";
import { safeWebUrl } from "@field-commons/shared/safe-url";

/**
 * An interview's `body` as the shared schema describes it, read field by field:
 * a field that does not match the schema is left out instead of hiding the
 * whole interview.
 */
export function readInterviewBody(raw: Record<string, unknown>): InterviewBody {
  const body: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(InterviewBody.shape)) {
    if (raw[key] === undefined) continue;
    const parsed = schema.safeParse(raw[key]);
    if (parsed.success && parsed.data !== undefined) body[key] = parsed.data;
    else if (!parsed.success) console.warn(`Interview field '${key}' could not be read`);
  }
  return body as InterviewBody;
}

/** Non-blank text, trimmed; undefined otherwise. */
export function filled(value: string | undefined | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * A link an author typed, made safe to follow: http(s) URLs as they are, a
 * bare host ('example.org/me') with https in front, a Twitter handle
 * ('@name') as its profile. Anything else (javascript:, data: ...) is null and
 * is never rendered as a link (packages/shared/src/safe-url.ts).
 */
export function safeExternalUrl(
  value: string | undefined,
  kind?: "twitter" | "linkedin" | "website",
): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (kind === "twitter" && /^@[A-Za-z0-9_]{1,15}$/.test(text)) {
    return `https://twitter.com/${text.slice(1)}`;
  }
  return safeWebUrl(text);
}

/** A language code's English name with the code ('English (en)'), or the text as typed. */
export function languageName(code: string): string {
  const trimmed = code.trim();
  try {
    const name = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" }).of(trimmed);
    if (name && name.toLowerCase() !== trimmed.toLowerCase()) return `${name} (${trimmed})`;
  } catch {
    // Not a well-formed language tag: shown as typed.
  }
  return trimmed;
}
