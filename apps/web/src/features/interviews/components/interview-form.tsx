import {
  ESSAY_CONTENT_MAX,
  LONG_TEXT_MAX,
  SHORT_TEXT_MAX,
  SUMMARY_MAX,
  TAGS_MAX,
  TITLE_MAX,
} from "@field-commons/shared/content";
import type { ContentDetail } from "@field-commons/shared/content";
import { useMemo } from "react";
import { ContentForm, blankContent, useContentForm } from "../../../components/form/content-form";
import type { ContentFormValues } from "../../../components/form/content-form";
import {
  CheckboxField,
  DomainField,
  LicenseField,
  FieldMessages,
  SelectField,
  TagsField,
  TextField,
  TextareaField,
  useShownMessages,
} from "../../../components/form/fields";
import { ImagesField } from "../../../components/form/images-field";
import { LocationField } from "../../../components/form/location-field";
import { FormSection } from "../../../components/ui/form-section";
import { DEFAULT_LANGUAGE, interviewFormSchema } from "../utils/interview-form-schema";
import { INTERVIEW_TEXTS, MEDIA_TYPE_LABELS } from "../utils/labels";
import type { MediaType } from "../utils/labels";
import { DurationField, PhotoField, RecordingField } from "./interview-fields";
import { QuestionsEditor } from "./questions-editor";

const SAVE_LABELS = {
  saveError: INTERVIEW_TEXTS.saveError,
  createFailed: INTERVIEW_TEXTS.createFailed,
  updateFailed: INTERVIEW_TEXTS.updateFailed,
};

const MEDIA_OPTIONS = (Object.keys(MEDIA_TYPE_LABELS) as MediaType[]).map((type) => ({
  value: type,
  label: MEDIA_TYPE_LABELS[type],
}));

const person = () => ({ name: "", title: "", organization: "", bio: "" });

/** A new interview: every text field sent, blank ones as '', so clearing one clears it. */
function blankInterview(): ContentFormValues<"interview"> {
  return blankContent("interview", {
    subtitle: "",
    excerpt: "",
    description: "",
    interviewee: { ...person(), links: { linkedin: "", twitter: "", website: "" } },
    interviewer: person(),
    questions: [],
    language: DEFAULT_LANGUAGE,
    transcript: "",
    consent: { recorded: false, published: false, contact: false },
    ethicsApproval: "",
    ethicsNotes: "",
    sources: "",
    tags: [],
  });
}

function PersonFields({
  who,
  withBio = false,
}: {
  who: "Interviewee" | "Interviewer";
  withBio?: boolean;
}) {
  const path = `body.${who.toLowerCase()}`;
  return (
    <>
      <TextField
        name={`${path}.name`}
        label={`${who} name`}
        maxLength={SHORT_TEXT_MAX}
        autoComplete="off"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name={`${path}.title`}
          label={`${who} title`}
          hint="Role or position."
          maxLength={SHORT_TEXT_MAX}
          autoComplete="off"
        />
        <TextField
          name={`${path}.organization`}
          label={`${who} organization`}
          maxLength={SHORT_TEXT_MAX}
          autoComplete="off"
        />
      </div>
      {withBio ? (
        <TextareaField
          name={`${path}.bio`}
          label={`${who} bio`}
          rows={4}
          maxLength={LONG_TEXT_MAX}
        />
      ) : null}
    </>
  );
}

function ConsentFields() {
  const { messages } = useShownMessages("body.consent");
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">The interviewee gave consent</legend>
      <div className="mt-2 space-y-2">
        <CheckboxField name="body.consent.recorded" label="Consent to record" />
        <CheckboxField name="body.consent.published" label="Consent to publish" />
        <CheckboxField name="body.consent.contact" label="Consent to be contacted" />
      </div>
      <FieldMessages messages={messages} />
    </fieldset>
  );
}

/**
 * The interview form (create, or edit when `item` is given). Required markers
 * on title, date, excerpt, interviewee name and interviewer name; the
 * server checks them again before publishing.
 */
