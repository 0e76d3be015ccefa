import { isSuccessMessage } from "@field-commons/shared/auth";
import { Message } from "../../../components/ui/message";

/** The panel's message tone, by the shared rule (see decision 005). */
export function authMessageTone(message: string): "success" | "error" {
  return isSuccessMessage(message) ? "success" : "error";
}

/** A panel message: green with role="status" for success, red with role="alert" otherwise. */
export function AuthMessage({
  message,
  className,
}: {
  message: string | null;
  className?: string;
}) {
  if (!message) return null;
  return (
    <Message tone={authMessageTone(message)} className={className} data-testid="auth-message">
      {message}
    </Message>
  );
}
