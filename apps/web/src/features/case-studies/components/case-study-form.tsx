import {
  CASE_STUDY_SECTIONS,
  CONTENT_MESSAGES,
  LONG_TEXT_MAX,
  SHORT_TEXT_MAX,
  SUMMARY_MAX,
  TITLE_MAX,
} from "@field-commons/shared/content";
import type { ContentDetail } from "@field-commons/shared/content";
import { useState } from "react";
import { ImageUploadField } from "../../../components/image-upload/image-upload-field";
import { FormField } from "../../../components/ui/form-field";
import { FormSection } from "../../../components/ui/form-section";
import { Input } from "../../../components/ui/input";
import { DomainSelect } from "../../../components/ui/domain-select";
import { Textarea } from "../../../components/ui/textarea";
import { useSession } from "../../../lib/session/use-session";
import { AuthoringFormShell } from "../../../components/content/authoring-form-shell";
import { useSaveContent } from "../../../components/content/use-save-content";
import {
  emptyFormValues,
  formValuesFromDetail,
  mapServerFields,
  toCaseStudyInput,
} from "../utils/form-values";
import type { CaseStudyFormValues, FieldKey, SectionKey } from "../utils/form-values";

const SUMMARY_SECTIONS = CASE_STUDY_SECTIONS.filter(
  (s) => s.group === "summary" && s.key !== "dates",
);
const ANALYSIS_SECTIONS = CASE_STUDY_SECTIONS.filter(
  (s) => s.group === "analysis" && s.key !== "dates",
);

/** Spec 2, section 8: 'Error saving case study: {error}'. */
const SAVE_LABELS = {
  saveError: CONTENT_MESSAGES.saveErrorPrefix,
  createFailed: CONTENT_MESSAGES.createFailed,
  updateFailed: CONTENT_MESSAGES.updateFailed,
};

/**
 * The case-study form (create, or edit when `item` is given): Summary,
 * Analysis and Images in the shared authoring frame (Cancel, Save Draft or
 * Sign In to Save, Publish). Saving and publishing, with the upgrade dialog
 * for non-contributors, is the shared useSaveContent.
 */
export function CaseStudyForm({ item }: { item?: ContentDetail }) {
  const { status } = useSession();
  const [values, setValues] = useState<CaseStudyFormValues>(() =>
    item ? formValuesFromDetail(item) : emptyFormValues(),
  );
  const [uploading, setUploading] = useState(false);
  const saver = useSaveContent({
    type: "case-study",
    id: item?.id,
    status: item?.status,
    labels: SAVE_LABELS,
  });
  const { byField: fieldErrors, other: otherErrors } = mapServerFields(saver.fieldErrors);

  const signedOut = status === "anonymous";

  const set = <K extends keyof CaseStudyFormValues>(key: K, value: CaseStudyFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  };
  const setSection = (key: SectionKey, value: string) =>
    setValues((current) => ({ ...current, sections: { ...current.sections, [key]: value } }));

  const errorsFor = (key: FieldKey) => fieldErrors[key] ?? [];
  const heading = item ? "Edit Case Study" : "New Case Study";

  return (
    <AuthoringFormShell
      name={heading}
      heading={heading}
      status={item?.status}
      saving={saver.saving}
      busy={saver.busy}
      uploading={uploading}
      titleFilled={values.title.trim().length > 0}
      signedIn={!signedOut}
      onSaveDraft={() => void saver.saveDraft(toCaseStudyInput(values))}
      onPublish={() => void saver.publish(toCaseStudyInput(values))}
      error={saver.error}
      otherErrors={otherErrors}
      notice={saver.notice}
    >
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
            <DomainSelect
              {...control}
              value={values.domain}
              onValueChange={(domain) => set("domain", domain)}
            />
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

      {saver.upgrade}
    </AuthoringFormShell>
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
