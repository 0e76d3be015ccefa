import { Toast as RadixToast } from "radix-ui";
import type { MouseEvent } from "react";
import { cn } from "../../lib/cn";
import { Icon } from "./icons";
import type { ToastItem } from "./toast";

/**
 * The toasts on screen (Radix Toast), loaded the first time a toast is shown
 * so that pages which never show one do not load it. Each stays `duration`
 * ms; pointer or focus on the toasts, or leaving the window, pauses the
 * time. F8 moves focus to them; Escape or the close button dismisses one.
 */
export function ToastRegion({
  toasts,
  duration,
  onClose,
}: {
  toasts: readonly ToastItem[];
  duration: number;
  onClose: (id: number) => void;
}) {
  return (
    <RadixToast.Provider duration={duration} swipeDirection="right" label="Notification">
      {toasts.map((toast) => (
        <ToastView
          key={toast.id}
          toast={toast}
          onOpenChange={(open) => {
            if (!open) onClose(toast.id);
          }}
        />
      ))}
      <RadixToast.Viewport
        label="Notifications ({hotkey})"
        className="fixed inset-x-0 bottom-0 z-[60] m-0 flex max-h-screen list-none flex-col gap-2 p-4 outline-none sm:left-auto sm:w-[26rem]"
      />
    </RadixToast.Provider>
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
