/** 'Jan 2025', for 'Member since Jan 2025'; empty for a date that cannot be read. */
export function monthYear(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleDateString("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
}

/** '1,234'. */
export function formatCount(value: number): string {
  return value.toLocaleString("en-US");
}

/** A web address as people read it: no scheme, no trailing slash ('example.org/lab'). */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, "").replace(/\/$/, "");
}
