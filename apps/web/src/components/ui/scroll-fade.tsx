import { useCallback, useEffect, useRef, useState } from "react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

interface Overflow {
  before: boolean;
  after: boolean;
}

/** Whether an element's content runs past its left and right edges. */
function overflowOf(element: HTMLElement): Overflow {
  const { scrollLeft, scrollWidth, clientWidth } = element;
  return { before: scrollLeft > 1, after: scrollLeft + clientWidth < scrollWidth - 1 };
}

/**
 * A row that scrolls sideways when it does not fit (chips or tabs on a
 * phone), with a fade on each edge that has more behind it, so the reader
 * sees there is more. Where everything fits, no fade shows. Props go to the
 * scrolling row; `outerClassName` to the frame around it.
 */
export function ScrollFade({
  className,
  outerClassName,
  fadeClassName = "from-slate-50",
  onScroll,
  ...props
}: ComponentProps<"div"> & {
  outerClassName?: string;
  /** The colour the edges fade into: the background behind the row. */
  fadeClassName?: string;
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
        className={cn("overflow-x-auto", className)}
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
    </div>
  );
}
