import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/** An empty or dead-end state: a heading, a line of explanation and the next action. */
export function EmptyState({
  title,
  description,
  action,
  headingLevel = 2,
  className,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  headingLevel?: 1 | 2 | 3;
  className?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      className={cn(
        "flex flex-col items-center rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center",
        className,
      )}
    >
      <Heading className="text-xl font-semibold text-slate-900">{title}</Heading>
      {description ? <p className="mt-2 max-w-prose text-slate-600">{description}</p> : null}
      {action ? <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}
