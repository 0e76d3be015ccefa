import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/**
 * A native select with the same look as Input: keyboard, screen-reader and
 * mobile pickers work without extra code. Pass <option> children.
 */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900",
        "focus-visible:border-focus focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus",
        "disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-danger",
        className,
      )}
      {...props}
    />
  );
}
