import { countLabel } from "@field-commons/shared/us-format";
import type { JobStatus } from "@field-commons/shared/jobs";

/** Texts of the organization screens that the spec does not fix. */
export const ORGANIZATION_TEXT = {
  signedOut: "Please log in to access your organization dashboard",
  signedOutHelp: "Post jobs, review applicants and follow your figures once you are signed in.",
  loading: "Loading your organization...",
  createPrompt:
    "Create your organization profile to post jobs, review applications and see how your listings do.",
  createHeading: "Create your organization profile",
  createButton: "Create Organization",
  editButton: "Edit Profile",
  saveProfile: "Save Profile",
  postJob: "Post a Job",
  editJob: "Edit Job",
  saveJob: "Save Changes",
  publicPage: "View public page",
  noJobs: "No jobs yet",
  noApplications: "No applications yet",
} as const;

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  draft: "Draft",
  active: "Active",
  closed: "Closed",
};

/** 'Mar 4, 2026': a calendar day (YYYY-MM-DD) as written, a timestamp in local time. */
export function formatDay(value: string): string {
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dayOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    ...(dayOnly ? { timeZone: "UTC" } : {}),
  });
}

/** 12.5 -> '12.5%'. */
export function formatRate(rate: number): string {
  return `${rate.toLocaleString("en-US", { maximumFractionDigits: 1 })}%`;
}

export { formatCount } from "@field-commons/shared/us-format";

/** 'Nairobi, Kenya', 'Kenya', or '' from a job's location. */
export function placeText(location: { city: string; country: string }): string {
  return [location.city, location.country].filter((part) => part.trim() !== "").join(", ");
}

/** '1 view', '12 views'. */
export function countOf(value: number, one: string, many = `${one}s`): string {
  return countLabel(value, one, many);
}
