import { CONTRIBUTOR_OFFER } from "@field-commons/shared/auth";
import { useId, useState } from "react";
import { Button } from "../ui/button";
import { DialogDescription, DialogTitle } from "../ui/dialog";
import { Message } from "../ui/message";
import { ProgressBar } from "../ui/progress-bar";
import { useTimeout } from "../../hooks/use-timeout";
import { ApiError, NetworkError } from "../../lib/api-client";
import { useSimulatePayment } from "../../lib/session/simulate-payment";

export const PAYMENT_FAILED_MESSAGE = "Payment failed. Please try again.";

export const PAYMENT_TEXTS = {
  title: "Simulated payment",
  description:
    "This is a simulated payment: no card is charged and no card details are collected. Field Commons records the upgrade and makes you a Contributor.",
  processing: "Processing payment…",
} as const;

export const CONTRIBUTOR_PRICE = {
  yearly: `$${CONTRIBUTOR_OFFER.priceUsdPerYear}/year`,
  monthly: `$${CONTRIBUTOR_OFFER.monthlyEquivalentUsd}/month billed annually`,
  list: `$${CONTRIBUTOR_OFFER.listPriceUsdPerYear}`,
  saving: `Save $${CONTRIBUTOR_OFFER.savingUsd}`,
  total: `$${CONTRIBUTOR_OFFER.priceUsdPerYear}.00`,
  pay: `Pay $${CONTRIBUTOR_OFFER.priceUsdPerYear}`,
};

function paymentErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? PAYMENT_FAILED_MESSAGE;
  if (error instanceof NetworkError) return error.message;
  return PAYMENT_FAILED_MESSAGE;
}

export interface PaymentStepProps {
  /**
   * 'dialog': its title and description are the dialog's (the upgrade modal);
   * 'section': a labelled section of the page (contributor sign-up).
   */
  variant: "dialog" | "section";
  /** Shown above the summary, e.g. 'Step 2 of 3'. */
  stepLine?: string;
  /** The way out without paying: its label and what it does. */
  leaveLabel: string;
  onLeave: () => void;
  /** Called once the server has recorded the payment and granted contributor status. */
  onPaid: () => void;
  /** A further sentence under the description. */
  note?: string;
  /** True while the payment call is in flight (a modal then refuses to close). */
  onLockChange?: (locked: boolean) => void;
}

/**
 * The one payment step of the Contributor plan, used by the upgrade modal and
 * by contributor sign-up. No card is charged and no card data is asked for:
 * after a short simulated wait the server records the payment
 * (POST /api/payments/simulate) and grants contributor status, and the
 * session's user is updated with its answer.
 */
export function PaymentStep({
  variant,
  stepLine,
  leaveLabel,
  onLeave,
  onPaid,
  onLockChange,
  note,
}: PaymentStepProps) {
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const schedule = useTimeout();
  const payment = useSimulatePayment();
  const headingId = useId();

  const pay = () => {
    setError(null);
    setProcessing(true);
    // The card payment is simulated: a short wait, then the server records it.
    schedule(() => {
      onLockChange?.(true);
      payment.mutate(undefined, {
        onSuccess: () => {
          onLockChange?.(false);
          setProcessing(false);
          onPaid();
        },
        onError: (cause) => {
          console.error("Simulated payment failed", cause);
          onLockChange?.(false);
          setProcessing(false);
          setError(paymentErrorMessage(cause));
        },
      });
    }, CONTRIBUTOR_OFFER.paymentDelayMs);
  };

  const body = (
    <>
      {note ? <p className="mt-2 text-slate-700">{note}</p> : null}
      {stepLine ? (
        <div className="mt-3">
          <p className="text-sm font-semibold text-slate-600">{stepLine}</p>
        </div>
      ) : null}
      <dl className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
        <div className="flex justify-between gap-4 px-4 py-3">
          <dt className="text-slate-700">Plan</dt>
          <dd className="font-semibold text-slate-900">Contributor, billed annually</dd>
        </div>
        <div className="flex justify-between gap-4 px-4 py-3">
          <dt className="text-slate-700">Total today</dt>
          <dd className="font-semibold text-slate-900">{CONTRIBUTOR_PRICE.total}</dd>
        </div>
      </dl>
      {processing ? (
        <div className="mt-4">
          <ProgressBar label="Processing payment" />
          <p role="status" className="mt-2 text-sm text-slate-700">
            {PAYMENT_TEXTS.processing}
          </p>
        </div>
      ) : null}
      {error ? (
        <div className="mt-4">
          <Message tone="error">{error}</Message>
        </div>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={processing} onClick={onLeave}>
          {leaveLabel}
        </Button>
        <Button isBusy={processing} onClick={pay}>
          {error ? "Try Again" : CONTRIBUTOR_PRICE.pay}
        </Button>
      </div>
    </>
  );

  if (variant === "dialog") {
    return (
      <>
        <DialogTitle>{PAYMENT_TEXTS.title}</DialogTitle>
        <DialogDescription>{PAYMENT_TEXTS.description}</DialogDescription>
        {body}
      </>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border-2 border-accent bg-accent-soft p-4"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {PAYMENT_TEXTS.title}
      </h2>
      <p className="mt-1 text-slate-700">{PAYMENT_TEXTS.description}</p>
      {body}
    </section>
  );
}
