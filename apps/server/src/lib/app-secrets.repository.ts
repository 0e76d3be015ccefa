import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { appSecrets } from "../db/schema/digests";

/** Stores the key under its name unless one is stored already (the first one made wins). */
export async function insertAppSecret(db: Db, name: string, value: string): Promise<void> {
  await db.insert(appSecrets).values({ name, value }).onConflictDoNothing();
}

/** The stored value of the named key (base64url); undefined when there is none. */
export async function findAppSecret(db: Db, name: string): Promise<string | undefined> {
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name)).limit(1);
  return row?.value;
}
