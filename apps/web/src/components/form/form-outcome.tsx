import { Message } from "../ui/message";
import type { FormOutcome as Outcome } from "./use-routed-form";

/**
 * What a form says after a submit (see useRoutedForm): success as a status,
 * failure as an alert with the messages no field shows.
 */
export function FormOutcome({ outcome }: { outcome: Outcome }) {
  const { success, error, other } = outcome;
  if (success) return <Message tone="success">{success}</Message>;
  if (!error && other.length === 0) return null;
  return (
    <Message tone="error">
      {error ? <p className="font-semibold">{error}</p> : null}
      {other.length > 0 ? (
        <ul className="mt-1 list-disc space-y-0.5 pl-5 font-normal">
          {other.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </Message>
  );
}
