import { useId } from "react";
import { useController } from "react-hook-form";
import { FieldMessages, useFieldMessages } from "../../../components/form/fields";
import type { SelectOption } from "../../../components/form/fields";

/** A group of radio buttons in a fieldset, holding the chosen option's value. */
export function RadioGroupField({
  name,
  legend,
  options,
}: {
  name: string;
  legend: string;
  options: readonly SelectOption[];
}) {
  const id = useId();
  const { field } = useController({ name });
  const messages = useFieldMessages(name);
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={messages.length > 0 ? errorId : undefined}>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="mt-2 space-y-1">
        {options.map((option, index) => {
          const optionId = `${id}-${index}`;
          return (
            <div key={option.value} className="flex min-h-11 items-center gap-3">
              <input
                id={optionId}
                ref={index === 0 ? field.ref : undefined}
                type="radio"
                name={field.name}
                value={option.value}
                checked={field.value === option.value}
                aria-invalid={messages.length > 0 || undefined}
                onBlur={field.onBlur}
                onChange={() => field.onChange(option.value)}
                className="size-5 shrink-0 accent-accent focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
              />
              <label htmlFor={optionId} className="text-slate-800">
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      <FieldMessages id={errorId} messages={messages} />
    </fieldset>
  );
}
