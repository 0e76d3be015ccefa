import {
  CURRENCIES,
  EXPERIENCE_LEVELS,
  EXPERIENCE_LEVEL_LABELS,
  JOB_DESCRIPTION_MAX,
  JOB_DOMAINS,
  JOB_LIST_ITEMS_MAX,
  JOB_STATUSES,
  JOB_TAGS_MAX,
  JOB_TAG_MAX,
  JOB_TEXT_MAX,
  JOB_TITLE_MAX,
  JOB_TYPES,
  JOB_TYPE_LABELS,
  JobInput,
  LOCATION_TYPES,
  LOCATION_TYPE_LABELS,
  openJobsLimitMessage,
} from "@field-commons/shared/jobs";
import type { JobDetail } from "@field-commons/shared/jobs";
import { useEffect, useId, useRef } from "react";
import type { ReactNode } from "react";
import { FormProvider, useWatch } from "react-hook-form";
import { Dialog as DialogPrimitive } from "radix-ui";
import {
  SelectField,
  TagsField,
  TextField,
  TextListField,
  TextareaField,
  WholeNumberField,
} from "../../../components/form/fields";
import { FormOutcome } from "../../../components/form/form-outcome";
import { useRoutedForm } from "../../../components/form/use-routed-form";
import { UnsavedChangesGuard } from "../../../components/form/unsaved-changes-guard";
import { Button } from "../../../components/ui/button";
import { Message } from "../../../components/ui/message";
import { useJobAllowance, useSaveJob } from "../api/organization-jobs";
import {
  JOB_FORM_FIELDS,
  blankJobValues,
  jobMessageFix,
  jobValuesFromDetail,
} from "../utils/job-form-values";
import type { JobFormValues } from "../utils/job-form-values";
import { JOB_STATUS_LABELS, ORGANIZATION_TEXT } from "../utils/organization-text";

const options = <T extends string>(values: readonly T[], labels?: Record<T, string>) =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }));

const TYPE_OPTIONS = options(JOB_TYPES, JOB_TYPE_LABELS);
const DOMAIN_OPTIONS = options(JOB_DOMAINS);
const LEVEL_OPTIONS = options(EXPERIENCE_LEVELS, EXPERIENCE_LEVEL_LABELS);
const LOCATION_OPTIONS = options(LOCATION_TYPES, LOCATION_TYPE_LABELS);
const CURRENCY_OPTIONS = options(CURRENCIES);
const STATUS_OPTIONS = options(JOB_STATUSES, JOB_STATUS_LABELS);
const COMPENSATION_OPTIONS = [
  { value: "unpaid", label: "Unpaid" },
  { value: "salary", label: "Salary" },
];

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

function SalaryFields() {
  const type = useWatch<JobFormValues, "compensation.type">({ name: "compensation.type" });
  if (type !== "salary") return null;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <WholeNumberField
        name="compensation.min"
        label="Minimum salary"
        required
        hint="Per year, whole units."
      />
      <WholeNumberField name="compensation.max" label="Maximum salary" hint="Optional." />
      <SelectField name="compensation.currency" label="Currency" options={CURRENCY_OPTIONS} />
    </div>
  );
}

/**
 * The organization's job form: title, type, domain,
 * experience level, location and description are required; salary values
 * are parsed to integers. Posts a new job, or with `job` saves its changes.
 */
