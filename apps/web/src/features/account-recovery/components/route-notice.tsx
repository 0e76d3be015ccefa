import { useLocation } from "react-router";
import { Message } from "../../../components/ui/message";

/** What a page that sends the reader on says on arrival: `navigate(to, { state: { notice } })`. */
export interface RouteNoticeState {
  notice: string;
}

function noticeOf(state: unknown): string | null {
  if (typeof state !== "object" || state === null) return null;
  const notice = (state as Partial<RouteNoticeState>).notice;
  return typeof notice === "string" && notice.length > 0 ? notice : null;
}

/** The success message the previous page sent along, shown until the reader moves on. */
export function RouteNotice({ className }: { className?: string }) {
  const notice = noticeOf(useLocation().state);
  if (!notice) return null;
  return (
    <Message tone="success" className={className}>
      {notice}
    </Message>
  );
}
