import { CONTENT_MESSAGES } from "@field-commons/shared/content";
import { CARD_ITEMS_MAX, TRIP_CARDS_MAX, TRIP_MESSAGES } from "@field-commons/shared/trips";
import type {
  CardType,
  CopilotSuggestion,
  TripTemplate,
  TripWithCards,
} from "@field-commons/shared/trips";
import { hasContributorRights } from "@field-commons/shared/users";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { Message } from "../../../components/ui/message";
import { Skeleton } from "../../../components/ui/skeleton";
import { ApiError } from "../../../lib/api-client";
import { useAccountPanel } from "../../../lib/account-panel";
import { useSession } from "../../../lib/session/use-session";
import { UpgradeModal } from "../../../components/upgrade/upgrade-modal";
import { UnsavedChangesGuard } from "../../../components/form/unsaved-changes-guard";
import { myTripsQueryOptions } from "../api/my-trips";
import { getTrip } from "../api/trips";
import { useNarrowScreen } from "../hooks/use-narrow-screen";
import { usePublishAction } from "../hooks/use-publish-action";
import { useTripStore } from "../hooks/use-trip-store";
import { useTripSync } from "../hooks/use-trip-sync";
import { suggestionAddition } from "../utils/copilot-actions";
import { localId } from "../utils/ids";
import { clearLocalDraft, readLocalDraft, writeLocalDraft } from "../utils/local-draft";
import { placeItem } from "../utils/place-item";
import type { PlaceToAdd } from "../utils/place-item";
import {
  displayTitle,
  hasUnsavedChanges,
  newCard,
  newLocalTrip,
  normaliseContent,
  placeLine,
  templateCardsToAdd,
  toCopilotInput,
  tripFromServer,
  tripFromTemplate,
} from "../utils/planner-model";
import type { PlannerCard, PlannerTrip } from "../utils/planner-model";
import { AddCardDialog } from "./add-card-dialog";
import { CardList } from "./card-list";
import { EditTripDialog } from "./edit-trip-dialog";
import { PlannerActionBar } from "./planner-action-bar";
import { PublishPanel } from "./publish-panel";
import { TripHero } from "./trip-hero";
import { TripStats } from "./trip-stats";

// The map (Leaflet) and the dialogs that fetch their own data load when first needed.
const TripsMap = lazy(() => import("./trips-map"));
const TemplateChooser = lazy(() =>
  import("./template-chooser").then((m) => ({ default: m.TemplateChooser })),
);
const PlacesFinder = lazy(() =>
  import("./places-finder").then((m) => ({ default: m.PlacesFinder })),
);
const CopilotPanel = lazy(() =>
  import("./copilot-panel").then((m) => ({ default: m.CopilotPanel })),
);
const SaveTemplateDialog = lazy(() =>
  import("./save-template-dialog").then((m) => ({ default: m.SaveTemplateDialog })),
);
const SavedTripsSelector = lazy(() =>
  import("./saved-trips-selector").then((m) => ({ default: m.SavedTripsSelector })),
);

type Panel = "edit" | "trips" | "copilot" | "template" | "add" | "places" | "save-template";
type Phase = "waiting" | "loading" | "ready" | "error";

/** The last session and trip parameter the load flow acted on. */
interface Handled {
  userId: string | null;
  param: string | null;
}

export const PLANNER_TEXTS = {
  tripNotFound: `${TRIP_MESSAGES.tripNotFound}. A new trip has been started instead.`,
  signInToOpen: "Sign in to open the saved trip in this link.",
  cardsHeading: "Section Cards",
  addCard: "Add Section Card",
  noCards: "No section cards yet",
  noCardsText: "Add a section card for each part of the trip: travel, places, interviews, notes.",
  cardsFull: `A trip can have up to ${TRIP_CARDS_MAX} section cards.`,
  expandAll: "Expand all",
  collapseAll: "Collapse all",
} as const;

/** The notice after a template's cards were added to the open trip. */
export function templateAppliedText(count: number, templateName: string): string {
  return count === 0
    ? `No cards from “${templateName}” were added: the trip already has ${TRIP_CARDS_MAX} cards.`
    : `Added ${count} ${count === 1 ? "card" : "cards"} from “${templateName}” to this trip.`;
}

