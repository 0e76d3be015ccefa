import { ADMIN_MESSAGES } from "@field-commons/shared/admin";
import type { AdminDashboard } from "@field-commons/shared/admin";
import { CONTENT_TYPES } from "@field-commons/shared/content";
import { EmptyState } from "../../../components/ui/empty-state";
import { ListSkeleton, LoadError } from "../../../components/ui/load-states";
import { useLogError } from "../../../hooks/use-log-error";
import { CONTENT_TYPE_INFO } from "../../../lib/content-types";
import { formatCount } from "../../../components/analytics/analytics-format";
import { useAdminDashboard } from "../api/admin-api";
import { ActionList } from "./action-list";

function Figure({ label, value, detail }: { label: string; value: number; detail: string }) {
  return (
    <li className="h-full rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums sm:text-3xl">
        {formatCount(value)}
      </p>
      <p className="mt-1 text-sm text-slate-700">{detail}</p>
    </li>
  );
}

function Figures({ data }: { data: AdminDashboard }) {
  return (
    <>
      <ul
        aria-label="Site figures"
        className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-3"
      >
        <Figure
          label="Users"
          value={data.users.total}
          detail={`${formatCount(data.users.newThisWeek)} new this week`}
        />
        <Figure
          label="Waiting for moderation"
          value={data.moderation.pending}
          detail={`${formatCount(data.moderation.urgent)} urgent`}
        />
        <Figure
          label="Jobs"
          value={data.jobs.total}
          detail={`${formatCount(data.jobs.active)} active`}
        />
      </ul>
      <h3 className="mt-8 text-lg font-semibold text-slate-900">Content</h3>
      <ul
        aria-label="Content figures"
        className="mt-3 grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-5"
      >
        {CONTENT_TYPES.map((type) => {
          const figures = data.content[type] ?? { total: 0, pending: 0, approved: 0 };
          return (
            <Figure
              key={type}
              label={CONTENT_TYPE_INFO[type].plural}
              value={figures.total}
              detail={`${formatCount(figures.pending)} pending · ${formatCount(figures.approved)} approved`}
            />
          );
        })}
      </ul>
    </>
  );
}

/** The site's figures and the latest admin actions. */
export function OverviewTab({ onOpenActions }: { onOpenActions: () => void }) {
  const dashboard = useAdminDashboard();
  useLogError(dashboard.error, ADMIN_MESSAGES.fetchDashboard);
  return (
    <section aria-labelledby="admin-overview-heading">
      <h2 id="admin-overview-heading" className="mb-4 text-xl font-semibold text-slate-900">
        Overview
      </h2>
      {dashboard.isPending ? (
        <ListSkeleton label="Loading dashboard data…" rows={3} rowClassName="h-24" />
      ) : dashboard.isError ? (
        <LoadError onRetry={() => void dashboard.refetch()} isRetrying={dashboard.isFetching}>
          {ADMIN_MESSAGES.fetchDashboard}
        </LoadError>
      ) : (
        <>
          <Figures data={dashboard.data} />
          <div className="mt-8 flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="text-lg font-semibold text-slate-900">Recent actions</h3>
            <button
              type="button"
              onClick={onOpenActions}
              className="min-h-11 font-semibold text-accent underline underline-offset-2"
            >
              Open the actions log
            </button>
          </div>
          <div className="mt-3">
            {dashboard.data.recentActions.length === 0 ? (
              <EmptyState
                headingLevel={3}
                title="No admin actions yet"
                description="Moderation decisions and changes to users appear here."
              />
            ) : (
              <ActionList actions={dashboard.data.recentActions} label="Recent admin actions" />
            )}
          </div>
        </>
      )}
    </section>
  );
}
