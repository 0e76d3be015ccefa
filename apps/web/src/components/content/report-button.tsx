import {
  ADMIN_MESSAGES,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  REPORT_REASON_LABELS,
  ReportInput,
} from "@field-commons/shared/admin";
import type { ReportReason } from "@field-commons/shared/admin";
import type { ContentSummary } from "@field-commons/shared/content";
import { useMutation } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import type { FormEvent } from "react";
import { ApiError, apiClient } from "../../lib/api-client";
import { useAccountPanel } from "../../lib/account-panel";
import { useSession } from "../../lib/session/use-session";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../ui/dialog";
import { useReturnFocus } from "../ui/dialog-focus";
import { Icon } from "../ui/icons";
import { Message } from "../ui/message";
import { Textarea } from "../ui/textarea";

export const REPORT_TEXT = {
  button: "Report",
  signIn: "Sign in to report this",
  title: "Report this content",
  tooMany: "You have sent many reports in a short time. Please try again later.",
  failed: "The report could not be sent. Please try again.",
} as const;

function FlagIcon() {
  return (
    <Icon>
      <path d="M5 21V4" />
      <path d="M5 4h11l-2 4 2 4H5" />
    </Icon>
  );
}

/** POST /api/content/{id}/reports. */
function sendReport(id: string, input: ReportInput) {
  return apiClient.post(`/api/content/${encodeURIComponent(id)}/reports`, input);
}

type Outcome = "reported" | "already" | null;

function ReportForm({
  item,
  details,
  onDetailsChange,
  onDone,
  onSignedOut,
}: {
  item: ContentSummary;
  /** The explanation typed so far (kept by the button while the dialog is closed). */
  details: string;
  onDetailsChange: (details: string) => void;
  onDone: (outcome: Exclude<Outcome, null>) => void;
  onSignedOut: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const firstRadio = useRef<HTMLInputElement>(null);
  const report = useMutation({ mutationFn: (input: ReportInput) => sendReport(item.id, input) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = ReportInput.safeParse({ reason: reason ?? undefined, details });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue?.path[0] === "reason") {
        setReasonError(issue.message);
        firstRadio.current?.focus();
      } else {
        setError(issue?.message ?? REPORT_TEXT.failed);
      }
      return;
    }
    try {
      await report.mutateAsync(parsed.data);
      onDone("reported");
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) return onDone("already");
      if (failure instanceof ApiError && failure.status === 401) return onSignedOut();
      console.error("Failed to report content", failure);
      setError(
        failure instanceof ApiError && failure.status === 429
          ? REPORT_TEXT.tooMany
          : failure instanceof Error && failure.name === "NetworkError"
            ? failure.message
            : REPORT_TEXT.failed,
      );
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
      <fieldset aria-describedby={reasonError ? `${id}-reason-error` : undefined}>
        <legend className="text-sm font-semibold text-slate-800">
          Why are you reporting it?{" "}
          <span aria-hidden="true" className="text-danger">
            *
          </span>
        </legend>
        <div className="mt-2 space-y-1">
          {REPORT_REASONS.map((value, index) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-slate-50"
            >
              <input
                ref={index === 0 ? firstRadio : undefined}
                type="radio"
                name={`${id}-reason`}
                value={value}
                checked={reason === value}
                required
                aria-invalid={reasonError ? true : undefined}
                onChange={() => {
                  setReason(value);
                  setReasonError(null);
                }}
                className="size-5 shrink-0 accent-accent"
              />
              <span className="text-slate-800">{REPORT_REASON_LABELS[value]}</span>
            </label>
          ))}
        </div>
        {reasonError ? (
          <p id={`${id}-reason-error`} className="mt-1 text-sm font-medium text-danger">
            {reasonError}
          </p>
        ) : null}
      </fieldset>
      <div>
        <label htmlFor={`${id}-details`} className="block text-sm font-semibold text-slate-800">
          Details (optional)
        </label>
        <Textarea
          id={`${id}-details`}
          className="mt-1"
          rows={3}
          maxLength={REPORT_DETAILS_MAX}
          aria-describedby={`${id}-details-hint`}
          value={details}
          onChange={(event) => onDetailsChange(event.target.value)}
        />
        <p id={`${id}-details-hint`} className="mt-1 text-sm text-slate-600">
          What is wrong, and where. Only the moderators read it.
        </p>
      </div>
      {error ? <Message tone="error">{error}</Message> : null}
      <div className="flex justify-end">
        <Button type="submit" isBusy={report.isPending}>
          Send report
        </Button>
      </div>
    </form>
  );
}

/**
 * Report a published item to the moderators: a dialog with the reasons and
 * optional details. Signed out, it opens the sign-in panel first; the item's
 * author does not see it.
 */
export function ReportButton({ item }: { item: ContentSummary }) {
  const { user, status } = useSession();
  const panel = useAccountPanel();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Typed details are asked about before the dialog throws them away, and kept as a draft.
  const [details, setDetails] = useState("");
  const focus = useReturnFocus();

  // Not before the session is known (the author would see it for a moment), nor to the author.
  if (status === "loading" || item.status !== "published" || user?.id === item.author.id) {
    return null;
  }

  const signIn = () =>
    panel.open("login", {
      reason: REPORT_TEXT.signIn,
      returnFocusTo: buttonRef.current,
      onSignedIn: () => setOpen(true),
    });

  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="sm"
        onClick={() => {
          setOutcome(null);
          if (user) setOpen(true);
          else signIn();
        }}
      >
        <FlagIcon />
        {REPORT_TEXT.button}
      </Button>
      {outcome ? (
        <Message tone={outcome === "reported" ? "success" : "info"} className="w-full">
          {outcome === "reported" ? ADMIN_MESSAGES.reported : ADMIN_MESSAGES.alreadyReported}
        </Message>
      ) : null}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        unsaved={details.trim() !== ""}
        onDiscard={() => setDetails("")}
        onKeepDraft={() => undefined}
      >
        {open ? (
          <DialogContent {...focus}>
            <DialogTitle>{REPORT_TEXT.title}</DialogTitle>
            <DialogDescription>
              Tell the moderators what is wrong with “{item.title}”. They review every report.
            </DialogDescription>
            <ReportForm
              item={item}
              details={details}
              onDetailsChange={setDetails}
              onDone={(result) => {
                setOutcome(result);
                setDetails("");
                setOpen(false);
              }}
              onSignedOut={() => {
                setOpen(false);
                signIn();
              }}
            />
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
