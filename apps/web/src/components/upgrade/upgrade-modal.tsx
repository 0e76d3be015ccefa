import { CONTRIBUTOR_OFFER } from "@field-commons/shared/auth";
import { useId, useRef, useState } from "react";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../ui/dialog";
import { useTimeout } from "../../hooks/use-timeout";
import { CONTRIBUTOR_PRICE as price, PaymentStep } from "./payment-step";

type Step = "plan" | "payment" | "success";

const STEP_NUMBER: Record<Step, number> = { plan: 1, payment: 2, success: 3 };

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
  /** The first step's way out without upgrading; 'Not Now' unless given. */
  dismissLabel?: string;
}

/**
 * The Contributor plan upgrade: plan, then the payment step (PaymentStep, the
 * same one contributor sign-up shows), then success. No card is charged and no
 * card data is asked for; the server records the upgrade and grants
 * contributor status.
 */
export function UpgradeModal({
  open,
  onOpenChange,
  onSuccess,
  reason,
  returnFocusTo,
  dismissLabel = "Not Now",
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
          dismissLabel={dismissLabel}
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

/** Mounted only while the modal is open: every opening starts at the plan, and closing cancels the timers. */
function UpgradeSteps({
  reason,
  dismissLabel,
  onLockChange,
  onCancel,
  onDone,
}: {
  reason?: string;
  dismissLabel: string;
  onLockChange: (locked: boolean) => void;
  onCancel: () => void;
  onDone: () => void;
}) {
  const [step, setStep] = useState<Step>("plan");
  const schedule = useTimeout();
  const planHeadingId = useId();

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
            {dismissLabel}
          </Button>
          <Button onClick={() => setStep("payment")}>Continue to Payment</Button>
        </div>
      </>
    );
  }

  if (step === "payment") {
    return (
      <PaymentStep
        variant="dialog"
        stepLine={`Step ${STEP_NUMBER.payment} of 3`}
        leaveLabel="Back"
        onLeave={() => setStep("plan")}
        onLockChange={onLockChange}
        onPaid={() => {
          setStep("success");
          schedule(onDone, CONTRIBUTOR_OFFER.successCloseDelayMs);
        }}
      />
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
