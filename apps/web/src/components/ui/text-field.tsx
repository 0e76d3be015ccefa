import { useId } from "react";
import type { ComponentProps, ReactNode } from "react";
import { Input } from "./input";
import { Label } from "./label";

export interface TextFieldProps extends Omit<ComponentProps<"input">, "id"> {
  label: string;
  /** Help shown under the input, tied to it with aria-describedby. */
  hint?: ReactNode;
  /** Messages for this field (from the server or from validation). */
  errors?: readonly string[];
}

/** A labelled input with an optional hint and error list, all tied together for assistive tech. */
export function TextField({ label, hint, errors = [], className, ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasErrors = errors.length > 0;
  const describedBy = [hint ? hintId : null, hasErrors ? errorId : null].filter(Boolean).join(" ");

  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        className="mt-1"
        aria-invalid={hasErrors || undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {hasErrors ? (
        <ul id={errorId} className="mt-1 space-y-0.5 text-sm font-medium text-danger">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
