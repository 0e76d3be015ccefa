import { AUTH_MESSAGES, LoginInput } from "@field-commons/shared/auth";
import { useState } from "react";
import type { FormEvent } from "react";
import { Link } from "react-router";
import { z } from "zod";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { useLogin } from "../api/login";
import { authFailureMessage, serverFieldErrors } from "../utils/auth-errors";
import type { FieldErrors } from "../utils/auth-errors";
import { AuthMessage } from "./auth-message";

type LoginField = "email" | "password";
const FIELDS: readonly LoginField[] = ["email", "password"];
const EMPTY = { email: "", password: "" };

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
  const [values, setValues] = useState(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<LoginField>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [completed, setCompleted] = useState(false);

  function update(field: LoginField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    setFieldErrors({});

    const parsed = LoginInput.safeParse(values);
    if (!parsed.success) {
      setFieldErrors(z.flattenError(parsed.error).fieldErrors);
      return;
    }

    onSubmitStart?.();
    try {
      await login.mutateAsync(parsed.data);
    } catch (error) {
      setMessage(
        authFailureMessage(error, AUTH_MESSAGES.loginFailed, AUTH_MESSAGES.loginException),
      );
      setFieldErrors(serverFieldErrors(error, FIELDS));
      return;
    }
    setMessage(AUTH_MESSAGES.loginSuccess);
    setValues(EMPTY);
    setCompleted(true);
    onComplete?.();
  }

  const busy = login.isPending;

  return (
    <form aria-label="Login" onSubmit={handleSubmit} className="space-y-4">
      <fieldset disabled={busy || completed} className="space-y-4">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(e) => update("email", e.target.value)}
          errors={fieldErrors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={(e) => update("password", e.target.value)}
          errors={fieldErrors.password}
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
  );
}
