import { lazyComponent } from "../errors/lazy-component";
import { SegmentedControl } from "../ui/segmented-control";
import { ANALYTICS_WINDOWS, TOP_CONTENT_LIMIT } from "@field-commons/shared/admin";
import type { Analytics, AnalyticsWindow } from "@field-commons/shared/admin";
import { CONTENT_TYPES, DISPLAY_FALLBACKS, contentPath } from "@field-commons/shared/content";
import { Suspense, useId } from "react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "../../lib/cn";
import { CONTENT_TYPE_INFO } from "../../lib/content-types";
import { EmptyState } from "../ui/empty-state";
import { ListSkeleton, LoadError } from "../ui/load-states";
import { Skeleton } from "../ui/skeleton";
import { formatCount, formatDay, formatPercent } from "./analytics-format";

const ViewsChart = lazyComponent(() => import("./views-chart"));

/** 7, 30 or 90 days. */
export function AnalyticsWindowPicker({
  days,
  onChange,
}: {
  days: AnalyticsWindow;
  onChange: (days: AnalyticsWindow) => void;
}) {
  return (
    <SegmentedControl
      legend="Time window"
      options={ANALYTICS_WINDOWS.map((value) => ({
        value,
        label: (
          <>
            {/* 'Last' only where there is room; always read out. */}
            <span className="sr-only sm:not-sr-only sm:mr-1">{"Last "}</span>
            {value} days
          </>
        ),
      }))}
      value={days}
      onChange={onChange}
      optionClassName="px-2.5 sm:px-3 md:min-h-9"
    />
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <li className="h-full rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums sm:text-3xl">{value}</p>
      {hint ? <p className="mt-1 text-xs text-slate-600">{hint}</p> : null}
    </li>
  );
}

/** The four headline figures of a window. */
function AnalyticsFigures({ data }: { data: Analytics }) {
  return (
    <ul aria-label="Totals" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure label="Total views" value={formatCount(data.totalViews)} />
      <Figure label="Unique views" value={formatCount(data.totalUniqueViews)} />
      <Figure label="Total content" value={formatCount(data.totalContent)} />
      <Figure
        label="Engagement rate"
        value={formatPercent(data.engagementRate)}
        hint="Unique views divided by total views."
      />
    </ul>
  );
}

