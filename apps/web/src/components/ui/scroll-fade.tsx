import { useCallback, useEffect, useRef, useState } from "react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { Icon } from "./icons";

interface Overflow {
  before: boolean;
  after: boolean;
}

/** Whether an element's content runs past its left and right edges. */
function overflowOf(element: HTMLElement): Overflow {
  const { scrollLeft, scrollWidth, clientWidth } = element;
  return { before: scrollLeft > 1, after: scrollLeft + clientWidth < scrollWidth - 1 };
}

/** How far one press of a scroll button moves the row: most of its width. */
const SCROLL_STEP = 0.75;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === "function" &&
    window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

function ScrollButton({
  side,
  label,
  onClick,
}: {
  side: "before" | "after";
  label: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      // Out of the tab order: Tab walks the row's own buttons, and each one
      // focused scrolls into view clear of this button (scroll margins below).
      tabIndex={-1}
      aria-label={label}
      data-scroll={side}
      onClick={onClick}
      className={cn(
        "absolute top-1/2 z-10 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full",
        "border border-slate-300 bg-white text-slate-800 shadow-md hover:bg-slate-100",
        "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
        side === "before" ? "left-1 sm:left-0" : "right-1 sm:right-0",
      )}
    >
      <Icon className="size-5">
        <path d={side === "before" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} />
      </Icon>
    </button>
  );
}

/**
 * A row that scrolls sideways when it does not fit (chips or tabs on a
 * phone), with a fade on each edge that has more behind it, so the reader
 * sees there is more. With `scrollLabels`, a round arrow button on that edge
 * also scrolls the row by most of its width. Where everything fits, neither
 * shows. Props go to the scrolling row; `outerClassName` to the frame around it.
 */
export function ScrollFade({
  className,
  outerClassName,
  fadeClassName = "from-slate-50",
  scrollLabels,
  onScroll,
  ...props
}: ComponentProps<"div"> & {
  outerClassName?: string;
  /** The colour the edges fade into: the background behind the row. */
  fadeClassName?: string;
  /** Names of the arrow buttons ('Scroll domains left', '… right'); without it, no buttons. */
  scrollLabels?: { before: string; after: string };
}) {
  const rowRef = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ before: false, after: false });

  const measure = useCallback(() => {
    const row = rowRef.current;
    if (!row) return;
    const next = overflowOf(row);
    setOverflow((current) =>
      current.before === next.before && current.after === next.after ? current : next,
    );
  }, []);

  useEffect(() => {
    const row = rowRef.current;
    measure();
    if (!row || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    for (const child of Array.from(row.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [measure]);

  const scrollBy = (direction: -1 | 1) => {
    const row = rowRef.current;
    if (!row) return;
    row.scrollBy({
      left: direction * row.clientWidth * SCROLL_STEP,
      behavior: prefersReducedMotion() ? "auto" : "smooth",
    });
  };

  const fade = "pointer-events-none absolute inset-y-0 w-12 from-25% to-transparent";
  return (
    <div
      className={cn("relative", outerClassName)}
      data-overflow={
        [overflow.before ? "before" : "", overflow.after ? "after" : ""].join(" ").trim() ||
        undefined
      }
    >
      <div
        ref={rowRef}
        className={cn(
          // Relative, so absolutely placed descendants (screen-reader-only
          // text in a chip) scroll with the row instead of widening the page.
          "relative overflow-x-auto",
          // A child focused by keyboard scrolls fully into view, beside the arrow buttons.
          scrollLabels && "[&>*]:scroll-mx-12",
          className,
        )}
        onScroll={(event) => {
          measure();
          onScroll?.(event);
        }}
        {...props}
      />
      {overflow.before ? (
        <div aria-hidden="true" className={cn(fade, "left-0 bg-linear-to-r", fadeClassName)} />
      ) : null}
      {overflow.after ? (
        <div aria-hidden="true" className={cn(fade, "right-0 bg-linear-to-l", fadeClassName)} />
      ) : null}
      {scrollLabels && overflow.before ? (
        <ScrollButton side="before" label={scrollLabels.before} onClick={() => scrollBy(-1)} />
      ) : null}
      {scrollLabels && overflow.after ? (
        <ScrollButton side="after" label={scrollLabels.after} onClick={() => scrollBy(1)} />
      ) : null}
    </div>
  );
}
