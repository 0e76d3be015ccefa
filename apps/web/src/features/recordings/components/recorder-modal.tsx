import {
  RECORDING_LIMITS,
  RECORDING_MESSAGES,
  RECORDING_PRIVACY,
  RECORDING_PRIVACY_LABELS,
  formatDuration,
  formatMegabytes,
} from "@field-commons/shared/recordings";
import type { Consent, RecordingPrivacy } from "@field-commons/shared/recordings";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Message } from "../../../components/ui/message";
import { ProgressBar } from "../../../components/ui/progress-bar";
import { Select } from "../../../components/ui/select";
import { useToast } from "../../../components/ui/toast";
import { deviceDb } from "../../../lib/offline/device-db";
import { isUnreachable } from "../../../lib/offline/unreachable";
import { useSession } from "../../../lib/session/use-session";
import { createRecording, recordingKeys } from "../api/recordings-api";
import { useMediaRecorder } from "../hooks/use-media-recorder";
import {
  CONSENT_KEYS,
  CONSENT_LABELS,
  NO_CONSENT,
  capturedFileName,
  defaultRecordingTitle,
  todayIso,
} from "../utils/defaults";
import type { RecorderDraft } from "../utils/recorder-draft";
import { takeStore } from "../utils/take-store";
import { announceTakesChanged, oneTabAtATime, sendTakeResumably } from "../utils/take-uploader";
import { Waveform } from "./waveform";

/**
 * The recorder in a modal (the hub's New Recording). A take that is being
 * recorded or is not uploaded yet is never lost to a stray Escape or click
 * outside: closing asks first (Stay, Keep draft once stopped, Leave), and a
 * kept take (`draft`, held by the hub) is there again when the recorder opens.
 */
export function RecorderModal({
  open,
  onOpenChange,
  draft = null,
  onDraftChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  draft?: RecorderDraft | null;
  onDraftChange?: (draft: RecorderDraft | null) => void;
}) {
  const [uploading, setUploading] = useState(false);
  const [recording, setRecording] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!uploading) onOpenChange(next);
      }}
      unsaved={!uploading && (recording || draft !== null)}
      onDiscard={() => onDraftChange?.(null)}
      onKeepDraft={draft && !recording ? () => undefined : undefined}
    >
      <DialogContent className="sm:max-w-xl!">
        <DialogTitle>New Recording</DialogTitle>
        <DialogDescription>
          Record from your microphone, listen back, then upload it.
        </DialogDescription>
        <AudioRecorder
          draft={draft}
          onDraftChange={onDraftChange}
          onRecordingChange={setRecording}
          onUploadingChange={setUploading}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

/**
 * Start, stop, play or pause, delete and upload; the live waveform, the timer
 * and the size so far (MB, 2 decimals). Upload sends the audio with a title,
 * privacy and the consent as a draft (only its author sees it until it is
 * published from its page), and starts processing when transcription is
 * consented to.
 */
