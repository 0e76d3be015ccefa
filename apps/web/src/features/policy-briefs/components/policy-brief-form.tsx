import { LONG_TEXT_MAX, SHORT_TEXT_MAX, TITLE_MAX } from "@field-commons/shared/content";
import type { ContentDetail, PolicyBriefBody } from "@field-commons/shared/content";
import { ContentForm, blankContent, useContentForm } from "../../../components/form/content-form";
import type { ContentFormValues } from "../../../components/form/content-form";
import {
  DomainField,
  LicenseField,
  TagsField,
  TextField,
  TextareaField,
} from "../../../components/form/fields";
import { ImagesField } from "../../../components/form/images-field";
import { LocationField } from "../../../components/form/location-field";
import { FormSection } from "../../../components/ui/form-section";
import { FIELD_LABELS, TEXT_FIELDS } from "../utils/policy-brief-body";
import type { TextField as TextKey } from "../utils/policy-brief-body";
import { POLICY_BRIEF_TEXTS as T } from "../utils/texts";
import { EvidenceEditor, RecommendationsEditor, ReferencesEditor } from "./row-editors";

const SAVE_LABELS = {
  saveError: T.saveError,
  createFailed: T.createFailed,
  updateFailed: T.updateFailed,
};

const TEXT_HINTS: Partial<Record<TextKey, string>> = {
  executiveSummary: "The brief in a few sentences; it is shown on cards.",
  problemStatement: "What is going wrong, for whom, and why it matters now.",
  keyFindings: "What the research found.",
  recommendations:
    "What decision makers should do, in plain words: one recommendation per paragraph, the most urgent first.",
};

/**
 * A new brief: every text field sent, blank ones as '', so clearing one clears
 * it. Recommendations are the one `recommendations` text (the spec's form
 * field, needed to publish); the structured `policyRecommendations` of older
 * briefs are not started (see PolicyBriefForm).
 */
function blankPolicyBrief(): ContentFormValues<"policy-brief"> {
  const body: PolicyBriefBody = {
    subtitle: "",
    evidence: [],
    references: [],
    tags: [],
  };
  for (const key of TEXT_FIELDS) body[key] = "";
  return blankContent("policy-brief", body);
}

function Text({ field, rows = 5 }: { field: TextKey; rows?: number }) {
  return (
    <TextareaField
      name={`body.${field}`}
      label={FIELD_LABELS[field]}
      hint={TEXT_HINTS[field]}
      rows={rows}
      maxLength={LONG_TEXT_MAX}
    />
  );
}

/** Whether a stored brief has structured recommendations (an earlier version of the form). */
function hasStructuredRecommendations(item: ContentDetail | undefined): boolean {
  const rows = (item?.body as Record<string, unknown> | undefined)?.policyRecommendations;
  return Array.isArray(rows) && rows.length > 0;
}

/**
 * The policy brief form (create, or edit when `item` is given), in the shared
 * authoring frame. Fields marked * are checked by the server before
 * publishing; its messages show under each field. One field per concept:
 * recommendations are written in 'Recommendations'; a brief saved with
 * structured recommendations (an earlier version of the form) shows them in
 * their own section so they can still be changed or removed, and the page
 * keeps showing them.
 */
export function PolicyBriefForm({ item }: { item?: ContentDetail }) {
  const model = useContentForm({
    type: "policy-brief",
    item,
    blank: blankPolicyBrief(),
    labels: SAVE_LABELS,
  });
  return (
    <ContentForm model={model} heading={model.editing ? T.editHeading : T.newHeading}>
      <FormSection title="Overview">
        <TextField name="title" label="Title" maxLength={TITLE_MAX} autoComplete="off" />
        <TextField
          name="body.subtitle"
          label="Subtitle"
          maxLength={SHORT_TEXT_MAX}
          autoComplete="off"
        />
        <DomainField />
        <LicenseField />
        <LocationField nameHint="The place or jurisdiction the brief is about, for example Valais, Switzerland." />
        <Text field="executiveSummary" />
      </FormSection>

      <FormSection title="Analysis">
        <Text field="problemStatement" />
        <Text field="keyFindings" />
        <Text field="recommendations" />
      </FormSection>

      {hasStructuredRecommendations(item) ? (
        <FormSection
          title="Policy Recommendations"
          description="Saved with an earlier version of this form and shown on the page under Policy Recommendations. Write new recommendations in Recommendations above."
        >
          <RecommendationsEditor />
        </FormSection>
      ) : null}

      <FormSection
        title="Evidence"
        description="Optional. The studies, data and reports the brief rests on, with how credible each is."
      >
        <EvidenceEditor />
      </FormSection>

      <FormSection title="Implementation and Monitoring">
        <Text field="implementationPlan" />
        <Text field="stakeholders" rows={4} />
        <Text field="timeline" rows={3} />
        <Text field="budget" rows={3} />
        <Text field="risks" rows={4} />
        <Text field="successMetrics" rows={4} />
      </FormSection>

      <FormSection title="Conclusion and References">
        <Text field="conclusion" />
        <ReferencesEditor />
        <Text field="sources" rows={4} />
        <Text field="contacts" rows={3} />
      </FormSection>

      <FormSection title="Images and Tags">
        <ImagesField />
        <TagsField name="body.tags" label="Tags" placeholder="For example: water rights" />
      </FormSection>
    </ContentForm>
  );
}
