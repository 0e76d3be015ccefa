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

/** The user the token was made for, or null when it was not made by this server. */
export async function verifyUnsubscribeToken(db: Db, token: string): Promise<string | null> {
  const [userId, mac, extra] = token.split(".");
  if (!userId || !mac || extra !== undefined || !Uuid.safeParse(userId).success) return null;
  const given = Buffer.from(mac, "base64url");
  const expected = signature(await appSecret(db, SECRET_NAME), userId);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return userId;
}
