import {
  missingRecordingPublishFields,
  RECORDING_PUBLISH_FIELDS,
  requiredToPublishText,
} from "@field-commons/shared/recording-publish";
import {
  RECORDING_FORM_TYPES,
  RECORDING_LIMITS,
  RECORDING_MESSAGES,
  RECORDING_PRIVACY,
  RECORDING_PRIVACY_LABELS,
  RECORDING_TEXT_LIMITS,
  RECORDING_TYPE_LABELS,
  formatDuration,
} from "@field-commons/shared/recordings";
import type {
  KeyQuote,
  ProcessStep,
  Recording,
  RecordingStatus,
  RecordingType,
} from "@field-commons/shared/recordings";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Controller, FormProvider, useForm, useWatch } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import {
  CheckboxField,
  DomainField,
  LicenseField,
  SelectField,
  TextField,
  TextareaField,
} from "../../../components/form/fields";
import { focusFirstInvalid } from "../../../components/form/focus-invalid";
import { applyServerErrors, FORM_TEXT, routedResolver } from "../../../components/form/form-model";
import type { MessageFix } from "../../../components/form/form-model";
import { UnsavedChangesGuard } from "../../../components/form/unsaved-changes-guard";
import { SAVED_AS_DRAFT } from "../../../components/content/use-save-content";
import { ImageUploadField } from "../../../components/image-upload/image-upload-field";
import { Button, buttonStyles } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { FormField } from "../../../components/ui/form-field";
import { FormSection } from "../../../components/ui/form-section";
import { Input } from "../../../components/ui/input";
import { Message } from "../../../components/ui/message";
import { ProgressBar } from "../../../components/ui/progress-bar";
import { Skeleton } from "../../../components/ui/skeleton";
import { StatusBadge } from "../../../components/ui/status-badge";
import { useToast } from "../../../components/ui/toast";
import { UpgradeModal } from "../../../components/upgrade/upgrade-modal";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useAccountPanel } from "../../../lib/account-panel";
import { ApiError } from "../../../lib/api-client";
import { useSession } from "../../../lib/session/use-session";
import {
  createRecording,
  recordingKeys,
  updateRecording,
  useRecording,
} from "../api/recordings-api";
import { useProcessStep } from "../hooks/use-process-step";
import { CONSENT_KEYS, CONSENT_LABELS, defaultRecordingTitle } from "../utils/defaults";
import { timestampLabel } from "../utils/editor-draft";
import {
  missingText,
  needsUpgrade,
  notReady,
  publishErrorText,
  PUBLISH_TEXT,
  PUBLISHED_FOR,
  RECORDING_UPGRADE_REASON,
} from "../utils/publish";
import { isWorking } from "../utils/status";
import {
  emptyFormValues,
  fieldsOf,
  RECORDING_FORM_PATHS,
  RECORDING_FORM_SCHEMA,
  sameTranscript,
  transcriptOf,
  valuesOf,
} from "../utils/form-values";
import type { RecordingFormValues } from "../utils/form-values";
import { PlaceField, TranscriptField } from "./recording-fields";
import { CaptureSection } from "./capture-section";
import type { Attachment } from "./capture-section";
import { MediaPlayer } from "./media-player";
import { RecordingTags } from "./recording-tags";
import { StatusIcon } from "./status-icon";

/**
 * The Type* options (Audio Only, Video, Audio & Video), plus the stored type
 * of a recording made as another (a meeting, an interview...), by its label.
 */
export function typeOptions(stored?: RecordingType) {
  const types: RecordingType[] = [...RECORDING_FORM_TYPES];
  if (stored && !types.includes(stored)) types.push(stored);
  return types.map((value) => ({ value, label: RECORDING_TYPE_LABELS[value] }));
}
const PRIVACY_OPTIONS = RECORDING_PRIVACY.map((value) => ({
  value,
  label: RECORDING_PRIVACY_LABELS[value],
}));

const STEP_LABELS: Record<ProcessStep, string> = {
  transcribe: "Auto-transcribe",
  summarize: "Summarize",
  keypoints: "Extract Key Points",
};

/** A publish refused after the draft was saved. */
export const SAVED_NOT_PUBLISHED = "Saved as a draft, not published.";

/**
 * Our own words where the shared schema's would be technical: the limits
 * inputs cannot hold (a line of the transcript, the number of lines) and a
 * cleared date.
 */
