import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";
import { PASSWORD_MESSAGES, passwordProblem } from "@field-commons/shared/password-rules";

// Argon2id (the library's default algorithm) with the OWASP-recommended
// baseline: 19 MiB of memory, 2 iterations, 1 lane.
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** The common leaked passwords @zxcvbn-ts ships (about 49,000, ranked), lower case. */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  (dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/**
 * Why a new password is refused, as the message for the password field, or
 * null when it is acceptable: the shared rules (length, spaces only, one
 * repeated character, a sequence, the e-mail's local part, mostly the
 * site's or the account's name or e-mail), then the
 * common-password list. Every path that sets a password calls this.
 */
export function passwordRefusal(password: string, email?: string, name?: string): string | null {
  const problem = passwordProblem(password, email, name);
  if (problem) return PASSWORD_MESSAGES[problem];
  return isCommonPassword(password) ? PASSWORD_MESSAGES.common : null;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so timing does not reveal unknown e-mails. */
export async function burnVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword("field-commons-timing-equaliser");
  await verifyPassword(await dummyHash, password);
}
