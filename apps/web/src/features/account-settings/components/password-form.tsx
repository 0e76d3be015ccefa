import { RECOVERY_MESSAGES } from "@field-commons/shared/account-recovery";
import { PASSWORD_MIN_LENGTH } from "@field-commons/shared/auth";
import { PASSWORD_MESSAGES, passwordProblem } from "@field-commons/shared/password-rules";
import { ChangePasswordInput } from "@field-commons/shared/profiles";
import { useMemo } from "react";
import { FormProvider } from "react-hook-form";
import { z } from "zod";
import { FormOutcome } from "../../../components/form/form-outcome";
import { useRoutedForm } from "../../../components/form/use-routed-form";
import { Button } from "../../../components/ui/button";
import { useChangePassword } from "../api/account-security";
import { PasswordField } from "./password-field";

type PasswordFormValues = ChangePasswordInput & { confirmPassword: string };

const SHOWN: ReadonlySet<string> = new Set(["currentPassword", "newPassword", "confirmPassword"]);
const BLANK: PasswordFormValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * The API's input plus the new password typed again; the new password is
 * also checked against the shared password rules (as at sign-up), with the
 * account's e-mail address and name.
 */
function passwordFormSchema(email: string, name: string) {
  return ChangePasswordInput.extend({ confirmPassword: z.string() }).superRefine((value, ctx) => {
    const problem = passwordProblem(value.newPassword, email, name);
    if (problem && problem !== "tooShort" && problem !== "tooLong") {
      ctx.addIssue({ code: "custom", path: ["newPassword"], message: PASSWORD_MESSAGES[problem] });
    }
    if (value.newPassword !== value.confirmPassword) {
      ctx.addIssue({
        code: "custom",
        path: ["confirmPassword"],
        message: RECOVERY_MESSAGES.passwordsDiffer,
      });
    }
  });
}

/** POST /api/me/password: current, new and the new one again. */
export function PasswordForm({ email, name }: { email: string; name: string }) {
  const change = useChangePassword();
  const schema = useMemo(() => passwordFormSchema(email, name), [email, name]);
  const { form, ref, outcome, busy, onSubmit } = useRoutedForm<PasswordFormValues>({
    schema,
    shown: SHOWN,
    defaultValues: BLANK,
    save: async ({ currentPassword, newPassword }) => {
      const { message } = await change.mutateAsync({ currentPassword, newPassword });
      return { message, reset: BLANK };
    },
  });

  return (
    <FormProvider {...form}>
      <form
        ref={ref}
        noValidate
        aria-label="Change password"
        onSubmit={onSubmit}
        className="space-y-5"
      >
        <PasswordField
          name="currentPassword"
          label="Current password"
          required
          autoComplete="current-password"
        />
        <PasswordField
          name="newPassword"
          label="New password"
          required
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. Avoid common passwords.`}
        />
        <PasswordField
          name="confirmPassword"
          label="Confirm new password"
          required
          autoComplete="new-password"
        />
        <FormOutcome outcome={outcome} />
        <div className="flex justify-end">
          <Button type="submit" isBusy={busy} className="w-full sm:w-auto">
            Change Password
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