const RECORDING_FORM_FIX: MessageFix = (path) => {
  if (path === "recordedAt") return "Date is required";
  if (path === "transcript") {
    return `A transcript can have at most ${RECORDING_TEXT_LIMITS.segments.toLocaleString("en")} lines`;
  }
  if (path.startsWith("transcript.")) {
    return `A transcript line can have at most ${RECORDING_TEXT_LIMITS.segmentText.toLocaleString("en")} characters`;
  }
  return null;
};

/** The form's fields were refused by the shared schema before anything was sent. */
class FieldsRefused extends Error {}

/** The alert for a failed save (spec error catalogue). */
export function saveErrorText(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) {
    return RECORDING_MESSAGES.formSaveFailed(error.serverMessage);
  }
  return RECORDING_MESSAGES.formSaveFailedGeneric;
}

/** /publish/recording and /publish/recording/{id}: signed-out prompt, loading, then the form. */
export function RecordingForm({ id }: { id?: string }) {
  const session = useSession();
  const panel = useAccountPanel();
  const loginButton = useRef<HTMLButtonElement>(null);
  const recording = useRecording(session.status === "authenticated" ? id : null);
  useDocumentTitle(id ? "Edit Recording" : "Create Recording");

  if (
    session.status === "loading" ||
    (id && session.status === "authenticated" && recording.isPending)
  ) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8" aria-busy="true">
        <Skeleton className="h-9 w-64" />
        <Skeleton className="mt-10 h-11 w-full" />
        <Skeleton className="mt-5 h-28 w-full" />
      </div>
    );
  }
  if (session.status === "anonymous") {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <EmptyState
          headingLevel={1}
          title={RECORDING_MESSAGES.signInToCreate}
          description="Recordings belong to the member who makes them."
          action={
            <Button
              ref={loginButton}
              onClick={() => panel.open("login", { returnFocusTo: loginButton.current })}
            >
              Login / Signup
            </Button>
          }
        />
      </div>
    );
  }
  if (id && recording.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <EmptyState
          headingLevel={1}
          title={RECORDING_MESSAGES.notFound}
          action={
            <Link to="/recordings" className={buttonStyles({ variant: "secondary" })}>
              Back to Recordings
            </Link>
          }
        />
      </div>
    );
  }
  return <RecordingFormBody existing={id ? (recording.data ?? null) : null} />;
}

