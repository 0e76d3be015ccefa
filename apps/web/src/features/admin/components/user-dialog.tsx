import { ADMIN_MESSAGES, AdminUserUpdateInput } from "@field-commons/shared/admin";
import type { AdminUser } from "@field-commons/shared/admin";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "@field-commons/shared/auth";
import { formatDate } from "@field-commons/shared/content";
import { PROFILE_LIMITS } from "@field-commons/shared/profiles";
import { USER_STATUSES } from "@field-commons/shared/users";
import type { PublicUser, UserRole, UserStatus } from "@field-commons/shared/users";
import { useEffect, useState } from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { FormProvider, useFormState } from "react-hook-form";
import {
  CheckboxField,
  SelectField,
  TagsField,
  TextField,
  TextareaField,
} from "../../../components/form/fields";
import { FormOutcome } from "../../../components/form/form-outcome";
import { useRoutedForm } from "../../../components/form/use-routed-form";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "../../../components/ui/dialog";
import { useReturnFocus } from "../../../components/ui/dialog-focus";
import { ApiError } from "../../../lib/api-client";
import { ListSkeleton, LoadError } from "../../../components/ui/load-states";
import { useLogError } from "../../../hooks/use-log-error";
import { useSession } from "../../../lib/session/use-session";
import { useAdminUser, useUpdateUser } from "../api/admin-api";
import { ROLE_LABELS, USER_STATUS_LABELS, adminErrorText, rolesOffered } from "../utils/admin-text";

interface UserFormValues {
  name: string;
  email: string;
  role: UserRole;
  status: UserStatus;
  bio: string;
  researchInterests: string[];
  isVerified: boolean;
}

const SHOWN: ReadonlySet<string> = new Set([
  "name",
  "email",
  "role",
  "status",
  "bio",
  "researchInterests",
  "isVerified",
]);

const STATUS_OPTIONS = USER_STATUSES.map((value) => ({ value, label: USER_STATUS_LABELS[value] }));

function valuesOf(user: AdminUser): UserFormValues {
  return {
    name: user.name,
    email: user.email,
    role: user.role,
    status: user.status,
    bio: user.bio,
    researchInterests: [...user.researchInterests],
    isVerified: user.isVerified,
  };
}

/** Only what changed is sent, so an unchanged role or status is never acted on again. */
function changesOf(before: UserFormValues, after: UserFormValues): AdminUserUpdateInput {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof UserFormValues)[]) {
    const a = before[key];
    const b = after[key];
    const same = Array.isArray(a) && Array.isArray(b) ? a.join("\n") === b.join("\n") : a === b;
    if (!same) changes[key] = b;
  }
  return changes as AdminUserUpdateInput;
}

/**
 * Why the viewer may not change this account's e-mail address here, or
 * null when they may: the server's rule (only a super admin, never their
 * own address) in its own words.
 */
function emailLockedReason(viewer: PublicUser | null, user: AdminUser): string | null {
  if (viewer?.id === user.id) return ADMIN_MESSAGES.emailNotYourself;
  if (!viewer?.isSuperAdmin) return ADMIN_MESSAGES.emailSuperadminOnly;
  return null;
}

