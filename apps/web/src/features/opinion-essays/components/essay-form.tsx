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
import { useMemo, useState } from "react";
import { ImageUploadField } from "../../../components/image-upload/image-upload-field";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { DomainSelect } from "../../../components/ui/domain-select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { TagsInput } from "../../../components/ui/tags-input";
import { TextListInput } from "../../../components/ui/text-list-input";
import { Textarea } from "../../../components/ui/textarea";
import { useSession } from "../../../lib/session/use-session";
import { AuthoringFormShell } from "../../../components/content/authoring-form-shell";
import { LocationFields } from "../../../components/content/location-fields";
import { useSaveContent } from "../../../components/content/use-save-content";
import {
  ESSAY_TABS,
  emptyEssayValues,
  essayFieldErrors,
  essayValuesFromDetail,
  firstTabWithErrors,
  toEssayInput,
} from "../utils/essay-form-values";
import type { EssayFieldKey, EssayFormValues, EssayTab } from "../utils/essay-form-values";
import { ESSAY_MESSAGES } from "../utils/essay-messages";
import { ESSAY_TONE_LABELS, ESSAY_TYPE_LABELS, URGENCY_LABELS } from "../utils/essay-text";
import type { EssayTone, EssayType, Urgency } from "../utils/essay-text";
import { MarkdownEditor } from "./markdown-editor";

/** The excerpt's limit in the shared schema (twice the card summary). */
const EXCERPT_MAX = SUMMARY_MAX * 2;

/**
 * The opinion-essay form (create, or edit when `item` is given), in the
 * spec's four tabs: Basic Info, Essay Structure, Content, Metadata. Title,
 * excerpt and thesis carry the required marker (what publishing needs); a new
 * essay's content starts from the outline template. Every tab stays mounted
 * while hidden, so uploads keep running when the author switches tabs.
 * Saving, publishing, the upgrade gate and the way back to /dashboard are the
 * shared authoring behaviour.
 */
