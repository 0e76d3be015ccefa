import {
  CASE_STUDY_SECTIONS,
  CONTENT_MESSAGES,
  LONG_TEXT_MAX,
  SHORT_TEXT_MAX,
  SUMMARY_MAX,
  TITLE_MAX,
} from "@field-commons/shared/content";
import type { CaseStudyBody, ContentDetail } from "@field-commons/shared/content";
import { ContentForm, blankContent, useContentForm } from "../../../components/form/content-form";
import type { ContentFormValues } from "../../../components/form/content-form";
import {
  DomainField,
  LicenseField,
  TextField,
  TextareaField,
} from "../../../components/form/fields";
import { ImagesField } from "../../../components/form/images-field";
import { LocationField } from "../../../components/form/location-field";
import { FormSection } from "../../../components/ui/form-section";

/** The research sections written in long text (every body field except the dates). */
const SECTIONS = CASE_STUDY_SECTIONS.filter((s) => s.key !== "dates");

/** 'Error saving case study: {error}'. */
const SAVE_LABELS = {
  saveError: CONTENT_MESSAGES.saveErrorPrefix,
  createFailed: CONTENT_MESSAGES.createFailed,
  updateFailed: CONTENT_MESSAGES.updateFailed,
};

/** A new case study: every section sent, blank ones as '', so clearing one clears it. */
function blankCaseStudy(): ContentFormValues<"case-study"> {
  const body: CaseStudyBody = { dates: "" };
  for (const { key } of SECTIONS) body[key] = "";
  return blankContent("case-study", body);
}

function SectionFields({ group }: { group: "summary" | "analysis" }) {
  return SECTIONS.filter((s) => s.group === group).map(({ key, label }) => (
    <TextareaField
      key={key}
      name={`body.${key}`}
      label={label}
      rows={4}
      maxLength={LONG_TEXT_MAX}
    />
  ));
}

/**
 * The case-study form (create, or edit when `item` is given): Summary,
 * Analysis and Images in the shared authoring frame (Cancel, Save Draft or
 * Sign In to Save, Publish; a published case study has 'Update published'
 * instead, since its save changes the live page), on the shared form model.
 */
export function CaseStudyForm({ item }: { item?: ContentDetail }) {
  const model = useContentForm({
    type: "case-study",
    item,
    blank: blankCaseStudy(),
    labels: SAVE_LABELS,
  });
  return (
    <ContentForm model={model} heading={model.editing ? "Edit Case Study" : "New Case Study"}>
      <FormSection title="Summary">
        <TextField name="title" label="Title" maxLength={TITLE_MAX} autoComplete="off" />
        <TextField
          name="summary"
          label="One-liner"
          hint="One sentence that sums up the case; it is shown on cards."
          maxLength={SUMMARY_MAX}
          autoComplete="off"
        />
        <DomainField />
        <LicenseField />
        <LocationField
          country
          latitudeHint="Optional, −90 to 90. Places the case study on the map."
        />
        <TextField
          name="body.dates"
          label="Dates"
          hint="Free text, for example 2015–2021 or Spring 2019."
          maxLength={SHORT_TEXT_MAX}
        />
        <SectionFields group="summary" />
      </FormSection>

      <FormSection title="Analysis">
        <SectionFields group="analysis" />
      </FormSection>

      <FormSection title="Images">
        <ImagesField />
      </FormSection>
    </ContentForm>
  );
}
