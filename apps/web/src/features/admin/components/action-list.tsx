import type { AdminAction } from "@field-commons/shared/admin";
import { Link } from "react-router";
import { ACTION_LABELS, TARGET_LABELS, formatDateTime } from "../utils/admin-text";

const LINK = "font-medium text-accent underline underline-offset-2 break-words";

/** What the line is about: a link to the item while it exists, else its kind and id. */
function Target({ action }: { action: AdminAction }) {
  const kind = TARGET_LABELS[action.targetType] ?? action.targetType;
  if (action.targetPath) {
    return (
      <>
        {kind}{" "}
        <Link to={action.targetPath} className={LINK}>
          {action.targetTitle?.trim() || action.targetPath}
        </Link>
      </>
    );
  }
  if (action.targetType === "user" && action.user) {
    return (
      <>
        {kind}{" "}
        <Link to={`/profile/${encodeURIComponent(action.user.id)}`} className={LINK}>
          {action.user.name.trim() || action.user.id}
        </Link>
      </>
    );
  }
  return (
    <>
      {kind} <code className="rounded bg-slate-100 px-1 text-xs break-all">{action.targetId}</code>
    </>
  );
}

/**
 * Admin actions, newest first: who, what, on which item (linked while it
 * exists) and whose (the author, linked), why and when.
 */
export function ActionList({ actions, label }: { actions: readonly AdminAction[]; label: string }) {
  return (
    <ul
      aria-label={label}
      className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
    >
      {actions.map((action) => (
        <li
          key={action.id}
          className="grid gap-1 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-6"
        >
          <div className="min-w-0">
            <p className="break-words text-slate-900">
              <span className="font-semibold">{action.adminName}</span>{" "}
              <span>{ACTION_LABELS[action.action].toLowerCase()}</span>{" "}
              <span className="text-slate-700">
                <Target action={action} />
              </span>
            </p>
            {action.targetType !== "user" && action.user ? (
              <p className="mt-0.5 text-sm text-slate-700">
                By{" "}
                <Link to={`/profile/${encodeURIComponent(action.user.id)}`} className={LINK}>
                  {action.user.name.trim() || action.user.id}
                </Link>
              </p>
            ) : null}
            {action.details ? (
              <p className="mt-0.5 text-sm break-words text-slate-700">{action.details}</p>
            ) : null}
            {action.reason ? (
              <p className="mt-0.5 text-sm break-words text-slate-700">
                <span className="font-medium">Reason:</span> {action.reason}
              </p>
            ) : null}
          </div>
          <p className="text-sm whitespace-nowrap text-slate-600">
            <time dateTime={action.timestamp}>{formatDateTime(action.timestamp)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
