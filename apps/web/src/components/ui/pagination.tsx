import { cn } from "../../lib/cn";

export type PageItem = number | "ellipsis";

/**
 * The page numbers to show, never more than `leading` + 2 places:
 * - on the first pages, the spec's look: the first `leading` pages, an
 *   ellipsis and the last page (1 2 3 4 5 … 8);
 * - on the last pages, its mirror: the first page, an ellipsis and the last
 *   `leading` pages (1 … 4 5 6 7 8), so the pages just before the last have
 *   their buttons;
 * - in between, the first page, the pages either side of the current one and
 *   the last (1 … 8 9 10 … 20).
 * With few pages (at most `leading` + 1) every page is shown.
 */
export function paginationItems(current: number, pages: number, leading = 5): PageItem[] {
  if (pages <= 0) return [];
  const page = Math.min(Math.max(current, 1), pages);
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  let shown: number[];
  if (pages <= leading + 1) shown = range(1, pages);
  else if (page < leading) shown = [...range(1, leading), pages];
  else if (page > pages - leading + 1) shown = [1, ...range(pages - leading + 1, pages)];
  else shown = [1, page - 1, page, page + 1, pages];
  const items: PageItem[] = [];
  let previous = 0;
  for (const number of shown) {
    if (number <= previous) continue;
    if (number - previous > 1) items.push("ellipsis");
    items.push(number);
    previous = number;
  }
  return items;
}

const itemClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-3 text-sm font-semibold " +
  "transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus";

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === "left" ? "M15 6l-6 6 6 6" : "M9 6l6 6-6 6"} />
    </svg>
  );
}

/**
 * Page-number navigation: Previous, the pages of paginationItems, Next.
 * The current page is marked with aria-current; nothing shows for one page.
 */
export function Pagination({
  page,
  pages,
  onPageChange,
  label = "Pagination",
  className,
}: {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  label?: string;
  className?: string;
}) {
  if (pages <= 1) return null;
  const items = paginationItems(page, pages);
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <button
            type="button"
            className={cn(
              itemClass,
              "gap-1 text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50",
            )}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <Chevron direction="left" />
            <span>Previous</span>
          </button>
        </li>
        {items.map((item, index) =>
          item === "ellipsis" ? (
            <li
              key={`ellipsis-${index}`}
              aria-hidden="true"
              data-testid="pagination-ellipsis"
              className="inline-flex min-h-11 min-w-8 items-center justify-center text-slate-600"
            >
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-label={`Page ${item}`}
                aria-current={item === page ? "page" : undefined}
                className={cn(
                  itemClass,
                  item === page
                    ? "bg-accent text-white"
                    : "border border-slate-300 bg-white text-slate-900 hover:bg-slate-100",
                )}
                onClick={() => item !== page && onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={cn(
              itemClass,
              "gap-1 text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50",
            )}
            disabled={page >= pages}
            onClick={() => onPageChange(page + 1)}
          >
            <span>Next</span>
            <Chevron direction="right" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
