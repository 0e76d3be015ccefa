import type { ContentStatus } from "@field-commons/shared/content";
import { useEffect, useId, useRef } from "react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button, buttonStyles } from "../ui/button";
import { Message } from "../ui/message";
import { StatusBadge } from "../ui/status-badge";
import { useAccountPanel } from "../../lib/account-panel";
import { useSession } from "../../lib/session/use-session";
import { FIELD_SCROLL_MARGINS, focusFirstInvalid } from "../form/focus-invalid";
import { SAVE_TEXT, canPublishFromForm, publishActionLabel, saveActionLabel } from "./save-outcome";
import type { SaveConfirmation } from "./save-outcome";
import type { SaveBusy } from "./use-save-content";

export interface AuthoringFormShellProps {
  /** The form's accessible name, e.g. 'New Policy Brief'. */
  name: string;
  /** The page heading (h1). */
  heading: string;
  /** Under the heading; defaults to how drafts and required fields work. */
  description?: ReactNode;
  /** A save or publish is in flight: both actions are disabled. */
  saving: boolean;
  /** The trimmed title is not blank: without it, both actions are disabled. */
  titleFilled: boolean;
  /** Signed out, the save action becomes 'Sign In to Save', which opens the account panel. */
  signedIn: boolean;
  onSaveDraft: () => void;
  onPublish: () => void;
  /**
   * What went wrong, shown above the actions as the one message: a failed save
   * ('Error saving policy brief: ...') or a refused publish ('Saved as a
   * draft, not published: ...').
   */
  error?: string | null;
  /** Messages for fields the form has no input for, listed under the error. */
  otherErrors?: readonly string[];
  /** A status note above the actions, when there is no error (a declined upgrade). */
  notice?: string | null;
  /** What this device keeps of the form (restored, or waiting for the network); shown with any error. */
  deviceNote?: string | null;
  /**
   * What the last save saved and when ('Draft saved at 14:05.'), in a polite
   * live region by the actions: the writer stays in the editor after a save.
   */
  confirmation?: SaveConfirmation | null;
  /**
   * The moderator's note for an item sent back for a revision (status
   * needs-revision), shown at the top with what saving and resubmitting do;
   * '' when the note is missing, null for any other item.
   */
  revisionNote?: string | null;
  /** Which action is in flight, so its button shows the spinner. */
  busy?: SaveBusy;
  /** Images are still uploading: the actions wait. */
  uploading?: boolean;
  /**
   * The edited item's status, shown next to the heading. It names the save
   * action: 'Save Draft' for a new item or a draft, 'Update published' for a
   * published item (whose page a save changes at once; it has no Publish),
   * 'Save changes' otherwise.
   */
  status?: ContentStatus;
  /** The form's sections. */
  children: ReactNode;
}

/**
 * The frame of every authoring form: the form element (named for assistive
 * tech), the heading, the sections, and a sticky action bar with Cancel (to
 * /dashboard), the save action ('Save Draft', 'Update published' or 'Save
 * changes' by status; 'Sign In to Save' when signed out; 'Saving...' while
 * it runs) and 'Publish' (not for a published item). The actions are
 * disabled while saving, while images upload and while the trimmed title is
 * blank. After a failed save, focus moves to the first field the server
 * refused, scrolled clear of the sticky bar.
 */
