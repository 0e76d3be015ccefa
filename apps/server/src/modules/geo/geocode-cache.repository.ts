import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { geocodeCache } from "../../db/schema/geocode-cache";

export async function findCachedGeocode(
  db: Db,
  query: string,
): Promise<{ lat: number; lng: number } | undefined> {
  const rows = await db
    .select({ lat: geocodeCache.lat, lng: geocodeCache.lng })
    .from(geocodeCache)
    .where(eq(geocodeCache.query, query))
    .limit(1);
  return rows[0];
}

export async function storeGeocode(
  db: Db,
  query: string,
  point: { lat: number; lng: number },
): Promise<void> {
  await db
    .insert(geocodeCache)
    .values({ query, lat: point.lat, lng: point.lng })
    .onConflictDoUpdate({
      target: geocodeCache.query,
      set: { lat: point.lat, lng: point.lng, createdAt: new Date() },
    });
}