function PlannerSkeleton() {
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8" aria-busy="true">
      <p className="sr-only" role="status">
        Loading the trip planner…
      </p>
      <Skeleton className="h-64 w-full rounded-xl" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/**
 * The trip planner (/trip-planner and /publish/field-work). Load flow (spec 2,
 * section 4): ?trip={id} and signed in loads that trip (a 404 clears the
 * parameter and starts a new trip); signed in without it offers the saved
 * trips when there are any; otherwise a local trip. Signed out, the trip is
 * kept in this browser; signing in saves it to the account.
 */
export function TripPlanner() {
  const [params, setParams] = useSearchParams();
  const tripParam = params.get("trip");
  const session = useSession();
  const accountPanel = useAccountPanel();
  const queryClient = useQueryClient();
  const known = session.isConfirmed || session.status === "anonymous";
  const userId = known ? (session.user?.id ?? null) : undefined;
  const signedIn = typeof userId === "string";

  const { trip, actions } = useTripStore(() => readLocalDraft() ?? newLocalTrip());
  const [phase, setPhase] = useState<Phase>("waiting");
  const [notice, setNotice] = useState<string | null>(null);
  const [panel, setPanel] = useState<Panel | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<Panel>>(() => new Set());
  const [placesCard, setPlacesCard] = useState<string | null>(null);
  const [upgradeReason, setUpgradeReason] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [reloadCount, setReloadCount] = useState(0);
  /** Who wrote the saved trip open here (Save as Template is for the author only). */
  const [tripAuthor, setTripAuthor] = useState<{ tripId: string; authorId: string } | null>(null);
  const handled = useRef<Handled | null>(null);
  const loading = useRef<AbortController | null>(null);
  const focusAfterRender = useRef<string | "add" | null>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const signInRef = useRef<HTMLButtonElement>(null);
  const narrow = useNarrowScreen();
  /** On a phone, cards start folded; what is opened there is not saved with the card. */
  const [phoneFolds, setPhoneFolds] = useState<Readonly<Record<string, boolean>>>({});

  const open = useCallback((next: Panel) => {
    setOpened((current) => (current.has(next) ? current : new Set([...current, next])));
    setPanel(next);
  }, []);

  /** Sets or removes ?trip= without the load flow acting on it again. */
  const setTripParam = useCallback(
    (id: string | null, user: string | null) => {
      handled.current = { userId: user, param: id };
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set("trip", id);
          else next.delete("trip");
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const userIdRef = useRef(userId);
  useEffect(() => {
    userIdRef.current = userId;
  }, [userId]);

  const { saveState, actions: sync } = useTripSync(actions, {
    onCreated: (saved) => {
      clearLocalDraft();
      if (saved.serverId && userIdRef.current) {
        setTripAuthor({ tripId: saved.serverId, authorId: userIdRef.current });
      }
      setTripParam(saved.serverId, userIdRef.current ?? null);
    },
    onLimitReached: (message) => setUpgradeReason(message),
    onSignInNeeded: () => accountPanel.open("login"),
  });

  const replaceTrip = useCallback(
    (next: PlannerTrip) => {
      actions.replace(next);
      sync.resetStatus();
    },
    [actions, sync],
  );

  // The load flow.
  useEffect(() => {
    if (userId === undefined) return;
    const previous = handled.current;
    if (previous && previous.userId === userId && previous.param === tripParam) return;
    const key: Handled = { userId, param: tripParam };
    handled.current = key;
    loading.current?.abort();
    loading.current = null;

    const load = async (id: string) => {
      const controller = new AbortController();
      loading.current = controller;
      setPhase("loading");
      setNotice(null);
      try {
        const data = await getTrip(id, controller.signal);
        setTripAuthor({ tripId: data.trip.id, authorId: data.trip.author.id });
        replaceTrip(tripFromServer(data));
        setPhase("ready");
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
          setTripParam(null, userId);
          replaceTrip(newLocalTrip());
          setNotice(PLANNER_TEXTS.tripNotFound);
          setPhase("ready");
          return;
        }
        console.error("Trip load failed", error);
        // Let Try Again run the flow once more.
        handled.current = previous;
        setPhase("error");
      }
    };

    if (userId === null) {
      // Signed out (or signed out here): the trip lives in this browser.
      if (previous?.userId) replaceTrip(readLocalDraft() ?? newLocalTrip());
      setNotice(tripParam ? PLANNER_TEXTS.signInToOpen : null);
      setPhase("ready");
      return;
    }

    if (tripParam) {
      if (actions.get().serverId === tripParam) setPhase("ready");
      else void load(tripParam);
      return;
    }

    setNotice(null);
    setPhase("ready");
    if (previous && previous.userId === null) {
      // Signed in from the planner: the local trip is saved to the account.
      if (actions.get().serverId === null) void sync.save();
    } else if (previous === null) {
      // Arrived signed in: offer the saved trips, if there are any.
      void queryClient
        .fetchInfiniteQuery(myTripsQueryOptions())
        .then((data) => {
          if (handled.current === key && (data.pages[0]?.items.length ?? 0) > 0) {
            open("trips");
          }
        })
        .catch((error: unknown) => console.error("Could not list your trips", error));
    } else if (actions.get().serverId !== null) {
      // The parameter was removed (for example the planner link in the menu): a new trip.
      replaceTrip(newLocalTrip());
    }
  }, [userId, tripParam, reloadCount, actions, sync, queryClient, open, replaceTrip, setTripParam]);

  useEffect(() => () => loading.current?.abort(), []);

  // Signed out, the local trip is kept in this browser.
  useEffect(() => {
    if (userId === null && trip.serverId === null) writeLocalDraft(trip);
  }, [userId, trip]);

  // A saved trip with unsaved changes ('Unsaved changes'): ask before the page is left.
  const unsaved = hasUnsavedChanges(trip);
  const guardLeaving = signedIn && trip.serverId !== null && unsaved;

  // Keyboard focus after a card was added or deleted.
  useEffect(() => {
    const target = focusAfterRender.current;
    if (!target) return;
    focusAfterRender.current = null;
    if (target === "add") {
      addButtonRef.current?.focus();
      return;
    }
    const handle = document.querySelector<HTMLButtonElement>(
      `[data-card-key="${CSS.escape(target)}"] button[aria-label^="Reorder"]`,
    );
    handle?.focus();
  }, [trip.cards]);

  const addCard = (
    cardType: CardType,
    overrides?: Parameters<typeof newCard>[1],
    { focus = true }: { focus?: boolean } = {},
  ) => {
    if (actions.get().cards.length >= TRIP_CARDS_MAX) return;
    const card = newCard(cardType, overrides);
    actions.addCard(card);
    // A card just added is shown open, also on a phone.
    setPhoneFolds((folds) => ({ ...folds, [card.key]: false }));
    if (focus) focusAfterRender.current = card.key;
    setAnnouncement(`${card.title} card added.`);
    void sync.syncNewCards();
  };

  const isCollapsed = (card: PlannerCard) =>
    narrow ? (phoneFolds[card.key] ?? true) : card.isCollapsed;

  const toggleCollapsed = (key: string) => {
    const card = actions.get().cards.find((c) => c.key === key);
    if (!card) return;
    if (narrow) setPhoneFolds((folds) => ({ ...folds, [key]: !(folds[key] ?? true) }));
    else actions.patchCard(key, { isCollapsed: !card.isCollapsed });
  };

  /** 'Expand all' / 'Collapse all'. */
  const setAllCollapsed = (collapsed: boolean) => {
    const cards = actions.get().cards;
    if (narrow) {
      setPhoneFolds(Object.fromEntries(cards.map((c) => [c.key, collapsed])));
    } else {
      for (const card of cards) {
        if (card.isCollapsed !== collapsed) actions.patchCard(card.key, { isCollapsed: collapsed });
      }
    }
    setAnnouncement(collapsed ? "All cards collapsed." : "All cards expanded.");
  };

  /** The copilot's "Add to trip": checklist items, or a card of the matching type. */
  const addSuggestion = (suggestion: CopilotSuggestion) => {
    const addition = suggestionAddition(suggestion);
    if (!addition) return;
    if (addition.kind === "checklist") {
      const content = normaliseContent("checklist", {
        items: addition.items.map((text) => ({ id: localId(), text, done: false })),
      });
      // An empty checklist already in the trip is filled rather than doubled.
      const empty = actions
        .get()
        .cards.find(
          (c) =>
            c.cardType === "checklist" &&
            c.items.length === 0 &&
            !(Array.isArray(c.content.items) && c.content.items.length > 0),
        );
      if (empty) {
        actions.patchCard(empty.key, { content: { ...empty.content, ...content } });
        setPhoneFolds((folds) => ({ ...folds, [empty.key]: false }));
        setAnnouncement(`${addition.items.length} checklist items added to ${empty.title}.`);
        return;
      }
      addCard("checklist", { title: addition.title, content }, { focus: false });
      return;
    }
    addCard(
      addition.cardType,
      {
        title: addition.title,
        content: normaliseContent(addition.cardType, addition.content),
        items: addition.items,
      },
      { focus: false },
    );
  };

  /** Adds a template's cards to the open trip (a saved trip keeps its place, dates and cards). */
  const applyTemplateHere = (template: TripTemplate) => {
    const cards = templateCardsToAdd(template, actions.get().cards.length);
    for (const card of cards) actions.addCard(card);
    // The notice is a status message: it is announced too.
    setNotice(templateAppliedText(cards.length, template.name));
    if (cards.length > 0) void sync.syncNewCards();
  };

  const deleteCard = (key: string) => {
    const cards = actions.get().cards;
    const index = cards.findIndex((c) => c.key === key);
    const card = cards[index];
    if (!card) return;
    const neighbour = cards[index + 1] ?? cards[index - 1];
    actions.removeCard(key);
    focusAfterRender.current = neighbour ? neighbour.key : "add";
    setAnnouncement(`${card.title} card deleted.`);
    void sync.syncRemovals();
  };

  const moveCard = (key: string, toIndex: number) => {
    actions.moveCard(key, toIndex);
    void sync.syncOrder();
  };

  const addPlace = (place: PlaceToAdd) => {
    const key = placesCard;
    const card = actions.get().cards.find((c) => c.key === key);
    if (!card || card.items.length >= CARD_ITEMS_MAX) return;
    actions.patchCard(card.key, { items: [...card.items, placeItem(place)] });
    setAnnouncement(`${place.name} added to ${card.title}.`);
  };

  const applyTemplate = (
    result: { trip: TripWithCards } | { local: TripTemplate } | { apply: TripTemplate },
  ) => {
    setNotice(null);
    if ("apply" in result) {
      applyTemplateHere(result.apply);
      return;
    }
    if ("trip" in result) {
      setTripAuthor({ tripId: result.trip.trip.id, authorId: result.trip.trip.author.id });
      replaceTrip(tripFromServer(result.trip));
      setTripParam(result.trip.trip.id, userId ?? null);
      return;
    }
    replaceTrip(tripFromTemplate(result.local, actions.get()));
    if (tripParam) setTripParam(null, userId ?? null);
  };

  const selectTrip = (id: string) => {
    if (id === actions.get().serverId) return;
    setParams({ trip: id });
  };

  const startNewTrip = () => {
    setNotice(null);
    setTripParam(null, userId ?? null);
    replaceTrip(newLocalTrip());
  };

  const copilotInput = useMemo(() => toCopilotInput(trip), [trip]);
  const publishAction = usePublishAction(trip, sync.publish);

  if (phase === "waiting" || phase === "loading") return <PlannerSkeleton />;

  if (phase === "error") {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <EmptyState
          headingLevel={1}
          title={CONTENT_MESSAGES.oops}
          description={TRIP_MESSAGES.tripFetchFailed}
          action={
            <>
              <Button onClick={() => setReloadCount((n) => n + 1)}>Try Again</Button>
              <Button variant="secondary" onClick={startNewTrip}>
                Start a New Trip
              </Button>
            </>
          }
        />
      </div>
    );
  }

  const cardsFull = trip.cards.length >= TRIP_CARDS_MAX;
  const anyCollapsed = trip.cards.some(isCollapsed);
  const saveTrip = () => void sync.save();
  const signIn = () => accountPanel.open("login", { returnFocusTo: signInRef.current });
  const isAuthor =
    signedIn &&
    trip.serverId !== null &&
    tripAuthor?.tripId === trip.serverId &&
    tripAuthor.authorId === userId;

  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-6 sm:py-10">
      {notice ? (
        <Message tone="info" className="flex flex-wrap items-center justify-between gap-3">
          <span>{notice}</span>
          {notice === PLANNER_TEXTS.signInToOpen ? (
            <Button size="sm" onClick={() => accountPanel.open("login")}>
              Sign In
            </Button>
          ) : null}
        </Message>
      ) : null}

      <TripHero
        trip={trip}
        signedIn={signedIn}
        unsaved={unsaved}
        saveState={saveState}
        signInRef={signInRef}
        onMyTrips={() => open("trips")}
        onEdit={() => open("edit")}
        onCopilot={() => open("copilot")}
        onTemplate={() => open("template")}
        onSaveTemplate={isAuthor ? () => open("save-template") : undefined}
        onSave={saveTrip}
        onSignIn={signIn}
      />

      <TripStats trip={trip} />

      <section aria-labelledby="section-cards-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="section-cards-heading" className="text-2xl font-semibold text-slate-900">
            {PLANNER_TEXTS.cardsHeading}
          </h2>
          <div className="flex flex-wrap gap-2">
            {trip.cards.length > 0 ? (
              <Button variant="secondary" onClick={() => setAllCollapsed(!anyCollapsed)}>
                {anyCollapsed ? PLANNER_TEXTS.expandAll : PLANNER_TEXTS.collapseAll}
              </Button>
            ) : null}
            <Button ref={addButtonRef} disabled={cardsFull} onClick={() => open("add")}>
              {PLANNER_TEXTS.addCard}
            </Button>
          </div>
        </div>
        {cardsFull ? <p className="text-sm text-slate-600">{PLANNER_TEXTS.cardsFull}</p> : null}
        {trip.cards.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={PLANNER_TEXTS.noCards}
            description={PLANNER_TEXTS.noCardsText}
          />
        ) : (
          <CardList
            cards={trip.cards}
            tripId={signedIn ? trip.serverId : null}
            isCollapsed={isCollapsed}
            onToggleCollapsed={toggleCollapsed}
            signedIn={signedIn}
            onPatch={actions.patchCard}
            onDelete={deleteCard}
            onMove={moveCard}
            onFindPlaces={(key) => {
              setPlacesCard(key);
              open("places");
            }}
            onAnnounce={setAnnouncement}
          />
        )}
      </section>

      <PublishPanel trip={trip} action={publishAction} />

      <Suspense fallback={<Skeleton className="h-[500px] w-full" />}>
        <TripsMap />
      </Suspense>

      <p role="status" className="sr-only">
        {announcement}
      </p>

      <EditTripDialog
        open={panel === "edit"}
        onOpenChange={(isOpen) => setPanel(isOpen ? "edit" : null)}
        envelope={trip.envelope}
        signedIn={signedIn}
        onApply={actions.setEnvelope}
      />
      <AddCardDialog
        open={panel === "add"}
        onOpenChange={(isOpen) => setPanel(isOpen ? "add" : null)}
        onAdd={(type) => addCard(type)}
        onAddCustom={({ title, description }) =>
          addCard("custom", { title, content: { description } })
        }
      />
      <Suspense fallback={null}>
        {opened.has("template") ? (
          <TemplateChooser
            open={panel === "template"}
            onOpenChange={(isOpen) => setPanel(isOpen ? "template" : null)}
            signedIn={signedIn}
            openTrip={
              signedIn && trip.serverId
                ? { title: displayTitle(trip.envelope), cardCount: trip.cards.length }
                : null
            }
            limitedPlan={!hasContributorRights(session.user)}
            onUseTemplate={applyTemplate}
          />
        ) : null}
        {opened.has("copilot") ? (
          <CopilotPanel
            open={panel === "copilot"}
            onOpenChange={(isOpen) => setPanel(isOpen ? "copilot" : null)}
            trip={copilotInput}
            onAddSuggestion={addSuggestion}
          />
        ) : null}
        {opened.has("places") ? (
          <PlacesFinder
            open={panel === "places"}
            onOpenChange={(isOpen) => setPanel(isOpen ? "places" : null)}
            location={placeLine(trip.envelope)}
            onAdd={addPlace}
          />
        ) : null}
        {isAuthor && trip.serverId && opened.has("save-template") ? (
          <SaveTemplateDialog
            open={panel === "save-template"}
            onOpenChange={(isOpen) => setPanel(isOpen ? "save-template" : null)}
            tripId={trip.serverId}
            tripTitle={displayTitle(trip.envelope)}
            unsaved={unsaved}
            saveTrip={sync.save}
            onShowTemplates={() => open("template")}
          />
        ) : null}
        {signedIn && opened.has("trips") ? (
          <SavedTripsSelector
            open={panel === "trips"}
            onOpenChange={(isOpen) => setPanel(isOpen ? "trips" : null)}
            onSelect={selectTrip}
            onNew={startNewTrip}
          />
        ) : null}
      </Suspense>
      <UpgradeModal
        open={upgradeReason !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setUpgradeReason(null);
        }}
        reason={upgradeReason ?? undefined}
        onSuccess={() => {
          setUpgradeReason(null);
          void sync.save();
        }}
      />
      <UnsavedChangesGuard when={guardLeaving} />
      {narrow ? (
        <PlannerActionBar
          signedIn={signedIn}
          saveState={saveState}
          onSave={saveTrip}
          onSignIn={signIn}
          previewHref={trip.serverId ? `/trip/${trip.serverId}` : null}
          publish={publishAction}
          published={trip.status === "pending" || trip.status === "published"}
        />
      ) : null}
    </div>
  );
}
