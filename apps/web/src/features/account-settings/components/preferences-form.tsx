import {
  DIGEST_FREQUENCIES,
  DIGEST_FREQUENCY_LABELS,
  PROFILE_MESSAGES,
  PreferencesInput,
} from "@field-commons/shared/profiles";
import type { MyProfile, Preferences } from "@field-commons/shared/profiles";
import { FormProvider } from "react-hook-form";
import { DOMAINS } from "@field-commons/shared/domains";
import { CheckboxField, CheckboxGroupField, SelectField } from "../../../components/form/fields";
import { FormOutcome } from "../../../components/form/form-outcome";
import { UnsavedChangesGuard } from "../../../components/form/unsaved-changes-guard";
import { useRoutedForm } from "../../../components/form/use-routed-form";
import { Button } from "../../../components/ui/button";
import { useSavePreferences } from "../api/my-profile";

const SHOWN: ReadonlySet<string> = new Set([
  "digestFrequency",
  "digestDomains",
  "jobAlertEmails",
  "notifyApplicationStatus",
  "notifyNewApplications",
]);

const DOMAIN_OPTIONS = DOMAINS.map((domain) => ({ value: domain, label: domain }));

const DIGEST_OPTIONS = DIGEST_FREQUENCIES.map((value) => ({
  value,
  label: DIGEST_FREQUENCY_LABELS[value],
}));

/**
 * PUT /api/me/preferences: the digest and the two notification e-mails.
 * Leaving with changes not yet saved asks first, as the profile does.
 */
export function PreferencesForm({ data }: { data: MyProfile }) {
  const save = useSavePreferences();
  const { form, ref, outcome, busy, unsaved, onSubmit } = useRoutedForm<Preferences>({
    schema: PreferencesInput,
    shown: SHOWN,
    defaultValues: { ...data.preferences },
    save: async (values) => {
      const saved = await save.mutateAsync(values);
      return { message: PROFILE_MESSAGES.preferencesSaved, reset: { ...saved.preferences } };
    },
  });

  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard when={unsaved} />
      <form
        ref={ref}
        noValidate
        aria-label="E-mail preferences"
        onSubmit={onSubmit}
        className="space-y-5"
      >
        <SelectField
          name="digestFrequency"
          label="Digest e-mails"
          options={DIGEST_OPTIONS}
          hint="How often we e-mail you a summary of what is new."
          selectClassName="sm:max-w-xs"
        />
        <CheckboxGroupField
          name="digestDomains"
          legend="Digest domains"
          hint="Only what is new in these domains. Choose none for every domain."
          options={DOMAIN_OPTIONS}
        />
        <div>
          <CheckboxField
            name="jobAlertEmails"
            label="E-mail me each week the new jobs that match my job alerts"
          />
          <CheckboxField
            name="notifyApplicationStatus"
            label="E-mail me when an organization updates one of my applications"
          />
          <CheckboxField
            name="notifyNewApplications"
            label="E-mail me when someone applies to my organization's jobs"
          />
        </div>
        <FormOutcome outcome={outcome} />
        <div className="flex justify-end">
          <Button type="submit" isBusy={busy} className="w-full sm:w-auto">
            Save Preferences
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
