import { useId } from "react";
import type { ReactNode } from "react";
import { Label } from "./label";

export interface ControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
}

/**
 * A label, a control, an optional hint and the field's messages, tied together
 * for assistive tech. `required` shows the asterisk of fields needed to publish
 * (the asterisk itself is hidden from screen readers; aria-required says it).
 */
export function FormField({
  label,
  required = false,
  hint,
  errors = [],
  className,
  children,
}: {
  label: string;
  required?: boolean;
  hint?: ReactNode;
  errors?: readonly string[];
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasErrors = errors.length > 0;
  const describedBy = [hint ? hintId : null, hasErrors ? errorId : null].filter(Boolean).join(" ");

  return (
    <div className={className}>
      <div className="flex items-baseline gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        {required ? (
          <span aria-hidden="true" className="text-sm font-semibold text-danger">
            *
          </span>
        ) : null}
      </div>
      <div className="mt-1">
        {children({
          id,
          "aria-describedby": describedBy || undefined,
          "aria-invalid": hasErrors ? true : undefined,
          "aria-required": required ? true : undefined,
        })}
      </div>
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