export function EssayForm({ item }: { item?: ContentDetail }) {
  const { status } = useSession();
  const [values, setValues] = useState<EssayFormValues>(() =>
    item ? essayValuesFromDetail(item) : emptyEssayValues(),
  );
  const [tab, setTab] = useState<EssayTab>("basic");
  const [uploading, setUploading] = useState(false);

  const save = useSaveContent({
    type: "opinion-essay",
    id: item?.id,
    status: item?.status,
    labels: {
      saveError: ESSAY_MESSAGES.saveError,
      createFailed: ESSAY_MESSAGES.createFailed,
      updateFailed: ESSAY_MESSAGES.updateFailed,
    },
  });

  const server = useMemo(() => essayFieldErrors(save.fieldErrors), [save.fieldErrors]);
  const errorsFor = (key: EssayFieldKey) => server.byField[key] ?? [];

  // When the server refuses fields, show the first tab that holds one (in the
  // same render, so the shell can move focus to it).
  const [shownErrors, setShownErrors] = useState(save.fieldErrors);
  if (shownErrors !== save.fieldErrors) {
    setShownErrors(save.fieldErrors);
    const target = firstTabWithErrors(server.byField);
    if (target && target !== tab) setTab(target);
  }

  const set = <K extends keyof EssayFormValues>(key: K, value: EssayFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const tabHasErrors = (value: EssayTab) =>
    ESSAY_TABS.find((t) => t.value === value)?.fields.some((f) => errorsFor(f).length > 0) ?? false;

  const isEdit = item !== undefined;
  const heading = isEdit ? "Edit Opinion Essay" : "New Opinion Essay";

  return (
    <AuthoringFormShell
      name={heading}
      heading={heading}
      saving={save.saving}
      busy={save.busy}
      titleFilled={values.title.trim() !== ""}
      signedIn={status === "authenticated"}
      onSaveDraft={() => void save.saveDraft(toEssayInput(values))}
      onPublish={() => void save.publish(toEssayInput(values))}
      error={save.error}
      otherErrors={server.other}
      notice={save.notice}
      uploading={uploading}
      status={item?.status}
    >
      <Tabs value={tab} onValueChange={(next) => setTab(next as EssayTab)} className="mt-8">
        <TabsList aria-label="Essay form sections" className="flex-wrap">
          {ESSAY_TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value} className="gap-1.5">
              {t.label}
              {tabHasErrors(t.value) ? (
                <span aria-hidden="true" className="size-2 rounded-full bg-danger" />
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>

        <TabsContent
          value="basic"
          forceMount
          hidden={tab !== "basic"}
          className="space-y-5 focus-visible:outline-none"
        >
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
            label="Subtitle"
            hint="Optional: a line shown under the title."
            errors={errorsFor("subtitle")}
          >
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
            hint="Two or three sentences that draw readers in; shown on cards and at the top of the essay."
            errors={errorsFor("excerpt")}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                value={values.excerpt}
                maxLength={EXCERPT_MAX}
                onChange={(event) => set("excerpt", event.target.value)}
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
            <FormField label="Essay Type" errors={errorsFor("essayType")}>
              {(control) => (
                <Select
                  {...control}
                  value={values.essayType}
                  onChange={(event) => set("essayType", event.target.value as EssayType | "")}
                >
                  <option value="">Select a type</option>
                  {ESSAY_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {ESSAY_TYPE_LABELS[type]}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField label="Tone" errors={errorsFor("tone")}>
              {(control) => (
                <Select
                  {...control}
                  value={values.tone}
                  onChange={(event) => set("tone", event.target.value as EssayTone | "")}
                >
                  <option value="">Select a tone</option>
                  {ESSAY_TONES.map((tone) => (
                    <option key={tone} value={tone}>
                      {ESSAY_TONE_LABELS[tone]}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          </div>
          <LocationFields
            value={values.location}
            onChange={(location) => set("location", location)}
            nameHint="Optional: the place the essay is about, for example Törbel, Valais."
            errors={{
              name: errorsFor("locationName"),
              lat: errorsFor("lat"),
              lng: errorsFor("lng"),
            }}
          />
        </TabsContent>

        <TabsContent
          value="structure"
          forceMount
          hidden={tab !== "structure"}
          className="space-y-5 focus-visible:outline-none"
        >
          <FormField
            label="Thesis"
            required
            hint="The claim the essay argues, in one or two sentences."
            errors={errorsFor("thesis")}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                value={values.thesis}
                maxLength={LONG_TEXT_MAX}
                onChange={(event) => set("thesis", event.target.value)}
              />
            )}
          </FormField>
          <TextListInput
            label="Key Points"
            addLabel="Add Key Point"
            value={values.keyPoints}
            onChange={(keyPoints) => set("keyPoints", keyPoints)}
            errors={errorsFor("keyPoints")}
          />
          <TextListInput
            label="Evidence"
            addLabel="Add Evidence"
            value={values.evidence}
            onChange={(evidence) => set("evidence", evidence)}
            errors={errorsFor("evidence")}
          />
          <LongTextField
            label="Counterarguments"
            hint="The strongest objections, and your answer to them."
            value={values.counterarguments}
            errors={errorsFor("counterarguments")}
            onChange={(value) => set("counterarguments", value)}
          />
          <LongTextField
            label="Conclusion"
            value={values.conclusion}
            errors={errorsFor("conclusion")}
            onChange={(value) => set("conclusion", value)}
          />
          <LongTextField
            label="Call to Action"
            hint="What you want readers to think about or do next."
            value={values.callToAction}
            errors={errorsFor("callToAction")}
            onChange={(value) => set("callToAction", value)}
          />
        </TabsContent>

        <TabsContent
          value="content"
          forceMount
          hidden={tab !== "content"}
          className="space-y-8 focus-visible:outline-none"
        >
          <MarkdownEditor
            label="Essay Content"
            value={values.content}
            errors={errorsFor("content")}
            onChange={(content) => set("content", content)}
          />
          <div>
            <h2 className="text-base font-semibold text-slate-900">Images</h2>
            <div className="mt-2">
              <ImageUploadField
                value={values.images}
                onChange={(images) => set("images", images)}
                errors={errorsFor("images")}
                disabled={status === "anonymous"}
                hint={
                  status === "anonymous"
                    ? "Sign in to add images."
                    : "JPEG, PNG, WebP, GIF or AVIF, up to 4 MB each. The first image is the cover; captions are shown under each image."
                }
                onUploadingChange={setUploading}
              />
            </div>
          </div>
        </TabsContent>

        <TabsContent
          value="metadata"
          forceMount
          hidden={tab !== "metadata"}
          className="space-y-5 focus-visible:outline-none"
        >
          <FormField
            label="Target Audience"
            hint="Who should read this, for example water board members or graduate students."
            errors={errorsFor("targetAudience")}
          >
            {(control) => (
              <Input
                {...control}
                value={values.targetAudience}
                maxLength={SHORT_TEXT_MAX}
                onChange={(event) => set("targetAudience", event.target.value)}
              />
            )}
          </FormField>
          <FormField label="Urgency" errors={errorsFor("urgency")}>
            {(control) => (
              <Select
                {...control}
                value={values.urgency}
                onChange={(event) => set("urgency", event.target.value as Urgency)}
              >
                {URGENCIES.map((urgency) => (
                  <option key={urgency} value={urgency}>
                    {URGENCY_LABELS[urgency]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <LongTextField
            label="Sources"
            hint="One source per line; web addresses become links."
            value={values.sources}
            errors={errorsFor("sources")}
            onChange={(value) => set("sources", value)}
          />
          <TagsInput
            label="Tags"
            value={values.tags}
            onChange={(tags) => set("tags", tags)}
            errors={errorsFor("tags")}
          />
          <TagsInput
            label="Keywords"
            value={values.keywords}
            onChange={(keywords) => set("keywords", keywords)}
            hint={`Terms readers might search for. Press Enter or Add after each keyword. Up to ${TAGS_MAX} keywords.`}
            errors={errorsFor("keywords")}
          />
        </TabsContent>
      </Tabs>
      {save.upgrade}
    </AuthoringFormShell>
  );
}

function LongTextField({
  label,
  hint,
  value,
  errors,
  onChange,
}: {
  label: string;
  hint?: string;
  value: string;
  errors: readonly string[];
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label} hint={hint} errors={errors}>
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
