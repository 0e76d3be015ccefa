import { PASSWORD_MAX_LENGTH } from "@field-commons/shared/password-rules";
import { useController } from "react-hook-form";
import { useFieldMessages } from "../../../components/form/fields";
import type { FieldProps } from "../../../components/form/fields";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";

/** A password input in a settings form, with its messages by path like the shared fields. */
export function PasswordField({
  name,
  label,
  hint,
  required,
  className,
  autoComplete,
}: FieldProps & { autoComplete: "current-password" | "new-password" }) {
  const { field } = useController({ name });
  const messages = useFieldMessages(name);
  const value: unknown = field.value;
  return (
    <FormField
      label={label}
      hint={hint}
      required={required}
      errors={messages}
      className={className}
    >
      {(control) => (
        <Input
          {...control}
          ref={field.ref}
          name={field.name}
          type="password"
          autoComplete={autoComplete}
          maxLength={PASSWORD_MAX_LENGTH}
          value={typeof value === "string" ? value : ""}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
