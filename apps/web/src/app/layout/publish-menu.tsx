import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { cn } from "../../lib/cn";
import { ChevronIcon } from "./chevron-icon";
import { PUBLISH_LINKS } from "./nav-links";

/**
 * The header's Publish dropdown (desktop): a disclosure of navigation links.
 * It opens on click and closes on an outside click, on Escape (focus returns
 * to the button) and when a link is chosen. Site navigation is a list of
 * links, so it is a disclosure rather than an ARIA menu (decision 008).
 */
export function PublishMenu({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          "group inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-sm lg:px-2.5 font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-expanded:bg-slate-100 md:min-h-10",
          className,
        )}
      >
        Publish
        <ChevronIcon className="transition-transform group-aria-expanded:rotate-180" />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute left-0 z-50 mt-1 min-w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        {PUBLISH_LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              onClick={() => setOpen(false)}
              className="flex min-h-10 items-center rounded-md px-3 text-sm text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
