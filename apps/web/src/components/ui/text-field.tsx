import type { ComponentProps, ReactNode } from "react";
import { FormField } from "./form-field";
import { Input } from "./input";

export interface TextFieldProps extends Omit<ComponentProps<"input">, "id"> {
  label: string;
  /** Help shown under the input, tied to it with aria-describedby. */
  hint?: ReactNode;
  /** Messages for this field (from the server or from validation). */
  errors?: readonly string[];
  /** Shows the asterisk of a field needed to publish (`required` is the input's own attribute). */
  marked?: boolean;
  inputClassName?: string;
}

/**
 * The app's one text field: a labelled input with an optional hint and error
 * list, all tied together for assistive tech. Forms on the shared model use
 * it through `TextField` in components/form/fields.tsx, which reads the value
 * and messages by path; this one takes them as props.
 */
export function TextField({
  label,
  hint,
  errors = [],
  marked = false,
  className,
  inputClassName,
  ...inputProps
}: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} required={marked} errors={errors} className={className}>
      {(control) => <Input {...control} className={inputClassName} {...inputProps} />}
    </FormField>
  );
}