export function AudioRecorder({
  onDone,
  onUploadingChange,
  draft = null,
  onDraftChange,
  onRecordingChange,
}: {
  onDone: () => void;
  onUploadingChange?: (uploading: boolean) => void;
  /** A take kept from an earlier opening: the recorder starts with it. */
  draft?: RecorderDraft | null;
  /** Told of the take (and the details typed beside it) as it changes; null once none is left. */
  onDraftChange?: (draft: RecorderDraft | null) => void;
  /** Told whether a take is being recorded right now. */
  onRecordingChange?: (recording: boolean) => void;
}) {
  const id = useId();
  // Every take is also written to this device as it is recorded, for the
  // signed-in account, until it is uploaded or deleted.
  const ownerId = useSession().user?.id ?? null;
  const store = useMemo(() => {
    const db = deviceDb();
    return db ? takeStore(db) : null;
  }, []);
  const persist = useCallback(
    (mimeType: string) =>
      store && ownerId ? store.start(ownerId, mimeType) : Promise.resolve(null),
    [store, ownerId],
  );
  const { state, levels, start, stop, discard } = useMediaRecorder({
    deniedMessage: RECORDING_MESSAGES.micDenied,
    initial: draft,
    persist,
  });
  /** Removes the take's copy on the device (uploaded, deleted or recorded over). */
  const forgetTake = (takeId: string | null) => {
    if (takeId) void store?.remove(takeId).catch(() => undefined);
  };
  const [title, setTitle] = useState(() => draft?.title ?? defaultRecordingTitle());
  const [privacy, setPrivacy] = useState<RecordingPrivacy>(draft?.privacy ?? "private");
  const [consent, setConsent] = useState<Consent>(draft?.consent ?? NO_CONSENT);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLAudioElement>(null);
  const queryClient = useQueryClient();
  const toast = useToast();

  const uploading = progress !== null;
  const recording = state.phase === "recording" || state.phase === "starting";

  // The take and its details go up as they change, so they outlive this component.
  const reportDraft = useRef(onDraftChange);
  reportDraft.current = onDraftChange;
  const reportRecording = useRef(onRecordingChange);
  reportRecording.current = onRecordingChange;
  const { phase, blob, seconds, takeId } = state;
  useEffect(() => {
    reportDraft.current?.(
      phase === "recorded" && blob
        ? { blob, seconds, title, privacy, consent, takeId: takeId ?? undefined }
        : null,
    );
    if (phase === "recorded" && takeId) {
      void store?.saveDetails(takeId, { title, privacy, consent }).catch(() => undefined);
    }
  }, [phase, blob, seconds, title, privacy, consent, takeId, store]);
  useEffect(() => {
    reportRecording.current?.(recording);
  }, [recording]);

  const setBusy = (busy: boolean) => {
    onUploadingChange?.(busy);
  };

  const togglePlay = () => {
    const audio = player.current;
    if (!audio) return;
    if (audio.paused) {
      const played = audio.play();
      if (played && typeof played.catch === "function") played.catch(() => setPlaying(false));
      setPlaying(true);
    } else {
      audio.pause();
      setPlaying(false);
    }
  };

  const upload = async () => {
    if (!state.blob) return;
    const fields = {
      title: title.trim() || defaultRecordingTitle(),
      recordedAt: todayIso(),
      type: "audio" as const,
      privacy,
      consent,
    };
    const takeId = state.takeId;

    /** No network: the take waits on this device and goes up by itself later. */
    const keepForLater = async () => {
      if (!takeId || !store) return false;
      await store.queue(takeId, fields, consent.transcribed);
      announceTakesChanged();
      toast.show({
        title: "Recording kept on this device",
        description: "There is no network. It will upload by itself when the connection is back.",
      });
      setProgress(null);
      setBusy(false);
      reportDraft.current?.(null);
      onDone();
      return true;
    };

    /**
     * A take kept on this device goes up resumably: queued first (so a cut or
     * a closed tab leaves it waiting, to resume from the bytes the server
     * has), then sent in chunks and taken off the device once stored. Null
     * when another tab is sending this device's takes: it goes with them.
     */
    const sendFromDevice = async (id: string, takes: NonNullable<typeof store>) => {
      await takes.queue(id, fields, consent.transcribed);
      return oneTabAtATime(async () => {
        const take = await takes.get(id);
        if (!take) throw new Error("The take is no longer on this device.");
        try {
          const sent = await sendTakeResumably(takes, take, {
            onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
          });
          await takes.remove(id);
          return sent;
        } catch (error) {
          // Refused: back to the recorder, where the error shows and Upload can be tried again.
          if (!isUnreachable(error)) await takes.unqueue(id).catch(() => undefined);
          throw error;
        }
      });
    };

    setUploadError(null);
    if (!navigator.onLine && (await keepForLater())) return;
    setProgress(0);
    setBusy(true);
    try {
      const created =
        takeId && store
          ? await sendFromDevice(takeId, store)
          : await createRecording(state.blob, capturedFileName(state.blob), fields, {
              process: consent.transcribed,
              onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
            });
      if (!created) {
        // Another tab is sending this device's takes; this one goes next.
        announceTakesChanged();
        toast.show({
          title: "Recording kept on this device",
          description: "It will upload by itself with the others waiting on this device.",
        });
        setProgress(null);
        setBusy(false);
        reportDraft.current?.(null);
        onDone();
        return;
      }
      await queryClient.invalidateQueries({ queryKey: recordingKeys.all });
      // Saved as a draft: its page offers the details publishing needs, and Publish.
      toast.show({
        title: "Recording saved as a draft",
        description: consent.transcribed
          ? "Transcription has started. Open it to add the details and publish it."
          : "Open it to add the details and publish it.",
        action: { label: "Open draft", href: `/recordings/${created.id}` },
      });
      setProgress(null);
      setBusy(false);
      // Uploaded: nothing is kept for the next opening, here or on the device.
      forgetTake(takeId);
      reportDraft.current?.(null);
      onDone();
    } catch (error) {
      if (isUnreachable(error) && (await keepForLater())) return;
      setUploadError(RECORDING_MESSAGES.uploadFailed);
      setProgress(null);
      setBusy(false);
    }
  };

  return (
    <div className="mt-5 space-y-5">
      {state.error ? <Message tone="error">{state.error}</Message> : null}

      <div>
        <Waveform levels={levels} active={state.phase === "recording"} />
        <div className="mt-2 flex items-center justify-between text-sm text-slate-700">
          <span>
            <span className="sr-only">Elapsed time: </span>
            <span data-testid="recorder-timer" className="font-mono text-lg text-slate-900">
              {formatDuration(state.seconds)}
            </span>
          </span>
          <span>
            <span className="sr-only">Size: </span>
            <span data-testid="recorder-size">{formatMegabytes(state.bytes, 2)}</span>
          </span>
        </div>
        <p role="status" className="sr-only">
          {state.phase === "recording"
            ? "Recording"
            : state.phase === "recorded"
              ? "Recording stopped"
              : ""}
        </p>
      </div>

      <div className="flex flex-wrap gap-2">
        {recording ? (
          <Button variant="danger" onClick={stop} disabled={state.phase === "starting"}>
            Stop Recording
          </Button>
        ) : (
          <Button
            onClick={() => {
              forgetTake(state.takeId);
              void start();
            }}
            disabled={uploading}
          >
            {state.phase === "recorded" ? "Record Again" : "Start Recording"}
          </Button>
        )}
        {state.phase === "recorded" && state.url ? (
          <>
            <Button variant="secondary" onClick={togglePlay} disabled={uploading}>
              {playing ? "Pause" : "Play"}
            </Button>
            <Button
              variant="ghost"
              disabled={uploading}
              onClick={() => {
                player.current?.pause();
                setPlaying(false);
                forgetTake(state.takeId);
                discard();
              }}
            >
              Delete
            </Button>
            <audio
              ref={player}
              src={state.url}
              onEnded={() => setPlaying(false)}
              onPause={() => setPlaying(false)}
              onPlay={() => setPlaying(true)}
              className="hidden"
            />
          </>
        ) : null}
      </div>

      <div className="space-y-4 border-t border-slate-200 pt-4">
        <div>
          <Label htmlFor={`${id}-title`}>Title</Label>
          <Input
            id={`${id}-title`}
            className="mt-1"
            value={title}
            maxLength={RECORDING_LIMITS.title}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-privacy`}>Privacy</Label>
          <Select
            id={`${id}-privacy`}
            aria-describedby={`${id}-privacy-hint`}
            className="mt-1"
            value={privacy}
            onChange={(event) => setPrivacy(event.target.value as RecordingPrivacy)}
          >
            {RECORDING_PRIVACY.map((value) => (
              <option key={value} value={value}>
                {RECORDING_PRIVACY_LABELS[value]}
              </option>
            ))}
          </Select>
          <p id={`${id}-privacy-hint`} className="mt-1 text-sm text-slate-600">
            It is saved as a draft: only you see it until you publish it from its page.
          </p>
        </div>
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">Consent</legend>
          <div className="mt-1">
            {CONSENT_KEYS.map((key) => (
              <div key={key} className="flex min-h-11 items-center gap-3">
                <input
                  id={`${id}-consent-${key}`}
                  type="checkbox"
                  checked={consent[key]}
                  onChange={(event) =>
                    setConsent((current) => ({ ...current, [key]: event.target.checked }))
                  }
                  className="size-5 shrink-0 accent-accent focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
                />
                <label htmlFor={`${id}-consent-${key}`} className="text-slate-800">
                  {CONSENT_LABELS[key]}
                </label>
              </div>
            ))}
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {consent.transcribed
              ? "Transcription starts as soon as the upload is done."
              : "Without the transcription consent the recording is only stored."}
          </p>
        </fieldset>
      </div>

      {uploading ? <ProgressBar value={progress ?? 0} label="Upload progress" /> : null}
      {uploadError ? <Message tone="error">{uploadError}</Message> : null}

      <div className="flex justify-end">
        <Button
          onClick={() => void upload()}
          isBusy={uploading}
          disabled={uploading || state.phase !== "recorded" || !state.blob}
        >
          {uploading ? `Uploading… ${progress ?? 0}%` : "Upload"}
        </Button>
      </div>
    </div>
  );
}