function UserForm({
  user,
  onSaved,
  onEdited,
}: {
  user: AdminUser;
  onSaved: (user: AdminUser) => void;
  /** Whether the form holds changes not yet saved. */
  onEdited: (edited: boolean) => void;
}) {
  const update = useUpdateUser();
  const { user: viewer } = useSession();
  const emailLocked = emailLockedReason(viewer, user);
  // Only a super admin is offered the super admin role.
  const roleOptions = rolesOffered(viewer?.role === "superadmin", user.role).map((value) => ({
    value,
    label: ROLE_LABELS[value],
  }));
  const initial = valuesOf(user);
  const { form, ref, outcome, busy, onSubmit } = useRoutedForm<UserFormValues>({
    schema: AdminUserUpdateInput,
    shown: SHOWN,
    defaultValues: initial,
    save: async (values) => {
      const changes = changesOf(initial, values);
      if (Object.keys(changes).length === 0) return { message: "Nothing to change." };
      try {
        const saved = await update.mutateAsync({ id: user.id, input: changes });
        onSaved(saved.user);
      } catch (error) {
        console.error(ADMIN_MESSAGES.updateUser, error);
        // Field messages go on their fields; anything else in the spec's words.
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) throw error;
        throw new ApiError({
          status: 400,
          code: error instanceof ApiError ? error.code : "UNKNOWN",
          serverMessage: adminErrorText(error, ADMIN_MESSAGES.updateUser),
        });
      }
    },
  });

  const { isDirty } = useFormState({ control: form.control });
  useEffect(() => onEdited(isDirty && !busy), [isDirty, busy, onEdited]);

  return (
    <FormProvider {...form}>
      <form
        ref={ref}
        noValidate
        aria-label={`Edit ${user.name}`}
        onSubmit={onSubmit}
        className="mt-4 space-y-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="name" label="Name" required maxLength={NAME_MAX_LENGTH} />
          <TextField
            name="email"
            label="E-mail"
            type="email"
            required
            maxLength={EMAIL_MAX_LENGTH}
            disabled={emailLocked !== null}
            hint={emailLocked ?? "The old address is told of the change."}
          />
          <SelectField name="role" label="Role" options={roleOptions} />
          <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
        </div>
        <TextareaField name="bio" label="Bio" rows={3} maxLength={PROFILE_LIMITS.bio} />
        <TagsField
          name="researchInterests"
          label="Research interests"
          max={PROFILE_LIMITS.interests}
          maxLength={PROFILE_LIMITS.interest}
          noun={{ one: "interest", many: "interests" }}
        />
        <CheckboxField name="isVerified" label="E-mail address verified" />
        <FormOutcome outcome={outcome} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {/* Closes through the dialog, so unsaved changes are not lost without asking. */}
          <DialogPrimitive.Close asChild>
            <Button variant="secondary" disabled={busy}>
              Cancel
            </Button>
          </DialogPrimitive.Close>
          <Button type="submit" isBusy={busy}>
            Save changes
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

/** The form, once the account's current values are loaded. */
function LoadedUserForm({
  userId,
  onSaved,
  onEdited,
}: {
  userId: string;
  onSaved: (user: AdminUser) => void;
  onEdited: (edited: boolean) => void;
}) {
  const current = useAdminUser(userId);
  useLogError(current.error, "Failed to fetch user");
  if (current.isPending) return <ListSkeleton label="Loading the account…" rows={4} />;
  if (current.isError) {
    return (
      <LoadError
        className="mt-4"
        onRetry={() => void current.refetch()}
        isRetrying={current.isFetching}
      >
        {ADMIN_MESSAGES.fetchUsers}
      </LoadError>
    );
  }
  return <UserForm user={current.data.user} onSaved={onSaved} onEdited={onEdited} />;
}

/**
 * The user modal: the account's figures and the full edit form. With changes
 * not yet saved, Escape, a click outside, the close button and Cancel first
 * ask whether to throw them away.
 */
export function UserDialog({
  user,
  onClose,
  onSaved,
}: {
  user: AdminUser | null;
  onClose: () => void;
  onSaved: (user: AdminUser) => void;
}) {
  const focus = useReturnFocus();
  const [edited, setEdited] = useState(false);
  // Each opening starts from the account's saved values.
  if (user === null && edited) setEdited(false);
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      unsaved={edited}
      onDiscard={() => setEdited(false)}
    >
      {user ? (
        <DialogContent className="sm:max-w-2xl" {...focus}>
          <DialogTitle className="break-words">{user.name}</DialogTitle>
          <DialogDescription>
            Joined {formatDate(user.createdAt)} · last changed {formatDate(user.updatedAt)} ·{" "}
            {user.totalLikes.toLocaleString("en-US")} likes and{" "}
            {user.totalSaves.toLocaleString("en-US")} saves on their work
          </DialogDescription>
          <LoadedUserForm key={user.id} userId={user.id} onSaved={onSaved} onEdited={setEdited} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
