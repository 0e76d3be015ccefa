import { countLabel, formatCount } from "@field-commons/shared/us-format";
import type { SearchPopularity } from "@field-commons/shared/search";

/** A 0..1 score as a percentage with one decimal: 0.8734 -> '87.3%'. */
export function formatScore(score: number): string {
  const safe = Number.isFinite(score) ? Math.min(1, Math.max(0, score)) : 0;
  return `${(safe * 100).toFixed(1)}%`;
}

function plural(count: number, one: string): string {
  return countLabel(count, one, `${one}s`);
}

/** '23 results'; 'at least 450 results' when the count is a lower bound. */
export function resultsCount(total: number, totalIsLowerBound = false): string {
  return totalIsLowerBound ? `at least ${plural(total, "result")}` : plural(total, "result");
}

/** '23 results in 12 ms'; 'At least 450 results in 12 ms' when the count is a lower bound. */
export function resultsSummary(
  total: number,
  processingTime: number,
  totalIsLowerBound = false,
): string {
  const count = totalIsLowerBound ? `At least ${plural(total, "result")}` : plural(total, "result");
  return `${count} in ${formatCount(Math.round(processingTime))} ms`;
}

/** '120 views · 4 likes · 1 share'. */
export function popularityText(popularity: SearchPopularity): string {
  return [
    plural(popularity.views, "view"),
    plural(popularity.likes, "like"),
    plural(popularity.shares, "share"),
  ].join(" · ");
}

/** Cuts text at `max` characters, ending with an ellipsis when it was longer. */
export function truncate(text: string, max: number): string {
  const clean = text.trim();
  const chars = Array.from(clean);
  if (chars.length <= max) return clean;
  return `${chars.slice(0, max).join("").trimEnd()}…`;
}

/** Seconds into a recording as m:ss, or h:mm:ss from an hour: 75 -> '1:15'. */
export function formatTime(seconds: number): string {
  const s = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${rest}` : `${m}:${rest}`;
}
