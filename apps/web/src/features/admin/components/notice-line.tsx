import { Message } from "../../../components/ui/message";
import type { Notice } from "../hooks/use-notice";

/** The outcome of the last action, above a list (a status, or an alert for a failure). */
export function NoticeLine({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <Message tone={notice.tone} className="mb-4">
      {notice.text}
    </Message>
  );
}
