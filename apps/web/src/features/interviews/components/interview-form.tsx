import {
  ESSAY_CONTENT_MAX,
  LONG_TEXT_MAX,
  SHORT_TEXT_MAX,
  SUMMARY_MAX,
  TAGS_MAX,
  TITLE_MAX,
} from "@field-commons/shared/content";
import type { ContentDetail } from "@field-commons/shared/content";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { ReactNode } from "react";
import { ImageUploadField } from "../../../components/image-upload/image-upload-field";
import { MediaUploadField } from "../../../components/media-upload/media-upload-field";
import type { MediaFieldValue } from "../../../components/media-upload/media-upload-field";
import { FormField } from "../../../components/ui/form-field";
import { FormSection } from "../../../components/ui/form-section";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { DomainSelect } from "../../../components/ui/domain-select";
import { TagsInput } from "../../../components/ui/tags-input";
import { Textarea } from "../../../components/ui/textarea";
import { useSession } from "../../../lib/session/use-session";
import { AuthoringFormShell } from "../../../components/content/authoring-form-shell";
import { useSaveContent } from "../../../components/content/use-save-content";
import { DURATION_MAX_HOURS, DURATION_MAX_MINUTES } from "../utils/duration";
import {
  FORM_MESSAGES,
  emptyFormValues,
  formValuesFromDetail,
  mapServerFields,
  toInterviewInput,
  validateForm,
} from "../utils/form-values";
import type { FieldErrors, InterviewFormValues, PersonValues } from "../utils/form-values";
import { INTERVIEW_TEXTS, MEDIA_TYPE_LABELS } from "../utils/labels";
import type { MediaType } from "../utils/labels";
import { IntervieweePhotoField } from "./interviewee-photo-field";
import { QuestionsEditor } from "./questions-editor";

type UploadSource = "media" | "photo" | "images";
type Uploads = Record<UploadSource, boolean>;

/** Sets one upload field's busy flag (keeping the same object when nothing changes). */
const flag = (source: UploadSource, busy: boolean) => (current: Uploads) =>
  current[source] === busy ? current : { ...current, [source]: busy };

/**
 * The interview form (create, or edit when `item` is given). Required markers
 * on title, date, excerpt, interviewee name and interviewer name (spec 3,
 * section 2); the server checks them again before publishing. Saving and
 * publishing, the upgrade gate and the way back to /dashboard are the shared
 * authoring behaviour.
 */
