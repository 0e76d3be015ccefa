import { randomBytes } from "node:crypto";
import type { Db } from "../db/client";
import { findAppSecret, insertAppSecret } from "./app-secrets.repository";

/** Per database, so tests that open several never mix keys up. */
const cache = new WeakMap<Db, Map<string, Buffer>>();

/**
 * A random key made the first time it is asked for and kept in the database,
 * so every app server signs and checks with the same one. Never leaves the
 * server.
 */
export async function appSecret(db: Db, name: string): Promise<Buffer> {
  let keys = cache.get(db);
  if (!keys) cache.set(db, (keys = new Map()));
  const cached = keys.get(name);
  if (cached) return cached;
  await insertAppSecret(db, name, randomBytes(32).toString("base64url"));
  const value = await findAppSecret(db, name);
  const key = Buffer.from(value!, "base64url");
  keys.set(name, key);
  return key;
}
