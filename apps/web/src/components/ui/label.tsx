import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export function Label({ className, onMouseDown, ...props }: ComponentProps<"label">) {
  return (
    <label
      className={cn("block text-sm font-semibold text-slate-800", className)}
      onMouseDown={(event) => {
        // As Radix's Label: a double click on the text does not select it; a
        // click on a control inside the label is left alone.
        if ((event.target as HTMLElement).closest("button, input, select, textarea")) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
