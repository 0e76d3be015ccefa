import { LONG_TEXT_MAX, SHORT_TEXT_MAX, TITLE_MAX } from "@field-commons/shared/content";
import type { ContentDetail } from "@field-commons/shared/content";
import { useState } from "react";
import { ImageUploadField } from "../../../components/image-upload/image-upload-field";
import { FormField } from "../../../components/ui/form-field";
import { FormSection } from "../../../components/ui/form-section";
import { Input } from "../../../components/ui/input";
import { DomainSelect } from "../../../components/ui/domain-select";
import { TagsInput } from "../../../components/ui/tags-input";
import { Textarea } from "../../../components/ui/textarea";
import { useSession } from "../../../lib/session/use-session";
import { AuthoringFormShell } from "../../../components/content/authoring-form-shell";
import { LocationFields } from "../../../components/content/location-fields";
import { useSaveContent } from "../../../components/content/use-save-content";
import {
  REQUIRED_PATHS,
  emptyFormValues,
  formValuesFromDetail,
  mapServerFields,
  toPolicyBriefInput,
} from "../utils/form-values";
import type { PolicyBriefFormValues, RowIndex } from "../utils/form-values";
import { FIELD_LABELS } from "../utils/policy-brief-body";
import type { TextField } from "../utils/policy-brief-body";
import { POLICY_BRIEF_TEXTS as T } from "../utils/texts";
import { EvidenceEditor, RecommendationsEditor, ReferencesEditor } from "./row-editors";

const SAVE_LABELS = {
  saveError: T.saveError,
  createFailed: T.createFailed,
  updateFailed: T.updateFailed,
};

const TEXT_HINTS: Partial<Record<TextField, string>> = {
  executiveSummary: "The brief in a few sentences; it is shown on cards.",
  problemStatement: "What is going wrong, for whom, and why it matters now.",
  keyFindings: "What the research found.",
  recommendations: "What decision makers should do, in plain words.",
};

const NO_ROWS: RowIndex = { policyRecommendations: [], evidence: [], references: [] };

/**
 * The policy brief form (create, or edit when `item` is given), in the shared
 * authoring frame. Fields marked * are checked by the server before
 * publishing; its messages show under each field.
 */
export function PolicyBriefForm({ item }: { item?: ContentDetail }) {
  const { status } = useSession();
  const [values, setValues] = useState<PolicyBriefFormValues>(() =>
    item ? formValuesFromDetail(item) : emptyFormValues(),
  );
  const [uploading, setUploading] = useState(false);
  // Which form rows the last save sent, to put row messages under the right row.
  const [sentRows, setSentRows] = useState<RowIndex>(NO_ROWS);
  const saver = useSaveContent({
    type: "policy-brief",
    id: item?.id,
    status: item?.status,
    labels: SAVE_LABELS,
  });
  const { byPath, other } = mapServerFields(saver.fieldErrors, sentRows);
  const errorsFor = (path: string): readonly string[] => byPath[path] ?? [];

  const signedOut = status === "anonymous";
  const heading = item ? T.editHeading : T.newHeading;

  const set = <K extends keyof PolicyBriefFormValues>(key: K, value: PolicyBriefFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const setText = (key: TextField, value: string) =>
    setValues((current) => ({ ...current, text: { ...current.text, [key]: value } }));

  const submit = (action: "save" | "publish") => {
    const { input, rows } = toPolicyBriefInput(values);
    setSentRows(rows);
    void (action === "save" ? saver.saveDraft(input) : saver.publish(input));
  };

  const textField = (key: TextField, rows = 5) => {
    const path = `body.${key}`;
    return (
      <FormField
        label={FIELD_LABELS[key]}
        required={REQUIRED_PATHS.has(path)}
        hint={TEXT_HINTS[key]}
        errors={errorsFor(path)}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={rows}
            value={values.text[key]}
            maxLength={LONG_TEXT_MAX}
            onChange={(event) => setText(key, event.target.value)}
          />
        )}
      </FormField>
    );
  };

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
      onSaveDraft={() => submit("save")}
      onPublish={() => submit("publish")}
      error={saver.error}
      otherErrors={other}
      notice={saver.notice}
    >
      <FormSection title="Overview">
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
        <FormField label="Subtitle" errors={errorsFor("body.subtitle")}>
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
        <FormField label="Domain" required errors={errorsFor("domain")}>
          {(control) => (
            <DomainSelect
              {...control}
              value={values.domain}
              onValueChange={(domain) => set("domain", domain)}
            />
          )}
        </FormField>
        <LocationFields
          value={values.location}
          onChange={(location) => set("location", location)}
          required={REQUIRED_PATHS.has("location.name")}
          errors={{
            name: errorsFor("location.name"),
            lat: errorsFor("location.lat"),
            lng: errorsFor("location.lng"),
          }}
          nameHint="The place or jurisdiction the brief is about, for example Valais, Switzerland."
        />
        {textField("executiveSummary")}
      </FormSection>

      <FormSection title="Analysis">
        {textField("problemStatement")}
        {textField("keyFindings")}
        {textField("recommendations")}
      </FormSection>

      <FormSection
        title="Policy Recommendations"
        description="Optional. Each recommendation with its priority, how to carry it out, when and by whom."
      >
        <RecommendationsEditor
          rows={values.policyRecommendations}
          onChange={(rows) => set("policyRecommendations", rows)}
          errorsFor={errorsFor}
        />
      </FormSection>

      <FormSection title="Evidence" description="Optional. The sources the brief rests on.">
        <EvidenceEditor
          rows={values.evidence}
          onChange={(rows) => set("evidence", rows)}
          errorsFor={errorsFor}
        />
      </FormSection>

      <FormSection title="Implementation and Monitoring">
        {textField("implementationPlan")}
        {textField("stakeholders", 4)}
        {textField("timeline", 3)}
        {textField("budget", 3)}
        {textField("risks", 4)}
        {textField("successMetrics", 4)}
      </FormSection>

      <FormSection title="Conclusion and References">
        {textField("conclusion")}
        <ReferencesEditor
          rows={values.references}
          onChange={(rows) => set("references", rows)}
          errorsFor={errorsFor}
        />
        {textField("sources", 4)}
        {textField("contacts", 3)}
      </FormSection>

      <FormSection title="Images and Tags">
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
        <TagsInput
          label="Tags"
          value={values.tags}
          onChange={(tags) => set("tags", tags)}
          placeholder="For example: water rights"
          errors={errorsFor("body.tags")}
        />
      </FormSection>

      {saver.upgrade}
    </AuthoringFormShell>
  );
}
