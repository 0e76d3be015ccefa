const MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

/*
 * The app's date shapes (read in UTC) and counts, written out by hand rather than
 * through Intl: the first Intl.DateTimeFormat a page builds loads the
 * browser's locale data, a long task of its own on a slow phone, and the
 * server and the browser could word a date differently (their ICU versions
 * differ), which would break hydration. Both shapes are fixed US English.
 */

/** 'Mar 4, 2026' (as `toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" })`). */
export function formatUtcDay(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** 'Jan 2025' (as `toLocaleDateString("en-US", { month: "short", year: "numeric", timeZone: "UTC" })`). */
export function formatUtcMonth(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/**
 * '1,234' (as `toLocaleString("en-US")`), for the counts on cards and pages:
 * whole numbers by hand, anything else through Intl.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString("en-US");
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ",");
  return value < 0 ? `-${digits}` : digits;
}

/** '1 like', '1,234 likes'. */
export function countLabel(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
