import { NAME_MAX_LENGTH } from "@field-commons/shared/auth";
import {
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  ProfileInput,
  isValidOrcid,
  normaliseOrcid,
} from "@field-commons/shared/profiles";
import type { MyProfile, ProfileValues } from "@field-commons/shared/profiles";
import { useState } from "react";
import { FormProvider, useWatch } from "react-hook-form";
import {
  CheckboxField,
  TagsField,
  TextField,
  TextareaField,
  UrlField,
} from "../../../components/form/fields";
import { FormOutcome } from "../../../components/form/form-outcome";
import { useRoutedForm } from "../../../components/form/use-routed-form";
import { UnsavedChangesGuard } from "../../../components/form/unsaved-changes-guard";
import { isUntouchedRow } from "../../../components/form/form-errors";
import { SingleImageField } from "../../../components/image-upload/single-image-field";
import { Button } from "../../../components/ui/button";
import { useSaveProfile } from "../api/my-profile";
import { EducationField, NEW_EDUCATION } from "./education-field";

/** The form holds the API's own input (decision 015); a year may be text until it is fixed. */
type ProfileFormValues = Required<ProfileInput>;

const EDUCATION_PATHS = Array.from({ length: PROFILE_LIMITS.education }, (_, index) =>
  ["degree", "institution", "year"].map((key) => `education.${index}.${key}`),
).flat();

const SHOWN: ReadonlySet<string> = new Set([
  "name",
  "avatarUploadId",
  "title",
  "location",
  "website",
  "bio",
  "experience",
  "education",
  ...EDUCATION_PATHS,
  "skills",
  "researchInterests",
  "orcid",
  "showEmail",
  "showApplicationCount",
]);

const LISTS = new Map([["education", isUntouchedRow(NEW_EDUCATION)]]);

export const ORCID_HINT = "e.g. 0000-0002-1825-0097";

function valuesOf({ profile }: MyProfile): ProfileFormValues {
  return {
    name: profile.name,
    avatarUploadId: profile.avatarUploadId,
    title: profile.title,
    bio: profile.bio,
    location: profile.location,
    website: profile.website,
    experience: profile.experience,
    education: profile.education.map((entry) => ({ ...entry })),
    skills: [...profile.skills],
    researchInterests: [...profile.researchInterests],
    orcid: profile.orcid,
    showEmail: profile.showEmail,
    showApplicationCount: profile.showApplicationCount,
  };
}

/** A valid ORCID iD typed as a URL or without dashes is shown in its usual form. */
function tidyOrcid(value: string): string {
  return isValidOrcid(value) ? normaliseOrcid(value) : value;
}

function BioCount() {
  const bio: unknown = useWatch({ name: "bio" });
  const length = typeof bio === "string" ? bio.length : 0;
  return (
    <span className="flex justify-between gap-3">
      <span>A few lines about you and your work.</span>
      <span className="tabular-nums">{`${length}/${PROFILE_LIMITS.bio}`}</span>
    </span>
  );
}

/** The public profile: PUT /api/me/profile with every field, 'Profile saved.' when done. */
export function ProfileForm({ data }: { data: MyProfile }) {
  const save = useSaveProfile();
  const [uploading, setUploading] = useState(false);
  const { form, ref, outcome, busy, unsaved, onSubmit } = useRoutedForm<
    ProfileFormValues,
    ProfileValues
  >({
    schema: ProfileInput,
    shown: SHOWN,
    lists: LISTS,
    defaultValues: valuesOf(data),
    save: async (values) => {
      const saved = await save.mutateAsync(values);
      return { message: PROFILE_MESSAGES.saved, reset: valuesOf(saved) };
    },
  });

  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard when={unsaved} />
      <form
        ref={ref}
        noValidate
        aria-label="Profile"
        onSubmit={onSubmit}
        // Fields scrolled to stay clear of the sticky action bar, with their messages.
        className="space-y-5 [&_:is(input,select,textarea)]:scroll-mb-40"
      >
        <TextField
          name="name"
          label="Name"
          required
          maxLength={NAME_MAX_LENGTH}
          autoComplete="name"
        />
        <SingleImageField
          name="avatarUploadId"
          label="Avatar"
          round
          initialUrl={data.avatar}
          onUploadingChange={setUploading}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="title"
            label="Title"
            maxLength={PROFILE_LIMITS.title}
            placeholder="Field hydrologist"
            autoComplete="organization-title"
          />
          <TextField
            name="location"
            label="Location"
            maxLength={PROFILE_LIMITS.location}
            placeholder="Nairobi, Kenya"
          />
        </div>
        <UrlField name="website" label="Website" maxLength={PROFILE_LIMITS.website} />
        <TextareaField
          name="bio"
          label="Bio"
          rows={5}
          maxLength={PROFILE_LIMITS.bio}
          hint={<BioCount />}
        />
        <TextareaField
          name="experience"
          label="Experience"
          rows={4}
          maxLength={PROFILE_LIMITS.experience}
          hint="Roles, field seasons and projects."
        />
        <EducationField />
        <TagsField
          name="skills"
          label="Skills"
          max={PROFILE_LIMITS.skills}
          maxLength={PROFILE_LIMITS.skill}
          noun={{ one: "skill", many: "skills" }}
          duplicateMessage="That skill is already added."
        />
        <TagsField
          name="researchInterests"
          label="Research interests"
          max={PROFILE_LIMITS.interests}
          maxLength={PROFILE_LIMITS.interest}
          noun={{ one: "research interest", many: "research interests" }}
          duplicateMessage="That research interest is already added."
        />
        <TextField
          name="orcid"
          label="ORCID iD"
          hint={ORCID_HINT}
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          normalize={tidyOrcid}
        />
        <div>
          <CheckboxField name="showEmail" label="Show my e-mail address on my profile" />
          <CheckboxField
            name="showApplicationCount"
            label="Show how many jobs I have applied to on my profile"
          />
        </div>
        <FormOutcome outcome={outcome} />
        <div className="sticky bottom-0 z-10 -mx-5 flex justify-end border-t border-slate-200 bg-white px-5 py-3 sm:-mx-6 sm:px-6">
          <Button type="submit" isBusy={busy} disabled={uploading} className="w-full sm:w-auto">
            Save Profile
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
