import { DEFAULT_TRIP_DAYS } from "@field-commons/shared/trips";

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** A date as YYYY-MM-DD in the viewer's own calendar. */
export function isoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** YYYY-MM-DD plus a number of days (calendar arithmetic, no time-zone drift). */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split("-").map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Missing dates default to today and today plus 7 days. */
export function defaultTripDates(now: Date = new Date()): { startDate: string; endDate: string } {
  const startDate = isoDate(now);
  return { startDate, endDate: addDays(startDate, DEFAULT_TRIP_DAYS) };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: unknown): value is string {
  return typeof value === "string" && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value));
}
