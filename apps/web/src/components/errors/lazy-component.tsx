import { lazy, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import type { ComponentType, LazyExoticComponent, ReactNode } from "react";
import { isChunkLoadError, reloadForMissingChunk } from "../../lib/chunk-reload";
import { UNAVAILABLE_TEXTS } from "../../lib/offline/unavailable-texts";
import { Button } from "../ui/button";
import { Message } from "../ui/message";

/** A dynamic import of a module whose default export is a component. */
type ComponentImport<P> = () => Promise<{ default: ComponentType<P> }>;

/** A function component, whatever its props (as React.lazy takes any component). */
type AnyComponent = (props: never) => ReactNode;

/** Why the code is not there: no network, or a network that did not bring it. */
type LoadFailure = "offline" | "failed";

/** What stands in for a part whose code could not be loaded. */
interface StandInProps {
  failure: LoadFailure;
  busy: boolean;
  onRetry: () => void;
}

/**
 * What a failed import means. With no network: the code is not on this
 * device yet (the service worker had not kept the app when the network
 * went). With a network: the page reloads once for the current build (a
 * deploy removed the page's chunks), and says it could not load meanwhile or
 * when it already reloaded. Anything else the module threw is a bug: thrown
 * on, to the error boundary.
 */
function failureOf(error: unknown, { mayReload = true } = {}): LoadFailure {
  if (!navigator.onLine) return "offline";
  if (!isChunkLoadError(error)) throw error;
  if (mayReload) reloadForMissingChunk();
  return "failed";
}

/**
 * The lazy component of `load` with what stands in for it when its code
 * cannot be loaded. The stand-in tries again by itself when the network
 * returns, or on Try Again; once the code arrives, every place that shows
 * the component renders it.
 */
function lazyWithStandIn<P extends object>(
  load: ComponentImport<P>,
  StandIn: ComponentType<{ props: P } & StandInProps>,
): ComponentType<P> {
  const listeners = new Set<() => void>();
  let retrying: Promise<LoadFailure | null> | null = null;
  let waitingForNetwork = false;

  /**
   * The failure of an import; with no network, the next `online` tries again
   * even when nothing shows the component then (a screen left, a dialog not
   * open), so it opens at once the next time it is shown.
   */
  function failed(error: unknown, options?: { mayReload: boolean }): LoadFailure {
    const failure = failureOf(error, options);
    if (failure === "offline" && !waitingForNetwork) {
      waitingForNetwork = true;
      window.addEventListener(
        "online",
        () => {
          waitingForNetwork = false;
          // Nothing may show the component now: no reload for it, and what
          // went wrong is for the stand-in that shows it next (which tries again).
          void retryLoad({ mayReload: false }).catch(() => undefined);
        },
        { once: true },
      );
    }
    return failure;
  }

  const standIn = (initial: LoadFailure): ComponentType<P> =>
    function Unavailable(props: P) {
      const [failure, setFailure] = useState(initial);
      const [busy, setBusy] = useState(false);
      const [, setThrown] = useState<unknown>(null);
      const retry = useCallback(() => {
        setBusy(true);
        void retryLoad().then(
          (next) => {
            if (next) setFailure(next);
            setBusy(false);
          },
          (error: unknown) =>
            // Thrown while rendering, so the error boundary above catches it.
            setThrown(() => {
              throw error;
            }),
        );
      }, []);
      useEffect(() => {
        window.addEventListener("online", retry);
        return () => window.removeEventListener("online", retry);
      }, [retry]);
      // Shown again with the network back since the failure (and its try): try now.
      useEffect(() => {
        if (initial === "offline" && navigator.onLine) retry();
      }, [retry]);
      return <StandIn props={props} failure={failure} busy={busy} onRetry={retry} />;
    };

  // The lazy component until the code is in after a failure; then the component itself.
  let Current: LazyExoticComponent<ComponentType<P>> | ComponentType<P> = lazy(() =>
    load().catch((error: unknown) => ({ default: standIn(failed(error)) })),
  );

  /** One attempt at a time, shared by every stand-in: null once the code is in. */
  function retryLoad(options?: { mayReload: boolean }): Promise<LoadFailure | null> {
    retrying ??= load()
      .then(
        (module) => {
          Current = module.default;
          listeners.forEach((listener) => listener());
          return null;
        },
        (error: unknown) => failed(error, options),
      )
      .finally(() => {
        retrying = null;
      });
    return retrying;
  }

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const current = () => Current;

  function LazyComponent(props: P) {
    const Component = useSyncExternalStore(subscribe, current, current) as ComponentType<P>;
    return <Component {...props} />;
  }
  return LazyComponent;
}

/** The calm note, with Try Again, that stands in for a part of a page. */
function LoadUnavailable({ failure, busy, onRetry }: StandInProps) {
  return (
    <Message
      tone={failure === "offline" ? "info" : "error"}
      className="flex flex-wrap items-center justify-between gap-3"
    >
      <span>
        {failure === "offline" ? UNAVAILABLE_TEXTS.notKept : UNAVAILABLE_TEXTS.loadFailed}
      </span>
      <Button variant="secondary" size="sm" isBusy={busy} onClick={onRetry}>
        Try Again
      </Button>
    </Message>
  );
}

function InlineStandIn({ failure, busy, onRetry }: { props: object } & StandInProps) {
  return <LoadUnavailable failure={failure} busy={busy} onRetry={onRetry} />;
}

function HiddenStandIn() {
  return null;
}

/** A whole screen's stand-in: a page of its own inside the layout, with its heading. */
function ScreenStandIn({ failure, busy, onRetry }: { props: object } & StandInProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="mb-4 text-2xl font-semibold text-slate-900">
        {failure === "offline" ? UNAVAILABLE_TEXTS.notKeptTitle : UNAVAILABLE_TEXTS.loadFailedTitle}
      </h1>
      <LoadUnavailable failure={failure} busy={busy} onRetry={onRetry} />
    </div>
  );
}

