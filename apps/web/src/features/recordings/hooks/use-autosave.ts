import { useCallback, useEffect, useRef, useState } from "react";

/**
 * idle: nothing changed yet; pending: a change waits for the pause;
 * saving: sent; saved: the server has every change; invalid: a change cannot
 * be sent until it is fixed; error: the server or the network refused it.
 */
export type AutosaveState = "idle" | "pending" | "saving" | "saved" | "invalid" | "error";

export interface AutosaveOptions<T> {
  /**
   * Sends a value. `keepalive`: the page is going away, so the request must
   * outlive it. Returns false (without sending) for a value that cannot be
   * sent yet; throws when the save failed.
   */
  save: (value: T, options: { keepalive: boolean }) => Promise<boolean>;
  /** Wait after the last change (oTranscribe saves every second). */
  delay?: number;
}

/**
 * Saves the newest value a moment after changes stop, one request at a
 * time (a change made while one is on its way is sent after it), and at
 * once when asked (blur), when the component goes (navigation in the app)
 * or when the page is hidden or left (with keepalive, so it gets through).
 * A failure keeps the value for Retry (or the next change) and warns before
 * the tab is closed.
 */
export function useAutosave<T>({ save, delay = 1000 }: AutosaveOptions<T>) {
  const [state, setState] = useState<AutosaveState>("idle");
  const saveRef = useRef(save);
  const latest = useRef<{ value: T } | null>(null);
  const dirty = useRef(false);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);
  const stateRef = useRef<AutosaveState>("idle");

  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const setBoth = useCallback((next: AutosaveState) => {
    stateRef.current = next;
    if (mounted.current) setState(next);
  }, []);

  const run = useCallback(
    (keepalive = false): Promise<void> => {
      if (timer.current) {
        clearTimeout(timer.current);
        timer.current = null;
      }
      if (inFlight.current) {
        // Sent after the one on its way (which may hold an older value).
        return inFlight.current.then(() => (dirty.current ? run(keepalive) : undefined));
      }
      if (!dirty.current || !latest.current) return Promise.resolve();
      const { value } = latest.current;
      dirty.current = false;
      setBoth("saving");
      const request = saveRef
        .current(value, { keepalive })
        .then(
          (sent) => {
            if (!sent) {
              dirty.current = true;
              setBoth("invalid");
            } else {
              setBoth(dirty.current ? "pending" : "saved");
            }
          },
          () => {
            dirty.current = true;
            setBoth("error");
          },
        )
        .finally(() => {
          inFlight.current = null;
        });
      inFlight.current = request;
      return request;
    },
    [setBoth],
  );

  const schedule = useCallback(
    (value: T) => {
      latest.current = { value };
      dirty.current = true;
      if (stateRef.current !== "saving") setBoth("pending");
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void run(), delay);
    },
    [delay, run, setBoth],
  );

  const flush = useCallback(() => run(), [run]);

  /**
   * Drops the change waiting to be sent (another save carries it, or it is
   * abandoned); resolves once any request on its way has finished.
   */
  const discard = useCallback((): Promise<void> => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    dirty.current = false;
    const pending = inFlight.current;
    if (!pending) {
      setBoth("idle");
      return Promise.resolve();
    }
    return pending.then(() => {
      if (!dirty.current) setBoth("idle");
    });
  }, [setBoth]);

  // Leaving: in the app (unmount), or the page itself (hidden, closed, reloaded).
  useEffect(() => {
    mounted.current = true;
    const leave = () => {
      if (dirty.current) void run(true);
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") leave();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      leave();
      // Still not saved (it failed, or is on its way): ask before going.
      if (stateRef.current === "error" || stateRef.current === "invalid") event.preventDefault();
    };
    window.addEventListener("pagehide", leave);
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("pagehide", leave);
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("visibilitychange", onVisibility);
      mounted.current = false;
      if (dirty.current) void run();
    };
  }, [run]);

  return { state, schedule, flush, discard, retry: flush };
}
