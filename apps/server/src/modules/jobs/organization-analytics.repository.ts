import { and, eq, gte, sql } from "drizzle-orm";
import {
  ANALYTICS_JOBS_MAX,
  conversionRate,
  type JobStatus,
  type OrganizationAnalytics,
} from "@field-commons/shared/jobs";
import type { Db } from "../../db/client";
import { applications, jobViews, jobs } from "../../db/schema/jobs";
import { effectiveStatus } from "../../lib/jobs-board";

const DAY_MS = 86_400_000;

/** The window's days, oldest first, as YYYY-MM-DD (UTC), ending today. */
export function windowDays(days: number, now: Date = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * Views (one per visitor per day, from job_views) and applications per job
 * per day over the last `days` days, for one organization's jobs.
 */
export async function organizationAnalytics(
  db: Db,
  organizationId: string,
  days: number,
  now: Date = new Date(),
): Promise<OrganizationAnalytics> {
  const dates = windowDays(days, now);
  const from = dates[0]!;
  const to = dates[dates.length - 1]!;
  const [jobRows, viewRows, applicationRows, convertedRows, statusRows] = await Promise.all([
    db
      .select({
        id: jobs.id,
        title: jobs.title,
        status: jobs.status,
        applicationDeadline: jobs.applicationDeadline,
      })
      .from(jobs)
      .where(eq(jobs.organizationId, organizationId)),
    db
      .select({
        jobId: jobViews.jobId,
        day: jobViews.day,
        n: sql<number>`count(*)::int`,
      })
      .from(jobViews)
      .innerJoin(jobs, eq(jobs.id, jobViews.jobId))
      .where(and(eq(jobs.organizationId, organizationId), gte(jobViews.day, from)))
      .groupBy(jobViews.jobId, jobViews.day),
    db
      .select({
        jobId: applications.jobId,
        day: sql<string>`to_char(${applications.createdAt} at time zone 'utc', 'YYYY-MM-DD')`,
        n: sql<number>`count(*)::int`,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(
        and(
          eq(jobs.organizationId, organizationId),
          sql`${applications.createdAt} >= ${from}::date at time zone 'utc'`,
        ),
      )
      .groupBy(applications.jobId, sql`2`),
    // Conversion's numerator: applications in the window whose applicant viewed
    // the job in the window, on or before the day of applying. A signed-in
    // view is kept under 'u:{user id}' and applying needs an account, so each
    // such application matches a distinct viewer of the job: never more than
    // the views, so the rate cannot pass 100 %.
    db
      .select({ jobId: applications.jobId, n: sql<number>`count(*)::int` })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(
        and(
          eq(jobs.organizationId, organizationId),
          sql`${applications.createdAt} >= ${from}::date at time zone 'utc'`,
          sql`exists (
            select 1 from ${jobViews}
            where ${jobViews.jobId} = ${applications.jobId}
              and ${jobViews.visitorKey} = 'u:' || ${applications.applicantId}::text
              and ${jobViews.day} >= ${from}::date
              and ${jobViews.day} <= (${applications.createdAt} at time zone 'utc')::date
          )`,
        ),
      )
      .groupBy(applications.jobId),
    db
      .select({ status: applications.status, n: sql<number>`count(*)::int` })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(jobs.organizationId, organizationId))
      .groupBy(applications.status),
  ]);

  const converted = new Map(convertedRows.map((row) => [row.jobId, row.n]));
  const index = new Map(dates.map((d, i) => [d, i]));
  const perJob = new Map(
    jobRows.map((job) => [
      job.id,
      {
        job,
        views: new Array<number>(days).fill(0),
        applications: new Array<number>(days).fill(0),
      },
    ]),
  );
  for (const row of viewRows) {
    const i = index.get(row.day);
    const entry = perJob.get(row.jobId);
    if (i !== undefined && entry) entry.views[i]! += row.n;
  }
  for (const row of applicationRows) {
    const i = index.get(row.day);
    const entry = perJob.get(row.jobId);
    if (i !== undefined && entry) entry.applications[i]! += row.n;
  }

  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const dailyViews = new Array<number>(days).fill(0);
  const dailyApplications = new Array<number>(days).fill(0);
  const jobsOut = [...perJob.values()].map(({ job, views, applications: apps }) => {
    views.forEach((n, i) => (dailyViews[i]! += n));
    apps.forEach((n, i) => (dailyApplications[i]! += n));
    const totalViews = sum(views);
    const totalApplications = sum(apps);
    return {
      jobId: job.id,
      title: job.title,
      status: effectiveStatus(job as { status: JobStatus; applicationDeadline: string | null }),
      views: totalViews,
      applications: totalApplications,
      conversionRate: conversionRate(converted.get(job.id) ?? 0, totalViews),
      daily: dates.map((date, i) => ({ date, views: views[i]!, applications: apps[i]! })),
    };
  });
  jobsOut.sort(
    (a, b) =>
      b.views - a.views || b.applications - a.applications || a.title.localeCompare(b.title),
  );

  const totalViews = sum(dailyViews);
  const totalApplications = sum(dailyApplications);
  const byStatus = { pending: 0, reviewed: 0, accepted: 0, rejected: 0 };
  for (const row of statusRows) byStatus[row.status] = row.n;
  return {
    days,
    from,
    to,
    totals: {
      views: totalViews,
      applications: totalApplications,
      conversionRate: conversionRate(sum([...converted.values()]), totalViews),
    },
    daily: dates.map((date, i) => ({
      date,
      views: dailyViews[i]!,
      applications: dailyApplications[i]!,
    })),
    jobs: jobsOut.slice(0, ANALYTICS_JOBS_MAX),
    applicationsByStatus: byStatus,
  };
}
