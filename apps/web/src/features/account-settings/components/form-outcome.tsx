import { Message } from "../../../components/ui/message";
import type { FormOutcome as Outcome } from "../hooks/use-settings-form";

/** What a settings form says after a submit: success as a status, failure as an alert. */
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
