import type { TripTemplate, TripWithCards } from "@field-commons/shared/trips";
import { hasContributorRights } from "@field-commons/shared/users";
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { lazyComponent, lazyDialog } from "../../../components/errors/lazy-component";
import { Skeleton } from "../../../components/ui/skeleton";
import { useAccountPanel } from "../../../lib/account-panel";
import { useSession } from "../../../lib/session/use-session";
import { UpgradeModal } from "../../../components/upgrade/upgrade-modal";
import { UnsavedChangesGuard } from "../../../components/form/unsaved-changes-guard";
import { useCardCommands } from "../hooks/use-card-commands";
import { useCardFocus } from "../hooks/use-card-focus";
import { useCardFolds } from "../hooks/use-card-folds";
import { useDeviceCopy } from "../hooks/use-device-copy";
import { useNarrowScreen } from "../hooks/use-narrow-screen";
import { usePlannerPanels } from "../hooks/use-planner-panels";
import { usePublishAction } from "../hooks/use-publish-action";
import { useTripLoad } from "../hooks/use-trip-load";
import type { TripAuthor } from "../hooks/use-trip-load";
import { useTripParam } from "../hooks/use-trip-param";
import { useTripStore } from "../hooks/use-trip-store";
import { useTripSync } from "../hooks/use-trip-sync";
import { clearLocalDraft, readLocalDraft } from "../utils/local-draft";
import {
  displayTitle,
  hasUnsavedChanges,
  newLocalTrip,
  placeLine,
  toCopilotInput,
  tripFromServer,
  tripFromTemplate,
} from "../utils/planner-model";
import type { PlannerTrip } from "../utils/planner-model";
import { AddCardDialog } from "./add-card-dialog";
import { EditTripDialog } from "./edit-trip-dialog";
import { PlannerActionBar } from "./planner-action-bar";
import { PlannerLoadError, PlannerSkeleton } from "./planner-load-states";
import { PlannerNotice } from "./planner-notice";
import { PublishPanel } from "./publish-panel";
import { SectionCards } from "./section-cards";
import { TripHero } from "./trip-hero";
import { TripStats } from "./trip-stats";

// The map (Leaflet) and the dialogs that fetch their own data load when first needed.
const TripsMap = lazyComponent(() => import("./trips-map"));
const TemplateChooser = lazyDialog(() =>
  import("./template-chooser").then((m) => ({ default: m.TemplateChooser })),
);
const PlacesFinder = lazyDialog(() =>
  import("./places-finder").then((m) => ({ default: m.PlacesFinder })),
);
const CopilotPanel = lazyDialog(() =>
  import("./copilot-panel").then((m) => ({ default: m.CopilotPanel })),
);
const SaveTemplateDialog = lazyDialog(() =>
  import("./save-template-dialog").then((m) => ({ default: m.SaveTemplateDialog })),
);
const SavedTripsSelector = lazyDialog(() =>
  import("./saved-trips-selector").then((m) => ({ default: m.SavedTripsSelector })),
);

/**
 * The trip planner (/trip-planner and /publish/field-work): the trip's hero,
 * figures, section cards, publishing and map, with the dialogs around them.
 * Loading is useTripLoad's, saving useTripSync's.
 */
