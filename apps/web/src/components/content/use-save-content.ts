import type { ContentCreateInput, ContentStatus, ContentType } from "@field-commons/shared/content";
import { useQueryClient } from "@tanstack/react-query";
import { contentEditPath } from "@field-commons/shared/content";
import { createElement, useCallback, useEffect, useRef, useState } from "react";
import type { ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { ApiError, NetworkError } from "../../lib/api-client";
import { randomId } from "../../lib/random-id";
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
import { keepEditor } from "./kept-editors";
import { publishOutcome, publishRefusedText, saveConfirmation } from "./save-outcome";
import type { SaveConfirmation, SaveOutcome } from "./save-outcome";

/** The type's texts for a failed save ('Error saving policy brief' and the like). */
/** A new item's first save as sent: sent again as it was until the server answers. */
export interface CreateRequest {
  key: string;
  input: ContentCreateInput;
}

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
 *   changes at once). The writer stays in the editor: `confirmation` says
 *   what was saved and when (saveConfirmation), `status` follows the
 *   server's answer, and a new item's address becomes its edit address
 *   (replacing the new one, the editor kept on screen), so a reload or the
 *   next save updates the same item. Resolves to whether it was saved.
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
  const [confirmation, setConfirmation] = useState<SaveConfirmation | null>(null);
  // The status the server last answered with; the loaded item's until the first save.
  const [savedStatus, setSavedStatus] = useState<ContentStatus | undefined>(undefined);
  const currentStatus = savedStatus ?? status;

  // The saved item's id: the first save creates it, later saves update it.
  const savedId = useRef<string | null>(id ?? null);
  // Set once this editor created its item: the address then shows it while the editor stays.
  const kept = useRef<{ path: string; shown: () => void; release: () => void } | null>(null);
  useEffect(
    () => () => {
      kept.current?.release();
      kept.current = null;
    },
    [],
  );
  // The item's address is shown: a new editor opened from now on starts afresh.
  const { pathname } = useLocation();
  useEffect(() => {
    if (kept.current?.path === pathname) kept.current.shown();
  }, [pathname]);
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
    setConfirmation(null);
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

  const finish = ({ redirect, toast: published }: SaveOutcome) => {
    // Lists and figures refresh in the background; the dashboard shows the change.
    void invalidateAfterSave(queryClient);
    void navigate(redirect);
    toast.show(published);
  };

  /**
   * A save went through: the status follows the server's answer and a new
   * item's address becomes its edit address, the editor kept on screen. Runs
   * while still busy, so the form's unsaved-changes guard lets it through.
   */
  const afterSave = async (saved: SavedContent, mode: "create" | "update") => {
    setSavedStatus(saved.status);
    if (mode !== "create") return;
    const path = contentEditPath({ type, id: saved.id });
    kept.current = { path, ...keepEditor(saved.id) };
    await navigate(path, {
      replace: true,
      preventScrollReset: true,
    });
  };

  // The first save's request (its Idempotency-Key and body), kept until the server answers it.
  const createRequest = useRef<CreateRequest | null>(null);
  const [waiting, setWaitingState] = useState(false);
  const waitingRef = useRef(false);
  const setWaiting = (value: boolean) => {
    waitingRef.current = value;
    setWaitingState(value);
  };

  /**
   * Creates the item on the first save, updates it afterwards; resolves to
   * what was saved. A first save that got no answer is sent again exactly as
   * it was (the server makes the item once), then what changed since.
   */
  const save = async (input: ContentCreateInput): Promise<SavedContent> => {
    savedTitle.current = input.title;
    const current = savedId.current;
    if (current) return updateContent(current, input);
    createRequest.current ??= { key: randomId(), input };
    const request = createRequest.current;
    const created = await createContent(request.input, request.key);
    savedId.current = created.id;
    createRequest.current = null;
    if (JSON.stringify(request.input) !== JSON.stringify(input)) {
      return updateContent(created.id, input);
    }
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
      showError(failure, publishRefusedText(failure, currentStatus));
      void invalidateAfterSave(queryClient);
    }
  };

  const saveDraft = async (input: ContentCreateInput): Promise<boolean> => {
    if (busyRef.current) return false;
    if (!user) {
      void navigate("/login");
      return false;
    }
    clearMessages();
    setBusy("save");
    const mode = savedId.current ? "update" : "create";
    let saved: SavedContent;
    try {
      saved = await save(input);
    } catch (failure) {
      showError(failure, saveErrorText(failure, mode, labels));
      setWaiting(failure instanceof NetworkError);
      setBusy(null);
      return false;
    }
    setWaiting(false);
    // Lists and figures refresh in the background.
    void invalidateAfterSave(queryClient);
    await afterSave(saved, mode);
    setConfirmation(saveConfirmation(type, currentStatus, saved, new Date()));
    setBusy(null);
    return true;
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
    let saved: SavedContent;
    try {
      saved = await save(input);
    } catch (failure) {
      showError(failure, saveErrorText(failure, mode, labels));
      setBusy(null);
      return;
    }
    // Should the publish be refused, the editor shows the saved item at its own address.
    await afterSave(saved, mode);
    await publishSaved(saved.id);
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
    /** The last Save Draft could not reach the server: it is kept on the device to send again. */
    waiting,
    isWaiting: () => waitingRef.current,
    /** The item's id once it exists (loaded, or made by a save here). */
    itemId: () => savedId.current,
    /** The unanswered first save, to keep with the draft on the device; and to restore it. */
    createRequest: {
      get: () => createRequest.current,
      restore: (request: CreateRequest | null) => {
        if (!savedId.current) createRequest.current = request;
      },
    },
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
    /** What the last save that went through saved, and when. */
    confirmation,
    /** The item's status: as loaded, then as the server answered the last save. */
    status: currentStatus,
    /** The item exists on the server (loaded, or created by a save here). */
    created: id !== undefined || savedStatus !== undefined,
    upgrade,
  };
}
