import {
  AUTH_MESSAGES,
  PASSWORD_MIN_LENGTH,
  RegisterInput,
  SIGNUP_PAYMENT_DELAY_MS,
} from "@field-commons/shared/auth";
import type { Plan } from "@field-commons/shared/users";
import { useState } from "react";
import type { FormEvent } from "react";
import { z } from "zod";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { useRegister } from "../api/register";
import { useSimulatePayment } from "../../../lib/session/simulate-payment";
import {
  PAYMENT_FAILED_MESSAGE,
  authFailureMessage,
  serverFieldErrors,
} from "../utils/auth-errors";
import type { FieldErrors } from "../utils/auth-errors";
import { AuthMessage } from "./auth-message";
import type { AuthFormCallbacks } from "./login-form";
import { PlanChoice } from "./plan-choice";

type SignupField = "name" | "email" | "password";
const FIELDS: readonly SignupField[] = ["name", "email", "password"];
const EMPTY = { name: "", email: "", password: "" };

type Phase = "idle" | "registering" | "paying" | "done";

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export interface SignupFormProps extends AuthFormCallbacks {
  plan: Plan;
  onPlanChange: (plan: Plan) => void;
}

/**
 * Creates an account. Free: done at once. Contributor: the account is created,
 * then after SIGNUP_PAYMENT_DELAY_MS the simulated payment is recorded by the
 * server, which grants contributor status.
 */
export function SignupForm({ plan, onPlanChange, onSubmitStart, onComplete }: SignupFormProps) {
  const register = useRegister();
  const simulatePayment = useSimulatePayment();
  const [values, setValues] = useState(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<SignupField>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>("idle");
  const [weeklyDigest, setWeeklyDigest] = useState(false);

  function update(field: SignupField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function finish(finalMessage: string) {
    setMessage(finalMessage);
    setValues(EMPTY);
    setPhase("done");
    onComplete?.();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    setFieldErrors({});

    const parsed = RegisterInput.safeParse({ ...values, plan, weeklyDigest });
    if (!parsed.success) {
      setFieldErrors(z.flattenError(parsed.error).fieldErrors);
      return;
    }

    onSubmitStart?.();
    setPhase("registering");
    try {
      await register.mutateAsync(parsed.data);
    } catch (error) {
      setMessage(
        authFailureMessage(error, AUTH_MESSAGES.signupFailed, AUTH_MESSAGES.signupException),
      );
      setFieldErrors(serverFieldErrors(error, FIELDS));
      setPhase("idle");
      return;
    }

    if (parsed.data.plan !== "contributor") {
      finish(AUTH_MESSAGES.freeCreated);
      return;
    }

    setMessage(AUTH_MESSAGES.contributorCreated);
    setPhase("paying");
    await wait(SIGNUP_PAYMENT_DELAY_MS);
    try {
      await simulatePayment.mutateAsync();
    } catch {
      // The account exists and is signed in; only the upgrade is missing.
      setMessage(PAYMENT_FAILED_MESSAGE);
      setPhase("done");
      return;
    }
    finish(AUTH_MESSAGES.contributorActivated);
  }

  const busy = phase === "registering" || phase === "paying";

  return (
    <form aria-label="Sign Up" onSubmit={handleSubmit} className="space-y-4">
      <fieldset disabled={busy || phase === "done"} className="space-y-4">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={(e) => update("name", e.target.value)}
          errors={fieldErrors.name}
        />
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
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. Avoid common passwords.`}
          value={values.password}
          onChange={(e) => update("password", e.target.value)}
          errors={fieldErrors.password}
        />
        <PlanChoice legend="Plan" value={plan} onChange={onPlanChange} />
        <label className="flex min-h-11 items-center gap-3 text-slate-800">
          <input
            type="checkbox"
            name="weeklyDigest"
            checked={weeklyDigest}
            onChange={(e) => setWeeklyDigest(e.target.checked)}
            className="size-5 shrink-0 rounded border-slate-400 accent-accent focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
          />
          E-mail me the weekly digest of new work and jobs
        </label>
        <AuthMessage message={message} />
        <Button type="submit" isBusy={busy} className="w-full">
          Sign Up
        </Button>
      </fieldset>
    </form>
  );
}
