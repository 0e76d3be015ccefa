import { formatUtcDay } from "./us-format";

/** Dates as short month, day, year in US English: 'Mar 4, 2026'. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return formatUtcDay(date);
}
