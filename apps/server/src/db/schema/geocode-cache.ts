import { doublePrecision, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Answers of the outside geocoder, keyed by the normalised query, so each place is asked once. */
export const geocodeCache = pgTable("geocode_cache", {
  query: text("query").primaryKey(),
  lat: doublePrecision("lat").notNull(),
  lng: doublePrecision("lng").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The next moment an outside service may be called, shared by every server
 * and worker on the database: each caller reserves the next slot in one
 * statement, so the services' rate limits hold for the installation as a whole.
 */
export const serviceSlots = pgTable("service_slots", {
  name: text("name").primaryKey(),
  nextAt: timestamp("next_at", { withTimezone: true, precision: 3 }).notNull(),
});
