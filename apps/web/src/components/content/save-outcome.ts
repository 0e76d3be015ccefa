import { contentEditPath, contentPath } from "@field-commons/shared/content";
import type { ContentStatus, ContentType } from "@field-commons/shared/content";
import { ApiError } from "../../lib/api-client";
import type { ToastOptions } from "../ui/toast";

/**
 * What the authoring forms say about saving: the actions' labels for the
 * item's status, what the editor says after a save (the writer stays in
 * it), where a publish that went through lands with the toast that confirms
 * it, and the one message after a refused publish.
 */
export const SAVE_TEXT = {
  saveDraft: "Save Draft",
  saveChanges: "Save changes",
  updatePublished: "Update published",
  saving: "Saving...",
  draftSaved: "Draft saved",
  changesSaved: "Changes saved",
  open: "Open",
  published: "Published",
  publishedUpdated: "Published page updated",
  view: "View",
  sentForReview: "Sent for review",
  viewPage: "View the page",
  publish: "Publish",
  resubmit: "Resubmit for review",
} as const;

/** Publications (the default tab) holds published items and items waiting for review. */
export const DASHBOARD_PUBLICATIONS = "/dashboard";

/**
 * The secondary action of the form for an item of this status: a new item or
 * a draft is saved as a draft; a published item's save changes the live page
 * at once (the server keeps its status), so it says so; other statuses keep
 * theirs.
 */
export function saveActionLabel(status: ContentStatus | undefined): string {
  if (status === undefined || status === "draft") return SAVE_TEXT.saveDraft;
  if (status === "published") return SAVE_TEXT.updatePublished;
  return SAVE_TEXT.saveChanges;
}

/**
 * The primary action: 'Publish', or 'Resubmit for review' for an item a
 * moderator sent back for a revision (it goes back to them, in review).
 */
export function publishActionLabel(status: ContentStatus | undefined): string {
  return status === "needs-revision" ? SAVE_TEXT.resubmit : SAVE_TEXT.publish;
}

/** Publish is offered unless the item is published already (saving updates it). */
export function canPublishFromForm(status: ContentStatus | undefined): boolean {
  return status !== "published";
}

/** Where a publish that went through lands, and the toast shown there. */
export interface SaveOutcome {
  redirect: string;
  toast: ToastOptions;
}

interface Saved {
  id: string;
  slug: string;
  /** The status the server answered with. */
  status: ContentStatus;
}

function quoted(title: string): string {
  const trimmed = title.trim();
  return trimmed ? `“${trimmed}”` : "Your item";
}

/** The time of a save as the reader's clock shows it ('14:05', '2:05 PM'). */
export function savedTime(at: Date): string {
  return at.toLocaleTimeString(undefined, { hour: "numeric", minute: "2-digit" });
}

/** What the editor says after a save went through, and a link when there is a page to see. */
export interface SaveConfirmation {
  text: string;
  link?: { label: string; href: string };
}

/**
 * After 'Save Draft', 'Save changes' or 'Update published' the writer stays
 * in the editor, which says what was saved and when: `before` is the item's
 * status before the save (undefined for a new item), `saved` what the
 * server answered (a published item of a reviewed type goes back to review
 * when changed: the confirmation says so).
 */
export function saveConfirmation(
  type: ContentType,
  before: ContentStatus | undefined,
  saved: Saved,
  at: Date,
): SaveConfirmation {
  const time = savedTime(at);
  if (saved.status === "draft") return { text: `${SAVE_TEXT.draftSaved} at ${time}.` };
  if (saved.status === "published") {
    return {
      text: `${SAVE_TEXT.publishedUpdated} at ${time}.`,
      link: { label: SAVE_TEXT.viewPage, href: contentPath({ type, slug: saved.slug }) },
    };
  }
  if (saved.status === "pending" && before === "published") {
    return {
      text: `${SAVE_TEXT.changesSaved} at ${time}. The page is hidden from the public until an admin approves your changes.`,
    };
  }
  if (saved.status === "needs-revision") {
    return {
      text: `${SAVE_TEXT.changesSaved} at ${time}. When your revision is done, choose “${SAVE_TEXT.resubmit}”.`,
    };
  }
  return { text: `${SAVE_TEXT.changesSaved} at ${time}; the status has not changed.` };
}

/** After 'Publish': live at once, or (a reviewed type, a resubmission) waiting for review. */
export function publishOutcome(type: ContentType, title: string, saved: Saved): SaveOutcome {
  if (saved.status === "published") {
    return {
      redirect: DASHBOARD_PUBLICATIONS,
      toast: {
        title: SAVE_TEXT.published,
        description: `${quoted(title)} is live.`,
        action: { label: SAVE_TEXT.view, href: contentPath({ type, slug: saved.slug }) },
      },
    };
  }
  return {
    redirect: DASHBOARD_PUBLICATIONS,
    toast: {
      title: SAVE_TEXT.sentForReview,
      description: `${quoted(title)} appears publicly once an admin approves it.`,
      action: { label: SAVE_TEXT.open, href: contentEditPath({ type, id: saved.id }) },
    },
  };
}

/**
 * The one message after a publish the server refused once the save before it
 * had gone through: that it was not published, why, and that the changes are
 * saved (as a draft for a draft).
 */
export function publishRefusedText(failure: unknown, status: ContentStatus | undefined): string {
  const saved =
    status === undefined || status === "draft"
      ? "Saved as a draft, not published"
      : "Your changes are saved, but not published";
  let reason: string;
  if (failure instanceof ApiError && failure.code === "NOT_READY_TO_PUBLISH") {
    reason = "fill in the marked fields, then publish again.";
  } else if (failure instanceof ApiError && failure.serverMessage && failure.status < 500) {
    reason = failure.serverMessage.replace(/[.\s]*$/, ".");
  } else if (failure instanceof ApiError) {
    reason = "the server could not publish it. Please try again.";
  } else {
    reason = "the server could not be reached. Please try again.";
  }
  return `${saved}: ${reason}`;
}
