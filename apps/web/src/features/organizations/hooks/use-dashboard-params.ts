import { APPLICATION_STATUSES } from "@field-commons/shared/applications";
import type { ApplicationStatus } from "@field-commons/shared/applications";
import { useSearchParams } from "react-router";

const DASHBOARD_TABS = ["overview", "jobs", "applications", "analytics"] as const;
type DashboardTab = (typeof DASHBOARD_TABS)[number];

function isTab(value: string | null): value is DashboardTab {
  return (DASHBOARD_TABS as readonly (string | null)[]).includes(value);
}

function isStatus(value: string | null): value is ApplicationStatus {
  return (APPLICATION_STATUSES as readonly (string | null)[]).includes(value);
}

export interface ApplicationFilters {
  jobId?: string;
  status?: ApplicationStatus;
}

/**
 * The dashboard's tab and the applications filters live in the URL
 * (?tab=applications&job={id}&status=pending), so a reload keeps them.
 */
export function useDashboardParams() {
  const [params, setParams] = useSearchParams();
  const current = params.get("tab");
  const tab: DashboardTab = isTab(current) ? current : "overview";
  const status = params.get("status");
  const filters: ApplicationFilters = {
    jobId: params.get("job") || undefined,
    status: isStatus(status) ? status : undefined,
  };

  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        change(next);
        return next;
      },
      { replace: true },
    );

  const setTab = (value: string) =>
    update((next) => {
      if (value === "overview" || !isTab(value)) next.delete("tab");
      else next.set("tab", value);
    });

  const setFilters = (value: ApplicationFilters) =>
    update((next) => {
      if (value.jobId) next.set("job", value.jobId);
      else next.delete("job");
      if (value.status) next.set("status", value.status);
      else next.delete("status");
    });

  /** Applications tab, filtered to one job. */
  const showApplications = (jobId: string) =>
    update((next) => {
      next.set("tab", "applications");
      next.set("job", jobId);
      next.delete("status");
    });

  return { tab, setTab, filters, setFilters, showApplications };
}
