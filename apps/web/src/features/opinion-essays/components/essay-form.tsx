import {
  ESSAY_TONES,
  ESSAY_TYPES,
  LONG_TEXT_MAX,
  SHORT_TEXT_MAX,
  SUMMARY_MAX,
  TAGS_MAX,
  TITLE_MAX,
  URGENCIES,
} from "@field-commons/shared/content";
import type { ContentDetail } from "@field-commons/shared/content";
import { useState } from "react";
import { useFormState } from "react-hook-form";
import { ContentForm, blankContent, useContentForm } from "../../../components/form/content-form";
import type { ContentFormValues } from "../../../components/form/content-form";
import {
  DomainField,
  LicenseField,
  SelectField,
  TagsField,
  TextField,
  TextListField,
  TextareaField,
  useContentField,
} from "../../../components/form/fields";
import { flattenErrors } from "../../../components/form/form-errors";
import { ImagesField } from "../../../components/form/images-field";
import { LocationField } from "../../../components/form/location-field";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { ESSAY_MESSAGES } from "../utils/essay-messages";
import { ESSAY_TEMPLATE } from "../utils/essay-template";
import {
  DEFAULT_URGENCY,
  ESSAY_TONE_LABELS,
  ESSAY_TYPE_LABELS,
  URGENCY_LABELS,
} from "../utils/essay-text";
import { MarkdownEditor } from "./markdown-editor";

/** The excerpt's limit in the shared schema (twice the card summary). */
const EXCERPT_MAX = SUMMARY_MAX * 2;

const SAVE_LABELS = {
  saveError: ESSAY_MESSAGES.saveError,
  createFailed: ESSAY_MESSAGES.createFailed,
  updateFailed: ESSAY_MESSAGES.updateFailed,
};

/** The form's tabs, with the paths of the fields each holds. */
const ESSAY_TABS = [
  {
    value: "basic",
    label: "Basic Info",
    paths: [
      "title",
      "domain",
      "location",
      "body.subtitle",
      "body.excerpt",
      "body.essayType",
      "body.tone",
    ],
  },
  {
    value: "structure",
    label: "Essay Structure",
    paths: [
      "body.thesis",
      "body.keyPoints",
      "body.evidence",
      "body.counterarguments",
      "body.conclusion",
      "body.callToAction",
    ],
  },
  { value: "content", label: "Content", paths: ["body.content", "images"] },
  {
    value: "metadata",
    label: "Metadata",
    paths: ["body.targetAudience", "body.urgency", "body.sources", "body.tags", "body.keywords"],
  },
] as const;

type EssayTab = (typeof ESSAY_TABS)[number]["value"];

const inTab = (tab: (typeof ESSAY_TABS)[number], path: string) =>
  tab.paths.some((p) => path === p || path.startsWith(`${p}.`));

/** A new essay: blank, urgency medium, and the content starts from the outline template. */
function blankEssay(): ContentFormValues<"opinion-essay"> {
  return blankContent("opinion-essay", {
    subtitle: "",
    excerpt: "",
    thesis: "",
    keyPoints: [],
    evidence: [],
    counterarguments: "",
    conclusion: "",
    callToAction: "",
    targetAudience: "",
    urgency: DEFAULT_URGENCY,
    content: ESSAY_TEMPLATE,
    sources: "",
    tags: [],
    keywords: [],
  });
}

function ContentField() {
  const { field, messages } = useContentField("body.content");
  return (
    <MarkdownEditor
      label="Essay Content"
      intro="The body of the essay. The thesis, counterarguments and conclusion have their own fields under Essay Structure; the page shows them from there."
      value={typeof field.value === "string" ? field.value : ""}
      errors={messages}
      onChange={field.onChange}
    />
  );
}