/** The per-day figures as a table: what the chart shows, for everyone who cannot see it. */
function SeriesTable({ series, caption }: { series: Analytics["series"]; caption: string }) {
  return (
    <details className="mt-3 rounded-md border border-slate-200 bg-white">
      <summary className="min-h-11 cursor-pointer px-3 py-2.5 text-sm font-semibold text-slate-800">
        Show the figures as a table
      </summary>
      <div
        role="region"
        aria-label={caption}
        tabIndex={0}
        className="max-h-80 overflow-auto border-t border-slate-200"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Day
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Views
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Unique views
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {series.map((day) => (
              <tr key={day.day}>
                <th scope="row" className="px-3 py-1.5 font-medium text-slate-800">
                  <time dateTime={day.day}>{formatDay(day.day)}</time>
                </th>
                <td className="px-3 py-1.5 text-right tabular-nums">{formatCount(day.views)}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">
                  {formatCount(day.uniqueViews)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** Views per day: the lazy chart and its table. */
function ViewsOverTime({ data }: { data: Analytics }) {
  const headingId = useId();
  const first = data.series[0];
  const last = data.series[data.series.length - 1];
  const range = first && last ? `${formatDay(first.day)} to ${formatDay(last.day)}` : "";
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        Views per day
      </h3>
      <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        {range ? <span>{range} (UTC)</span> : null}
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-[#0e6b5c]" />
          Views
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block h-0 w-4 border-t-2 border-dashed border-[#b45309]"
          />
          Unique views
        </span>
      </p>
      <div className="mt-3 rounded-lg border border-slate-200 bg-white p-2">
        <Suspense fallback={<Skeleton className="h-[220px] w-full" />}>
          <ViewsChart series={data.series} />
        </Suspense>
      </div>
      <SeriesTable series={data.series} caption={`Views and unique views per day, ${range}`} />
    </section>
  );
}

/** The most viewed items of the window (at most ten), linked to their pages. */
function TopContentList({ data }: { data: Analytics }) {
  const headingId = useId();
  const items = data.topContent.slice(0, TOP_CONTENT_LIMIT);
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        Top content
      </h3>
      {items.length === 0 ? (
        <p className="mt-2 text-slate-600">Nothing was viewed in this window.</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {items.map((item, index) => (
            <li key={item.contentId} className="flex items-start gap-3 px-4 py-3">
              <span className="w-6 shrink-0 text-right font-semibold text-slate-500 tabular-nums">
                {index + 1}.
              </span>
              <div className="min-w-0 flex-1">
                <Link
                  to={contentPath({ type: item.contentType, slug: item.slug })}
                  className="font-semibold break-words text-accent underline-offset-2 hover:underline"
                >
                  {item.title.trim() || DISPLAY_FALLBACKS.title}
                </Link>
                <p className="text-sm text-slate-600">
                  {CONTENT_TYPE_INFO[item.contentType].label}
                </p>
              </div>
              <p className="shrink-0 text-right text-sm text-slate-700 tabular-nums">
                {formatCount(item.views)} views
                <br />
                <span className="text-slate-600">{formatCount(item.uniqueViews)} unique</span>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Views, unique views and item count per content type. */
function TypeBreakdown({ data }: { data: Analytics }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        By content type
      </h3>
      <div
        role="region"
        aria-label="Views and items per content type (table)"
        tabIndex={0}
        className="mt-3 overflow-x-auto rounded-lg border border-slate-200 bg-white"
      >
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Type
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Items
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Views
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Unique
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {CONTENT_TYPES.map((type) => {
              const row = data.contentTypeBreakdown[type] ?? { count: 0, views: 0, uniqueViews: 0 };
              return (
                <tr key={type}>
                  <th scope="row" className="px-3 py-2 font-medium text-slate-800">
                    {CONTENT_TYPE_INFO[type].plural}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{formatCount(row.count)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatCount(row.views)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {formatCount(row.uniqueViews)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

interface AnalyticsQueryState {
  data: Analytics | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/**
 * An analytics screen: the window picker, the headline figures, views per day
 * (chart and table), the top content and the per-type breakdown, in their
 * loading, failed and empty states.
 */
export function AnalyticsView({
  heading,
  description,
  days,
  onDaysChange,
  query,
  failedText,
  emptyText,
}: {
  heading: string;
  description?: ReactNode;
  days: AnalyticsWindow;
  onDaysChange: (days: AnalyticsWindow) => void;
  query: AnalyticsQueryState;
  failedText: string;
  /** What an empty window says (no content at all). */
  emptyText: string;
}) {
  const id = useId();
  const stale = query.isPlaceholderData && query.isFetching;
  const data = query.data;
  return (
    <section aria-labelledby={`${id}-heading`}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
            {heading}
          </h2>
          {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
        </div>
        <AnalyticsWindowPicker days={days} onChange={onDaysChange} />
      </div>
      <div aria-busy={stale || undefined} className={cn("mt-5", stale && "opacity-60")}>
        {query.isPending ? (
          <ListSkeleton label="Loading analytics…" rows={3} rowClassName="h-24" />
        ) : query.isError || !data ? (
          <LoadError onRetry={() => void query.refetch()} isRetrying={query.isFetching}>
            {failedText}
          </LoadError>
        ) : data.totalContent === 0 && data.totalViews === 0 ? (
          <>
            <AnalyticsFigures data={data} />
            <EmptyState
              className="mt-6"
              headingLevel={3}
              title="No views yet"
              description={emptyText}
            />
          </>
        ) : (
          <>
            <AnalyticsFigures data={data} />
            <ViewsOverTime data={data} />
            <div className="mt-8 grid gap-8 lg:grid-cols-2">
              <TopContentList data={data} />
              <TypeBreakdown data={data} />
            </div>
          </>
        )}
      </div>
    </section>
  );
}
