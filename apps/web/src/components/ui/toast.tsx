import { Toast as RadixToast } from "radix-ui";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { MouseEvent, ReactNode } from "react";
import { useNavigate } from "react-router";
import { cn } from "../../lib/cn";
import { Icon } from "./icons";

/** What a toast says: a title, optionally a line under it and one link. */
export interface ToastOptions {
  title: string;
  description?: string;
  /** A link to what the toast is about ('View' the published page, 'Open draft'). */
  action?: { label: string; href: string };
}

interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
  /** Follows the action's link inside the app (set by useToast, which runs inside the router). */
  navigate?: (href: string) => void;
}

interface ToastContextValue {
  show: (toast: ToastOptions & { navigate?: (href: string) => void }) => void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

/** How long a toast stays, in ms; hovering or focusing the toasts pauses the time. */
export const TOAST_DURATION = 6000;
/** At most this many toasts at once; the oldest goes first. */
const MAX_TOASTS = 3;
/** A closed toast is kept this long so its exit can finish, then removed. */
const REMOVE_DELAY = 300;

/**
 * Toasts for the whole app (Radix Toast): short, polite confirmations with an
 * optional link, at the bottom of the screen (full width on phones, bottom
 * right from `sm`). Each stays TOAST_DURATION ms; pointer or focus on the
 * toasts, or leaving the window, pauses the time. F8 moves focus to them;
 * Escape or the close button dismisses one. Mounted above the router's
 * outlet (in AppProvider), so a toast shown just before a navigation stays.
 */
export function ToastProvider({
  children,
  duration = TOAST_DURATION,
}: {
  children: ReactNode;
  duration?: number;
}) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const show = useCallback<ToastContextValue["show"]>((toast) => {
    nextId.current += 1;
    const item: ToastItem = { ...toast, id: nextId.current, open: true };
    setToasts((current) => [...current.filter((t) => t.open).slice(-(MAX_TOASTS - 1)), item]);
  }, []);

  const close = useCallback((id: number) => {
    setToasts((current) => current.map((t) => (t.id === id ? { ...t, open: false } : t)));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((current) => current.filter((t) => t.id !== id));
    }, REMOVE_DELAY);
    timers.current.add(timer);
  }, []);

  const value = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider duration={duration} swipeDirection="right" label="Notification">
        {children}
        {toasts.map((toast) => (
          <ToastView
            key={toast.id}
            toast={toast}
            onOpenChange={(open) => {
              if (!open) close(toast.id);
            }}
          />
        ))}
        <RadixToast.Viewport
          label="Notifications ({hotkey})"
          className="fixed inset-x-0 bottom-0 z-[60] m-0 flex max-h-screen list-none flex-col gap-2 p-4 outline-none sm:left-auto sm:w-[26rem]"
        />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

/**
 * An in-app link is followed by the router (no reload) and closes the toast
 * (Radix skips its own close once the click's default is prevented);
 * modified clicks keep the browser's way.
 */
function followInApp(
  event: MouseEvent<HTMLAnchorElement>,
  toast: ToastItem,
  href: string,
  close: () => void,
) {
  if (!toast.navigate || !href.startsWith("/")) return;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return;
  }
  event.preventDefault();
  toast.navigate(href);
  close();
}

function ToastView({
  toast,
  onOpenChange,
}: {
  toast: ToastItem;
  onOpenChange: (open: boolean) => void;
}) {
  const { action } = toast;
  return (
    <RadixToast.Root
      type="background"
      open={toast.open}
      onOpenChange={onOpenChange}
      className={cn(
        "flex items-start gap-3 rounded-lg border border-slate-300 bg-white p-4 text-slate-900 shadow-lg",
        "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
        "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]",
        "motion-safe:transition-[opacity,translate] motion-safe:duration-200 motion-safe:starting:translate-y-2 motion-safe:starting:opacity-0",
        "data-[state=closed]:opacity-0",
      )}
    >
      <div className="min-w-0 flex-1">
        <RadixToast.Title className="font-semibold">{toast.title}</RadixToast.Title>
        {toast.description ? (
          <RadixToast.Description className="mt-1 text-sm break-words text-slate-700">
            {toast.description}
          </RadixToast.Description>
        ) : null}
        {action ? (
          <RadixToast.Action altText={`${action.label}: ${action.href}`} asChild>
            <a
              href={action.href}
              onClick={(event) => followInApp(event, toast, action.href, () => onOpenChange(false))}
              className="mt-2 inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-2 hover:text-accent-hover sm:min-h-0"
            >
              {action.label}
            </a>
          </RadixToast.Action>
        ) : null}
      </div>
      <RadixToast.Close
        aria-label="Dismiss notification"
        className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-focus"
      >
        <Icon className="size-5">
          <path d="M6 6l12 12M18 6 6 18" />
        </Icon>
      </RadixToast.Close>
    </RadixToast.Root>
  );
}

/**
 * Shows a toast: `useToast().show({ title, description?, action?: { label, href } })`.
 * Use inside the router: an action's in-app link is then followed without a
 * reload, even after the calling component has gone. Without a ToastProvider
 * above (a component rendered on its own in a test), showing does nothing.
 */
export function useToast(): ToastContextValue {
  const context = useContext(ToastContext);
  const navigate = useNavigate();
  return useMemo(
    () => ({
      show: (toast: ToastOptions) =>
        context?.show({ ...toast, navigate: (href: string) => void navigate(href) }),
    }),
    [context, navigate],
  );
}
