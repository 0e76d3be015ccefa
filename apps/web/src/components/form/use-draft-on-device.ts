import { CONTENT_EDIT_PATHS, contentEditPath } from "@field-commons/shared/content";
import type { ContentType } from "@field-commons/shared/content";
import { CONTENT_TYPE_INFO } from "../../lib/content-types";
import { useEffect, useMemo, useRef, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { deviceDb } from "../../lib/offline/device-db";
import type { DeviceDb } from "../../lib/offline/device-db";
import { OFFLINE_TEXTS } from "../../lib/offline/offline-texts";
import { countStoredWork } from "../../lib/offline/pending-changes";
import { useOnline } from "../../lib/offline/use-online";
import { whenPageHides } from "../../lib/offline/when-page-hides";
import type { CreateRequest } from "../content/use-save-content";

/** The shape of what is stored; a copy written by another version is not read back. */
const VERSION = 1;
/** How long typing may go on before the draft is written to the device again. */
const WRITE_DELAY_MS = 400;

interface StoredDraft {
  version: typeof VERSION;
  values: FieldValues;
  createRequest: CreateRequest | null;
}

/** The stored key of a draft: its id, or "new" for one the server has not made yet. */
export function draftKey(type: ContentType, id: string | null | undefined): string {
  return `draft:${type}:${id ?? "new"}`;
}

function draftTitle(values: FieldValues): string {
  const title = typeof values.title === "string" ? values.title.trim() : "";
  return title || "Untitled";
}

/** A person's drafts of one type as they are on this device. */
export function draftsOnDevice(db: DeviceDb, userId: string, type: ContentType) {
  return {
    async read(id: string | null | undefined) {
      const row = await db.work.get([userId, draftKey(type, id)]);
      const state = row?.state as Partial<StoredDraft> | undefined;
      if (!row || state?.version !== VERSION || typeof state.values !== "object") return null;
      return { ...(state as StoredDraft), waiting: row.waiting };
    },
    async write(
      id: string | null | undefined,
      draft: Omit<StoredDraft, "version">,
      waiting: boolean,
    ) {
      await db.work.put({
        userId,
        key: draftKey(type, id),
        state: { version: VERSION, ...draft },
        pendingChanges: 1,
        waiting,
        savedAt: Date.now(),
        label: `${CONTENT_TYPE_INFO[type].label} draft: ${draftTitle(draft.values)}`,
        href: id ? contentEditPath({ type, id }) : CONTENT_EDIT_PATHS[type],
      });
      await countStoredWork(db, userId);
    },
    async forget(...ids: (string | null | undefined)[]) {
      await db.work.bulkDelete(ids.map((id) => [userId, draftKey(type, id)] as [string, string]));
      await countStoredWork(db, userId);
    },
  };
}

interface Options {
  type: ContentType;
  userId: string | null;
  /** The item's id once it exists (loaded, or made by a save here). */
  itemId: string | null;
  form: UseFormReturn<FieldValues>;
  saver: {
    createRequest: { get: () => CreateRequest | null; restore: (r: CreateRequest | null) => void };
    isWaiting: () => boolean;
  };
  /** Sends the form as Save Draft does. */
  saveAgain: () => void;
}

/**
 * Keeps what is typed in a content form on this device, per account, until
 * the server has it: written a moment after each change and when the page is
 * hidden, restored when the form opens again (after a reload, a closed tab or
 * days without network), and sent again with Save Draft's own request when
 * the network returns. Returns the notice to show, if any.
 */
export function useDraftOnDevice({ type, userId, itemId, form, saver, saveAgain }: Options) {
  const online = useOnline();
  const drafts = useMemo(() => {
    const db = deviceDb();
    return db && userId ? draftsOnDevice(db, userId, type) : null;
  }, [userId, type]);
  const [restored, setRestored] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [ready, setReady] = useState(false);
  const opened = useRef(itemId);
  const discarded = useRef(false);
  const latest = useRef({ itemId, saver, saveAgain });
  latest.current = { itemId, saver, saveAgain };

  // What this device kept of the form, once, when it opens.
  useEffect(() => {
    if (!drafts) {
      setReady(true);
      return;
    }
    let cancelled = false;
    drafts
      .read(opened.current)
      .then((kept) => {
        if (cancelled || !kept) return;
        form.reset(kept.values, { keepDefaultValues: true });
        latest.current.saver.createRequest.restore(kept.createRequest);
        setRestored(true);
        setWaiting(kept.waiting);
      })
      .catch((error: unknown) =>
        console.error("Could not read the draft kept on this device", error),
      )
      .finally(() => !cancelled && setReady(true));
    return () => {
      cancelled = true;
    };
  }, [drafts, form]);

  // Written a moment after each change; removed once nothing is left unsaved.
  useEffect(() => {
    if (!drafts || !ready) return;
    let timer: number | undefined;
    const write = () => {
      window.clearTimeout(timer);
      if (discarded.current) return;
      const { itemId: id, saver: current } = latest.current;
      const changed =
        JSON.stringify(form.getValues()) !== JSON.stringify(form.formState.defaultValues);
      const done = changed
        ? drafts.write(
            id,
            { values: form.getValues(), createRequest: current.createRequest.get() },
            current.isWaiting(),
          )
        : drafts.forget(id, opened.current);
      done.catch((error: unknown) =>
        console.error("Could not keep the draft on this device", error),
      );
    };
    const subscription = form.watch(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(write, WRITE_DELAY_MS);
    });
    const stop = whenPageHides(write);
    return () => {
      window.clearTimeout(timer);
      subscription.unsubscribe();
      stop();
    };
  }, [drafts, ready, form]);

  // Sent again when the network is back (or the page is shown again while it waits).
  useEffect(() => {
    if (!ready || !waiting || !online) return;
    latest.current.saveAgain();
    const onShow = () => {
      if (document.visibilityState === "visible" && navigator.onLine) latest.current.saveAgain();
    };
    document.addEventListener("visibilitychange", onShow);
    return () => document.removeEventListener("visibilitychange", onShow);
  }, [ready, waiting, online]);

  return {
    /** The person left without saving: what the device kept of the form goes. */
    discard: () => {
      discarded.current = true;
      drafts
        ?.forget(latest.current.itemId, opened.current)
        .catch((error: unknown) => console.error("Could not remove the kept draft", error));
    },
    /** Whether the form holds what the device kept (nothing is written before). */
    ready,
    notice: waiting ? OFFLINE_TEXTS.waiting : restored ? OFFLINE_TEXTS.restored : null,
    /** After a Save Draft: kept to send again (no network), or forgotten (saved). */
    afterSave: (saved: boolean) => {
      const { itemId: id, saver: current } = latest.current;
      const isWaiting = !saved && current.isWaiting();
      setWaiting(isWaiting);
      if (saved) setRestored(false);
      if (!drafts) return;
      const done = saved
        ? drafts.forget(id, opened.current, null)
        : drafts.write(
            id,
            { values: form.getValues(), createRequest: current.createRequest.get() },
            isWaiting,
          );
      done.catch((error: unknown) =>
        console.error("Could not keep the draft on this device", error),
      );
    },
  };
}