export function TripPlanner() {
  const session = useSession();
  const accountPanel = useAccountPanel();
  // With no network the account kept on this device is who works here (its trips are on the device too).
  const known = session.isConfirmed || session.isOffline || session.status === "anonymous";
  const userId = known ? (session.user?.id ?? null) : undefined;
  const signedIn = typeof userId === "string";

  const location = useTripParam();
  const { trip, actions } = useTripStore(() => readLocalDraft() ?? newLocalTrip());
  const panels = usePlannerPanels();
  const [upgradeReason, setUpgradeReason] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [tripAuthor, setTripAuthor] = useState<TripAuthor | null>(null);
  const signInRef = useRef<HTMLButtonElement>(null);
  const narrow = useNarrowScreen();
  const folds = useCardFolds(actions, narrow);

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
      location.setTripParam(saved.serverId, userIdRef.current ?? null);
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

  const { phase, notice, setNotice, retry } = useTripLoad({
    userId,
    location,
    trip,
    actions,
    sync,
    replaceTrip,
    onAuthor: setTripAuthor,
    open: panels.open,
  });

  const deviceCopy = useDeviceCopy(userId, trip, phase === "ready", sync.replay);

  // A saved trip with unsaved changes ('Unsaved changes'): ask before the page is left.
  const unsaved = hasUnsavedChanges(trip);
  const guardLeaving = signedIn && trip.serverId !== null && unsaved;

  const { addButtonRef, focusAfterRender } = useCardFocus(trip.cards);
  const cards = useCardCommands({
    actions,
    sync,
    unfold: folds.unfold,
    focusAfterRender,
    announce: setAnnouncement,
    setNotice,
  });

  const setAllCollapsed = (collapsed: boolean) => {
    folds.setAll(collapsed);
    setAnnouncement(collapsed ? "All cards collapsed." : "All cards expanded.");
  };

  const applyTemplate = (
    result: { trip: TripWithCards } | { local: TripTemplate } | { apply: TripTemplate },
  ) => {
    setNotice(null);
    if ("apply" in result) {
      cards.addTemplateCards(result.apply);
      return;
    }
    if ("trip" in result) {
      setTripAuthor({ tripId: result.trip.trip.id, authorId: result.trip.trip.author.id });
      replaceTrip(tripFromServer(result.trip));
      location.setTripParam(result.trip.trip.id, userId ?? null);
      return;
    }
    replaceTrip(tripFromTemplate(result.local, actions.get()));
    if (location.tripParam) location.setTripParam(null, userId ?? null);
  };

  const selectTrip = (id: string) => {
    if (id === actions.get().serverId) return;
    location.openTrip(id);
  };

  const startNewTrip = () => {
    setNotice(null);
    location.setTripParam(null, userId ?? null);
    replaceTrip(newLocalTrip());
  };

  const copilotInput = useMemo(() => toCopilotInput(trip), [trip]);
  const publishAction = usePublishAction(trip, sync.publish);

  if (phase === "waiting" || phase === "loading") return <PlannerSkeleton />;
  if (phase === "error") return <PlannerLoadError onRetry={retry} onNew={startNewTrip} />;

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
        <PlannerNotice notice={notice} onSignIn={() => accountPanel.open("login")} />
      ) : null}

      <TripHero
        trip={trip}
        signedIn={signedIn}
        unsaved={unsaved}
        saveState={saveState}
        signInRef={signInRef}
        onMyTrips={() => panels.open("trips")}
        onEdit={() => panels.open("edit")}
        onCopilot={() => panels.open("copilot")}
        onTemplate={() => panels.open("template")}
        onSaveTemplate={isAuthor ? () => panels.open("save-template") : undefined}
        onSave={saveTrip}
        onSignIn={signIn}
      />

      <TripStats trip={trip} />

      <SectionCards
        addButtonRef={addButtonRef}
        onAddCard={() => panels.open("add")}
        onSetAllCollapsed={setAllCollapsed}
        cards={trip.cards}
        tripId={signedIn ? trip.serverId : null}
        isCollapsed={folds.isCollapsed}
        onToggleCollapsed={folds.toggle}
        signedIn={signedIn}
        onPatch={actions.patchCard}
        onDelete={cards.deleteCard}
        onMove={cards.moveCard}
        onFindPlaces={(key) => {
          cards.findPlacesFor(key);
          panels.open("places");
        }}
        onAnnounce={setAnnouncement}
        onResolveConflict={(key, choice) => void sync.resolveConflict(key, choice)}
      />

      <PublishPanel trip={trip} action={publishAction} />

      <Suspense fallback={<Skeleton className="h-[500px] w-full" />}>
        <TripsMap />
      </Suspense>

      <p role="status" className="sr-only">
        {announcement}
      </p>

      <EditTripDialog
        {...panels.dialog("edit")}
        envelope={trip.envelope}
        signedIn={signedIn}
        onApply={actions.setEnvelope}
      />
      <AddCardDialog
        {...panels.dialog("add")}
        onAdd={(type) => cards.addCard(type)}
        onAddCustom={({ title, description }) =>
          cards.addCard("custom", { title, content: { description } })
        }
      />
      <Suspense fallback={null}>
        {panels.wasOpened("template") ? (
          <TemplateChooser
            {...panels.dialog("template")}
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
        {panels.wasOpened("copilot") ? (
          <CopilotPanel
            {...panels.dialog("copilot")}
            trip={copilotInput}
            onAddSuggestion={cards.addSuggestion}
          />
        ) : null}
        {panels.wasOpened("places") ? (
          <PlacesFinder
            {...panels.dialog("places")}
            location={placeLine(trip.envelope)}
            onAdd={cards.addPlace}
          />
        ) : null}
        {isAuthor && trip.serverId && panels.wasOpened("save-template") ? (
          <SaveTemplateDialog
            {...panels.dialog("save-template")}
            tripId={trip.serverId}
            tripTitle={displayTitle(trip.envelope)}
            unsaved={unsaved}
            saveTrip={sync.save}
            onShowTemplates={() => panels.open("template")}
          />
        ) : null}
        {signedIn && panels.wasOpened("trips") ? (
          <SavedTripsSelector
            {...panels.dialog("trips")}
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
      <UnsavedChangesGuard when={guardLeaving} onDiscard={deviceCopy.discard} />
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
