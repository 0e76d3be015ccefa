import { sql, type SQL } from "drizzle-orm";
import type { JobStatus } from "@field-commons/shared/jobs";
import { jobs } from "../db/schema/jobs";

// Rules of the jobs board that the jobs and organizations modules share:
// when a job is open for applications, and the organization's part of a
// job's search text.

/** Today in UTC, as the database sees it: deadlines are calendar days in UTC. */
export const todayUtc = sql`(now() at time zone 'utc')::date`;

/** Open for applications: active, and the deadline (if any) is today or later. */
export function openCondition(): SQL {
  return sql`(${jobs.status} = 'active' and (${jobs.applicationDeadline} is null or ${jobs.applicationDeadline} >= ${todayUtc}))`;
}

/** The status to show: an active job past its deadline is closed already. */
export function effectiveStatus(
  row: { status: JobStatus; applicationDeadline: string | null },
  now: Date = new Date(),
): JobStatus {
  if (row.status !== "active" || !row.applicationDeadline) return row.status;
  return row.applicationDeadline < now.toISOString().slice(0, 10) ? "closed" : "active";
}

/** Organization name, tags, city and country: the vector's middle weight. */
export function searchExtraOf(
  organizationName: string,
  job: { tags: string[]; location: { city: string; country: string } },
): string {
  return [organizationName, ...job.tags, job.location.city, job.location.country]
    .filter(Boolean)
    .join(" \n ");
}
