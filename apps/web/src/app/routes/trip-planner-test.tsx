import { CARD_ITEMS_MAX, CARD_TYPES } from "@field-commons/shared/trips";
import type { Place } from "@field-commons/shared/trips";
import { useId, useState } from "react";
import { useSession } from "../../lib/session/use-session";
import { CardList } from "../../features/trip-planner/components/card-list";
import { PlacesFinder } from "../../features/trip-planner/components/places-finder";
import { cardFromServer } from "../../features/trip-planner/utils/planner-model";
import type { PlannerCard } from "../../features/trip-planner/utils/planner-model";
import { localId } from "../../features/trip-planner/utils/ids";
import { BudgetTotals, TripSections } from "../../features/trips/components/trip-sections";
import { SAMPLE_CARDS } from "../../features/trips/utils/sample-cards";
import { useDocumentTitle } from "../../hooks/use-document-title";

/** Where the sample cards' 'Find Nearby Places' looks. */
const SAMPLE_LOCATION = "Törbel, Switzerland";

/**
 * /trip-planner-test: an internal page for visual checks. A filled-in sample
 * card of each of the 14 card types, first as the planner's own cards (they
 * can be edited, collapsed, reordered and deleted here; nothing is saved),
 * then as the trip page shows them.
 */
function TripPlannerTestRoute() {
  useDocumentTitle("Trip planner test");
  const { user } = useSession();
  const [cards, setCards] = useState<PlannerCard[]>(() => SAMPLE_CARDS.map(cardFromServer));
  const [announcement, setAnnouncement] = useState("");
  const [placesFor, setPlacesFor] = useState<string | null>(null);
  const plannerHeading = useId();
  const pageHeading = useId();

  const addPlace = (place: Place) => {
    setCards((current) =>
      current.map((card) =>
        card.key === placesFor && card.items.length < CARD_ITEMS_MAX
          ? {
              ...card,
              items: [
                ...card.items,
                {
                  id: localId(),
                  title: place.name.slice(0, 300),
                  link: "",
                  notes: (place.formatted_address || place.vicinity).slice(0, 5000),
                  imageUploadId: null,
                  type: place.category,
                  data: { lat: place.lat, lng: place.lng },
                },
              ],
            }
          : card,
      ),
    );
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Trip planner test</h1>
      <p className="mt-2 max-w-prose text-slate-700">
        An internal page for visual checks: sample cards of all {CARD_TYPES.length} card types with
        sample content. Changes here are not saved.
      </p>

      <section aria-labelledby={plannerHeading} className="mt-10">
        <h2 id={plannerHeading} className="text-2xl font-bold tracking-tight text-slate-900">
          Planner cards
        </h2>
        <div className="mt-4 max-w-3xl">
          <CardList
            cards={cards}
            signedIn={user !== null}
            onPatch={(key, patch) =>
              setCards((current) =>
                current.map((card) =>
                  card.key === key ? { ...card, ...patch, rev: card.rev + 1 } : card,
                ),
              )
            }
            onDelete={(key) => setCards((current) => current.filter((card) => card.key !== key))}
            onMove={(key, toIndex) =>
              setCards((current) => {
                const from = current.findIndex((card) => card.key === key);
                if (from === -1) return current;
                const next = [...current];
                const [moved] = next.splice(from, 1);
                next.splice(toIndex, 0, moved!);
                return next;
              })
            }
            onFindPlaces={setPlacesFor}
            onAnnounce={setAnnouncement}
          />
        </div>
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </section>

      <section aria-labelledby={pageHeading} className="mt-16">
        <h2 id={pageHeading} className="text-2xl font-bold tracking-tight text-slate-900">
          On the trip page
        </h2>
        <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0">
            <TripSections
              cards={cards.map((card, order) => ({ ...card, id: card.key, order }))}
              showPrivate
              hideEmpty={false}
            />
          </div>
          <aside aria-label="Sample budget">
            <BudgetTotals cards={cards.map((card) => ({ ...card, id: card.key }))} />
          </aside>
        </div>
      </section>

      <PlacesFinder
        open={placesFor !== null}
        onOpenChange={(open) => {
          if (!open) setPlacesFor(null);
        }}
        location={SAMPLE_LOCATION}
        onAdd={addPlace}
      />
    </div>
  );
}

export { TripPlannerTestRoute as Component };
