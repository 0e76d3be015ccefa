import {
  CASE_STUDY_SECTIONS,
  CONTENT_MESSAGES,
  LONG_TEXT_MAX,
  SHORT_TEXT_MAX,
  SUMMARY_MAX,
  TITLE_MAX,
} from "@field-commons/shared/content";
import type { ContentDetail } from "@field-commons/shared/content";
import { DOMAINS } from "@field-commons/shared/domains";
import type { Domain } from "@field-commons/shared/domains";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { ImageUploadField } from "../../../components/image-upload/image-upload-field";
import { Button, buttonStyles } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Message } from "../../../components/ui/message";
import { Select } from "../../../components/ui/select";
import { StatusBadge } from "../../../components/ui/status-badge";
import { Textarea } from "../../../components/ui/textarea";
import { ApiError } from "../../../lib/api-client";
import { useAccountPanel } from "../../auth/hooks/use-account-panel";
import { useSession } from "../../auth/hooks/use-session";
import { UpgradeModal } from "../../upgrade/components/upgrade-modal";
import {
  createCaseStudy,
  invalidateAfterSave,
  publishCaseStudy,
  updateCaseStudy,
} from "../api/save-case-study";
import {
  emptyFormValues,
  formValuesFromDetail,
  mapServerFields,
  toCaseStudyInput,
} from "../utils/form-values";
import type { CaseStudyFormValues, FieldKey, SectionKey } from "../utils/form-values";
import { FormField } from "./form-field";

type Busy = "save" | "publish" | null;
type FieldErrors = Partial<Record<FieldKey, string[]>>;

const SUMMARY_SECTIONS = CASE_STUDY_SECTIONS.filter(
  (s) => s.group === "summary" && s.key !== "dates",
);
const ANALYSIS_SECTIONS = CASE_STUDY_SECTIONS.filter(
  (s) => s.group === "analysis" && s.key !== "dates",
);

/**
 * 'Error saving case study: {error}' with the server's message (or the
 * create/update default when the server sent none); the generic text when the
 * server could not be reached at all.
 */
export function saveErrorText(error: unknown, mode: "create" | "update"): string {
  if (error instanceof ApiError) {
    const detail =
      error.serverMessage ??
      (mode === "create" ? CONTENT_MESSAGES.createFailed : CONTENT_MESSAGES.updateFailed);
    return `${CONTENT_MESSAGES.saveErrorPrefix}: ${detail}`;
  }
  return CONTENT_MESSAGES.saveErrorPrefix;
}

export const UPGRADE_REASON = "Publishing case studies needs the Contributor plan.";
export const SAVED_AS_DRAFT = "Your changes are saved as a draft.";
const SAVED = "Your changes are saved.";

/**
 * The case-study form (create, or edit when `item` is given): Summary,
 * Analysis and Images, with Cancel, Save Draft (or Sign In to Save) and
 * Publish in a sticky action bar. Publishing saves first; without contributor
 * status the upgrade modal opens and the publish is retried after payment.
 */
