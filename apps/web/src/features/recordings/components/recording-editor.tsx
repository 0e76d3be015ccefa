import {
  RECORDING_MESSAGES,
  RECORDING_TYPE_LABELS,
  formatDuration,
  formatMegabytes,
} from "@field-commons/shared/recordings";
import type { ProcessStep, Recording } from "@field-commons/shared/recordings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Fragment, useCallback, useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Message } from "../../../components/ui/message";
import { ProgressBar } from "../../../components/ui/progress-bar";
import { Skeleton } from "../../../components/ui/skeleton";
import { useToast } from "../../../components/ui/toast";
import { ApiError } from "../../../lib/api-client";
import { useSession } from "../../../lib/session/use-session";
import {
  processRecording,
  recordingKeys,
  saveTranscript,
  updateRecording,
  useRecording,
} from "../api/recordings-api";
import { useAutosave } from "../hooks/use-autosave";
import { createFollowStore } from "../hooks/use-follow-along";
import { usePlaybackKeys } from "../hooks/use-playback-keys";
import type { TranscriptJumps } from "../hooks/use-playback-keys";
import { checkDraft, draftOf } from "../utils/editor-draft";
import type { EditorDraft, EditorErrors } from "../utils/editor-draft";
import { checkTranscript, segmentsOf, toEditLines } from "../utils/transcript-lines";
import type { EditLine } from "../utils/transcript-lines";
import { isWorking, statusText } from "../utils/status";
import { AnalysisEdit } from "./analysis-edit";
import { AnalysisView } from "./analysis-view";
import { MediaPlayer, seekTo } from "./media-player";
import { PublishRecordingButton } from "./publish-recording-button";
import { StatusIcon } from "./status-icon";
import type { LinesUpdate } from "./transcript-editor";
import { TranscriptSection } from "./transcript-section";

const REANALYSE: readonly ProcessStep[] = ["summarize", "keypoints"];
export const SUMMARIZE_AGAIN = "Summarize again";

/**
 * 'Process with AI' and the live status while the work runs; once completed,
 * the author can summarise the corrected transcript again.
 */
function ProcessPanel({ recording, canEdit }: { recording: Recording; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const process = useMutation({
    // Once transcribed, running it again analyses the (corrected) transcript only.
    mutationFn: (steps?: readonly ProcessStep[]) => processRecording(recording.id, steps),
    onSuccess: (accepted) => {
      queryClient.setQueryData<Recording>(recordingKeys.detail(recording.id), (current) =>
        current
          ? {
              ...current,
              processingStatus: accepted.processingStatus,
              processingProgress: accepted.processingProgress,
              processingError: null,
            }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: recordingKeys.all });
    },
  });
  const working = isWorking(recording.processingStatus);
  const failure =
    process.error instanceof ApiError && process.error.serverMessage
      ? process.error.serverMessage
      : process.error
        ? "Processing could not be started. Please try again."
        : null;
  if (recording.processingStatus === "completed" && !process.isPending) {
    const canReanalyse = canEdit && recording.consent.analyzed && recording.transcript.length > 0;
    if (!canReanalyse) return null;
    return (
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button size="sm" variant="secondary" onClick={() => process.mutate(REANALYSE)}>
          {SUMMARIZE_AGAIN}
        </Button>
        <p className="text-sm text-slate-600">
          After correcting the transcript, make its summary and key points again.
        </p>
        {failure ? (
          <Message tone="error" className="w-full">
            {failure}
          </Message>
        ) : null}
      </div>
    );
  }

  return (
    <div className="mt-4 rounded-md border border-slate-200 bg-slate-50 p-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          onClick={() => process.mutate(undefined)}
          isBusy={process.isPending}
          disabled={working || process.isPending}
        >
          {RECORDING_MESSAGES.processWithAi}
        </Button>
        <p role="status" className="text-sm text-slate-700">
          {working || process.isPending
            ? `Status: ${statusText(recording.processingStatus, recording.processingProgress)}`
            : recording.processingStatus === "failed"
              ? `Processing failed${recording.processingError ? `: ${recording.processingError}` : "."}`
              : "Not processed yet."}
        </p>
      </div>
      {working ? (
        <ProgressBar
          className="mt-3"
          label="Processing progress"
          value={
            recording.processingStatus === "transcribing" ? recording.processingProgress : undefined
          }
        />
      ) : null}
      {failure ? (
        <Message tone="error" className="mt-3">
          {failure}
        </Message>
      ) : null}
    </div>
  );
}

