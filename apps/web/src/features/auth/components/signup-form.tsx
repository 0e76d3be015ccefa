import {
  AUTH_MESSAGES,
  PASSWORD_MIN_LENGTH,
  RegisterInput,
  SIGNUP_PAYMENT_TEXTS,
} from "@field-commons/shared/auth";
import type { Plan } from "@field-commons/shared/users";
import { useEffect, useRef, useState } from "react";
import type { FormEvent } from "react";
import { z } from "zod";
import { Button } from "../../../components/ui/button";
import { Message } from "../../../components/ui/message";
import { TextField } from "../../../components/ui/text-field";
import { PaymentStep } from "../../../components/upgrade/payment-step";
import { useRegister } from "../api/register";
import { authFailureMessage, serverFieldErrors } from "../utils/auth-errors";
import type { FieldErrors } from "../utils/auth-errors";
import { AuthMessage } from "./auth-message";
import type { AuthFormCallbacks } from "./login-form";
import { PlanChoice } from "./plan-choice";

type SignupField = "name" | "email" | "password";
const FIELDS: readonly SignupField[] = ["name", "email", "password"];
const EMPTY = { name: "", email: "", password: "" };

type Phase = "idle" | "registering" | "paying" | "done";

export interface SignupFormProps extends AuthFormCallbacks {
  plan: Plan;
  onPlanChange: (plan: Plan) => void;
}

/**
 * Creates an account. Free: done at once. Contributor: the account is created
 * (a free account until it pays), then the payment step the upgrade modal
 * uses is shown; the server grants contributor status when the payment is
 * recorded. Leaving the payment step keeps the free account and says so.
 */
export function SignupForm({ plan, onPlanChange, onSubmitStart, onComplete }: SignupFormProps) {
  const register = useRegister();
  const [values, setValues] = useState(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<SignupField>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>("idle");
  const [weeklyDigest, setWeeklyDigest] = useState(false);
  const paymentRegion = useRef<HTMLDivElement>(null);
  // The payment step appears below the form: bring it into view and focus.
  useEffect(() => {
    if (phase !== "paying") return;
    paymentRegion.current?.focus();
    paymentRegion.current?.scrollIntoView?.({ block: "nearest" });
  }, [phase]);

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
  }

  const busy = phase === "registering";

  return (
    <div className="space-y-5">
      <form aria-label="Sign Up" onSubmit={handleSubmit} className="space-y-4">
        <fieldset disabled={phase !== "idle"} className="space-y-4">
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
          {message === SIGNUP_PAYMENT_TEXTS.skipped ? (
            <Message tone="info" data-testid="auth-message">
              {message}
            </Message>
          ) : (
            <AuthMessage message={message} />
          )}
          {phase === "paying" || phase === "done" ? null : (
            <Button type="submit" isBusy={busy} className="w-full">
              Sign Up
            </Button>
          )}
        </fieldset>
      </form>
      {phase === "paying" ? (
        <div ref={paymentRegion} tabIndex={-1} className="focus:outline-none">
          <PaymentStep
            variant="section"
            note={SIGNUP_PAYMENT_TEXTS.pending}
            leaveLabel={SIGNUP_PAYMENT_TEXTS.skipLabel}
            onLeave={() => finish(SIGNUP_PAYMENT_TEXTS.skipped)}
            onPaid={() => finish(AUTH_MESSAGES.contributorActivated)}
          />
        </div>
      ) : null}
    </div>
  );
}
