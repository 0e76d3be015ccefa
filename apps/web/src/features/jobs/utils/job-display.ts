import { truncateDescription } from "@field-commons/shared/content";
import {
  EXPERIENCE_LEVEL_LABELS,
  JOB_PREVIEW_GRID,
  JOB_PREVIEW_LIST,
  JOB_TYPE_LABELS,
  LOCATION_TYPE_LABELS,
  formatCompensation,
  jobAgeText,
} from "@field-commons/shared/jobs";
import type { JobLocation, JobSummary } from "@field-commons/shared/jobs";
import type { JobView } from "../hooks/use-job-filters";
import { formatUtcDay } from "@field-commons/shared/us-format";

/** Texts of the jobs screens that the spec does not fix word for word. */
export const JOB_TEXTS = {
  boardHeading: "Jobs Board",
  boardIntro: "Research, fieldwork and policy positions with organizations working on the commons.",
  searchLabel: "Search jobs",
  searchPlaceholder: "Title, organization, place or tag",
  clearAll: "Clear all",
  emptyTitle: "No jobs found",
  emptyFiltered: "No open position matches your search and filters. Try fewer filters.",
  emptyNone: "There are no open positions right now. Check back soon.",
  fetchJobsFailed: "Failed to fetch jobs",
  fetchJobFailed: "Failed to fetch job",
  notFoundMessage: "The job you're looking for doesn't exist or has been removed.",
  applyNow: "Apply Now",
} as const;

/** 'Nairobi, Kenya' or '' when the job names no place. */
export function placeText(location: JobLocation): string {
  return [location.city, location.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(", ");
}

/** 'Nairobi, Kenya · Hybrid', or the location type alone. */
export function locationText(location: JobLocation): string {
  const place = placeText(location);
  const type = LOCATION_TYPE_LABELS[location.type];
  return place ? `${place} · ${type}` : type;
}

/** The description preview: 200 characters in list view, 150 in grid view. */
export function jobPreview(excerpt: string, view: JobView): string {
  return truncateDescription(excerpt.trim(), view === "list" ? JOB_PREVIEW_LIST : JOB_PREVIEW_GRID);
}

/** What a card and the job page show about a job, in the spec's formats. */
export function jobDisplay(job: JobSummary, now: Date = new Date()) {
  return {
    href: `/jobs/${encodeURIComponent(job.id)}`,
    type: JOB_TYPE_LABELS[job.type],
    experience: EXPERIENCE_LEVEL_LABELS[job.experienceLevel],
    location: locationText(job.location),
    salary: formatCompensation(job.compensation),
    age: jobAgeText(job.createdAt, now),
  };
}

/** A calendar day (YYYY-MM-DD) as 'Mar 4, 2026', read in UTC so it never shifts a day. */
export function formatDay(day: string | null): string | null {
  if (!day) return null;
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  return formatUtcDay(date);
}

/** Up to two initials for an organization without a logo. */
export function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase())
      .join("") || "?"
  );
}
