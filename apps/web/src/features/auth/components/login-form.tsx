import { AUTH_MESSAGES, LoginInput } from "@field-commons/shared/auth";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Link } from "react-router";
import { TextField } from "../../../components/form/fields";
import { applyServerErrors, routedResolver } from "../../../components/form/form-model";
import { Button } from "../../../components/ui/button";
import { useLogin } from "../api/login";
import { authFailureMessage } from "../utils/auth-errors";
import { AuthMessage } from "./auth-message";

const SHOWN: ReadonlySet<string> = new Set(["email", "password"]);
const EMPTY: LoginInput = { email: "", password: "" };
const resolver = routedResolver<LoginInput>(LoginInput, SHOWN);

export interface AuthFormCallbacks {
  /** Called when a valid submission starts (before any request). */
  onSubmitStart?: () => void;
  /** Called once the final success message is shown and the form is cleared. */
  onComplete?: () => void;
}

export interface LoginFormProps extends AuthFormCallbacks {
  /** Called when 'Forgot password?' is followed (the account panel closes). */
  onForgotPassword?: () => void;
}

export function LoginForm({ onSubmitStart, onComplete, onForgotPassword }: LoginFormProps) {
  const login = useLogin();
  const form = useForm<LoginInput>({ defaultValues: EMPTY, resolver, shouldFocusError: false });
  const [message, setMessage] = useState<string | null>(null);
  const [completed, setCompleted] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    onSubmitStart?.();
    try {
      await login.mutateAsync(values);
    } catch (error) {
      setMessage(
        authFailureMessage(error, AUTH_MESSAGES.loginFailed, AUTH_MESSAGES.loginException),
      );
      applyServerErrors(form.setError, error, SHOWN);
      return;
    }
    setMessage(AUTH_MESSAGES.loginSuccess);
    form.reset(EMPTY);
    setCompleted(true);
    onComplete?.();
  });

  const busy = login.isPending;

  return (
    <FormProvider {...form}>
      <form
        aria-label="Login"
        onSubmit={(event) => {
          setMessage(null);
          void submit(event);
        }}
        className="space-y-4"
      >
        <fieldset disabled={busy || completed} className="space-y-4">
          <TextField label="Email" name="email" type="email" autoComplete="email" inputRequired />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            inputRequired
          />
          <p className="-mt-2 text-right text-sm">
            <Link
              to="/forgot-password"
              onClick={onForgotPassword}
              className="font-medium text-accent underline underline-offset-2"
            >
              Forgot password?
            </Link>
          </p>
          <AuthMessage message={message} />
          <Button type="submit" isBusy={busy} className="w-full">
            Login
          </Button>
        </fieldset>
      </form>
    </FormProvider>
  );
}
