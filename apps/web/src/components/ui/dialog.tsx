import { useState } from "react";
import type { ComponentProps, ReactNode } from "react";
import { AlertDialog as AlertDialogPrimitive, Dialog as DialogPrimitive } from "radix-ui";
import { cn } from "../../lib/cn";
import { UNSAVED_CHANGES_TEXT, UnsavedChangesGuard } from "../form/unsaved-changes-guard";
import { Button } from "./button";

/** The question a dialog with work in it asks before it closes: the form leave guard's words. */
export const DIALOG_DISCARD_TEXT = {
  ...UNSAVED_CHANGES_TEXT,
  /** Closes the dialog and keeps the work for when it is opened again on this page. */
  keep: "Keep draft",
} as const;

export interface DialogProps extends ComponentProps<typeof DialogPrimitive.Root> {
  /**
   * The dialog holds typed or recorded work. While it does, every way of
   * closing it (Escape, a click outside, the close button, any
   * DialogPrimitive.Close such as Cancel) and leaving the page first asks
   * 'Leave without saving?': Stay keeps the dialog open, Leave throws the
   * work away (onDiscard) and closes it.
   */
  unsaved?: boolean;
  /** Runs when the user chooses Leave, before the dialog closes. */
  onDiscard?: () => void;
  /**
   * When given, the question also offers Keep draft: the dialog closes and
   * the work is kept (by the caller, above the dialog) for its next opening.
   */
  onKeepDraft?: () => void;
}

/**
 * A modal dialog root. Opt in to the discard question with `unsaved` (see
 * DialogProps); without it, it is Radix's Dialog.Root as is.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  unsaved = false,
  onDiscard,
  onKeepDraft,
  children,
  ...props
}: DialogProps) {
  const [innerOpen, setInnerOpen] = useState(defaultOpen ?? false);
  const [asking, setAsking] = useState(false);
  const isOpen = open ?? innerOpen;

  const setOpen = (next: boolean) => {
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };

  const close = (then?: () => void) => {
    setAsking(false);
    then?.();
    setOpen(false);
  };

  return (
    <DialogPrimitive.Root
      {...props}
      open={isOpen}
      onOpenChange={(next) => {
        if (!next && unsaved) setAsking(true);
        else setOpen(next);
      }}
    >
      {children}
      <UnsavedChangesGuard when={isOpen && unsaved} />
      <AlertDialogPrimitive.Root open={asking && isOpen} onOpenChange={setAsking}>
        <AlertDialogPrimitive.Portal>
          <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
          <AlertDialogPrimitive.Content
            className={cn(
              "fixed inset-x-0 bottom-0 z-50 rounded-t-xl bg-white p-5 shadow-xl",
              "sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:p-6",
              "focus-visible:outline-none",
            )}
          >
            <AlertDialogPrimitive.Title className="text-xl font-semibold text-slate-900">
              {DIALOG_DISCARD_TEXT.title}
            </AlertDialogPrimitive.Title>
            <AlertDialogPrimitive.Description className="mt-2 text-slate-700">
              {DIALOG_DISCARD_TEXT.description}
            </AlertDialogPrimitive.Description>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <AlertDialogPrimitive.Cancel asChild>
                <Button variant="secondary">{DIALOG_DISCARD_TEXT.stay}</Button>
              </AlertDialogPrimitive.Cancel>
              {onKeepDraft ? (
                <Button variant="secondary" onClick={() => close(onKeepDraft)}>
                  {DIALOG_DISCARD_TEXT.keep}
                </Button>
              ) : null}
              <Button variant="danger" onClick={() => close(onDiscard)}>
                {DIALOG_DISCARD_TEXT.leave}
              </Button>
            </div>
          </AlertDialogPrimitive.Content>
        </AlertDialogPrimitive.Portal>
      </AlertDialogPrimitive.Root>
    </DialogPrimitive.Root>
  );
}

/**
 * A modal dialog: traps focus, returns it on close, closes on Escape and on a
 * click on the overlay. Always give it a DialogTitle.
 */
export function DialogContent({
  className,
  children,
  closeLabel = "Close",
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { closeLabel?: string; children: ReactNode }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-testid="dialog-overlay"
        className="fixed inset-0 z-40 bg-slate-900/60"
      />
      <DialogPrimitive.Content
        className={cn(
          "fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-xl bg-white p-5 shadow-xl",
          "sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:p-6",
          "focus-visible:outline-none",
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          aria-label={closeLabel}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none">
            <path
              d="M6 6l12 12M18 6L6 18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn("pr-12 text-xl font-semibold text-slate-900", className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn("mt-1 text-slate-600", className)} {...props} />
  );
}
