import {
  RECORDING_MESSAGES,
  RECORDING_TYPE_LABELS,
  formatDuration,
  formatMegabytes,
} from "@field-commons/shared/recordings";
import type { Recording } from "@field-commons/shared/recordings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Link } from "react-router";
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
  updateRecording,
  useRecording,
} from "../api/recordings-api";
import { checkDraft, draftOf } from "../utils/editor-draft";
import type { EditorDraft, EditorErrors } from "../utils/editor-draft";
import { isWorking, statusText } from "../utils/status";
import { AnalysisEdit } from "./analysis-edit";
import { AnalysisView } from "./analysis-view";
import { MediaPlayer, seekTo } from "./media-player";
import { StatusIcon } from "./status-icon";

/** 'Process with AI' and the live status while the work runs. */
function ProcessPanel({ recording }: { recording: Recording }) {
  const queryClient = useQueryClient();
  const process = useMutation({
    mutationFn: () => processRecording(recording.id),
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
  if (recording.processingStatus === "completed" && !process.isPending) return null;
  const failure =
    process.error instanceof ApiError && process.error.serverMessage
      ? process.error.serverMessage
      : process.error
        ? "Processing could not be started. Please try again."
        : null;

  return (
    <div className="mt-4 rounded-md border border-slate-200 bg-slate-50 p-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          onClick={() => process.mutate()}
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

/**
 * The recording's transcript and analysis: read-only (timestamps and lines
 * seek the player) until Edit; then every part is editable with the same
 * checks as the server, and Save sends them. 'Process with AI' shows while
 * processing is not completed. With no recording: 'No Recording Selected'.
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
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<EditorDraft | null>(null);
  const [errors, setErrors] = useState<EditorErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const toast = useToast();

  const save = useMutation({
    mutationFn: ({ id, update }: { id: string; update: Parameters<typeof updateRecording>[1] }) =>
      updateRecording(id, update),
    onSuccess: (saved) => {
      queryClient.setQueryData(recordingKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: recordingKeys.all });
      setEditing(false);
      setDraft(null);
      setErrors({});
      toast.show({ title: "Recording saved" });
    },
    onError: () => setSaveError(RECORDING_MESSAGES.saveFailed),
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

  const startEditing = () => {
    setDraft(draftOf(recording));
    setErrors({});
    setSaveError(null);
    setEditing(true);
  };

  const onSave = () => {
    if (!draft) return;
    setSaveError(null);
    const checked = checkDraft(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate({ id: recording.id, update: checked.update });
  };

  const errorCount = Object.keys(errors).length;

  return (
    <div>
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

      <ProcessPanel recording={recording} />

      {canEdit ? (
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          {editing ? (
            <>
              <Button
                variant="ghost"
                onClick={() => {
                  setEditing(false);
                  setDraft(null);
                  setErrors({});
                  setSaveError(null);
                }}
                disabled={save.isPending}
              >
                Cancel
              </Button>
              <Button onClick={onSave} isBusy={save.isPending}>
                {save.isPending ? "Saving..." : "Save"}
              </Button>
            </>
          ) : (
            <Button variant="secondary" onClick={startEditing} aria-pressed={false}>
              Edit
            </Button>
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

      {editing && draft ? (
        <AnalysisEdit
          draft={draft}
          errors={errors}
          onSeek={onSeek}
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
      <DialogContent className="sm:max-w-3xl!">
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