const NO_LINE_ERRORS: ReadonlyMap<number, string> = new Map();

/** The ?t= of the address (seconds, from a search result), or null. */
function startFromAddress(value: string | null): number | null {
  if (value === null || value.trim() === "") return null;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

/** Messages of the transcript's lines by path ('transcript.3.text'), keyed by the lines' ids. */
function lineErrorsOf(
  messages: ReadonlyMap<number, string> | EditorErrors,
  lines: readonly EditLine[],
): ReadonlyMap<number, string> {
  const byId = new Map<number, string>();
  const entries =
    messages instanceof Map
      ? [...messages.entries()]
      : Object.entries(messages).flatMap(([path, message]) => {
          const found = /^transcript\.(\d+)\./.exec(path);
          return found ? [[Number(found[1]), message] as const] : [];
        });
  for (const [index, message] of entries) {
    const line = lines[index];
    if (line && !byId.has(line.id)) byId.set(line.id, message);
  }
  return byId.size === 0 ? NO_LINE_ERRORS : byId;
}

/**
 * The recording's transcript and analysis, read-only until Edit (spec). The
 * player and the transcript follow each other: the word being played is
 * marked, a word or a timestamp plays from there, and the keys of
 * utils/playback-keys.ts drive the player from anywhere in the editor,
 * typing included. After Edit, transcript corrections (text, speakers, lines
 * split or joined) are saved by themselves a second after typing stops, each
 * line's words realigned so unchanged words keep their times; Save sends the
 * summary, quotes, action items, topics and entities (and the transcript
 * with them), Cancel drops their changes and keeps the saved corrections.
 * 'Process with AI' shows while processing is not completed. With no
 * recording: 'No Recording Selected'. `?t=SECONDS` in the address (a search
 * result) moves the player there and brings its line into view.
 */
export function RecordingEditor({
  recording,
  canEdit,
  showHeader = true,
}: {
  recording: Recording | null | undefined;
  canEdit: boolean;
  showHeader?: boolean;
}) {
  const media = useRef<HTMLMediaElement | null>(null);
  const jumps = useRef<TranscriptJumps | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const [store] = useState(createFollowStore);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<EditorDraft | null>(null);
  const [lines, setLines] = useState<readonly EditLine[] | null>(null);
  const initialLines = useRef<readonly EditLine[] | null>(null);
  const [lineErrors, setLineErrors] = useState<ReadonlyMap<number, string>>(NO_LINE_ERRORS);
  const [invalidMessage, setInvalidMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<EditorErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const toast = useToast();
  const [searchParams] = useSearchParams();
  const startAt = startFromAddress(searchParams.get("t"));
  const recordingId = recording?.id ?? null;
  const onPlaybackKey = usePlaybackKeys(media, jumps);

  // Autosave of the transcript while editing.
  const saveLines = useCallback(
    async (value: readonly EditLine[], { keepalive }: { keepalive: boolean }) => {
      if (!recordingId) return true;
      const checked = checkTranscript(segmentsOf(value));
      if (!checked.ok) {
        setLineErrors(lineErrorsOf(checked.lines, value));
        const [index, message] = [...checked.lines.entries()][0] ?? [];
        setInvalidMessage(index === undefined ? checked.message : `Line ${index + 1}: ${message}`);
        return false;
      }
      setLineErrors(NO_LINE_ERRORS);
      setInvalidMessage(null);
      const saved = await saveTranscript(recordingId, checked.transcript, { keepalive });
      if (saved) queryClient.setQueryData(recordingKeys.detail(saved.id), saved);
      return true;
    },
    [recordingId, queryClient],
  );
  const autosave = useAutosave({ save: saveLines });
  const { schedule } = autosave;
  useEffect(() => {
    if (lines && lines !== initialLines.current) schedule(lines);
  }, [lines, schedule]);
  const onLinesChange = useCallback<LinesUpdate>(
    (update) => setLines((current) => (current ? update(current) : current)),
    [],
  );

  // Editing starts in the transcript (the Edit button it came from is gone).
  useEffect(() => {
    if (!editing) return;
    root.current?.querySelector<HTMLElement>("textarea")?.focus();
  }, [editing]);

  const save = useMutation({
    mutationFn: ({ id, update }: { id: string; update: Parameters<typeof updateRecording>[1] }) =>
      updateRecording(id, update),
    onSuccess: (saved) => {
      queryClient.setQueryData(recordingKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: recordingKeys.all });
      setEditing(false);
      setDraft(null);
      setLines(null);
      setLineErrors(NO_LINE_ERRORS);
      setErrors({});
      toast.show({ title: "Recording saved" });
    },
    onError: () => {
      setSaveError(RECORDING_MESSAGES.saveFailed);
      // The transcript's corrections were held back for this save: send them on their own.
      if (lines && lines !== initialLines.current) schedule(lines);
    },
  });

  if (!recording) {
    return (
      <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <p className="text-xl font-semibold text-slate-900">{RECORDING_MESSAGES.noneSelected}</p>
      </div>
    );
  }

  const onSeek = (seconds: number) => seekTo(media.current, seconds);
  const shown = editing && draft ? draft : draftOf(recording);
  const segments = lines ? segmentsOf(lines) : recording.transcript;

  const startEditing = () => {
    const fresh = toEditLines(recording.transcript);
    initialLines.current = fresh;
    setDraft(draftOf(recording));
    setLines(fresh);
    setLineErrors(NO_LINE_ERRORS);
    setErrors({});
    setSaveError(null);
    setEditing(true);
  };

  const stopEditing = () => {
    setEditing(false);
    setDraft(null);
    setLines(null);
    setLineErrors(NO_LINE_ERRORS);
    setErrors({});
    setSaveError(null);
  };

  const onCancel = () => {
    if (lines && lines !== initialLines.current) {
      const checked = checkTranscript(segmentsOf(lines));
      if (checked.ok) {
        // The corrections stay (they save by themselves); show them at once.
        queryClient.setQueryData<Recording>(recordingKeys.detail(recording.id), (current) =>
          current ? { ...current, transcript: checked.transcript } : current,
        );
        void autosave.flush();
      } else {
        // A line that cannot be saved (an empty one): its changes go with the rest.
        autosave.discard();
        setInvalidMessage(null);
      }
    }
    stopEditing();
  };

  const onSave = () => {
    if (!draft) return;
    setSaveError(null);
    const checked = checkDraft({
      ...draft,
      transcript: lines ? segmentsOf(lines) : draft.transcript,
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      if (lines) setLineErrors(lineErrorsOf(checked.errors, lines));
      return;
    }
    setErrors({});
    // The transcript goes with this save: no separate autosave of the same lines.
    void autosave.discard().then(() => save.mutate({ id: recording.id, update: checked.update }));
  };

  const errorCount = Object.keys(errors).length;

  return (
    <div ref={root} data-playback-keys="" onKeyDown={onPlaybackKey}>
      {showHeader ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <span className="font-semibold text-slate-900">
            {RECORDING_TYPE_LABELS[recording.type]}
          </span>
          <StatusIcon status={recording.processingStatus} progress={recording.processingProgress} />
          <span>{formatDuration(recording.duration)}</span>
          <span data-testid="editor-size">{formatMegabytes(recording.fileSize, 1)}</span>
          {recording.engines.speech ? (
            <span>Transcribed with {recording.engines.speech}</span>
          ) : null}
        </div>
      ) : null}

      <MediaPlayer
        src={recording.fileUrl}
        mimeType={recording.mimeType}
        title={recording.title}
        mediaRef={media}
        className="mt-4"
      />

      <ProcessPanel recording={recording} canEdit={canEdit} />

      {canEdit ? (
        <div className="mt-4 flex flex-wrap items-start justify-end gap-2">
          {/* Keyed apart: React would otherwise turn the Edit button into Save in place, and
              its colour transition would briefly show white text on a pale ground. */}
          {editing ? (
            <Fragment key="editing">
              <Button variant="ghost" onClick={onCancel} disabled={save.isPending}>
                Cancel
              </Button>
              <Button onClick={onSave} isBusy={save.isPending}>
                {save.isPending ? "Saving..." : "Save"}
              </Button>
            </Fragment>
          ) : (
            <Fragment key="viewing">
              <PublishRecordingButton recording={recording} />
              <Button variant="secondary" onClick={startEditing}>
                Edit
              </Button>
            </Fragment>
          )}
        </div>
      ) : null}

      {errorCount > 0 ? (
        <Message tone="error" className="mt-3">
          Please correct the marked fields.
        </Message>
      ) : null}
      {saveError ? (
        <Message tone="error" className="mt-3">
          {saveError}
        </Message>
      ) : null}

      <TranscriptSection
        recordingId={recording.id}
        segments={segments}
        lines={editing ? lines : null}
        lineErrors={lineErrors}
        onLinesChange={onLinesChange}
        store={store}
        mediaRef={media}
        jumpsRef={jumps}
        autosave={{
          state: autosave.state,
          message: invalidMessage,
          retry: autosave.retry,
          flush: autosave.flush,
        }}
        startAt={startAt}
      />

      {editing && draft ? (
        <AnalysisEdit
          draft={draft}
          errors={errors}
          onChange={(patch) =>
            setDraft((current) => (current ? { ...current, ...patch } : current))
          }
        />
      ) : (
        <AnalysisView draft={shown} onSeek={onSeek} />
      )}
    </div>
  );
}

/** The hub's editor: the recording loaded (and kept fresh while it is processed) in a modal. */
export function EditorModal({
  recordingId,
  open,
  onOpenChange,
}: {
  recordingId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const recording = useRecording(recordingId);
  const session = useSession();
  const isAdmin = session.user?.isAdmin === true;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-3xl!"
        onEscapeKeyDown={(event) => {
          // In the transcript, Esc plays and pauses (keyboard playback); elsewhere it closes.
          if (event.target instanceof Element && event.target.closest("[data-transcript]")) {
            event.preventDefault();
          }
        }}
      >
        <DialogTitle>{recording.data?.title ?? "Recording"}</DialogTitle>
        <DialogDescription>Transcript, summary and analysis.</DialogDescription>
        <div className="mt-4">
          {recordingId && recording.isPending ? (
            <div aria-busy="true">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="mt-4 h-40 w-full" />
            </div>
          ) : recording.isError ? (
            <Message tone="error">{RECORDING_MESSAGES.notFound}</Message>
          ) : (
            <>
              {recording.data ? (
                <Link
                  to={`/publish/recording/${recording.data.id}`}
                  className="text-sm font-medium text-accent underline underline-offset-2 hover:text-accent-hover"
                >
                  Edit title, privacy, consent and tags
                </Link>
              ) : null}
              <div className="mt-3">
                <RecordingEditor
                  recording={recording.data}
                  canEdit={recording.data ? recording.data.isOwner || isAdmin : false}
                />
              </div>
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
