import { formatUtcMonth } from "@field-commons/shared/us-format";

/** 'Jan 2025', for 'Member since Jan 2025'; empty for a date that cannot be read. */
export function monthYear(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return formatUtcMonth(date);
}

/** A web address as people read it: no scheme, no trailing slash ('example.org/lab'). */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, "").replace(/\/$/, "");
}
