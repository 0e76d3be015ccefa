import type { MyStats } from "@field-commons/shared/content";
import { isNewAccount } from "@field-commons/shared/users";
import type { PublicUser } from "@field-commons/shared/users";
import { useSearchParams } from "react-router";
import { SignInPrompt } from "../../../components/ui/sign-in-prompt";
import { PlanBadge } from "../../../components/ui/plan-badge";
import { Skeleton } from "../../../components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { useLogError } from "../../../hooks/use-log-error";
import { useSession } from "../../../lib/session/use-session";
import { useMyStats } from "../api/get-dashboard";
import { AnalyticsTab } from "./analytics-tab";
import { ApplicationsTab } from "./applications-tab";
import { DraftsTab } from "./drafts-tab";
import { JobAlertsTab } from "./job-alerts-tab";
import { LoadErrorNote } from "./list-states";
import { PublicationsTab } from "./publications-tab";
import { ReactionsTab } from "./reactions-tab";
import { StatCards } from "./stat-cards";
import { StorageUsageNote } from "./storage-usage";

export const DASHBOARD_TEXT = {
  signedOut: "Please log in to access your dashboard",
  loading: "Loading your dashboard...",
  nameFallback: "Researcher",
} as const;

const ZERO_STATS: MyStats = {
  publications: 0,
  drafts: 0,
  likesGiven: 0,
  itemsSaved: 0,
  totalViews: 0,
  likesReceived: 0,
  itemsCreated: 0,
};

const TABS = [
  { value: "publications", label: "Publications", count: "publications" },
  { value: "liked", label: "Liked", count: "likesGiven" },
  { value: "saved", label: "Saved", count: "itemsSaved" },
  { value: "drafts", label: "Drafts", count: "drafts" },
  { value: "applications", label: "Applications", count: null },
  { value: "alerts", label: "Job Alerts", count: null },
  { value: "analytics", label: "Analytics", count: null },
] as const satisfies readonly { value: string; label: string; count: keyof MyStats | null }[];

type TabValue = (typeof TABS)[number]["value"];

function isTab(value: string | null): value is TabValue {
  return TABS.some((tab) => tab.value === value);
}

function DashboardLoading() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8" aria-busy="true">
      <p role="status" className="text-lg font-medium text-slate-700">
        {DASHBOARD_TEXT.loading}
      </p>
      <div className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-24" />
        ))}
      </div>
      <Skeleton className="mt-8 h-12 w-full" />
      <Skeleton className="mt-5 h-64 w-full" />
    </div>
  );
}

function SignedOut() {
  return (
    <SignInPrompt
      title={DASHBOARD_TEXT.signedOut}
      description="Your publications, drafts, likes and saved reading live here once you are signed in."
    />
  );
}

/** The tab in the URL (?tab=drafts), so a reload or a return from Edit lands on it. */
function useDashboardTab(): [TabValue, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const current = params.get("tab");
  const tab = isTab(current) ? current : "publications";
  const setTab = (next: string) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next === "publications") updated.delete("tab");
        else updated.set("tab", next);
        return updated;
      },
      { replace: true },
    );
  return [tab, setTab];
}

/**
 * 'Welcome back, {name or Researcher}!', except for someone who has
 * only just arrived: an account made in the last day that has not started
 * anything yet (no draft, trip or publication of any status, no like or save)
 * is welcomed as new. It depends on the person, never on a moderator's
 * decision: an item rejected or sent back still counts as started.
 */
export function dashboardGreeting(user: PublicUser, stats: MyStats, now = Date.now()): string {
  const name = user.name.trim() || DASHBOARD_TEXT.nameFallback;
  const started =
    stats.itemsCreated + stats.publications + stats.drafts + stats.likesGiven + stats.itemsSaved >
    0;
  return isNewAccount(user, now) && !started
    ? `Welcome to Field Commons, ${name}!`
    : `Welcome back, ${name}!`;
}

function SignedInDashboard({ user }: { user: PublicUser }) {
  const stats = useMyStats();
  useLogError(stats.error, "Failed to fetch dashboard stats");
  const [tab, setTab] = useDashboardTab();

  if (stats.isPending) return <DashboardLoading />;
  const figures = stats.data ?? ZERO_STATS;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">
          {dashboardGreeting(user, figures)}
        </h1>
        <PlanBadge user={user} />
      </div>

      <section aria-label="Your figures" className="mt-6">
        {stats.isError ? (
          <LoadErrorNote onRetry={() => void stats.refetch()}>
            We couldn&apos;t load your figures.
          </LoadErrorNote>
        ) : null}
        <StatCards stats={figures} />
        <StorageUsageNote />
      </section>

      <Tabs value={tab} onValueChange={setTab} className="mt-8">
        <TabsList aria-label="Your content" className="grid grid-cols-2 sm:flex sm:flex-wrap">
          {TABS.map((item) => (
            <TabsTrigger key={item.value} value={item.value} className="px-2 sm:flex-1">
              {item.count === null
                ? item.label
                : `${item.label} (${figures[item.count].toLocaleString("en-US")})`}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="publications">
          <PublicationsTab />
        </TabsContent>
        <TabsContent value="liked">
          <ReactionsTab kind="likes" />
        </TabsContent>
        <TabsContent value="saved">
          <ReactionsTab kind="saves" />
        </TabsContent>
        <TabsContent value="drafts">
          <DraftsTab />
        </TabsContent>
        <TabsContent value="applications">
          <ApplicationsTab />
        </TabsContent>
        <TabsContent value="alerts">
          <JobAlertsTab />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab userId={user.id} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** The personal dashboard. */
export function Dashboard() {
  const { user, status } = useSession();
  if (user) return <SignedInDashboard user={user} />;
  return status === "loading" ? <DashboardLoading /> : <SignedOut />;
}
