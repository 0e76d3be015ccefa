import { useId } from "react";
import { Button } from "../../../components/ui/button";

/** The last searches in this browser: run one again, remove one, or clear them. */
export function RecentSearches({
  history,
  onRun,
  onRemove,
  onClear,
}: {
  history: readonly string[];
  onRun: (query: string) => void;
  onRemove: (query: string) => void;
  onClear: () => void;
}) {
  const headingId = useId();
  if (history.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Recent searches
        </h2>
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear
          <span className="sr-only"> recent searches</span>
        </Button>
      </div>
      <ul className="mt-2 flex flex-wrap gap-2">
        {history.map((query) => (
          <li
            key={query}
            className="inline-flex max-w-full items-center rounded-full border border-slate-300 bg-white"
          >
            <button
              type="button"
              onClick={() => onRun(query)}
              className="min-h-11 max-w-[16rem] truncate rounded-l-full pr-1 pl-3.5 text-sm font-medium text-slate-800 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus md:min-h-9"
            >
              {query}
            </button>
            <button
              type="button"
              aria-label={`Remove “${query}” from recent searches`}
              onClick={() => onRemove(query)}
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-r-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus md:min-h-9 md:min-w-9"
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
