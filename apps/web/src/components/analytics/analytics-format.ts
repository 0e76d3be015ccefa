import { formatCount as formatWhole } from "@field-commons/shared/us-format";

/** '1,234'. */
export function formatCount(value: number): string {
  return formatWhole(Math.round(value));
}

/** An engagement rate in percent, one decimal at most: '42.5%'. */
export function formatPercent(value: number): string {
  return `${value.toLocaleString("en-US", { maximumFractionDigits: 1 })}%`;
}

/** A UTC day 'YYYY-MM-DD' as 'Mar 4'. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
}
