import { PUBLISH_MENU } from "../../lib/content-types";

export interface NavItem {
  label: string;
  to: string;
}

export const PRIMARY_LINKS: readonly NavItem[] = [
  { label: "Explore", to: "/" },
  { label: "Search", to: "/search" },
  { label: "About", to: "/about" },
  { label: "Jobs", to: "/jobs" },
];

export const PUBLISH_LINKS: readonly NavItem[] = [
  ...PUBLISH_MENU.map((info) => ({ label: info.label, to: info.menuPath })),
  { label: "Recording", to: "/publish/recording" },
];

export const DASHBOARD_LINK: NavItem = { label: "Dashboard", to: "/dashboard" };
export const ADMIN_LINK: NavItem = { label: "Admin", to: "/admin" };
export const PLAN_TRIP_LINK: NavItem = { label: "Plan a Trip", to: "/trip-planner" };

/**
 * Signed in, opens the account panel: the person's name, role and plan, with
 * Logout.
 */
export const ACCOUNT_BUTTON_LABEL = "Account";
