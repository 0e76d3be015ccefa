import { EMAIL_MAX_LENGTH } from "@field-commons/shared/auth";
import { ChangeEmailInput } from "@field-commons/shared/profiles";
import type { MyProfile } from "@field-commons/shared/profiles";
import { FormProvider } from "react-hook-form";
import { TextField } from "../../../components/form/fields";
import { FormOutcome } from "../../../components/form/form-outcome";
import { useRoutedForm } from "../../../components/form/use-routed-form";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { useChangeEmail } from "../api/account-security";
import { PasswordField } from "./password-field";

const SHOWN: ReadonlySet<string> = new Set(["newEmail", "currentPassword"]);
const BLANK: ChangeEmailInput = { newEmail: "", currentPassword: "" };

function VerifiedBadge({ verified }: { verified: boolean }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold",
        verified
          ? "border-green-300 bg-green-50 text-green-900"
          : "border-amber-300 bg-amber-50 text-amber-900",
      )}
    >
      {verified ? "Verified" : "Not verified"}
    </span>
  );
}

/**
 * The account's address (verified or not), an address waiting for its link,
 * and the form that asks for a change (POST /api/me/email).
 */
export function EmailSection({ data }: { data: MyProfile }) {
  const change = useChangeEmail();
  const { form, ref, outcome, busy, onSubmit } = useRoutedForm<ChangeEmailInput>({
    schema: ChangeEmailInput,
    shown: SHOWN,
    defaultValues: BLANK,
    save: async (values) => {
      const { message } = await change.mutateAsync(values);
      return { message, reset: BLANK };
    },
  });

  return (
    <div className="space-y-5">
      <dl className="space-y-3">
        <div>
          <dt className="text-sm font-semibold text-slate-800">Current address</dt>
          <dd className="mt-1 flex flex-wrap items-center gap-2 text-slate-900">
            <span className="break-all">{data.email}</span>
            <VerifiedBadge verified={data.isVerified} />
          </dd>
        </div>
        {data.pendingEmail ? (
          <div className="rounded-md border border-blue-300 bg-blue-50 px-3 py-2">
            <dt className="text-sm font-semibold text-blue-900">Waiting for confirmation</dt>
            <dd className="mt-1 text-sm text-blue-900">
              <span className="font-semibold break-all">{data.pendingEmail}</span>
              {
                ". Open the link we sent to that address to finish the change; until then you keep signing in with your current address."
              }
            </dd>
          </div>
        ) : null}
      </dl>
      <FormProvider {...form}>
        <form
          ref={ref}
          noValidate
          aria-label="Change e-mail address"
          onSubmit={onSubmit}
          className="space-y-5"
        >
          <TextField
            name="newEmail"
            label="New e-mail address"
            type="email"
            required
            maxLength={EMAIL_MAX_LENGTH}
            autoComplete="email"
            inputMode="email"
          />
          <PasswordField
            name="currentPassword"
            label="Current password"
            required
            autoComplete="current-password"
            hint="To confirm it is you."
          />
          <FormOutcome outcome={outcome} />
          <div className="flex justify-end">
            <Button type="submit" isBusy={busy} className="w-full sm:w-auto">
              Change E-mail
            </Button>
          </div>
        </form>
      </FormProvider>
    </div>
  );
}
