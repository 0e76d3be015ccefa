import type { ReactNode } from "react";
import { ADMIN_MESSAGES } from "@field-commons/shared/admin";
import { isAdminRole } from "@field-commons/shared/users";
import { Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button";
import { SignInPrompt } from "../../../components/ui/sign-in-prompt";
import { EmptyState } from "../../../components/ui/empty-state";
import { Skeleton } from "../../../components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { useSession } from "../../../lib/session/use-session";
import { ADMIN_TABS, useAdminParams } from "../hooks/use-admin-params";
import type { AdminTab } from "../hooks/use-admin-params";
import { ActionsTab } from "./actions-tab";
import { AnalyticsTab } from "./analytics-tab";
import { ContentTab } from "./content-tab";
import { ModerationTab } from "./moderation-tab";
import { OverviewTab } from "./overview-tab";
import { UsersTab } from "./users-tab";

function Loading() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8" aria-busy="true">
      <p role="status" className="sr-only">
        Loading the admin dashboard…
      </p>
      <Skeleton className="h-10 w-64" />
      <Skeleton className="mt-8 h-12 w-full" />
      <Skeleton className="mt-5 h-64 w-full" />
    </div>
  );
}

function SignedOut() {
  return (
    <SignInPrompt
      title={ADMIN_MESSAGES.loginRequired}
      description="The admin dashboard is for the site's moderators and administrators."
    />
  );
}

function AccessDenied() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <EmptyState
        headingLevel={1}
        title={ADMIN_MESSAGES.accessDenied}
        description="Only administrators can open the admin dashboard. If you think you should be one, ask an administrator."
        action={
          <Link to="/dashboard" className={buttonStyles({ variant: "secondary" })}>
            Go to your dashboard
          </Link>
        }
      />
    </div>
  );
}

/**
 * Each tab's panel, by the tab's value: the list of tabs (labels, order, the
 * URL's values) is ADMIN_TABS alone, and a tab added there without a panel
 * here fails to compile.
 */
function renderPanel(tab: AdminTab, setTab: (tab: AdminTab) => void): ReactNode {
  const panels: Record<AdminTab, () => ReactNode> = {
    overview: () => <OverviewTab onOpenActions={() => setTab("actions")} />,
    moderation: () => <ModerationTab />,
    analytics: () => <AnalyticsTab />,
    users: () => <UsersTab />,
    content: () => <ContentTab />,
    actions: () => <ActionsTab />,
  };
  return panels[tab]();
}

function AdminTabs() {
  const { tab, setTab } = useAdminParams();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Admin Dashboard</h1>
      <p className="mt-2 max-w-prose text-slate-700">
        Moderate submissions and reports, follow the site&apos;s figures, and manage users and
        content. Every change is recorded in the actions log.
      </p>
      <Tabs value={tab} onValueChange={setTab} className="mt-6">
        <TabsList
          aria-label="Admin sections"
          className="grid grid-cols-2 min-[560px]:grid-cols-3 lg:flex"
        >
          {ADMIN_TABS.map((item) => (
            <TabsTrigger key={item.value} value={item.value} className="px-2">
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {ADMIN_TABS.map((item) => (
          <TabsContent key={item.value} value={item.value}>
            {renderPanel(item.value, setTab)}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

/** The admin dashboard: signed out, not an admin, or the six tabs. */
export function AdminDashboard() {
  const { user, status } = useSession();
  if (!user) return status === "loading" ? <Loading /> : <SignedOut />;
  if (!isAdminRole(user)) return <AccessDenied />;
  return <AdminTabs />;
}