export function CaseStudyForm({ item }: { item?: ContentDetail }) {
  const headingId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user, status } = useSession();
  const accountPanel = useAccountPanel();
  const formRef = useRef<HTMLFormElement>(null);
  const signInRef = useRef<HTMLButtonElement>(null);
  const publishRef = useRef<HTMLButtonElement>(null);

  const [values, setValues] = useState<CaseStudyFormValues>(() =>
    item ? formValuesFromDetail(item) : emptyFormValues(),
  );
  const [busy, setBusy] = useState<Busy>(null);
  const [uploading, setUploading] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [focusErrors, setFocusErrors] = useState(0);
  // The saved item's id: the first Save Draft creates it, later saves update it.
  const savedId = useRef<string | null>(item?.id ?? null);
  // Set when the payment went through, so closing the modal does not report a cancelled upgrade.
  const upgraded = useRef(false);

  const signedOut = status === "anonymous";
  const hasTitle = values.title.trim().length > 0;
  const actionsDisabled = !hasTitle || busy !== null || uploading;

  // After the server refused fields, move focus to the first one.
  useEffect(() => {
    if (focusErrors === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusErrors]);

  const set = <K extends keyof CaseStudyFormValues>(key: K, value: CaseStudyFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  };
  const setSection = (key: SectionKey, value: string) =>
    setValues((current) => ({ ...current, sections: { ...current.sections, [key]: value } }));

  const clearMessages = () => {
    setFormError(null);
    setNotice(null);
    setFieldErrors({});
    setOtherErrors([]);
  };

  const showError = (error: unknown, mode: "create" | "update") => {
    console.error("Case study save failed", error);
    setFormError(saveErrorText(error, mode));
    if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
      const { byField, other } = mapServerFields(error.fields);
      setFieldErrors(byField);
      setOtherErrors(other);
      setFocusErrors((n) => n + 1);
    }
  };

  /** Creates the case study on the first save, updates it afterwards. */
  const save = async (): Promise<string> => {
    const input = toCaseStudyInput(values);
    const id = savedId.current;
    if (id) {
      await updateCaseStudy(id, input);
      return id;
    }
    const created = await createCaseStudy(input);
    savedId.current = created.id;
    return created.id;
  };

  const finish = () => {
    // Lists and figures refresh in the background; the dashboard shows the change.
    void invalidateAfterSave(queryClient);
    void navigate("/dashboard");
  };

  const onSaveDraft = async () => {
    if (actionsDisabled) return;
    clearMessages();
    setBusy("save");
    const mode = savedId.current ? "update" : "create";
    try {
      await save();
      finish();
    } catch (error) {
      showError(error, mode);
      setBusy(null);
    }
  };

  const publish = async (id: string) => {
    setBusy("publish");
    try {
      await publishCaseStudy(id);
      finish();
    } catch (error) {
      setBusy(null);
      if (error instanceof ApiError && error.code === "UPGRADE_REQUIRED") {
        upgraded.current = false;
        setUpgradeOpen(true);
        return;
      }
      showError(error, "update");
      // The save before the publish went through.
      setNotice(item?.status === "published" ? SAVED : SAVED_AS_DRAFT);
      void invalidateAfterSave(queryClient);
    }
  };

  const onPublish = async () => {
    if (actionsDisabled) return;
    if (signedOut) {
      void navigate("/login");
      return;
    }
    clearMessages();
    setBusy("publish");
    const mode = savedId.current ? "update" : "create";
    let id: string;
    try {
      id = await save();
    } catch (error) {
      showError(error, mode);
      setBusy(null);
      return;
    }
    await publish(id);
  };

  const onUpgradeOpenChange = (open: boolean) => {
    setUpgradeOpen(open);
    if (open) upgraded.current = false;
    else if (!upgraded.current) setNotice(`${SAVED_AS_DRAFT} ${UPGRADE_REASON}`);
  };

  const onUpgraded = () => {
    upgraded.current = true;
    const id = savedId.current;
    if (!id) return;
    clearMessages();
    void publish(id);
  };

  const errorsFor = (key: FieldKey) => fieldErrors[key] ?? [];
  const isEdit = item !== undefined;

  return (
    <form
      ref={formRef}
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => event.preventDefault()}
      className="mx-auto max-w-3xl px-4 pt-8"
    >
      <header>
        <div className="flex flex-wrap items-center gap-3">
          <h1 id={headingId} className="text-3xl font-bold tracking-tight text-slate-900">
            {isEdit ? "Edit Case Study" : "New Case Study"}
          </h1>
          {item ? <StatusBadge status={item.status} /> : null}
        </div>
        <p className="mt-2 text-slate-700">
          Save a draft at any time; only a title is needed. Fields marked{" "}
          <span aria-hidden="true" className="text-danger">
            *
          </span>
          <span className="sr-only">as required</span> are needed to publish.
        </p>
      </header>

      <FormSection title="Summary">
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
        <FormField
          label="One-liner"
          required
          hint="One sentence that sums up the case; it is shown on cards."
          errors={errorsFor("summary")}
        >
          {(control) => (
            <Input
              {...control}
              value={values.summary}
              maxLength={SUMMARY_MAX}
              autoComplete="off"
              onChange={(event) => set("summary", event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Domain" required errors={errorsFor("domain")}>
          {(control) => (
            <Select
              {...control}
              value={values.domain}
              onChange={(event) => set("domain", event.target.value as Domain | "")}
            >
              <option value="">Select a domain</option>
              {DOMAINS.map((domain) => (
                <option key={domain} value={domain}>
                  {domain}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <fieldset className="rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-800">Where</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label="Location"
              required
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
            <FormField
              label="Latitude"
              hint="Optional, −90 to 90. Places the case study on the map."
              errors={errorsFor("lat")}
            >
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="decimal"
                  step="any"
                  min={-90}
                  max={90}
                  value={values.lat}
                  onChange={(event) => set("lat", event.target.value)}
                />
              )}
            </FormField>
            <FormField label="Longitude" hint="Optional, −180 to 180." errors={errorsFor("lng")}>
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="decimal"
                  step="any"
                  min={-180}
                  max={180}
                  value={values.lng}
                  onChange={(event) => set("lng", event.target.value)}
                />
              )}
            </FormField>
          </div>
        </fieldset>
        <FormField
          label="Dates"
          required
          hint="Free text, for example 2015–2021 or Spring 2019."
          errors={errorsFor("dates")}
        >
          {(control) => (
            <Input
              {...control}
              value={values.dates}
              maxLength={SHORT_TEXT_MAX}
              onChange={(event) => set("dates", event.target.value)}
            />
          )}
        </FormField>
        {SUMMARY_SECTIONS.map(({ key, label }) => (
          <SectionField
            key={key}
            label={label}
            value={values.sections[key as SectionKey]}
            errors={errorsFor(key as SectionKey)}
            onChange={(value) => setSection(key as SectionKey, value)}
          />
        ))}
      </FormSection>

      <FormSection title="Analysis">
        {ANALYSIS_SECTIONS.map(({ key, label }) => (
          <SectionField
            key={key}
            label={label}
            value={values.sections[key as SectionKey]}
            errors={errorsFor(key as SectionKey)}
            onChange={(value) => setSection(key as SectionKey, value)}
          />
        ))}
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
          onUploadingChange={setUploading}
        />
      </FormSection>

      <div className="sticky bottom-0 z-20 -mx-4 mt-10 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
        {formError ? (
          <Message tone="error" className="mb-3">
            {formError}
            {otherErrors.length > 0 ? (
              <ul className="mt-1 list-disc pl-5 font-normal">
                {otherErrors.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            ) : null}
          </Message>
        ) : null}
        {notice ? (
          <Message tone="info" className="mb-3">
            {notice}
          </Message>
        ) : null}
        {uploading ? (
          <p className="mb-2 text-sm text-slate-700">Waiting for images to finish uploading…</p>
        ) : null}
        <div className="flex flex-wrap items-center justify-end gap-3">
          <Link
            to="/dashboard"
            className={buttonStyles({ variant: "ghost", className: "mr-auto" })}
          >
            Cancel
          </Link>
          {signedOut ? (
            <Button
              ref={signInRef}
              variant="secondary"
              onClick={() => accountPanel.open("login", { returnFocusTo: signInRef.current })}
            >
              Sign In to Save
            </Button>
          ) : (
            <Button
              variant="secondary"
              isBusy={busy === "save"}
              disabled={actionsDisabled || status === "loading"}
              onClick={() => void onSaveDraft()}
            >
              Save Draft
            </Button>
          )}
          <Button
            ref={publishRef}
            isBusy={busy === "publish"}
            disabled={actionsDisabled || status === "loading"}
            onClick={() => void onPublish()}
          >
            Publish
          </Button>
        </div>
      </div>

      {user ? (
        <UpgradeModal
          open={upgradeOpen}
          onOpenChange={onUpgradeOpenChange}
          onSuccess={onUpgraded}
          reason={UPGRADE_REASON}
          returnFocusTo={publishRef.current}
        />
      ) : null}
    </form>
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="border-b border-slate-200 pb-2 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-5 space-y-5">{children}</div>
    </section>
  );
}

function SectionField({
  label,
  value,
  errors,
  onChange,
}: {
  label: string;
  value: string;
  errors: readonly string[];
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label} errors={errors}>
      {(control) => (
        <Textarea
          {...control}
          rows={4}
          value={value}
          maxLength={LONG_TEXT_MAX}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
