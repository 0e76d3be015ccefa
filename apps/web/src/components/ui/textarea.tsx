import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/** A multi-line text input with the same look as Input. */
export function Textarea({ className, rows = 4, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      rows={rows}
      className={cn(
        "block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900",
        "placeholder:text-slate-500 focus-visible:border-focus focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus",
        "disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-danger",
        className,
      )}
      {...props}
    />
  );
}
