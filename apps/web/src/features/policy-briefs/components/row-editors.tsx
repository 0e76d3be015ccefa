import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from "@field-commons/shared/content";
import {
  SelectField,
  TextField,
  TextListField,
  TextareaField,
} from "../../../components/form/fields";
import { RowsField } from "../../../components/form/rows-field";
import { PRIORITIES, PRIORITY_LABELS } from "../utils/policy-brief-body";

const URL_MAX = 2000;
const LINK_HINT = "A web address starting with https://";

const PRIORITY_OPTIONS = PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] }));

const CREDIBILITY_OPTIONS = [
  { value: "", label: "Not rated" },
  { value: "high", label: "High" },
  { value: "medium", label: "Medium" },
  { value: "low", label: "Low" },
];

const NEW_RECOMMENDATION = {
  title: "",
  priority: "medium",
  description: "",
  implementation: "",
  timeline: "",
  stakeholders: [],
  resources: "",
};

const NEW_EVIDENCE = { source: "", type: "", credibility: "", description: "", url: "", date: "" };

const NEW_REFERENCE = { title: "", authors: "", publication: "", year: "", url: "" };

export function RecommendationsEditor() {
  return (
    <RowsField
      name="body.policyRecommendations"
      noun="Recommendation"
      newRow={NEW_RECOMMENDATION}
      empty="No structured recommendations left."
    >
      {(row) => (
        <>
          <TextField
            name={`${row}.title`}
            label="Recommendation title"
            maxLength={SHORT_TEXT_MAX}
          />
          <SelectField name={`${row}.priority`} label="Priority" options={PRIORITY_OPTIONS} />
          <TextareaField
            name={`${row}.description`}
            label="Description"
            rows={3}
            maxLength={LONG_TEXT_MAX}
          />
          <TextareaField
            name={`${row}.implementation`}
            label="Implementation"
            rows={3}
            maxLength={LONG_TEXT_MAX}
          />
          <TextField
            name={`${row}.timeline`}
            label="Recommendation timeline"
            maxLength={SHORT_TEXT_MAX}
          />
          <TextListField
            name={`${row}.stakeholders`}
            label="Recommendation stakeholders"
            addLabel="Add Stakeholder"
          />
          <TextareaField
            name={`${row}.resources`}
            label="Resources"
            rows={3}
            maxLength={LONG_TEXT_MAX}
          />
        </>
      )}
    </RowsField>
  );
}

export function EvidenceEditor() {
  return (
    <RowsField
      name="body.evidence"
      noun="Evidence"
      newRow={NEW_EVIDENCE}
      empty="No evidence added yet."
    >
      {(row) => (
        <>
          <TextField name={`${row}.source`} label="Source" maxLength={SHORT_TEXT_MAX} />
          <TextField
            name={`${row}.type`}
            label="Evidence type"
            hint="For example: field study, survey, government data."
            maxLength={SHORT_TEXT_MAX}
          />
          <SelectField
            name={`${row}.credibility`}
            label="Credibility"
            options={CREDIBILITY_OPTIONS}
          />
          <TextareaField
            name={`${row}.description`}
            label="Description"
            rows={3}
            maxLength={LONG_TEXT_MAX}
          />
          <TextField
            name={`${row}.url`}
            label="Link"
            type="url"
            hint={LINK_HINT}
            maxLength={URL_MAX}
          />
          <TextField
            name={`${row}.date`}
            label="Date"
            hint="For example: 2023 or March 2024."
            maxLength={SHORT_TEXT_MAX}
          />
        </>
      )}
    </RowsField>
  );
}

export function ReferencesEditor() {
  return (
    <RowsField
      name="body.references"
      noun="Reference"
      newRow={NEW_REFERENCE}
      empty="Optional: the publications a reader can follow up."
    >
      {(row) => (
        <>
          <TextField name={`${row}.title`} label="Reference title" maxLength={SHORT_TEXT_MAX} />
          <TextField name={`${row}.authors`} label="Authors" maxLength={SHORT_TEXT_MAX} />
          <TextField name={`${row}.publication`} label="Publication" maxLength={SHORT_TEXT_MAX} />
          <TextField name={`${row}.year`} label="Year" maxLength={SHORT_TEXT_MAX} />
          <TextField
            name={`${row}.url`}
            label="Link"
            type="url"
            hint={LINK_HINT}
            maxLength={URL_MAX}
          />
        </>
      )}
    </RowsField>
  );
}