export function AuthoringFormShell({
  name,
  heading,
  description,
  saving,
  titleFilled,
  signedIn,
  onSaveDraft,
  onPublish,
  error = null,
  otherErrors = [],
  notice = null,
  deviceNote = null,
  confirmation = null,
  revisionNote = null,
  busy = null,
  uploading = false,
  status,
  children,
}: AuthoringFormShellProps) {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const signInRef = useRef<HTMLButtonElement>(null);
  const accountPanel = useAccountPanel();
  const session = useSession();
  const sessionLoading = session.status === "loading";
  const disabled = saving || uploading || !titleFilled || sessionLoading;

  // After a save fails with field messages, move focus to the first refused field.
  useEffect(() => {
    if (!error || saving) return;
    focusFirstInvalid(formRef.current);
  }, [error, saving]);

  const saveLabel = busy === "save" ? SAVE_TEXT.saving : saveActionLabel(status);

  return (
    <form
      ref={formRef}
      aria-label={name}
      noValidate
      onSubmit={(event) => event.preventDefault()}
      className="mx-auto max-w-3xl px-4 pt-8"
    >
      <header>
        <div className="flex flex-wrap items-center gap-3">
          <h1 id={headingId} className="text-3xl font-bold tracking-tight text-slate-900">
            {heading}
          </h1>
          {status ? <StatusBadge status={status} /> : null}
        </div>
        <div className="mt-2 text-slate-700">
          {description ??
            (status === "published" ? (
              <p>
                This page is live: “{SAVE_TEXT.updatePublished}” changes it at once. Fields marked{" "}
                <span aria-hidden="true" className="text-danger">
                  *
                </span>
                <span className="sr-only">as required</span> must stay filled.
              </p>
            ) : (
              <p>
                Save a draft at any time; only a title is needed. Fields marked{" "}
                <span aria-hidden="true" className="text-danger">
                  *
                </span>
                <span className="sr-only">as required</span> are needed to publish.
              </p>
            ))}
        </div>
      </header>

      {revisionNote !== null ? <RevisionNotice note={revisionNote} /> : null}

      <div className={FIELD_SCROLL_MARGINS}>{children}</div>

      <div className="sticky bottom-0 z-20 -mx-4 mt-10 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
        {error ? (
          <Message tone="error" className="mb-3">
            {error}
            {otherErrors.length > 0 ? (
              <ul className="mt-1 list-disc pl-5 font-normal">
                {otherErrors.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            ) : null}
          </Message>
        ) : null}
        {deviceNote ? <p className="mb-3 text-sm text-slate-700">{deviceNote}</p> : null}
        {notice && !error ? (
          <Message tone="info" className="mb-3">
            {notice}
          </Message>
        ) : null}
        <p
          role="status"
          className={confirmation ? "mb-3 text-sm font-medium text-success" : undefined}
        >
          {confirmation ? (
            <>
              {confirmation.text}
              {confirmation.link ? (
                <>
                  {" "}
                  <Link to={confirmation.link.href} className="underline underline-offset-2">
                    {confirmation.link.label}
                  </Link>
                </>
              ) : null}
            </>
          ) : null}
        </p>
        {uploading ? (
          <p className="mb-2 text-sm text-slate-700">Waiting for images to finish uploading…</p>
        ) : null}
        <div className="flex flex-wrap items-center justify-end gap-3">
          <Link
            to="/dashboard"
            className={buttonStyles({ variant: "ghost", className: "mr-auto" })}
          >
            Cancel
          </Link>
          {signedIn || sessionLoading ? (
            <Button
              variant={canPublishFromForm(status) ? "secondary" : "primary"}
              isBusy={busy === "save"}
              disabled={disabled}
              onClick={onSaveDraft}
            >
              {saveLabel}
            </Button>
          ) : (
            <Button
              ref={signInRef}
              variant="secondary"
              onClick={() => accountPanel.open("login", { returnFocusTo: signInRef.current })}
            >
              Sign In to Save
            </Button>
          )}
          {canPublishFromForm(status) ? (
            <Button isBusy={busy === "publish"} disabled={disabled} onClick={onPublish}>
              {publishActionLabel(status)}
            </Button>
          ) : null}
        </div>
      </div>
    </form>
  );
}

export const REVISION_TEXT = {
  heading: "A moderator asked for a revision",
  noteLabel: "Moderator’s note",
  noNote: "The moderator left no note.",
  howTo: `Make the changes, then choose “${SAVE_TEXT.resubmit}”: it goes back to a moderator, in review. “${SAVE_TEXT.saveChanges}” keeps your work without sending it. It stays offline until it is approved.`,
} as const;

/** At the top of the form of an item sent back for a revision: the moderator's note and what to do. */
function RevisionNotice({ note }: { note: string }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <h2 id={headingId} className="font-semibold">
        {REVISION_TEXT.heading}
      </h2>
      {note ? (
        <figure className="mt-2">
          <figcaption className="text-sm font-medium">{REVISION_TEXT.noteLabel}</figcaption>
          <blockquote className="mt-1 border-l-4 border-amber-400 pl-3 break-words whitespace-pre-line">
            {note}
          </blockquote>
        </figure>
      ) : (
        <p className="mt-1 text-sm">{REVISION_TEXT.noNote}</p>
      )}
      <p className="mt-2 text-sm">{REVISION_TEXT.howTo}</p>
    </section>
  );
}