interface DialogLikeProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A small dialog in place of the one that could not load, opened and closed
 * as it would be. The browser's own modal dialog (focus kept inside, Escape,
 * focus returned on close): the first page carries this, and a dialog
 * library would weigh on every first visit.
 */
function DialogStandIn({
  props,
  failure,
  busy,
  onRetry,
}: { props: DialogLikeProps } & StandInProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const { open, onOpenChange } = props;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const offline = failure === "offline";
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        // Escape: the owner closes it, as it would close the real one.
        event.preventDefault();
        onOpenChange(false);
      }}
      onClose={() => {
        // Closed by the browser itself (a second Escape): the owner learns it.
        if (open) onOpenChange(false);
      }}
      onClick={(event) => {
        // A click on the backdrop (outside the content) closes it.
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl bg-white p-0 shadow-xl backdrop:bg-slate-900/60"
    >
      <div className="relative p-5 sm:p-6">
        <h2 id={titleId} className="pr-12 text-xl font-semibold text-slate-900">
          {offline ? UNAVAILABLE_TEXTS.notKeptTitle : UNAVAILABLE_TEXTS.loadFailedTitle}
        </h2>
        <p id={descriptionId} className="mt-1 text-slate-600">
          {offline ? UNAVAILABLE_TEXTS.notKept : UNAVAILABLE_TEXTS.loadFailed}
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button isBusy={busy} onClick={onRetry}>
            Try Again
          </Button>
        </div>
      </div>
    </dialog>
  );
}

/**
 * React.lazy for a part of a page: when its code cannot be loaded (no
 * network before the app was kept on the device, or a deploy since the page
 * opened) a note with Try Again stands in its place instead of the error
 * boundary, and the part loads by itself when the network returns. With
 * `hidden`, nothing stands in (for parts that show nothing of their own).
 * Render it inside Suspense, as React.lazy.
 */
export function lazyComponent<T extends AnyComponent>(
  load: () => Promise<{ default: T }>,
  { hidden = false }: { hidden?: boolean } = {},
): T {
  // The props pass through untouched: typed as the loaded component's own.
  return lazyWithStandIn(
    load as unknown as ComponentImport<object>,
    hidden ? HiddenStandIn : InlineStandIn,
  ) as unknown as T;
}

/**
 * lazyComponent for a dialog: what stands in is a dialog too, open while the
 * real one would be, so the reader who opened it sees why nothing else did.
 */
export function lazyDialog<T extends AnyComponent>(
  load: () => Promise<{ default: T }>,
): Parameters<T>[0] extends DialogLikeProps ? T : never {
  return lazyWithStandIn(
    load as unknown as ComponentImport<DialogLikeProps>,
    DialogStandIn,
  ) as unknown as Parameters<T>[0] extends DialogLikeProps ? T : never;
}

/** lazyComponent for a route's screen: what stands in is a page with its own heading. */
export function lazyScreen<T extends AnyComponent>(load: () => Promise<{ default: T }>): T {
  return lazyWithStandIn(load as unknown as ComponentImport<object>, ScreenStandIn) as unknown as T;
}
