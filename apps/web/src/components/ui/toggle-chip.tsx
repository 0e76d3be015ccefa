import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { readableTextColour } from "./domain-badge";

export interface ToggleChipProps extends Omit<ComponentProps<"button">, "type"> {
  pressed: boolean;
  /** A #rrggbb colour: a dot when not pressed, the fill when pressed (text picked for AA). */
  colour?: string;
}

/** A rounded on/off filter button (aria-pressed), for example a domain chip. */
export function ToggleChip({
  pressed,
  colour,
  className,
  style,
  children,
  ...props
}: ToggleChipProps) {
  const fill = pressed ? (colour ?? "#0e6b5c") : undefined;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      className={cn(
        "inline-flex min-h-11 items-center gap-2 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap md:min-h-9",
        "transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
        "disabled:cursor-not-allowed disabled:opacity-60",
        pressed
          ? "border-transparent shadow-sm"
          : "border-slate-300 bg-white text-slate-800 hover:border-slate-400 hover:bg-slate-50",
        className,
      )}
      style={fill ? { backgroundColor: fill, color: readableTextColour(fill), ...style } : style}
      {...props}
    >
      {colour && !pressed ? (
        <span
          aria-hidden="true"
          className="size-2.5 rounded-full"
          style={{ backgroundColor: colour }}
        />
      ) : null}
      {children}
    </button>
  );
}