export function InterviewForm({ item }: { item?: ContentDetail }) {
  const schema = useMemo(interviewFormSchema, []);
  const model = useContentForm({
    type: "interview",
    item,
    blank: blankInterview(),
    labels: SAVE_LABELS,
    schema,
  });
  return (
    <ContentForm model={model} heading={model.editing ? "Edit Interview" : "New Interview"}>
      <FormSection title="Basics">
        <TextField name="title" label="Title" maxLength={TITLE_MAX} autoComplete="off" />
        <TextField
          name="body.subtitle"
          label="Subtitle"
          maxLength={SHORT_TEXT_MAX}
          autoComplete="off"
        />
        <TextareaField
          name="body.excerpt"
          label="Excerpt"
          hint="A few sentences that introduce the interview; shown on cards."
          rows={3}
          maxLength={SUMMARY_MAX * 2}
        />
        <TextField
          name="body.date"
          label="Date"
          type="date"
          hint="When the interview took place."
          blank="omit"
          inputClassName="max-w-56"
        />
        <DomainField />
        <LicenseField />
        <LocationField legend={null} country coordinates={false} />
        <TextareaField
          name="body.description"
          label="Description"
          rows={5}
          maxLength={LONG_TEXT_MAX}
        />
      </FormSection>

      <FormSection title="Interviewee">
        <PersonFields who="Interviewee" withBio />
        <PhotoField />
        <fieldset className="rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-800">Links</legend>
          <div className="space-y-4">
            <TextField
              name="body.interviewee.links.linkedin"
              label="LinkedIn"
              type="url"
              inputMode="url"
              hint="The full address of the profile."
              maxLength={2000}
            />
            <TextField
              name="body.interviewee.links.twitter"
              label="Twitter"
              hint="A handle such as @name, or the address of the profile."
              maxLength={2000}
            />
            <TextField
              name="body.interviewee.links.website"
              label="Website"
              type="url"
              inputMode="url"
              maxLength={2000}
            />
          </div>
        </fieldset>
      </FormSection>

      <FormSection title="Interviewer">
        <PersonFields who="Interviewer" />
      </FormSection>

      <FormSection title="Recording">
        <DurationField />
        <SelectField
          name="body.mediaType"
          label="Media type"
          placeholder="Select a media type"
          options={MEDIA_OPTIONS}
          selectClassName="max-w-56"
        />
        <div>
          <p className="mb-2 text-sm font-semibold text-slate-800">Audio or video</p>
          <RecordingField />
          {item ? (
            <p className="mt-3 text-sm text-slate-700">
              Or{" "}
              <a
                href={`/publish/recording?${new URLSearchParams({
                  contentId: item.id,
                  title: `Interview: ${item.title}`.slice(0, 200),
                }).toString()}`}
                target="_blank"
                rel="noopener"
                className="font-medium text-blue-800 underline"
              >
                record it with the recorder and get a transcript
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              ; the recording is attached to this interview.
            </p>
          ) : null}
        </div>
        <TextField
          name="body.language"
          label="Language"
          hint="A language code, for example en, es or pt-BR."
          maxLength={20}
          autoComplete="off"
          inputClassName="max-w-40"
        />
      </FormSection>

      <FormSection title="Questions & Answers">
        <QuestionsEditor />
      </FormSection>

      <FormSection title="Transcript">
        <TextareaField
          name="body.transcript"
          label="Full transcript"
          hint="The full text of the interview, if you have one."
          rows={15}
          maxLength={ESSAY_CONTENT_MAX}
        />
      </FormSection>

      <FormSection title="Consent & Ethics">
        <ConsentFields />
        <TextField
          name="body.ethicsApproval"
          label="Ethics approval"
          hint="For example the review board and its reference number."
          maxLength={SHORT_TEXT_MAX}
        />
        <TextareaField
          name="body.ethicsNotes"
          label="Ethics notes"
          rows={4}
          maxLength={LONG_TEXT_MAX}
        />
      </FormSection>

      <FormSection title="Sources & Tags">
        <TextareaField name="body.sources" label="Sources" rows={4} maxLength={LONG_TEXT_MAX} />
        <TagsField name="body.tags" label="Tags" max={TAGS_MAX} />
      </FormSection>

      <FormSection title="Images">
        <ImagesField />
      </FormSection>
    </ContentForm>
  );
}
