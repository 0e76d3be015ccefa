import { doublePrecision, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Answers of the outside geocoder, keyed by the normalised query, so each place is asked once. */
export const geocodeCache = pgTable("geocode_cache", {
  query: text("query").primaryKey(),
  lat: doublePrecision("lat").notNull(),
  lng: doublePrecision("lng").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
