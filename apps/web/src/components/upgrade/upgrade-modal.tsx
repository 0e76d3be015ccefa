import { CONTRIBUTOR_OFFER } from "@field-commons/shared/auth";
import { useId, useRef, useState } from "react";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../ui/dialog";
import { Message } from "../ui/message";
import { ProgressBar } from "../ui/progress-bar";
import { useTimeout } from "../../hooks/use-timeout";
import { ApiError, NetworkError } from "../../lib/api-client";
import { useSimulatePayment } from "../../lib/session/simulate-payment";

type Step = "plan" | "payment" | "success";

const STEP_NUMBER: Record<Step, number> = { plan: 1, payment: 2, success: 3 };

export const PAYMENT_FAILED_MESSAGE = "Payment failed. Please try again.";

const price = {
  yearly: `$${CONTRIBUTOR_OFFER.priceUsdPerYear}/year`,
  monthly: `$${CONTRIBUTOR_OFFER.monthlyEquivalentUsd}/month billed annually`,
  list: `$${CONTRIBUTOR_OFFER.listPriceUsdPerYear}`,
  saving: `Save $${CONTRIBUTOR_OFFER.savingUsd}`,
  total: `$${CONTRIBUTOR_OFFER.priceUsdPerYear}.00`,
  pay: `Pay $${CONTRIBUTOR_OFFER.priceUsdPerYear}`,
};

export interface UpgradeModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Called once the server has granted contributor status, 2 seconds after the
   * success step appears (the modal then closes). A pending publish goes here.
   */
  onSuccess: () => void;
  /** Why the upgrade is offered, shown under the first step's title. */
  reason?: string;
  /** Receives focus when the modal closes; defaults to the element focused when it opened. */
  returnFocusTo?: HTMLElement | null;
}

/**
 * The Contributor plan upgrade: plan, then a simulated payment, then success.
 * No card is charged and no card data is asked for; the server records the
 * upgrade (POST /api/payments/simulate) and grants contributor status, and the
 * session's user is updated with the answer.
 */
