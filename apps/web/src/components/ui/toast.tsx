import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { lazyComponent } from "../errors/lazy-component";

// With no network before the region was loaded, a toast shows nothing until it returns.
const ToastRegion = lazyComponent(
  () => import("./toast-region").then((m) => ({ default: m.ToastRegion })),
  { hidden: true },
);

/** What a toast says: a title, optionally a line under it and one link. */
export interface ToastOptions {
  title: string;
  description?: string;
  /** A link to what the toast is about ('View' the published page, 'Open draft'). */
  action?: { label: string; href: string };
}

export interface ToastItem extends ToastOptions {
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
 * Toasts for the whole app: short, polite confirmations with an optional
 * link, at the bottom of the screen (full width on phones, bottom right from
 * `sm`). The provider only keeps the list; the toasts themselves (Radix
 * Toast, in `toast-region.tsx`) load with the first one. Mounted above the
 * router's outlet (in AppProvider), so a toast shown just before a
 * navigation stays.
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
  const [shown, setShown] = useState(false);
  if (toasts.length > 0 && !shown) setShown(true);

  return (
    <ToastContext.Provider value={value}>
      {children}
      {shown ? (
        <Suspense fallback={null}>
          <ToastRegion toasts={toasts} duration={duration} onClose={close} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
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
