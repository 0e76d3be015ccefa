import {
  AUTH_MESSAGES,
  PASSWORD_MIN_LENGTH,
  RegisterInput,
  SIGNUP_PAYMENT_TEXTS,
} from "@field-commons/shared/auth";
import type { Plan } from "@field-commons/shared/users";
import { useEffect, useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { TextField } from "../../../components/form/fields";
import { applyServerErrors, routedResolver } from "../../../components/form/form-model";
import { Button } from "../../../components/ui/button";
import { Message } from "../../../components/ui/message";
import { PaymentStep } from "../../../components/upgrade/payment-step";
import { useRegister } from "../api/register";
import { authFailureMessage } from "../utils/auth-errors";
import { AuthMessage } from "./auth-message";
import type { AuthFormCallbacks } from "./login-form";
import { PlanChoice } from "./plan-choice";

const SHOWN: ReadonlySet<string> = new Set(["name", "email", "password"]);
const resolver = routedResolver<RegisterInput>(RegisterInput, SHOWN);

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
  const form = useForm<RegisterInput>({
    defaultValues: { name: "", email: "", password: "", plan, weeklyDigest: false },
    resolver,
    shouldFocusError: false,
  });
  // The plan is chosen above the form (the account panel keeps it): sent with the values.
  const { setValue } = form;
  useEffect(() => setValue("plan", plan), [setValue, plan]);
  const [message, setMessage] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>("idle");
  const paymentRegion = useRef<HTMLDivElement>(null);
  // The payment step appears below the form: bring it into view and focus.
  useEffect(() => {
    if (phase !== "paying") return;
    paymentRegion.current?.focus();
    paymentRegion.current?.scrollIntoView?.({ block: "nearest" });
  }, [phase]);

  function finish(finalMessage: string) {
    setMessage(finalMessage);
    form.reset({ name: "", email: "", password: "", plan, weeklyDigest: false });
    setPhase("done");
    onComplete?.();
  }

  const submit = form.handleSubmit(async (values) => {
    onSubmitStart?.();
    setPhase("registering");
    try {
      await register.mutateAsync(values);
    } catch (error) {
      setMessage(
        authFailureMessage(error, AUTH_MESSAGES.signupFailed, AUTH_MESSAGES.signupException),
      );
      applyServerErrors(form.setError, error, SHOWN);
      setPhase("idle");
      return;
    }

    if (values.plan !== "contributor") {
      finish(AUTH_MESSAGES.freeCreated);
      return;
    }

    setMessage(AUTH_MESSAGES.contributorCreated);
    setPhase("paying");
  });

  const busy = phase === "registering";

  return (
    <div className="space-y-5">
      <FormProvider {...form}>
        <form
          aria-label="Sign Up"
          onSubmit={(event) => {
            setMessage(null);
            void submit(event);
          }}
          className="space-y-4"
        >
          <fieldset disabled={phase !== "idle"} className="space-y-4">
            <TextField label="Name" name="name" autoComplete="name" inputRequired />
            <TextField label="Email" name="email" type="email" autoComplete="email" inputRequired />
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="new-password"
              inputRequired
              minLength={PASSWORD_MIN_LENGTH}
              hint={`At least ${PASSWORD_MIN_LENGTH} characters. Avoid common passwords.`}
            />
            <PlanChoice legend="Plan" value={plan} onChange={onPlanChange} />
            <label className="flex min-h-11 items-center gap-3 text-slate-800">
              <input
                type="checkbox"
                {...form.register("weeklyDigest")}
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
      </FormProvider>
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