export function UpgradeModal({
  open,
  onOpenChange,
  onSuccess,
  reason,
  returnFocusTo,
}: UpgradeModalProps) {
  const opener = useRef<HTMLElement | null>(null);
  // While the payment call is in flight the modal stays open, so its outcome is seen.
  const [locked, setLocked] = useState(false);
  const requestChange = (next: boolean) => {
    if (!next && locked) return;
    if (!next) setLocked(false);
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={requestChange}>
      <DialogContent
        onOpenAutoFocus={() => {
          opener.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          // Radix returns focus only to a Dialog.Trigger; this modal is opened from code.
          event.preventDefault();
          const target = returnFocusTo?.isConnected ? returnFocusTo : opener.current;
          if (target?.isConnected) target.focus();
          opener.current = null;
        }}
        onEscapeKeyDown={(event) => {
          if (locked) event.preventDefault();
        }}
        onPointerDownOutside={(event) => {
          if (locked) event.preventDefault();
        }}
      >
        <UpgradeSteps
          reason={reason}
          onLockChange={setLocked}
          onCancel={() => requestChange(false)}
          onDone={() => {
            setLocked(false);
            onSuccess();
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function paymentErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? PAYMENT_FAILED_MESSAGE;
  if (error instanceof NetworkError) return error.message;
  return PAYMENT_FAILED_MESSAGE;
}

/** Mounted only while the modal is open: every opening starts at the plan, and closing cancels the timers. */
function UpgradeSteps({
  reason,
  onLockChange,
  onCancel,
  onDone,
}: {
  reason?: string;
  onLockChange: (locked: boolean) => void;
  onCancel: () => void;
  onDone: () => void;
}) {
  const [step, setStep] = useState<Step>("plan");
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const schedule = useTimeout();
  const payment = useSimulatePayment();
  const planHeadingId = useId();

  const pay = () => {
    setError(null);
    setProcessing(true);
    // The card payment is simulated: a short wait, then the server records it.
    schedule(() => {
      onLockChange(true);
      payment.mutate(undefined, {
        onSuccess: () => {
          onLockChange(false);
          setProcessing(false);
          setStep("success");
          schedule(onDone, CONTRIBUTOR_OFFER.successCloseDelayMs);
        },
        onError: (cause) => {
          console.error("Simulated payment failed", cause);
          onLockChange(false);
          setProcessing(false);
          setError(paymentErrorMessage(cause));
        },
      });
    }, CONTRIBUTOR_OFFER.paymentDelayMs);
  };

  const stepLine = (
    <p className="text-sm font-semibold text-slate-600">Step {STEP_NUMBER[step]} of 3</p>
  );

  if (step === "plan") {
    return (
      <>
        <DialogTitle>Upgrade to Contributor</DialogTitle>
        <DialogDescription>
          {reason ?? "Publish your research to the commons with the Contributor plan."}
        </DialogDescription>
        <div className="mt-3">{stepLine}</div>
        <section
          aria-labelledby={planHeadingId}
          className="mt-4 rounded-lg border-2 border-accent bg-accent-soft p-4"
        >
          <h3 id={planHeadingId} className="text-lg font-semibold text-slate-900">
            Contributor plan
          </h3>
          <p className="mt-2 flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-3xl font-bold text-slate-900">{price.yearly}</span>
            <span className="text-slate-600">
              <span className="sr-only">Regular price: </span>
              <s>{price.list}</s>
            </span>
            <span className="rounded-full bg-success px-2.5 py-0.5 text-sm font-semibold text-white">
              {price.saving}
            </span>
          </p>
          <p className="mt-1 text-slate-700">{price.monthly}</p>
          <ul aria-label="Included" className="mt-4 space-y-2">
            {CONTRIBUTOR_OFFER.features.map((feature) => (
              <li key={feature} className="flex items-start gap-2 text-slate-800">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="mt-0.5 size-5 shrink-0 text-success"
                  fill="none"
                >
                  <path
                    d="M5 12.5l4.5 4.5L19 7.5"
                    stroke="currentColor"
                    strokeWidth="2.5"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                {feature}
              </li>
            ))}
          </ul>
        </section>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel}>
            Not Now
          </Button>
          <Button onClick={() => setStep("payment")}>Continue to Payment</Button>
        </div>
      </>
    );
  }

  if (step === "payment") {
    return (
      <>
        <DialogTitle>Simulated payment</DialogTitle>
        <DialogDescription>
          This is a simulated payment: no card is charged and no card details are collected. Field
          Commons records the upgrade and makes you a Contributor.
        </DialogDescription>
        <div className="mt-3">{stepLine}</div>
        <dl className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
          <div className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-slate-700">Plan</dt>
            <dd className="font-semibold text-slate-900">Contributor, billed annually</dd>
          </div>
          <div className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-slate-700">Total today</dt>
            <dd className="font-semibold text-slate-900">{price.total}</dd>
          </div>
        </dl>
        {processing ? (
          <div className="mt-4">
            <ProgressBar label="Processing payment" />
            <p role="status" className="mt-2 text-sm text-slate-700">
              Processing payment…
            </p>
          </div>
        ) : null}
        {error ? (
          <div className="mt-4 space-y-3">
            <Message tone="error">{error}</Message>
            <Button onClick={pay}>Try Again</Button>
          </div>
        ) : null}
        {error ? null : (
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" disabled={processing} onClick={() => setStep("plan")}>
              Back
            </Button>
            <Button isBusy={processing} onClick={pay}>
              {price.pay}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <>
      <DialogTitle>Payment successful</DialogTitle>
      <DialogDescription>
        Welcome to the Contributor plan. You can now publish your research.
      </DialogDescription>
      <div className="mt-3">{stepLine}</div>
      <p role="status" className="mt-4 flex items-center gap-2 font-semibold text-success">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none">
          <path
            d="M5 12.5l4.5 4.5L19 7.5"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        Contributor plan active
      </p>
    </>
  );
}