/** The tabs, switched to the first one holding a refused field whenever fields are refused. */
function EssayTabs() {
  const [tab, setTab] = useState<EssayTab>("basic");
  const { errors } = useFormState();
  const refused = Object.keys(flattenErrors(errors));
  const refusedKey = refused.join("|");
  const [shown, setShown] = useState(refusedKey);
  if (shown !== refusedKey) {
    setShown(refusedKey);
    const target = ESSAY_TABS.find((t) => refused.some((path) => inTab(t, path)));
    if (target && target.value !== tab) setTab(target.value);
  }

  const panel = (value: EssayTab) => ({
    value,
    forceMount: true as const,
    hidden: tab !== value,
  });

  return (
    <Tabs value={tab} onValueChange={(next) => setTab(next as EssayTab)} className="mt-8">
      <TabsList aria-label="Essay form sections" className="flex-wrap">
        {ESSAY_TABS.map((t) => (
          <TabsTrigger key={t.value} value={t.value} className="gap-1.5">
            {t.label}
            {refused.some((path) => inTab(t, path)) ? (
              <span aria-hidden="true" className="size-2 rounded-full bg-danger" />
            ) : null}
          </TabsTrigger>
        ))}
      </TabsList>

      <TabsContent {...panel("basic")} className="space-y-5 focus-visible:outline-none">
        <TextField name="title" label="Title" maxLength={TITLE_MAX} autoComplete="off" />
        <TextField
          name="body.subtitle"
          label="Subtitle"
          hint="Optional: a line shown under the title."
          maxLength={SHORT_TEXT_MAX}
          autoComplete="off"
        />
        <TextareaField
          name="body.excerpt"
          label="Excerpt"
          hint="Two or three sentences that draw readers in; shown on cards and at the top of the essay."
          rows={3}
          maxLength={EXCERPT_MAX}
        />
        <DomainField />
        <LicenseField />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            name="body.essayType"
            label="Essay Type"
            placeholder="Select a type"
            options={ESSAY_TYPES.map((type) => ({ value: type, label: ESSAY_TYPE_LABELS[type] }))}
          />
          <SelectField
            name="body.tone"
            label="Tone"
            placeholder="Select a tone"
            options={ESSAY_TONES.map((tone) => ({ value: tone, label: ESSAY_TONE_LABELS[tone] }))}
          />
        </div>
        <LocationField nameHint="Optional: the place the essay is about, for example Törbel, Valais." />
      </TabsContent>

      <TabsContent {...panel("structure")} className="space-y-5 focus-visible:outline-none">
        <TextareaField
          name="body.thesis"
          label="Thesis"
          hint="The claim the essay argues, in one or two sentences."
          rows={3}
          maxLength={LONG_TEXT_MAX}
        />
        <TextListField name="body.keyPoints" label="Key Points" addLabel="Add Key Point" />
        <TextListField name="body.evidence" label="Evidence" addLabel="Add Evidence" />
        <TextareaField
          name="body.counterarguments"
          label="Counterarguments"
          hint="The strongest objections, and your answer to them."
          rows={4}
          maxLength={LONG_TEXT_MAX}
        />
        <TextareaField
          name="body.conclusion"
          label="Conclusion"
          rows={4}
          maxLength={LONG_TEXT_MAX}
        />
        <TextareaField
          name="body.callToAction"
          label="Call to Action"
          hint="What you want readers to think about or do next."
          rows={4}
          maxLength={LONG_TEXT_MAX}
        />
      </TabsContent>

      <TabsContent {...panel("content")} className="space-y-8 focus-visible:outline-none">
        <ContentField />
        <div>
          <h2 className="text-base font-semibold text-slate-900">Images</h2>
          <div className="mt-2">
            <ImagesField hint="JPEG, PNG, WebP, GIF or AVIF, up to 4 MB each. The first image is the cover; captions are shown under each image." />
          </div>
        </div>
      </TabsContent>

      <TabsContent {...panel("metadata")} className="space-y-5 focus-visible:outline-none">
        <TextField
          name="body.targetAudience"
          label="Target Audience"
          hint="Who should read this, for example water board members or graduate students."
          maxLength={SHORT_TEXT_MAX}
        />
        <SelectField
          name="body.urgency"
          label="Urgency"
          options={URGENCIES.map((urgency) => ({ value: urgency, label: URGENCY_LABELS[urgency] }))}
        />
        <TextareaField
          name="body.sources"
          label="Sources"
          hint="One source per line; web addresses become links."
          rows={4}
          maxLength={LONG_TEXT_MAX}
        />
        <TagsField name="body.tags" label="Tags" />
        <TagsField
          name="body.keywords"
          label="Keywords"
          hint={`Terms readers might search for. Press Enter or Add after each keyword. Up to ${TAGS_MAX} keywords.`}
        />
      </TabsContent>
    </Tabs>
  );
}

/**
 * The opinion-essay form (create, or edit when `item` is given), in the
 * spec's four tabs: Basic Info, Essay Structure, Content, Metadata. Title,
 * excerpt and thesis carry the required marker (what publishing needs); a new
 * essay's content starts from the outline template. Every tab stays mounted
 * while hidden, so uploads keep running when the author switches tabs.
 */
export function EssayForm({ item }: { item?: ContentDetail }) {
  const model = useContentForm({
    type: "opinion-essay",
    item,
    blank: blankEssay(),
    labels: SAVE_LABELS,
  });
  return (
    <ContentForm model={model} heading={model.editing ? "Edit Opinion Essay" : "New Opinion Essay"}>
      <EssayTabs />
    </ContentForm>
  );
}