export function JobForm({
  job,
  onSaved,
  onUnsavedChange,
}: {
  job?: JobDetail;
  onSaved: (saved: JobDetail) => void;
  /** Told whether the form holds changes not saved yet (its dialog asks before closing then). */
  onUnsavedChange?: (unsaved: boolean) => void;
}) {
  const save = useSaveJob();
  const allowance = useJobAllowance();
  const limitId = useId();
  const { form, ref, outcome, unsaved, onSubmit } = useRoutedForm<JobFormValues>({
    schema: JobInput,
    shown: JOB_FORM_FIELDS,
    fix: jobMessageFix,
    defaultValues: job ? jobValuesFromDetail(job) : blankJobValues(),
    save: async (values) => {
      const saved = await save.mutateAsync({
        id: job?.id ?? null,
        input: JobInput.parse(values),
      });
      onSaved(saved);
    },
  });
  const reportUnsaved = useRef(onUnsavedChange);
  reportUnsaved.current = onUnsavedChange;
  useEffect(() => reportUnsaved.current?.(unsaved), [unsaved]);
  // The plan's open jobs (the server's OPEN_JOBS_LIMIT): once they are all
  // taken, a job can be saved as a draft or closed, but not opened.
  const status = useWatch({ control: form.control, name: "status" });
  const limit = allowance.data?.limit ?? null;
  const full = limit !== null && (allowance.data?.openJobs ?? 0) >= limit;
  const limited = full && status === "active" && job?.status !== "active";

  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard when={unsaved} />
      <form
        ref={ref}
        noValidate
        aria-label={job ? ORGANIZATION_TEXT.editJob : ORGANIZATION_TEXT.postJob}
        onSubmit={onSubmit}
        className="mt-4 space-y-5"
      >
        <p className="text-sm text-slate-600">
          Fields marked <span aria-hidden="true">*</span>
          <span className="sr-only">as required</span> are required.
        </p>
        <TextField name="title" label="Title" required maxLength={JOB_TITLE_MAX} />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            name="type"
            label="Type"
            required
            options={TYPE_OPTIONS}
            placeholder="Select a type"
          />
          <SelectField
            name="domain"
            label="Domain"
            required
            options={DOMAIN_OPTIONS}
            placeholder="Select a domain"
          />
          <SelectField
            name="experienceLevel"
            label="Experience level"
            required
            options={LEVEL_OPTIONS}
            placeholder="Select a level"
          />
        </div>
        <TextField
          name="category"
          label="Category"
          hint="A sub-field, for example Research or Field coordination."
          maxLength={100}
        />

        <Group legend="Location">
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField name="location.country" label="Country" maxLength={100} />
            <TextField name="location.city" label="City" maxLength={100} />
            <SelectField
              name="location.type"
              label="Location type"
              required
              options={LOCATION_OPTIONS}
              placeholder="Select a type"
            />
          </div>
        </Group>

        <TextareaField
          name="description"
          label="Description"
          required
          rows={6}
          maxLength={JOB_DESCRIPTION_MAX}
        />

        <Group legend="Compensation">
          <SelectField
            name="compensation.type"
            label="Compensation type"
            options={COMPENSATION_OPTIONS}
          />
          <SalaryFields />
        </Group>

        <TextListField
          name="requirements"
          label="Requirements"
          addLabel="Add Requirement"
          max={JOB_LIST_ITEMS_MAX}
          maxLength={JOB_TEXT_MAX}
        />
        <TextListField
          name="responsibilities"
          label="Responsibilities"
          addLabel="Add Responsibility"
          max={JOB_LIST_ITEMS_MAX}
          maxLength={JOB_TEXT_MAX}
        />
        <TextListField
          name="benefits"
          label="Benefits"
          addLabel="Add Benefit"
          max={JOB_LIST_ITEMS_MAX}
          maxLength={JOB_TEXT_MAX}
        />
        <TagsField name="tags" label="Tags" max={JOB_TAGS_MAX} maxLength={JOB_TAG_MAX} />

        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            name="applicationDeadline"
            label="Application deadline"
            type="date"
            blank="null"
          />
          <TextField name="startDate" label="Start date" type="date" blank="null" />
          <SelectField
            name="status"
            label="Status"
            options={STATUS_OPTIONS}
            hint="Drafts are seen only by your organization."
          />
        </div>

        {limited ? (
          <Message id={limitId} tone="info">
            {openJobsLimitMessage(limit)}
          </Message>
        ) : null}
        <FormOutcome outcome={outcome} />
        <div className="sticky -bottom-5 -mx-5 flex flex-col-reverse gap-3 border-t border-slate-200 bg-white px-5 py-4 sm:-bottom-6 sm:-mx-6 sm:flex-row sm:justify-end sm:px-6">
          {/* Closes the dialog the form is in, which asks first when there are changes. */}
          <DialogPrimitive.Close asChild>
            <Button variant="secondary" disabled={save.isPending}>
              Cancel
            </Button>
          </DialogPrimitive.Close>
          <Button
            type="submit"
            isBusy={save.isPending}
            disabled={limited}
            aria-describedby={limited ? limitId : undefined}
          >
            {job ? ORGANIZATION_TEXT.saveJob : "Post Job"}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
