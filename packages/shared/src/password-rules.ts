/**
 * Password rules shared by every password form and the server (sign-up and
 * any password change or reset). The server also refuses passwords on a
 * common-password list, which is too large to ship to browsers.
 */

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 256;
/** An e-mail's local part shorter than this is not looked for in the password. */
export const EMAIL_NAME_MIN_LENGTH = 3;

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  onlySpaces: "Password cannot be only spaces",
  repeated: "Password cannot be one character repeated",
  sequence: "Password cannot be a sequence of characters like abcdef, 123456 or fedcba",
  containsEmail: "Password cannot contain the name part of your email address",
  contextWords: "Password cannot be mostly the site's name, your name or your email address",
  common: "This password is too common. Choose one that is harder to guess.",
} as const;

export type PasswordProblem = keyof typeof PASSWORD_MESSAGES;

/** Each character one code point after (or each one before) the last: abcdef, 123456, fedcba. */
function isSequence(chars: readonly string[]): boolean {
  if (chars.length < 3) return false;
  const codes = chars.map((c) => c.codePointAt(0)!);
  const step = codes[1]! - codes[0]!;
  if (step !== 1 && step !== -1) return false;
  return codes.every((code, i) => i === 0 || code - codes[i - 1]! === step);
}

/**
 * Words a password must not be made mostly of (OWASP ASVS V2: context
 * specific words): the site's name, and the account's own name and e-mail
 * local part, compared without case, spaces or punctuation.
 */
export const SITE_NAME_WORDS: readonly string[] = ["Field Commons"];
/** A word shorter than this (once compacted) is not looked for. */
const CONTEXT_WORD_MIN_LENGTH = 3;

/** Lower case letters and digits only: "Field Commons!" -> "fieldcommons". */
function compact(value: string): string {
  return value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
}

/** The site's name as a whole; the account's name and e-mail local part whole and word by word. */
function contextWords(email: string | undefined, name: string | undefined): string[] {
  const local = email?.trim().split("@")[0] ?? "";
  const personal = [local, name ?? ""].flatMap((source) => [
    source,
    ...source.split(/[^\p{L}\p{N}]+/u),
  ]);
  const words = new Set<string>();
  for (const part of [...SITE_NAME_WORDS, ...personal]) {
    const word = compact(part);
    if (word.length >= CONTEXT_WORD_MIN_LENGTH) words.add(word);
  }
  // Longest first, so "fieldcommons" goes before a shorter word inside it.
  return [...words].sort((a, b) => b.length - a.length);
}

/**
 * Whether at least half of the password's letters and digits are context
 * words: "fieldcommons", "Field Commons 2024", "ana-lima-ana" for Ana Lima.
 */
function mostlyContextWords(password: string, email?: string, name?: string): boolean {
  const letters = compact(password);
  if (letters.length === 0) return false;
  let rest = letters;
  for (const word of contextWords(email, name)) rest = rest.split(word).join("");
  return rest.length * 2 <= letters.length;
}

/** The e-mail's local part, lower case, when it is long enough to look for. */
function emailName(email: string | undefined): string | null {
  const local = email?.trim().split("@")[0]?.toLowerCase() ?? "";
  return local.length >= EMAIL_NAME_MIN_LENGTH ? local : null;
}

/**
 * The first rule the password breaks, or null. Checks length, spaces only,
 * one repeated character, a sequence, the e-mail's local part (case
 * insensitive, anywhere in the password), and context words (the site's
 * name, the account's name and e-mail, making up half of it or more). Not
 * the common-password list.
 */
export function passwordProblem(
  password: string,
  email?: string,
  name?: string,
): PasswordProblem | null {
  const chars = [...password];
  if (chars.length < PASSWORD_MIN_LENGTH) return "tooShort";
  if (chars.length > PASSWORD_MAX_LENGTH) return "tooLong";
  if (password.trim() === "") return "onlySpaces";
  const lower = [...password.toLowerCase()];
  if (lower.every((c) => c === lower[0])) return "repeated";
  if (isSequence(lower)) return "sequence";
  const local = emailName(email);
  if (local && password.toLowerCase().includes(local)) return "containsEmail";
  if (mostlyContextWords(password, email, name)) return "contextWords";
  return null;
}
