import { profilePath } from "@field-commons/shared/profile-links";
import { useEffect, useId, useRef, useState } from "react";
import type { MouseEvent } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Button, buttonStyles } from "../../components/ui/button";
import { useLogout } from "../../features/auth/api/logout";
import { useAccountPanel } from "../../lib/account-panel";
import { cn } from "../../lib/cn";
import { ChevronIcon } from "./chevron-icon";
import { ACCOUNT_BUTTON_LABEL, PLAN_TRIP_LINK, PRIMARY_LINKS, PUBLISH_LINKS } from "./nav-links";
import { useNavLinks } from "./use-nav-links";

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex min-h-11 items-center rounded-md px-3 text-base font-medium",
    isActive ? "bg-accent-soft text-accent-hover" : "text-slate-800 hover:bg-slate-100",
  );

/** Below 768px the navigation collapses behind the Menu button into this panel. */
export function MobileMenu() {
  const { user, signedInLinks } = useNavLinks();
  const accountPanel = useAccountPanel();
  const logout = useLogout();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [publishOpen, setPublishOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(location.key);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const publishId = useId();

  // Close when the location changes (a link was followed, or back/forward).
  if (open && openedAt !== location.key) {
    setOpen(false);
    setOpenedAt(location.key);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  function toggle() {
    setOpenedAt(location.key);
    setOpen((value) => !value);
  }

  function closeOnLink(event: MouseEvent<HTMLDivElement>) {
    if ((event.target as HTMLElement).closest("a")) setOpen(false);
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className="ml-auto inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-3 text-base font-medium text-slate-900 hover:bg-slate-100 md:hidden"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none">
          <path
            d={open ? "M6 6l12 12M18 6L6 18" : "M4 7h16M4 12h16M4 17h16"}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        Menu
      </button>

      {open ? (
        <div
          id={panelId}
          className="w-full border-t border-slate-200 pt-2 pb-4 md:hidden"
          onClick={closeOnLink}
        >
          <nav aria-label="Main">
            <ul className="space-y-1">
              {PRIMARY_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === "/"} className={itemClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  aria-expanded={publishOpen}
                  aria-controls={publishId}
                  onClick={() => setPublishOpen((value) => !value)}
                  className="flex min-h-11 w-full items-center justify-between rounded-md px-3 text-base font-medium text-slate-800 hover:bg-slate-100"
                >
                  Publish
                  <ChevronIcon
                    className={cn("transition-transform", publishOpen && "rotate-180")}
                  />
                </button>
                {publishOpen ? (
                  <ul id={publishId} className="mt-1 space-y-1 border-l-2 border-slate-200 pl-3">
                    {PUBLISH_LINKS.map((link) => (
                      <li key={link.to}>
                        <NavLink to={link.to} className={itemClass}>
                          {link.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
              {signedInLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={itemClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className="mt-4 flex flex-col gap-2 border-t border-slate-200 pt-4">
            <Link to={PLAN_TRIP_LINK.to} className={buttonStyles()}>
              {PLAN_TRIP_LINK.label}
            </Link>
            {user ? (
              <>
                <Link
                  to="/dashboard"
                  className="flex min-h-11 items-center justify-center rounded-md px-3 font-semibold text-slate-900 hover:underline"
                >
                  {user.name}
                </Link>
                <NavLink
                  to={profilePath(user.id)}
                  className={(state) => cn(itemClass(state), "justify-center")}
                >
                  Profile
                </NavLink>
                <Button
                  variant="secondary"
                  aria-haspopup="dialog"
                  onClick={() => {
                    setOpen(false);
                    accountPanel.open("welcome", { returnFocusTo: buttonRef.current });
                  }}
                >
                  {ACCOUNT_BUTTON_LABEL}
                </Button>
                <Button
                  variant="secondary"
                  isBusy={logout.isPending}
                  onClick={() => logout.mutate(undefined, { onSuccess: () => setOpen(false) })}
                >
                  Logout
                </Button>
              </>
            ) : (
              <Button
                variant="secondary"
                onClick={() => {
                  setOpen(false);
                  accountPanel.open("welcome", { returnFocusTo: buttonRef.current });
                }}
              >
                Login
              </Button>
            )}
          </div>
        </div>
      ) : null}
    </>
  );
}
