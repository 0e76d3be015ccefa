import { EXAMPLE_SEARCHES } from "@field-commons/shared/search";
import { useId } from "react";
import { Button } from "../../../components/ui/button";

/** Example searches (each runs at once). */
export function ExampleSearches({ onRun }: { onRun: (query: string) => void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Example searches
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {EXAMPLE_SEARCHES.map((example) => (
          <li key={example}>
            <Button variant="secondary" size="sm" onClick={() => onRun(example)}>
              {example}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** How the three kinds of search differ, and how to narrow one. */
export function SearchTips() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Search tips
      </h2>
      <ul className="mt-2 max-w-prose list-disc space-y-1 pl-5 text-slate-700">
        <li>
          <strong className="font-semibold text-slate-900">Text</strong> finds the words you type,
          in titles, summaries and tags.
        </li>
        <li>
          <strong className="font-semibold text-slate-900">Semantic</strong> finds work about the
          same idea, even in other words.
        </li>
        <li>
          <strong className="font-semibold text-slate-900">Hybrid</strong> blends both; the semantic
          ratio sets how much meaning counts.
        </li>
        <li>Narrow a search with the filters, or pick a related topic to add it as a tag.</li>
        <li>Pick a result to see its knowledge graph: what it connects to, and how.</li>
      </ul>
    </section>
  );
}
