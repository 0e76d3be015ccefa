import {
  PROCESSING_STATUSES,
  RECORDING_MESSAGES,
  RECORDING_SORTS,
  RECORDING_SORT_LABELS,
  RECORDING_TYPES,
  RECORDING_TYPE_LABELS,
  formatDuration,
} from "@field-commons/shared/recordings";
import type { RecordingSort, RecordingSummary } from "@field-commons/shared/recordings";
import { useQueryClient } from "@tanstack/react-query";
import { Suspense, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { lazyDialog } from "../../../components/errors/lazy-component";
import { UnsavedChangesGuard } from "../../../components/form/unsaved-changes-guard";
import { Button, buttonStyles } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { Label } from "../../../components/ui/label";
import { Message } from "../../../components/ui/message";
import { Pagination } from "../../../components/ui/pagination";
import { SearchBox } from "../../../components/ui/search-box";
import { Select } from "../../../components/ui/select";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useToast } from "../../../components/ui/toast";
import { useAccountPanel } from "../../../lib/account-panel";
import { ApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { deviceDb } from "../../../lib/offline/device-db";
import { useSession } from "../../../lib/session/use-session";
import { recordingKeys, useRecording, useRecordings } from "../api/recordings-api";
import { useRecordingFilters } from "../hooks/use-recording-filters";
import type { RecordingListParams } from "../api/recordings-api";
import { NO_CONSENT, defaultRecordingTitle } from "../utils/defaults";
import type { RecorderDraft } from "../utils/recorder-draft";
import { STATUS_LABELS, shownStatus } from "../utils/status";
import { takeStore } from "../utils/take-store";
import { RecordingCard, RecordingCardSkeleton } from "./recording-card";
import { WaitingTakes } from "./waiting-takes";

const RecorderModal = lazyDialog(() =>
  import("./recorder-modal").then((m) => ({ default: m.RecorderModal })),
);
const EditorModal = lazyDialog(() =>
  import("./recording-editor").then((m) => ({ default: m.EditorModal })),
);

const GRID = "grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3";

function FilterSelect({
  label,
  value,
  all,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  all: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        className="mt-1"
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

const TYPE_OPTIONS = RECORDING_TYPES.map((value) => ({
  value,
  label: RECORDING_TYPE_LABELS[value],
}));
const STATUS_OPTIONS = PROCESSING_STATUSES.map((value) => ({
  value,
  label: STATUS_LABELS[shownStatus(value)],
}));
const VISIBILITY_OPTIONS = [
  { value: "private", label: "Private" },
  { value: "public", label: "Public" },
];

/**
 * /recordings: New Recording (the recorder), search, filters for type,
 * status and visibility, sort, the cards (12 a page) with Previous and Next
 * when there is more than one page, and the editor for the owner's cards.
 * Filters, sort and page live in the URL.
 */
export function RecordingsHub() {
  useDocumentTitle("Recordings");
  const sortId = useId();
  const session = useSession();
  const panel = useAccountPanel();
  const newButton = useRef<HTMLButtonElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const { state, update, setPage, onSearch } = useRecordingFilters();
  const recordings = useRecordings(state);
  const [recorderOpen, setRecorderOpen] = useState(false);
  // A take recorded but not uploaded: kept here while the recorder is closed.
  const [take, setTake] = useState<RecorderDraft | null>(null);
  // A take this device kept from an earlier visit (a closed tab, a crash, no network).
  const [recovered, setRecovered] = useState<{ seconds: number; startedAt: number } | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const signedIn = session.status === "authenticated";
  const isAdmin = session.user?.isAdmin === true;
  const queryClient = useQueryClient();
  const toast = useToast();

  // The recording in the editor (the editor reads the same query). When it is gone (deleted,
  // made private or unpublished since the cards were loaded) nothing is selected any more:
  // the editor says so, and the cards are loaded again.
  const edited = useRecording(editing);
  const gone = edited.error instanceof ApiError && edited.error.status === 404;
  useEffect(() => {
    if (!gone) return;
    toast.show({ title: "That recording is no longer available." });
    void queryClient.invalidateQueries({ queryKey: [...recordingKeys.all, "list"] });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per recording gone
  }, [gone, editing]);

  const userId = session.user?.id ?? null;
  useEffect(() => {
    const db = deviceDb();
    if (!userId || !db) return;
    let cancelled = false;
    takeStore(db)
      .latest(userId)
      .then((found) => {
        if (cancelled || !found) return;
        setTake(
          (current) =>
            current ?? {
              blob: found.blob,
              seconds: found.seconds,
              title: found.details?.title ?? defaultRecordingTitle(),
              privacy: found.details?.privacy ?? "private",
              consent: found.details?.consent ?? NO_CONSENT,
              takeId: found.id,
            },
        );
        setRecovered({ seconds: found.seconds, startedAt: found.startedAt });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [userId]);

  const openRecorder = () => {
    if (!signedIn) {
      panel.open("login", {
        reason: "Sign in to record",
        returnFocusTo: newButton.current,
        onSignedIn: () => setRecorderOpen(true),
      });
      return;
    }
    setRecorderOpen(true);
  };

  const goToPage = (page: number) => {
    setPage(page);
    resultsHeading.current?.scrollIntoView?.({ block: "start" });
    resultsHeading.current?.focus({ preventScroll: true });
  };

  const canEdit = (recording: RecordingSummary) => recording.isOwner || isAdmin;
  const visibility =
    state.isPrivate === "true" ? "private" : state.isPrivate === "false" ? "public" : undefined;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Recordings
          </h1>
          <p className="mt-2 max-w-2xl text-lg text-pretty text-slate-700">
            Record or upload interviews and field notes, get a transcript and an analysis, and
            correct them.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {signedIn ? (
            <Link to="/publish/recording" className={buttonStyles({ variant: "secondary" })}>
              Upload a File
            </Link>
          ) : null}
          <Button ref={newButton} onClick={openRecorder}>
            New Recording
          </Button>
        </div>
      </header>

      {userId ? <WaitingTakes ownerId={userId} /> : null}
      {recovered && take?.takeId ? (
        <Message tone="info" className="mt-6">
          <span>
            A recording of {formatDuration(recovered.seconds)} made on this device on{" "}
            {new Date(recovered.startedAt).toLocaleString("en-US", {
              dateStyle: "medium",
              timeStyle: "short",
            })}{" "}
            was not uploaded. It is kept here until you upload or delete it.
          </span>{" "}
          <Button
            variant="secondary"
            size="sm"
            className="mt-2 sm:mt-0 sm:ml-2"
            onClick={openRecorder}
          >
            Open Recording
          </Button>
        </Message>
      ) : null}

      <section
        aria-label="Search and filters"
        className="mt-8 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <SearchBox
          label="Search recordings"
          value={state.search}
          onSearch={onSearch}
          placeholder="Title, description or keyword"
        />
        <div className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <FilterSelect
            label="Type"
            all="All types"
            value={state.type}
            options={TYPE_OPTIONS}
            onChange={(type) => update({ type: type as RecordingListParams["type"] })}
          />
          <FilterSelect
            label="Status"
            all="All statuses"
            value={state.status}
            options={STATUS_OPTIONS}
            onChange={(status) => update({ status: status as RecordingListParams["status"] })}
          />
          <FilterSelect
            label="Visibility"
            all="All"
            value={visibility}
            options={VISIBILITY_OPTIONS}
            onChange={(value) =>
              update({
                isPrivate: value === "private" ? "true" : value === "public" ? "false" : undefined,
              })
            }
          />
          <div className="min-w-0">
            <Label htmlFor={sortId}>Sort by</Label>
            <Select
              id={sortId}
              className="mt-1"
              value={state.sortBy}
              onChange={(event) => update({ sortBy: event.target.value as RecordingSort })}
            >
              {RECORDING_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {RECORDING_SORT_LABELS[sort]}
                </option>
              ))}
            </Select>
          </div>
        </div>
      </section>

      <h2
        ref={resultsHeading}
        tabIndex={-1}
        className="mt-8 scroll-mt-24 text-xl font-semibold text-slate-900 focus-visible:outline-none"
      >
        All recordings
      </h2>
      <p role="status" className="text-sm text-slate-700">
        {recordings.data
          ? recordings.data.total > 0
            ? `${recordings.data.total} ${recordings.data.total === 1 ? "recording" : "recordings"}`
            : ""
          : recordings.isPending
            ? "Loading recordings…"
            : ""}
      </p>

      <div className="mt-4">
        {recordings.isPending ? (
          <div aria-busy="true" className={GRID}>
            {Array.from({ length: 6 }, (_, index) => (
              <RecordingCardSkeleton key={index} />
            ))}
          </div>
        ) : recordings.isError && !recordings.data ? (
          <div
            role="alert"
            className="flex flex-col items-center rounded-lg border border-red-300 bg-danger-soft px-6 py-12 text-center"
          >
            <h3 className="text-xl font-semibold text-danger">Error loading recordings</h3>
            <p className="mt-2 text-danger">The recordings could not be loaded.</p>
            <Button
              variant="secondary"
              className="mt-6"
              isBusy={recordings.isFetching}
              onClick={() => void recordings.refetch()}
            >
              Try Again
            </Button>
          </div>
        ) : recordings.data && recordings.data.recordings.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={RECORDING_MESSAGES.empty}
            description={
              state.search || state.type || state.status || state.isPrivate
                ? "Try another search or fewer filters."
                : "Record something new or upload a file."
            }
            action={<Button onClick={openRecorder}>New Recording</Button>}
          />
        ) : recordings.data ? (
          <div aria-busy={recordings.isPlaceholderData || undefined}>
            <ul
              aria-label="Recordings"
              className={cn(GRID, recordings.isPlaceholderData && "opacity-60")}
            >
              {recordings.data.recordings.map((recording) => (
                <li key={recording.id}>
                  <RecordingCard
                    recording={recording}
                    onEdit={canEdit(recording) ? (r) => setEditing(r.id) : undefined}
                  />
                </li>
              ))}
            </ul>
            <Pagination
              className="mt-8"
              page={recordings.data.page}
              pages={recordings.data.totalPages}
              onPageChange={goToPage}
              label="Recording pages"
            />
          </div>
        ) : null}
      </div>

      {recorderOpen ? (
        <Suspense fallback={null}>
          <RecorderModal
            open={recorderOpen}
            onOpenChange={setRecorderOpen}
            draft={take}
            onDraftChange={setTake}
          />
        </Suspense>
      ) : null}
      {/* While the recorder is open, its dialog asks before the page is left. */}
      {/* A take kept on the device survives leaving the page; one kept only in memory does not. */}
      <UnsavedChangesGuard when={take !== null && !take.takeId && !recorderOpen} />
      {editing ? (
        <Suspense fallback={null}>
          <EditorModal
            recordingId={gone ? null : editing}
            open
            onOpenChange={(open) => {
              if (!open) setEditing(null);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