/** The interview, case study or trip the new recording belongs to (?contentId=...; ?title= suggests a title). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function RecordingFormBody({ existing }: { existing: Recording | null }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const linkedContent = searchParams.get("contentId");
  const contentId = linkedContent && UUID.test(linkedContent) ? linkedContent : null;
  const toast = useToast();
  const queryClient = useQueryClient();
  const suggestedTitle = (searchParams.get("title") ?? "").trim().slice(0, 200);
  const resolver = useMemo(
    () =>
      routedResolver<RecordingFormValues>(RECORDING_FORM_SCHEMA, RECORDING_FORM_PATHS, {
        fix: RECORDING_FORM_FIX,
      }),
    [],
  );
  const form = useForm<RecordingFormValues>({
    resolver,
    shouldFocusError: false,
    defaultValues: existing
      ? valuesOf(existing)
      : { ...emptyFormValues(), ...(suggestedTitle ? { title: suggestedTitle } : {}) },
  });
  const { control, getValues, setValue, setError: setFieldError, clearErrors } = form;
  const [saved, setSaved] = useState<Recording | null>(existing);
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const [busy, setBusy] = useState<"draft" | "publish" | null>(null);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [imagesUploading, setImagesUploading] = useState(false);
  const [keyPoints, setKeyPoints] = useState<KeyQuote[]>(existing?.keyQuotes ?? []);
  const [note, setNote] = useState<string | null>(null);
  const processing = useProcessStep();
  const savedRef = useRef<Recording | null>(existing);
  /** Set once a save went through: the redirect that follows is not held. */
  const leaving = useRef(false);
  const title = useWatch({ control, name: "title" });
  const consent = useWatch({ control, name: "consent" });
  const editing = existing !== null;
  const types = useMemo(() => typeOptions(existing?.type), [existing?.type]);
  const formRef = useRef<HTMLFormElement>(null);

  // Publishing needs the fields marked *: once a publish was tried, the missing ones are marked.
  const [publishTried, setPublishTried] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const publishValues = useWatch({
    control,
    name: ["title", "domain", "recordedAt", "type", "privacy", "description"],
  });
  const [pTitle, pDomain, pDate, pType, pPrivacy, pDescription] = publishValues;
  const missing = useMemo(
    () =>
      missingRecordingPublishFields({
        title: pTitle,
        domain: pDomain,
        recordedAt: pDate,
        type: pType,
        privacy: pPrivacy,
        description: pDescription,
      }),
    [pTitle, pDomain, pDate, pType, pPrivacy, pDescription],
  );
  const markMissing = useCallback(
    (paths: ReadonlySet<string>) => {
      for (const { path, label } of RECORDING_PUBLISH_FIELDS) {
        if (paths.has(path)) {
          setFieldError(path, { type: "publish", message: requiredToPublishText(label) });
        } else if (form.getFieldState(path).error?.type === "publish") {
          clearErrors(path);
        }
      }
    },
    [setFieldError, clearErrors, form],
  );
  const missingKey = missing.map((field) => field.path).join(",");
  useEffect(() => {
    if (publishTried) markMissing(new Set(missingKey ? missingKey.split(",") : []));
  }, [publishTried, missingKey, markMissing]);
  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [focusRequest]);
  // Once the schema refused a field, its messages follow the typing.
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    if (!refused) return;
    const watching = form.watch((_values, { name }) => {
      if (name) void form.trigger(name.split(".")[0] as keyof RecordingFormValues);
    });
    return () => watching.unsubscribe();
  }, [refused, form]);

  // The Contributor plan's dialog, when the server asks for it; after payment the publish runs again.
  const session = useSession();
  const [gateOpen, setGateOpen] = useState(false);
  const [gateText, setGateText] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const upgraded = useRef(false);

  // The recording as stored, kept fresh while it is processed elsewhere (the hub's recorder, the editor).
  const live = useRecording(saved?.id ?? null);
  const current = live.data ?? saved;
  const wasWorking = useRef(current ? isWorking(current.processingStatus) : false);
  useEffect(() => {
    if (!live.data) return;
    const working = isWorking(live.data.processingStatus);
    if (wasWorking.current && !working && live.data.processingStatus === "completed") {
      // Finished while the form was open: show what it produced where nothing was typed over it.
      const done = live.data;
      savedRef.current = done;
      setSaved(done);
      if (!form.getFieldState("transcript").isDirty) {
        setValue("transcript", transcriptOf(done));
      }
      if (!form.getFieldState("summary").isDirty && done.summary) {
        setValue("summary", done.summary);
      }
      if (done.keyQuotes.length > 0) setKeyPoints(done.keyQuotes);
    }
    wasWorking.current = working;
  }, [live.data, form, setValue]);

  const onAttach = useCallback(
    (next: Attachment | null) => {
      setAttachment((current) =>
        // A chosen file's duration arrives later: dropped if the file was removed or replaced meanwhile.
        next && next.source === "uploaded" && next.duration !== null && current?.file !== next.file
          ? current
          : next,
      );
      if (next?.file.type.startsWith("video/") && getValues("type") === "audio") {
        setValue("type", "video", { shouldDirty: true });
      }
    },
    [getValues, setValue],
  );

  /** Sends the form: POST with the file the first time, PUT afterwards. */
  const persist = async (status: RecordingStatus): Promise<Recording> => {
    const values = getValues();
    if (!values.title.trim()) {
      const fallback = defaultRecordingTitle();
      setValue("title", fallback);
      values.title = fallback;
    }
    // The shared schema's check: refused fields are marked and nothing is sent.
    const valid = await form.trigger();
    if (publishTried) markMissing(new Set(missing.map((field) => field.path)));
    if (!valid) {
      setRefused(true);
      throw new FieldsRefused();
    }
    const fields = {
      ...fieldsOf(values, status),
      ...(contentId && !existing ? { contentId } : {}),
    };
    const current = savedRef.current;
    let result: Recording;
    if (!current) {
      if (!attachment) throw new Error("no-file");
      setUploadProgress(0);
      try {
        result = await createRecording(attachment.file, attachment.name, fields, {
          onProgress: (fraction) => setUploadProgress(Math.round(fraction * 100)),
        });
      } finally {
        setUploadProgress(null);
      }
      const summary = values.summary.trim();
      if (summary || values.transcript.length > 0) {
        result = await updateRecording(result.id, {
          ...(summary ? { summary } : {}),
          ...(values.transcript.length > 0 ? { transcript: values.transcript } : {}),
        });
      }
    } else {
      result = await updateRecording(current.id, {
        ...fields,
        summary: values.summary,
        ...(sameTranscript(values.transcript, current.transcript)
          ? {}
          : { transcript: values.transcript }),
      });
    }
    savedRef.current = result;
    setSaved(result);
    queryClient.setQueryData(recordingKeys.detail(result.id), result);
    void queryClient.invalidateQueries({ queryKey: recordingKeys.all });
    return result;
  };

  /** The fields publishing needs are filled; otherwise they are marked and the first is focused. */
  const readyToPublish = (): boolean => {
    setPublishTried(true);
    if (missing.length === 0) return true;
    markMissing(new Set(missing.map((field) => field.path)));
    setFocusRequest((n) => n + 1);
    return false;
  };

  const published = (result: Recording) => {
    toast.show({ title: PUBLISH_TEXT.published, description: PUBLISHED_FOR[result.privacy] });
    leaving.current = true;
    void navigate("/recordings");
  };

  /** PUT status=published on the saved draft; the plan's dialog opens when the server asks for it. */
  const publishSaved = async (id: string) => {
    setBusy("publish");
    try {
      const result = await updateRecording(id, { status: "published" });
      savedRef.current = result;
      setSaved(result);
      queryClient.setQueryData(recordingKeys.detail(result.id), result);
      void queryClient.invalidateQueries({ queryKey: recordingKeys.all });
      published(result);
    } catch (failure) {
      if (needsUpgrade(failure)) {
        upgraded.current = false;
        setGateText(publishErrorText(failure));
        setGateOpen(true);
      } else if (notReady(failure)) {
        applyServerErrors(setFieldError, failure, RECORDING_FORM_PATHS);
        setError(`${SAVED_NOT_PUBLISHED} ${publishErrorText(failure)}`);
        setFocusRequest((n) => n + 1);
      } else {
        setError(`${SAVED_NOT_PUBLISHED} ${publishErrorText(failure)}`);
      }
    } finally {
      setBusy(null);
    }
  };

  /**
   * Save Draft keeps the status (a published recording stays published);
   * Publish saves, then publishes a draft. Whatever ends up published must
   * have the fields publishing needs: the missing ones are marked first.
   */
  const submit = async (action: "save" | "publish") => {
    setError(null);
    setNotice(null);
    for (const { path } of RECORDING_PUBLISH_FIELDS) {
      if (form.getFieldState(path).error?.type === "server") clearErrors(path);
    }
    if (!savedRef.current && !attachment) {
      setError(RECORDING_MESSAGES.formSaveFailed("Record audio or choose a file first."));
      return;
    }
    const wasPublished = savedRef.current?.status === "published";
    if ((action === "publish" || wasPublished) && !readyToPublish()) return;
    setBusy(action === "publish" ? "publish" : "draft");
    let result: Recording;
    try {
      result = await persist(wasPublished ? "published" : "draft");
    } catch (failure) {
      if (failure instanceof FieldsRefused) {
        setError(FORM_TEXT.fixFields);
        setFocusRequest((n) => n + 1);
      } else {
        setError(saveErrorText(failure));
      }
      setBusy(null);
      return;
    }
    if (action === "publish" && !wasPublished) {
      // Saved as a draft: leaving the page now loses nothing; then the publish itself.
      form.reset(getValues());
      await publishSaved(result.id);
      return;
    }
    setBusy(null);
    toast.show({ title: wasPublished ? "Changes saved" : "Draft saved" });
    leaving.current = true;
    void navigate("/recordings");
  };

  const runStep = async (step: ProcessStep) => {
    setNote(null);
    const values = getValues();
    if (step === "transcribe" && !values.consent.transcribed) {
      setNote(RECORDING_MESSAGES.consentTranscribe);
      return;
    }
    if (step !== "transcribe" && !values.consent.analyzed) {
      setNote(RECORDING_MESSAGES.consentAnalyze);
      return;
    }
    if (!savedRef.current && !attachment) {
      setNote("Record audio or choose a file first.");
      return;
    }
    const result = await processing.run(step, async () => {
      try {
        const current = await persist(savedRef.current?.status ?? "draft");
        return current.id;
      } catch (failure) {
        if (failure instanceof FieldsRefused) setFocusRequest((n) => n + 1);
        throw new Error(
          failure instanceof FieldsRefused ? FORM_TEXT.fixFields : saveErrorText(failure),
        );
      }
    });
    if (!result) return;
    savedRef.current = result;
    setSaved(result);
    queryClient.setQueryData(recordingKeys.detail(result.id), result);
    if (step === "transcribe") {
      setValue("transcript", transcriptOf(result), { shouldDirty: true });
    }
    if (step === "summarize" || result.summary) {
      if (step === "summarize" || !getValues("summary").trim()) {
        setValue("summary", result.summary, { shouldDirty: true });
      }
    }
    if (step === "keypoints" || result.keyQuotes.length > 0) setKeyPoints(result.keyQuotes);
    if (step === "summarize" && !result.summary) setNote(RECORDING_MESSAGES.noTranscript);
  };

  const saving = busy !== null;
  const stepRunning = processing.state.step !== null;
  const titleBlank = !title?.trim();
  const actionsDisabled = saving || stepRunning || imagesUploading || titleBlank;
  const duration = attachment?.duration ?? saved?.duration ?? null;
  const unsaved =
    (form.formState.isDirty || (attachment !== null && saved === null)) && !saving && !stepRunning;
  const missingMessage =
    publishTried && missing.length > 0 ? missingText(missing.map((field) => field.label)) : null;
  const working = current !== null && isWorking(current.processingStatus) && !stepRunning;

  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard when={unsaved} saving={() => leaving.current} />
      <form
        ref={formRef}
        aria-label={editing ? "Edit Recording" : "Create Recording"}
        noValidate
        onSubmit={(event) => event.preventDefault()}
        className="mx-auto max-w-3xl px-4 pt-8"
      >
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">
            {editing ? "Edit Recording" : "Create Recording"}
          </h1>
          {saved?.status === "draft" ? <StatusBadge status="draft" /> : null}
        </div>
        <p className="mt-2 text-slate-700">
          Fields marked{" "}
          <span aria-hidden="true" className="text-danger">
            *
          </span>
          <span className="sr-only">with an asterisk</span> are needed to publish.
        </p>

        <FormSection title="Basic Information">
          <TextField
            name="title"
            label="Title"
            required
            maxLength={RECORDING_LIMITS.title}
            placeholder="Interview with the water board"
          />
          <DomainField required />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField name="recordedAt" label="Date" type="date" required />
            <FormField label="Duration" hint="From the recording.">
              {(controlProps) => (
                <Input
                  {...controlProps}
                  readOnly
                  placeholder="45 minutes"
                  value={duration !== null ? formatDuration(duration) : ""}
                />
              )}
            </FormField>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField name="type" label="Type" required options={types} />
            <SelectField name="privacy" label="Privacy" required options={PRIVACY_OPTIONS} />
          </div>
          <LicenseField />
          <PlaceField name="location" legend="Location (optional)" />
          <TextareaField
            name="description"
            label="Description"
            required
            rows={4}
            maxLength={RECORDING_LIMITS.description}
          />
        </FormSection>

        <FormSection
          title="Recording"
          description="Record from your microphone, or upload an audio or video file."
        >
          <CaptureSection
            attachment={attachment}
            onAttach={onAttach}
            disabled={saving || stepRunning}
            saved={
              saved
                ? {
                    name: attachment?.name ?? (saved.fileName || saved.title),
                    size: saved.fileSize,
                    player: (
                      <MediaPlayer
                        src={saved.fileUrl}
                        mimeType={saved.mimeType}
                        title={saved.title}
                        className="mt-3"
                      />
                    ),
                  }
                : null
            }
          />
          {uploadProgress !== null ? (
            <ProgressBar value={uploadProgress} label="Upload progress" />
          ) : null}
        </FormSection>

        <FormSection
          title="Transcript & Analysis"
          description="Transcription and analysis run on the attached recording; a new recording is saved as a draft first."
        >
          {working && current ? (
            <div className="rounded-md border border-slate-200 bg-slate-50 p-3">
              <p role="status" className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                <span>Status:</span>{" "}
                <StatusIcon
                  status={current.processingStatus}
                  progress={current.processingProgress}
                />
              </p>
              <ProgressBar
                className="mt-2"
                label="Processing progress"
                value={
                  current.processingStatus === "transcribing"
                    ? current.processingProgress
                    : undefined
                }
              />
            </div>
          ) : null}
          <TranscriptField
            name="transcript"
            label="Transcript"
            rows={15}
            hint="One line per transcript segment."
          />
          <TextareaField name="summary" label="Summary" rows={4} maxLength={10_000} />
          <div className="flex flex-wrap gap-2">
            {(Object.keys(STEP_LABELS) as ProcessStep[]).map((step) => (
              <Button
                key={step}
                variant="secondary"
                isBusy={processing.state.step === step}
                disabled={saving || stepRunning}
                onClick={() => void runStep(step)}
              >
                {STEP_LABELS[step]}
              </Button>
            ))}
          </div>
          <p role="status" className="text-sm text-slate-700">
            {processing.state.status ?? ""}
          </p>
          {note ? <Message tone="info">{note}</Message> : null}
          {processing.state.error ? <Message tone="error">{processing.state.error}</Message> : null}
          {keyPoints.length > 0 ? (
            <div>
              <h3 className="text-sm font-semibold text-slate-800">Key Points</h3>
              <ul aria-label="Key points" className="mt-2 space-y-2">
                {keyPoints.map((quote, index) => (
                  <li key={index} className="flex gap-2 text-slate-800">
                    <span className="font-mono text-sm text-slate-600">
                      {timestampLabel(quote.timestamp)}
                    </span>
                    <span>{quote.text}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </FormSection>

        <FormSection
          title="Consent & Privacy"
          description="Tick what the people recorded agreed to. Transcription needs the transcription consent, analysis the analysis consent."
        >
          <div>
            {CONSENT_KEYS.map((key) => (
              <CheckboxField key={key} name={`consent.${key}`} label={CONSENT_LABELS[key]} />
            ))}
          </div>
          {!consent?.transcribed ? (
            <p className="text-sm text-slate-600">{RECORDING_MESSAGES.consentTranscribe}</p>
          ) : null}
          {!consent?.analyzed ? (
            <p className="text-sm text-slate-600">{RECORDING_MESSAGES.consentAnalyze}</p>
          ) : null}
        </FormSection>

        <FormSection title="Tags & Metadata">
          <Controller
            control={control}
            name="tags"
            render={({ field }) => <RecordingTags value={field.value} onChange={field.onChange} />}
          />
        </FormSection>

        <FormSection title="Images">
          <Controller
            control={control}
            name="images"
            render={({ field }) => (
              <ImageUploadField
                value={field.value}
                onChange={field.onChange}
                maxImages={RECORDING_LIMITS.images}
                hint="JPEG, PNG, WebP, GIF or AVIF, up to 4 MB each."
                onUploadingChange={setImagesUploading}
              />
            )}
          />
        </FormSection>

        <div className="sticky bottom-0 z-20 -mx-4 mt-10 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
          {error ? (
            <Message tone="error" className="mb-3">
              {error}
            </Message>
          ) : missingMessage ? (
            <Message tone="error" className="mb-3">
              {missingMessage}
            </Message>
          ) : null}
          {notice ? (
            <Message tone="info" className="mb-3">
              {notice}
            </Message>
          ) : null}
          <div className="flex flex-wrap items-center justify-end gap-2">
            <Link to="/recordings" className={buttonStyles({ variant: "ghost" })}>
              Cancel
            </Link>
            <Button
              variant="secondary"
              onClick={() => void submit("save")}
              isBusy={busy === "draft"}
              disabled={actionsDisabled}
            >
              {busy === "draft" ? "Saving..." : "Save Draft"}
            </Button>
            <Button
              onClick={() => void submit("publish")}
              isBusy={busy === "publish"}
              disabled={actionsDisabled}
            >
              {busy === "publish" ? PUBLISH_TEXT.publishing : PUBLISH_TEXT.publish}
            </Button>
          </div>
        </div>
      </form>
      {session.user ? (
        <UpgradeModal
          open={gateOpen}
          onOpenChange={(open) => {
            setGateOpen(open);
            if (open) upgraded.current = false;
            else if (!upgraded.current) setNotice(`${SAVED_AS_DRAFT} ${gateText ?? ""}`.trim());
          }}
          onSuccess={() => {
            upgraded.current = true;
            const id = savedRef.current?.id;
            if (id) void publishSaved(id);
          }}
          reason={RECORDING_UPGRADE_REASON}
        />
      ) : null}
    </FormProvider>
  );
}
