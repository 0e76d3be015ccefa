import type { ReactNode } from "react";
import { AlertDialog as AlertDialogPrimitive } from "radix-ui";
import { cn } from "../../lib/cn";
import { Button } from "./button";

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The question, read out with the title. */
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Runs on confirm; the dialog stays open (confirm busy) until the caller closes it. */
  onConfirm: () => void;
  isBusy?: boolean;
  tone?: "danger" | "primary";
  /** Where focus goes on close, when the opener may be gone (e.g. a deleted item). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * An accessible confirmation (role="alertdialog"): traps focus, starts on
 * Cancel, closes on Escape and returns focus when it closes.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = "Cancel",
  onConfirm,
  isBusy = false,
  tone = "danger",
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={(next) => !isBusy && onOpenChange(next)}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <AlertDialogPrimitive.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className={cn(
            "fixed inset-x-0 bottom-0 z-50 rounded-t-xl bg-white p-5 shadow-xl",
            "sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:p-6",
            "focus-visible:outline-none",
          )}
        >
          <AlertDialogPrimitive.Title className="text-xl font-semibold text-slate-900">
            {title}
          </AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description className="mt-2 text-slate-700">
            {description}
          </AlertDialogPrimitive.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel asChild>
              <Button variant="secondary" disabled={isBusy}>
                {cancelLabel}
              </Button>
            </AlertDialogPrimitive.Cancel>
            <Button variant={tone} isBusy={isBusy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
