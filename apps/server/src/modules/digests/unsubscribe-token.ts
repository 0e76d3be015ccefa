import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { Db } from "../../db/client";
import { appSecret } from "../../lib/app-secrets";

/** The token is only good for this: a key of its own, and the purpose in what is signed. */
const SECRET_NAME = "digest-unsubscribe";
const PURPOSE = "digest-unsubscribe:v1";
const Uuid = z.uuid();

function signature(key: Buffer, userId: string): Buffer {
  return createHmac("sha256", key).update(`${PURPOSE}:${userId}`).digest();
}

/** `{userId}.{HMAC}`: lasts as long as the account, needs no sign-in, names one user only. */
export async function unsubscribeToken(db: Db, userId: string): Promise<string> {
  const key = await appSecret(db, SECRET_NAME);
  return `${userId}.${signature(key, userId).toString("base64url")}`;
}

/** `{uuid}.{43 base64url characters}`: the form unsubscribeToken makes, and no other. */
const TOKEN =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;

/**
 * The user the token was made for, or null when it was not made by this
 * server. Exact: the whole token must be the form it is issued in (nothing
 * appended or cut, no character outside base64url, no other spelling of the
 * same bytes), and its signature is compared as the exact text issued, in
 * constant time.
 */
export async function verifyUnsubscribeToken(db: Db, token: string): Promise<string | null> {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, userId, mac] = match as unknown as [string, string, string];
  if (!Uuid.safeParse(userId).success) return null;
  const expected = Buffer.from(
    signature(await appSecret(db, SECRET_NAME), userId).toString("base64url"),
    "latin1",
  );
  const given = Buffer.from(mac, "latin1");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return userId;
}
