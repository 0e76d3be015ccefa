import {
  RECOVERY_MESSAGES,
  RECOVERY_REDIRECT_MS,
  RECOVERY_REDIRECT_TO,
  ResetPasswordForm as ResetPasswordFormSchema,
} from "@field-commons/shared/account-recovery";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { Message } from "../../../components/ui/message";
import { TextField } from "../../../components/ui/text-field";
import { ApiError } from "../../../lib/api-client";
import { useResetPassword } from "../api/account-recovery";
import { failureDetail } from "./recovery-errors";

type Values = { password: string; confirmPassword: string };

/** New password twice, then success (moving on after 3 s) or failure. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  if (!token) {
    return (
      <div className="mt-6 space-y-4">
        <Message tone="error">{RECOVERY_MESSAGES.noResetToken}</Message>
        <p className="text-slate-700">
          <Link
            to="/forgot-password"
            className="font-semibold text-accent underline underline-offset-2"
          >
            Ask for a new reset link
          </Link>
        </p>
      </div>
    );
  }
  return <ResetForm token={token} />;
}

function ResetForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const navigate = useNavigate();
  const form = useForm<Values>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;
  const done = reset.isSuccess;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate(RECOVERY_REDIRECT_TO), RECOVERY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ token, password });
    } catch (error) {
      // A refused password goes back to its field; anything else shows below.
      const message = error instanceof ApiError ? error.fields.password?.[0] : undefined;
      if (message) form.setError("password", { message });
    }
  });

  const failure =
    reset.isError && !(reset.error instanceof ApiError && reset.error.fields.password)
      ? failureDetail(reset.error)
      : null;

  return (
    <form aria-label="Reset password" noValidate onSubmit={submit} className="mt-6 space-y-4">
      <fieldset disabled={reset.isPending || done} className="space-y-4">
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          errors={errors.password?.message ? [errors.password.message] : undefined}
          {...form.register("password")}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          errors={errors.confirmPassword?.message ? [errors.confirmPassword.message] : undefined}
          {...form.register("confirmPassword")}
        />
        {done ? <Message tone="success">{RECOVERY_MESSAGES.resetSuccess}</Message> : null}
        {failure ? (
          <Message tone="error">
            <p className="font-semibold">
              {failure.network ? RECOVERY_MESSAGES.network : RECOVERY_MESSAGES.resetFailed}
            </p>
            {!failure.network && failure.detail ? (
              <p className="mt-1 font-normal">{failure.detail}</p>
            ) : null}
          </Message>
        ) : null}
        <Button type="submit" isBusy={reset.isPending} className="w-full">
          Reset Password
        </Button>
      </fieldset>
      {failure && !failure.network ? (
        <p className="text-slate-700">
          <Link
            to="/forgot-password"
            className="font-semibold text-accent underline underline-offset-2"
          >
            Ask for a new reset link
          </Link>
        </p>
      ) : null}
    </form>
  );
}
