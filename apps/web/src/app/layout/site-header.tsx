import { profilePath } from "@field-commons/shared/profile-links";
import { Link, NavLink } from "react-router";
import { OfflineStatus } from "../../components/offline/offline-status";
import { Button, buttonStyles } from "../../components/ui/button";
import { Icon } from "../../components/ui/icons";
import { useLogout } from "../../features/auth/api/logout";
import { useAccountPanel } from "../../lib/account-panel";
import { cn } from "../../lib/cn";
import { MobileMenu } from "./mobile-menu";
import { ACCOUNT_BUTTON_LABEL, PLAN_TRIP_LINK, PRIMARY_LINKS } from "./nav-links";
import { PublishMenu } from "./publish-menu";
import { useNavLinks } from "./use-nav-links";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex min-h-11 items-center rounded-md px-3 text-sm lg:px-2 font-medium md:min-h-10",
    isActive
      ? "bg-accent-soft text-accent-hover"
      : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  );

/** A person in a circle: the account panel. */
function AccountIcon() {
  return (
    <Icon className="size-5 shrink-0">
      <circle cx="12" cy="12" r="9.5" />
      <circle cx="12" cy="10" r="3.2" />
      <path d="M6.2 18.6c1.3-2.4 3.3-3.6 5.8-3.6s4.5 1.2 5.8 3.6" />
    </Icon>
  );
}

export function SiteHeader() {
  const { user, signedInLinks } = useNavLinks();
  const accountPanel = useAccountPanel();
  const logout = useLogout();

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 lg:gap-x-3">
        <Link
          to="/"
          className="inline-flex min-h-11 items-center gap-2 rounded-md text-lg font-bold text-slate-900"
        >
          <span aria-hidden="true" className="inline-block size-3 rounded-full bg-accent" />
          Field Commons
        </Link>
        <OfflineStatus userId={user?.id ?? null} />

        <nav
          aria-label="Main"
          className="order-last hidden w-full items-center gap-1 md:flex lg:order-none lg:w-auto"
        >
          {PRIMARY_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === "/"} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
          <PublishMenu />
          {signedInLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>

        <div className="ml-auto hidden items-center gap-1 md:flex">
          <Link to={PLAN_TRIP_LINK.to} className={buttonStyles({ size: "sm" })}>
            {PLAN_TRIP_LINK.label}
          </Link>
          {user ? (
            <>
              <Link
                to="/dashboard"
                className="inline-flex min-h-10 max-w-48 items-center truncate rounded-md px-2 text-sm font-semibold text-slate-900 hover:underline"
              >
                {user.name}
              </Link>
              <NavLink to={profilePath(user.id)} className={navLinkClass}>
                Profile
              </NavLink>
              <Button
                variant="ghost"
                size="sm"
                aria-haspopup="dialog"
                title={ACCOUNT_BUTTON_LABEL}
                className="px-1.5"
                onClick={(event) =>
                  accountPanel.open("welcome", { returnFocusTo: event.currentTarget })
                }
              >
                {/* An icon on wide screens, where the header has one row to share. */}
                <AccountIcon />
                <span className="sr-only">{ACCOUNT_BUTTON_LABEL}</span>
              </Button>
              <Button
                variant="secondary"
                size="sm"
                isBusy={logout.isPending}
                onClick={() => logout.mutate()}
              >
                Logout
              </Button>
            </>
          ) : (
            <Button variant="secondary" size="sm" onClick={() => accountPanel.open("welcome")}>
              Login
            </Button>
          )}
        </div>

        <MobileMenu />
      </div>
    </header>
  );
}