export function InterviewForm({ item }: { item?: ContentDetail }) {
  const { user, status } = useSession();
  const signedOut = status === "anonymous";
  const [values, setValues] = useState<InterviewFormValues>(() =>
    item ? formValuesFromDetail(item) : emptyFormValues(),
  );
  const [uploads, setUploads] = useState<Uploads>({
    media: false,
    photo: false,
    images: false,
  });
  // After the first attempt to save, the form's own checks run as the person types.
  const [checked, setChecked] = useState(false);
  const [focusErrors, setFocusErrors] = useState(0);
  const sectionsRef = useRef<HTMLDivElement>(null);

  const save = useSaveContent({
    type: "interview",
    id: item?.id,
    status: item?.status,
    labels: {
      saveError: INTERVIEW_TEXTS.saveError,
      createFailed: INTERVIEW_TEXTS.createFailed,
      updateFailed: INTERVIEW_TEXTS.updateFailed,
    },
  });

  const clientErrors: FieldErrors = checked ? validateForm(values) : {};
  const server = mapServerFields(save.fieldErrors);
  const errors: FieldErrors = { ...server.byField };
  for (const [key, messages] of Object.entries(clientErrors)) {
    errors[key] = [...(errors[key] ?? []), ...messages];
  }
  const hasClientErrors = Object.keys(clientErrors).length > 0;
  const errorsFor = (key: string) => errors[key] ?? [];

  useEffect(() => {
    if (focusErrors === 0) return;
    sectionsRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusErrors]);

  const set = <K extends keyof InterviewFormValues>(key: K, value: InterviewFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const setPerson = (who: "interviewee" | "interviewer", key: keyof PersonValues, value: string) =>
    setValues((current) => ({ ...current, [who]: { ...current[who], [key]: value } }));
  const setLink = (key: keyof InterviewFormValues["interviewee"]["links"], value: string) =>
    setValues((current) => ({
      ...current,
      interviewee: {
        ...current.interviewee,
        links: { ...current.interviewee.links, [key]: value },
      },
    }));

  const onMediaChange = (media: MediaFieldValue | null) =>
    setValues((current) => ({
      ...current,
      media,
      // A new recording tells what kind of media this is when the author has not said.
      mediaType: current.mediaType === "" && media ? media.kind : current.mediaType,
    }));

  // Stable, so the upload fields report only real changes.
  const onMediaUploading = useCallback((busy: boolean) => setUploads(flag("media", busy)), []);
  const onPhotoUploading = useCallback((busy: boolean) => setUploads(flag("photo", busy)), []);
  const onImagesUploading = useCallback((busy: boolean) => setUploads(flag("images", busy)), []);
  const uploading = uploads.media || uploads.photo || uploads.images;

  /** Runs the form's own checks; true when the form may be sent. */
  const ready = () => {
    setChecked(true);
    if (Object.keys(validateForm(values)).length === 0) return true;
    setFocusErrors((n) => n + 1);
    return false;
  };

  const onSaveDraft = () => {
    if (!ready()) return;
    void save.saveDraft(toInterviewInput(values));
  };
  const onPublish = () => {
    if (!ready()) return;
    void save.publish(toInterviewInput(values));
  };

  const isEdit = item !== undefined;
  const heading = isEdit ? "Edit Interview" : "New Interview";
  const uploadHint = signedOut ? "Sign in to upload files." : undefined;

  return (
    <AuthoringFormShell
      name={heading}
      heading={heading}
      status={item?.status}
      saving={save.saving}
      busy={save.busy}
      titleFilled={values.title.trim().length > 0}
      signedIn={user !== null}
      onSaveDraft={onSaveDraft}
      onPublish={onPublish}
      error={save.error ?? (hasClientErrors ? FORM_MESSAGES.fixFields : null)}
      otherErrors={server.other}
      notice={save.notice}
      uploading={uploading}
    >
      <div ref={sectionsRef}>
        <FormSection title="Basics">
          <FormField label="Title" required errors={errorsFor("title")}>
            {(control) => (
              <Input
                {...control}
                value={values.title}
                maxLength={TITLE_MAX}
                autoComplete="off"
                onChange={(event) => set("title", event.target.value)}
              />
            )}
          </FormField>
          <FormField label="Subtitle" errors={errorsFor("subtitle")}>
            {(control) => (
              <Input
                {...control}
                value={values.subtitle}
                maxLength={SHORT_TEXT_MAX}
                autoComplete="off"
                onChange={(event) => set("subtitle", event.target.value)}
              />
            )}
          </FormField>
          <FormField
            label="Excerpt"
            required
            hint="A few sentences that introduce the interview; shown on cards."
            errors={errorsFor("excerpt")}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                value={values.excerpt}
                maxLength={SUMMARY_MAX * 2}
                onChange={(event) => set("excerpt", event.target.value)}
              />
            )}
          </FormField>
          <FormField
            label="Date"
            required
            hint="When the interview took place."
            errors={errorsFor("date")}
          >
            {(control) => (
              <Input
                {...control}
                type="date"
                value={values.date}
                className="max-w-56"
                onChange={(event) => set("date", event.target.value)}
              />
            )}
          </FormField>
          <FormField label="Domain" errors={errorsFor("domain")}>
            {(control) => (
              <DomainSelect
                {...control}
                value={values.domain}
                onValueChange={(domain) => set("domain", domain)}
              />
            )}
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              label="Location"
              hint="A place name, for example Törbel, Valais."
              errors={errorsFor("locationName")}
            >
              {(control) => (
                <Input
                  {...control}
                  value={values.locationName}
                  maxLength={SHORT_TEXT_MAX}
                  onChange={(event) => set("locationName", event.target.value)}
                />
              )}
            </FormField>
            <FormField label="Country" errors={errorsFor("country")}>
              {(control) => (
                <Input
                  {...control}
                  value={values.country}
                  maxLength={100}
                  autoComplete="country-name"
                  onChange={(event) => set("country", event.target.value)}
                />
              )}
            </FormField>
          </div>
          <FormField label="Description" errors={errorsFor("description")}>
            {(control) => (
              <Textarea
                {...control}
                rows={5}
                value={values.description}
                maxLength={LONG_TEXT_MAX}
                onChange={(event) => set("description", event.target.value)}
              />
            )}
          </FormField>
        </FormSection>

        <FormSection title="Interviewee">
          <PersonFields
            who="Interviewee"
            value={values.interviewee}
            errors={errors}
            errorKey="interviewee"
            withBio
            onChange={(key, value) => setPerson("interviewee", key, value)}
          />
          <IntervieweePhotoField
            value={values.intervieweePhoto}
            onChange={(photo) => set("intervieweePhoto", photo)}
            personName={values.interviewee.name}
            disabled={signedOut}
            errors={errorsFor("interviewee.photo")}
            onUploadingChange={onPhotoUploading}
          />
          <fieldset className="rounded-lg border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-slate-800">Links</legend>
            <div className="space-y-4">
              <FormField
                label="LinkedIn"
                hint="The full address of the profile."
                errors={errorsFor("interviewee.links.linkedin")}
              >
                {(control) => (
                  <Input
                    {...control}
                    type="url"
                    inputMode="url"
                    value={values.interviewee.links.linkedin}
                    maxLength={2000}
                    onChange={(event) => setLink("linkedin", event.target.value)}
                  />
                )}
              </FormField>
              <FormField
                label="Twitter"
                hint="A handle such as @name, or the address of the profile."
                errors={errorsFor("interviewee.links.twitter")}
              >
                {(control) => (
                  <Input
                    {...control}
                    value={values.interviewee.links.twitter}
                    maxLength={2000}
                    onChange={(event) => setLink("twitter", event.target.value)}
                  />
                )}
              </FormField>
              <FormField label="Website" errors={errorsFor("interviewee.links.website")}>
                {(control) => (
                  <Input
                    {...control}
                    type="url"
                    inputMode="url"
                    value={values.interviewee.links.website}
                    maxLength={2000}
                    onChange={(event) => setLink("website", event.target.value)}
                  />
                )}
              </FormField>
            </div>
          </fieldset>
        </FormSection>

        <FormSection title="Interviewer">
          <PersonFields
            who="Interviewer"
            value={values.interviewer}
            errors={errors}
            errorKey="interviewer"
            onChange={(key, value) => setPerson("interviewer", key, value)}
          />
        </FormSection>

        <FormSection title="Recording">
          <DurationFields
            hours={values.durationHours}
            minutes={values.durationMinutes}
            errors={errorsFor("duration")}
            onHours={(hours) => set("durationHours", hours)}
            onMinutes={(minutes) => set("durationMinutes", minutes)}
          />
          <FormField label="Media type" errors={errorsFor("mediaType")}>
            {(control) => (
              <Select
                {...control}
                value={values.mediaType}
                className="max-w-56"
                onChange={(event) => set("mediaType", event.target.value as MediaType | "")}
              >
                <option value="">Select a media type</option>
                {(Object.keys(MEDIA_TYPE_LABELS) as MediaType[]).map((type) => (
                  <option key={type} value={type}>
                    {MEDIA_TYPE_LABELS[type]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <div>
            <p className="mb-2 text-sm font-semibold text-slate-800">Audio or video</p>
            <MediaUploadField
              value={values.media}
              onChange={onMediaChange}
              errors={errorsFor("media")}
              disabled={signedOut}
              hint={uploadHint}
              onUploadingChange={onMediaUploading}
            />
          </div>
          <FormField
            label="Language"
            hint="A language code, for example en, es or pt-BR."
            errors={errorsFor("language")}
          >
            {(control) => (
              <Input
                {...control}
                value={values.language}
                maxLength={20}
                autoComplete="off"
                className="max-w-40"
                onChange={(event) => set("language", event.target.value)}
              />
            )}
          </FormField>
        </FormSection>

        <FormSection title="Questions & Answers">
          <QuestionsEditor
            value={values.questions}
            onChange={(questions) => set("questions", questions)}
            errors={errors}
          />
        </FormSection>

        <FormSection title="Transcript">
          <FormField
            label="Full transcript"
            hint="The full text of the interview, if you have one."
            errors={errorsFor("transcript")}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={15}
                value={values.transcript}
                maxLength={ESSAY_CONTENT_MAX}
                onChange={(event) => set("transcript", event.target.value)}
              />
            )}
          </FormField>
        </FormSection>

        <FormSection title="Consent & Ethics">
          <fieldset>
            <legend className="text-sm font-semibold text-slate-800">
              The interviewee gave consent
            </legend>
            <div className="mt-2 space-y-2">
              <Checkbox
                label="Consent to record"
                checked={values.consent.recorded}
                onChange={(recorded) => set("consent", { ...values.consent, recorded })}
              />
              <Checkbox
                label="Consent to publish"
                checked={values.consent.published}
                onChange={(published) => set("consent", { ...values.consent, published })}
              />
              <Checkbox
                label="Consent to be contacted"
                checked={values.consent.contact}
                onChange={(contact) => set("consent", { ...values.consent, contact })}
              />
            </div>
            {errorsFor("consent").length > 0 ? (
              <ul className="mt-1 space-y-0.5 text-sm font-medium text-danger">
                {errorsFor("consent").map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            ) : null}
          </fieldset>
          <FormField
            label="Ethics approval"
            hint="For example the review board and its reference number."
            errors={errorsFor("ethicsApproval")}
          >
            {(control) => (
              <Input
                {...control}
                value={values.ethicsApproval}
                maxLength={SHORT_TEXT_MAX}
                onChange={(event) => set("ethicsApproval", event.target.value)}
              />
            )}
          </FormField>
          <FormField label="Ethics notes" errors={errorsFor("ethicsNotes")}>
            {(control) => (
              <Textarea
                {...control}
                rows={4}
                value={values.ethicsNotes}
                maxLength={LONG_TEXT_MAX}
                onChange={(event) => set("ethicsNotes", event.target.value)}
              />
            )}
          </FormField>
        </FormSection>

        <FormSection title="Sources & Tags">
          <FormField label="Sources" errors={errorsFor("sources")}>
            {(control) => (
              <Textarea
                {...control}
                rows={4}
                value={values.sources}
                maxLength={LONG_TEXT_MAX}
                onChange={(event) => set("sources", event.target.value)}
              />
            )}
          </FormField>
          <TagsInput
            label="Tags"
            value={values.tags}
            onChange={(tags) => set("tags", tags)}
            max={TAGS_MAX}
            errors={errorsFor("tags")}
          />
        </FormSection>

        <FormSection title="Images">
          <ImageUploadField
            value={values.images}
            onChange={(images) => set("images", images)}
            errors={errorsFor("images")}
            disabled={signedOut}
            hint={
              signedOut
                ? "Sign in to add images."
                : "JPEG, PNG, WebP, GIF or AVIF, up to 4 MB each. The first image is the cover."
            }
            onUploadingChange={onImagesUploading}
          />
        </FormSection>
      </div>
      {save.upgrade}
    </AuthoringFormShell>
  );
}

function PersonFields({
  who,
  value,
  errors,
  errorKey,
  withBio = false,
  onChange,
}: {
  who: "Interviewee" | "Interviewer";
  value: PersonValues;
  errors: FieldErrors;
  errorKey: "interviewee" | "interviewer";
  withBio?: boolean;
  onChange: (key: keyof PersonValues, value: string) => void;
}) {
  const at = (key: keyof PersonValues) => errors[`${errorKey}.${key}`] ?? [];
  return (
    <>
      <FormField label={`${who} name`} required errors={at("name")}>
        {(control) => (
          <Input
            {...control}
            value={value.name}
            maxLength={SHORT_TEXT_MAX}
            autoComplete="off"
            onChange={(event) => onChange("name", event.target.value)}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={`${who} title`} hint="Role or position." errors={at("title")}>
          {(control) => (
            <Input
              {...control}
              value={value.title}
              maxLength={SHORT_TEXT_MAX}
              autoComplete="off"
              onChange={(event) => onChange("title", event.target.value)}
            />
          )}
        </FormField>
        <FormField label={`${who} organization`} errors={at("organization")}>
          {(control) => (
            <Input
              {...control}
              value={value.organization}
              maxLength={SHORT_TEXT_MAX}
              autoComplete="off"
              onChange={(event) => onChange("organization", event.target.value)}
            />
          )}
        </FormField>
      </div>
      {withBio ? (
        <FormField label={`${who} bio`} errors={at("bio")}>
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              value={value.bio}
              maxLength={LONG_TEXT_MAX}
              onChange={(event) => onChange("bio", event.target.value)}
            />
          )}
        </FormField>
      ) : null}
    </>
  );
}

/** Duration in minutes, or hours and minutes; stored as whole seconds. */
function DurationFields({
  hours,
  minutes,
  errors,
  onHours,
  onMinutes,
}: {
  hours: string;
  minutes: string;
  errors: readonly string[];
  onHours: (value: string) => void;
  onMinutes: (value: string) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = errors.length > 0;
  const describedBy = [hintId, invalid ? errorId : null].filter(Boolean).join(" ");
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="text-sm font-semibold text-slate-800">Duration</legend>
      <div className="mt-1 flex flex-wrap items-end gap-4">
        <NumberBox
          label="Hours"
          value={hours}
          max={DURATION_MAX_HOURS}
          invalid={invalid}
          describedBy={describedBy}
          onChange={onHours}
        />
        <NumberBox
          label="Minutes"
          value={minutes}
          max={DURATION_MAX_MINUTES}
          invalid={invalid}
          describedBy={describedBy}
          onChange={onMinutes}
        />
      </div>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        Minutes alone (for example 45 or 90), or hours and minutes.
      </p>
      {invalid ? (
        <ul id={errorId} className="mt-1 space-y-0.5 text-sm font-medium text-danger">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

function NumberBox({
  label,
  value,
  max,
  invalid,
  describedBy,
  onChange,
}: {
  label: string;
  value: string;
  max: number;
  invalid: boolean;
  describedBy: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm text-slate-700">
        {label}
      </label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="mt-1 w-28"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function Checkbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}): ReactNode {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 rounded border-slate-400 accent-accent focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
      />
      <label htmlFor={id} className="text-slate-800">
        {label}
      </label>
    </div>
  );
}
