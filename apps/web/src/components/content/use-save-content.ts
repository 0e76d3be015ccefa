import type { ContentCreateInput, ContentStatus, ContentType } from "@field-commons/shared/content";
import { useQueryClient } from "@tanstack/react-query";
import { createElement, useCallback, useRef, useState } from "react";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../lib/api-client";
import { CONTENT_TYPE_INFO } from "../../lib/content-types";
import { useSession } from "../../lib/session/use-session";
import { UpgradeModal } from "../upgrade/upgrade-modal";
import { useToast } from "../ui/toast";
import {
  createContent,
  invalidateAfterSave,
  publishContent,
  updateContent,
} from "../../lib/content/save-content";
import type { SavedContent } from "../../lib/content/save-content";
import { publishOutcome, publishRefusedText, saveOutcome } from "./save-outcome";
import type { SaveOutcome } from "./save-outcome";

/** The type's texts for a failed save ('Error saving policy brief' and the like). */
export interface SaveContentLabels {
  /** 'Error saving policy brief': alone when the server cannot be reached, else with ': {error}'. */
  saveError: string;
  /** Used after ': ' when creating failed and the server sent no message. */
  createFailed: string;
  /** Used after ': ' when updating failed and the server sent no message. */
  updateFailed: string;
  /** Shown in the upgrade dialog; defaults to 'Publishing {type plural} needs the Contributor plan.' */
  upgradeReason?: string;
}

export interface UseSaveContentOptions {
  type: ContentType;
  /** The item's id when editing; the first save of a new item creates it. */
  id?: string;
  /**
   * The edited item's status: what the message after a refused publish says
   * ('saved as a draft' or 'saved') and what the toast after a save says.
   */
  status?: ContentStatus;
  labels: SaveContentLabels;
  /**
   * Told the server's messages by field path when a save or publish fails, in
   * the same update as `error`, so a form can mark its fields before focus
   * moves to the first one.
   */
  onFieldErrors?: (fields: Record<string, string[]>) => void;
}

export type SaveBusy = "save" | "publish" | null;

export const SAVED_AS_DRAFT = "Your changes are saved as a draft.";

export function defaultUpgradeReason(type: ContentType): string {
  return `Publishing ${CONTENT_TYPE_INFO[type].nounPlural} needs the Contributor plan.`;
}

/**
 * '{saveError}: {error}' with the server's message (or the create/update
 * default when the server sent none); `saveError` alone when the server could
 * not be reached at all.
 */
export function saveErrorText(
  error: unknown,
  mode: "create" | "update",
  labels: SaveContentLabels,
): string {
  if (error instanceof ApiError) {
    const detail =
      error.serverMessage ?? (mode === "create" ? labels.createFailed : labels.updateFailed);
    return `${labels.saveError}: ${detail}`;
  }
  return labels.saveError;
}

/**
 * Saving and publishing any content type from its form:
 * - `saveDraft(input)`: creates the item on the first save (POST), updates it
 *   afterwards (PUT; the server keeps the status, so a published item's page
 *   changes at once), then lands on the dashboard tab that holds the item
 *   (drafts: ?tab=drafts) with a toast linking to it (see saveOutcome).
 * - `publish(input)`: saves, then POST /publish. Without contributor status
 *   the server answers 403 UPGRADE_REQUIRED: the upgrade dialog (`upgrade`,
 *   render it) opens and the publish is retried once payment succeeds.
 *   Success lands on the dashboard's publications with a toast linking to the
 *   live page.
 * - Signed out, both go to /login.
 * - A failed save sets `error` with the type's texts; a publish refused after
 *   the save went through sets one `error` that says so (publishRefusedText).
 *   Either way `fieldErrors` holds the server's messages by field path
 *   ('title', 'location.name', 'body.executiveSummary').
 */
