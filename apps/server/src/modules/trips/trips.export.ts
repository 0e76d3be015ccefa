import { authorContentPage } from "../content";
import { bump, keyset, safeName, type ExportSection } from "../data-export";
import { presentTrip } from "./trips.service";

/** Trips carry their cards in the body: small pages. */
const TRIP_PAGE = 20;

/** Each of the person's trips with its cards, as the trip planner opens it. */
export const tripsExport: ExportSection = {
  name: "trips",
  async write(ctx) {
    const { db, user, archive } = ctx;
    ctx.counts.trips = 0;
    const rows = keyset(
      (after) => authorContentPage(db, user.id, after, TRIP_PAGE, "trip"),
      (row) => row.id,
      TRIP_PAGE,
    );
    for await (const row of rows) {
      ctx.signal?.throwIfAborted();
      const trip = await presentTrip(db, row, user);
      await archive.addJson(`trips/${safeName(row.slug, row.id)}.json`, trip, row.updatedAt);
      bump(ctx.counts, "trips");
      bump(ctx.counts, "tripCards", trip.cards.length);
    }
  },
};
