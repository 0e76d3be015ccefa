import { useId } from "react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/**
 * A choice of a few values shown as joined buttons: a fieldset of radio
 * buttons (arrow keys move between them), the chosen one raised.
 */
export function SegmentedControl<T extends string | number>({
  legend,
  options,
  value,
  onChange,
  optionClassName,
}: {
  legend: string;
  options: readonly { value: T; label: ReactNode }[];
  value: T;
  onChange: (value: T) => void;
  /** Each option's padding (and height per breakpoint); `px-3` by default. */
  optionClassName?: string;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="mt-1 inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              "relative inline-flex min-h-11 cursor-pointer items-center rounded-md text-sm font-semibold whitespace-nowrap text-slate-700",
              "has-[:checked]:bg-white has-[:checked]:text-accent has-[:checked]:shadow-sm",
              "has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus",
              optionClassName ?? "px-3",
            )}
          >
            <input
              type="radio"
              name={name}
              value={String(option.value)}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="absolute inset-0 m-0 cursor-pointer opacity-0"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