export function useSaveContent({ type, id, status, labels, onFieldErrors }: UseSaveContentOptions) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const toast = useToast();

  const [busy, setBusyState] = useState<SaveBusy>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [upgradeOpen, setUpgradeOpen] = useState(false);

  // The saved item's id: the first save creates it, later saves update it.
  const savedId = useRef<string | null>(id ?? null);
  // Set when the payment went through, so closing the dialog is not reported as a cancelled upgrade.
  const upgraded = useRef(false);
  // Guards against a second click before the busy state has rendered.
  const busyRef = useRef<SaveBusy>(null);
  const setBusy = (next: SaveBusy) => {
    busyRef.current = next;
    setBusyState(next);
  };

  const upgradeReason = labels.upgradeReason ?? defaultUpgradeReason(type);
  // Read when a navigation starts, so the redirect after a save is never held
  // by a form's unsaved-changes guard, even before the busy state has rendered.
  const isSaving = useCallback(() => busyRef.current !== null, []);

  const clearMessages = () => {
    setError(null);
    setNotice(null);
    setFieldErrors({});
  };

  const showError = (failure: unknown, message: string) => {
    console.error(`Saving the ${type} failed`, failure);
    setError(message);
    const fields = failure instanceof ApiError ? failure.fields : {};
    setFieldErrors(fields);
    onFieldErrors?.(fields);
  };

  // The title of the last save, for the toast.
  const savedTitle = useRef("");

  const finish = ({ redirect, toast: confirmation }: SaveOutcome) => {
    // Lists and figures refresh in the background; the dashboard shows the change.
    void invalidateAfterSave(queryClient);
    void navigate(redirect);
    toast.show(confirmation);
  };

  /** Creates the item on the first save, updates it afterwards; resolves to what was saved. */
  const save = async (input: ContentCreateInput): Promise<SavedContent> => {
    savedTitle.current = input.title;
    const current = savedId.current;
    if (current) return updateContent(current, input);
    const created = await createContent(input);
    savedId.current = created.id;
    return created;
  };

  const publishSaved = async (itemId: string) => {
    setBusy("publish");
    try {
      const published = await publishContent(itemId);
      finish(publishOutcome(type, savedTitle.current, published));
    } catch (failure) {
      setBusy(null);
      if (failure instanceof ApiError && failure.code === "UPGRADE_REQUIRED") {
        upgraded.current = false;
        setUpgradeOpen(true);
        return;
      }
      // The save before the publish went through: one message says both.
      showError(failure, publishRefusedText(failure, status));
      void invalidateAfterSave(queryClient);
    }
  };

  const saveDraft = async (input: ContentCreateInput): Promise<void> => {
    if (busyRef.current) return;
    if (!user) {
      void navigate("/login");
      return;
    }
    clearMessages();
    setBusy("save");
    const mode = savedId.current ? "update" : "create";
    try {
      const saved = await save(input);
      finish(saveOutcome(type, input.title, status, saved));
    } catch (failure) {
      showError(failure, saveErrorText(failure, mode, labels));
      setBusy(null);
    }
  };

  const publish = async (input: ContentCreateInput): Promise<void> => {
    if (busyRef.current) return;
    if (!user) {
      void navigate("/login");
      return;
    }
    clearMessages();
    setBusy("publish");
    const mode = savedId.current ? "update" : "create";
    let itemId: string;
    try {
      itemId = (await save(input)).id;
    } catch (failure) {
      showError(failure, saveErrorText(failure, mode, labels));
      setBusy(null);
      return;
    }
    await publishSaved(itemId);
  };

  const onUpgradeOpenChange = useCallback(
    (open: boolean) => {
      setUpgradeOpen(open);
      if (open) upgraded.current = false;
      else if (!upgraded.current) setNotice(`${SAVED_AS_DRAFT} ${upgradeReason}`);
    },
    [upgradeReason],
  );

  const onUpgraded = () => {
    upgraded.current = true;
    const itemId = savedId.current;
    if (!itemId) return;
    clearMessages();
    void publishSaved(itemId);
  };

  const upgrade: ReactNode = user
    ? createElement(UpgradeModal, {
        open: upgradeOpen,
        onOpenChange: onUpgradeOpenChange,
        onSuccess: onUpgraded,
        reason: upgradeReason,
      })
    : null;

  return {
    saveDraft,
    publish,
    /** True while a save or publish is in flight. */
    saving: busy !== null,
    /** Which action is in flight, for the spinner. */
    busy,
    /** Whether a save or publish is in flight right now (not as last rendered). */
    isSaving,
    error,
    fieldErrors,
    /** A status note: saved as a draft after a declined upgrade. */
    notice,
    upgrade,
  };
}
