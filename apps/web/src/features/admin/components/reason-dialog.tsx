import {
  ADMIN_MESSAGES,
  MODERATION_REASON_MAX,
  QUICK_REJECT_REASON,
} from "@field-commons/shared/admin";
import { useState } from "react";
import type { FormEvent, ReactNode } from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "../../../components/ui/dialog";
import { useReturnFocus } from "../../../components/ui/dialog-focus";
import { FormField } from "../../../components/ui/form-field";
import { Textarea } from "../../../components/ui/textarea";

interface ReasonFormProps {
  confirmLabel: string;
  required: boolean;
  quickReason: boolean;
  isBusy: boolean;
  tone: "danger" | "primary";
  onSubmit: (reason: string) => void;
  /** Whether the reason now differs from what it started with. */
  onEdited: (edited: boolean) => void;
  initialReason: string;
  hint: string;
  label: string;
  requiredMessage: string;
  children?: ReactNode;
}

/** The dialog's form; mounted only while the dialog is open, so it starts blank each time. */
function ReasonForm({
  confirmLabel,
  required,
  quickReason,
  isBusy,
  tone,
  onSubmit,
  onEdited,
  initialReason,
  hint,
  label,
  requiredMessage,
  children,
}: ReasonFormProps) {
  const [reason, setReason] = useState(initialReason);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (required && text.length === 0) {
      setError(requiredMessage);
      return;
    }
    onSubmit(text);
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4">
      {children}
      {quickReason ? (
        <div>
          <p className="text-sm font-semibold text-slate-800">Quick reason</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-1"
            disabled={isBusy}
            onClick={() => onSubmit(QUICK_REJECT_REASON)}
          >
            {QUICK_REJECT_REASON}
          </Button>
        </div>
      ) : null}
      <FormField
        label={required ? label : `${label} (optional)`}
        required={required}
        hint={hint}
        errors={error ? [error] : []}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={MODERATION_REASON_MAX}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              onEdited(event.target.value.trim() !== initialReason.trim());
              if (error) setError(null);
            }}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {/* Closes through the dialog, so typed words are not lost without asking. */}
        <DialogPrimitive.Close asChild>
          <Button variant="secondary" disabled={isBusy}>
            Cancel
          </Button>
        </DialogPrimitive.Close>
        <Button type="submit" variant={tone} isBusy={isBusy}>
          {confirmLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * A small dialog that asks why: a written reason (required or optional), and
 * for a rejection the quick reason 'Inappropriate content'. `onSubmit`
 * receives the trimmed reason; the caller closes the dialog. Once a reason is
 * typed, Escape, a click outside, the close button and Cancel first ask
 * whether to throw it away.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  isBusy,
  quickReason = false,
  tone = "danger",
  initialReason = "",
  hint = "The author sees it.",
  label = "Reason",
  requiredMessage = ADMIN_MESSAGES.reasonRequired,
  onCloseAutoFocus,
  ...form
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  required: boolean;
  /** Offer 'Inappropriate content' as a one-click reason. */
  quickReason?: boolean;
  tone?: "danger" | "primary";
  /** What the reason field starts with. */
  initialReason?: string;
  hint?: string;
  /** The field's label: 'Reason', or 'Note to the author'. */
  label?: string;
  /** What an empty required field says. */
  requiredMessage?: string;
  isBusy: boolean;
  onSubmit: (reason: string) => void;
  /** Where focus goes on close when the opener may be gone; preventDefault to take over. */
  onCloseAutoFocus?: (event: Event) => void;
  /** Fields before the reason (a status choice). */
  children?: ReactNode;
}) {
  const focus = useReturnFocus();
  const [edited, setEdited] = useState(false);
  // The form starts afresh at each opening, and so does the question.
  if (!open && edited) setEdited(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !isBusy && onOpenChange(next)}
      unsaved={edited && !isBusy}
      onDiscard={() => setEdited(false)}
    >
      {open ? (
        <DialogContent
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (!event.defaultPrevented) focus.onCloseAutoFocus(event);
          }}
        >
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
          <ReasonForm
            {...form}
            isBusy={isBusy}
            quickReason={quickReason}
            tone={tone}
            initialReason={initialReason}
            hint={hint}
            label={label}
            requiredMessage={requiredMessage}
            onEdited={setEdited}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
