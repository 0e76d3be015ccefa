import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";

// Argon2id (the library's default algorithm) with the OWASP-recommended
// baseline: 19 MiB of memory, 2 iterations, 1 lane.
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** The 10,000 most common leaked passwords (ranked list shipped by @zxcvbn-ts). */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  (dictionary["passwords-common"] as string[]).slice(0, 10000).map((p) => p.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
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
