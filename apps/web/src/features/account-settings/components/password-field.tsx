import { PASSWORD_MAX_LENGTH } from "@field-commons/shared/password-rules";
import { TextField } from "../../../components/form/fields";
import type { FieldProps } from "../../../components/form/fields";

/** A password input in a settings form: a TextField of type password, as long as passwords may be. */
export function PasswordField({
  autoComplete,
  ...props
}: FieldProps & { autoComplete: "current-password" | "new-password" }) {
  return (
    <TextField
      {...props}
      type="password"
      autoComplete={autoComplete}
      maxLength={PASSWORD_MAX_LENGTH}
    />
  );
}
