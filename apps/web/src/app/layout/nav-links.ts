export interface NavItem {
  label: string;
  to: string;
}

export const PRIMARY_LINKS: readonly NavItem[] = [
  { label: "Explore", to: "/" },
  { label: "About", to: "/about" },
  { label: "Jobs", to: "/jobs" },
];

export const PUBLISH_LINKS: readonly NavItem[] = [
  { label: "Case Study", to: "/publish/case-study" },
  { label: "Field Work", to: "/publish/field-work" },
  { label: "Opinion Essay", to: "/publish/opinion-essay" },
  { label: "Interview", to: "/publish/interview" },
  { label: "Policy Brief", to: "/publish/policy-brief" },
];

export const DASHBOARD_LINK: NavItem = { label: "Dashboard", to: "/dashboard" };
export const ADMIN_LINK: NavItem = { label: "Admin", to: "/admin" };
export const PLAN_TRIP_LINK: NavItem = { label: "Plan a Trip", to: "/trip-planner" };
