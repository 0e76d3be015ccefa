import {
  JOB_DOMAINS,
  ORGANIZATION_NAME_MAX,
  ORGANIZATION_SIZES,
  OrganizationInput,
} from "@field-commons/shared/jobs";
import type { MyOrganization, Organization } from "@field-commons/shared/jobs";
import { useState } from "react";
import { FormProvider } from "react-hook-form";
import { SelectField, TextField, TextareaField, UrlField } from "../../../components/form/fields";
import { FormOutcome } from "../../../components/form/form-outcome";
import { useRoutedForm } from "../../../components/form/use-routed-form";
import { UnsavedChangesGuard } from "../../../components/form/unsaved-changes-guard";
import { Button } from "../../../components/ui/button";
import { useSaveOrganization } from "../api/my-organization";
import { ORGANIZATION_TEXT } from "../utils/organization-text";
import { LogoField } from "./logo-field";

type OrganizationFormValues = OrganizationInput;

const SHOWN: ReadonlySet<string> = new Set([
  "name",
  "logoUploadId",
  "website",
  "description",
  "size",
  "location",
  "domain",
]);

const SIZE_OPTIONS = ORGANIZATION_SIZES.map((size) => ({ value: size, label: `${size} people` }));
const DOMAIN_OPTIONS = JOB_DOMAINS.map((domain) => ({ value: domain, label: domain }));

function valuesOf(organization: Organization | undefined): OrganizationFormValues {
  return {
    name: organization?.name ?? "",
    logoUploadId: organization?.logoUploadId ?? null,
    website: organization?.website ?? "",
    description: organization?.description ?? "",
    size: organization?.size ?? null,
    location: organization?.location ?? "",
    domain: organization?.domain ?? null,
  };
}

/**
 * The organization profile: name, logo, website, description, size, location
 * and domain. Creates the organization (POST /api/organizations) or, with
 * `organization`, updates it (PUT /api/organizations/me).
 */
export function OrganizationForm({
  organization,
  onSaved,
  onCancel,
}: {
  organization?: Organization;
  onSaved?: (saved: MyOrganization) => void;
  onCancel?: () => void;
}) {
  const mode = organization ? "update" : "create";
  const save = useSaveOrganization(mode);
  const { form, ref, outcome, unsaved, onSubmit } = useRoutedForm<OrganizationFormValues>({
    schema: OrganizationInput,
    shown: SHOWN,
    defaultValues: valuesOf(organization),
    save: async (values) => {
      const saved = await save.mutateAsync(OrganizationInput.parse(values));
      onSaved?.(saved);
    },
  });
  const [uploading, setUploading] = useState(false);

  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard when={unsaved} />
      <form
        ref={ref}
        noValidate
        aria-label={organization ? "Organization profile" : ORGANIZATION_TEXT.createHeading}
        onSubmit={onSubmit}
        className="space-y-5"
      >
        <TextField
          name="name"
          label="Organization name"
          required
          maxLength={ORGANIZATION_NAME_MAX}
          autoComplete="organization"
        />
        <LogoField initialUrl={organization?.logoUrl ?? null} onUploadingChange={setUploading} />
        <UrlField name="website" label="Website" />
        <TextareaField name="description" label="Description" rows={5} maxLength={5000} />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            name="size"
            label="Size"
            options={SIZE_OPTIONS}
            placeholder="Select a size"
            blank="null"
          />
          <SelectField
            name="domain"
            label="Domain"
            options={DOMAIN_OPTIONS}
            placeholder="Select a domain"
            blank="null"
          />
        </div>
        <TextField
          name="location"
          label="Location"
          placeholder="Nairobi, Kenya"
          maxLength={200}
          hint="Where the organization is based."
        />
        <FormOutcome outcome={outcome} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" isBusy={save.isPending} disabled={uploading}>
            {organization ? ORGANIZATION_TEXT.saveProfile : ORGANIZATION_TEXT.createButton}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
