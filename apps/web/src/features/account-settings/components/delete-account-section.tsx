import {
  DeleteAccountInput,
  PROFILE_MESSAGES,
  PUBLISHED_ON_DELETE,
  PUBLISHED_ON_DELETE_LABELS,
} from "@field-commons/shared/profiles";
import { useRef, useState } from "react";
import { FormProvider } from "react-hook-form";
import { FormOutcome } from "../../../components/form/form-outcome";
import { useRoutedForm } from "../../../components/form/use-routed-form";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { ApiError } from "../../../lib/api-client";
import { useDeleteAccount } from "../api/account-security";
import { PasswordField } from "./password-field";
import { RadioGroupField } from "./radio-group-field";

const SHOWN: ReadonlySet<string> = new Set(["password", "published"]);
const BLANK: DeleteAccountInput = { password: "", published: "keep" };

const PUBLISHED_OPTIONS = PUBLISHED_ON_DELETE.map((value) => ({
  value,
  label: PUBLISHED_ON_DELETE_LABELS[value],
}));

export const DELETE_TEXT = {
  button: "Delete Account",
  confirmTitle: "Delete your account?",
  keep: "Your published work stays, credited to 'Deleted user'.",
  remove: "Your published work is removed too.",
  removed: [
    "your drafts",
    "your likes and saves",
    "your sessions (every device is signed out)",
    "your uploads that no kept work uses",
    "your job applications",
  ],
} as const;

/**
 * The danger zone: what deleting removes, what happens to published work,
 * the password, then a confirmation before DELETE /api/me. A sole
 * organization member is told to hand the organization on first (409).
 */
export function DeleteAccountSection({ onDeleted }: { onDeleted: () => void }) {
  const remove = useDeleteAccount();
  const [pending, setPending] = useState<DeleteAccountInput | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { form, ref, outcome, reportFailure, busy, onSubmit } = useRoutedForm<DeleteAccountInput>({
    schema: DeleteAccountInput,
    shown: SHOWN,
    defaultValues: BLANK,
    // The checked values wait for the confirmation.
    save: (values) => {
      setPending(values);
      return Promise.resolve({});
    },
  });

  const confirm = () => {
    if (!pending) return;
    remove.mutate(pending, {
      onSuccess: onDeleted,
      onError: (error) => {
        setPending(null);
        reportFailure(
          error instanceof ApiError && error.code === "ORGANIZATION_OWNER"
            ? new ApiError({
                status: error.status,
                code: error.code,
                serverMessage: PROFILE_MESSAGES.organizationOwner,
              })
            : error,
        );
      },
    });
  };

  return (
    <div className="space-y-5">
      <div className="text-slate-700">
        <p>Deleting your account cannot be undone. It removes:</p>
        <ul className="mt-2 list-disc space-y-0.5 pl-5">
          {DELETE_TEXT.removed.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      <FormProvider {...form}>
        <form
          ref={ref}
          noValidate
          aria-label="Delete account"
          onSubmit={onSubmit}
          className="space-y-5"
        >
          <RadioGroupField
            name="published"
            legend="Your published work"
            options={PUBLISHED_OPTIONS}
          />
          <PasswordField
            name="password"
            label="Password"
            required
            autoComplete="current-password"
            hint={PROFILE_MESSAGES.deleteConfirm}
          />
          <FormOutcome outcome={outcome} />
          <div className="flex justify-end">
            <Button
              ref={buttonRef}
              type="submit"
              variant="danger"
              isBusy={busy || remove.isPending}
              className="w-full sm:w-auto"
            >
              {DELETE_TEXT.button}
            </Button>
          </div>
        </form>
      </FormProvider>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={DELETE_TEXT.confirmTitle}
        description={`This cannot be undone. ${
          pending?.published === "remove" ? DELETE_TEXT.remove : DELETE_TEXT.keep
        }`}
        confirmLabel={DELETE_TEXT.button}
        isBusy={remove.isPending}
        onConfirm={confirm}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const invalid = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
          (invalid ?? buttonRef.current)?.focus();
        }}
      />
    </div>
  );
}
