import type { AdminAction } from "@field-commons/shared/admin";
import { DISPLAY_FALLBACKS } from "@field-commons/shared/content";
import { Link } from "react-router";
import { ACTION_LABELS, TARGET_LABELS, formatDateTime } from "../utils/admin-text";

const LINK = "font-medium text-accent underline underline-offset-2 break-words";

function profilePath(id: string): string {
  return `/profile/${encodeURIComponent(id)}`;
}

/** A person in the log, linked to their profile. */
function PersonLink({ id, name }: { id: string; name: string }) {
  return (
    <Link to={profilePath(id)} className={LINK}>
      {name.trim() || DISPLAY_FALLBACKS.author}
    </Link>
  );
}

/**
 * What the line is about, by the app's name for its kind: a link to the
 * item, the account or the digest while it exists, else a plain note that
 * it is gone (never its id).
 */
function Target({ action }: { action: AdminAction }) {
  const kind = TARGET_LABELS[action.targetType];
  if (action.targetType === "digest") {
    return (
      <Link to={`/digest/${encodeURIComponent(action.targetId)}`} className={LINK}>
        {kind}
      </Link>
    );
  }
  if (action.targetType === "user") {
    return action.user ? (
      <>
        {kind} <PersonLink id={action.user.id} name={action.user.name} />
      </>
    ) : (
      <>{kind} (account since deleted)</>
    );
  }
  if (action.targetPath) {
    return (
      <>
        {kind}{" "}
        <Link to={action.targetPath} className={LINK}>
          {action.targetTitle?.trim() || DISPLAY_FALLBACKS.title}
        </Link>
      </>
    );
  }
  return <>{kind} (since deleted)</>;
}

/**
 * Admin actions, newest first: who (linked), what, on which item (linked
 * while it exists) and whose (the author, linked), why and when.
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
              <span className="font-semibold">
                {action.adminId ? (
                  <PersonLink id={action.adminId} name={action.adminName} />
                ) : (
                  action.adminName
                )}
              </span>{" "}
              <span>{ACTION_LABELS[action.action].toLowerCase()}</span>{" "}
              <span className="text-slate-700">
                <Target action={action} />
              </span>
            </p>
            {action.targetType !== "user" && action.user ? (
              <p className="mt-0.5 text-sm text-slate-700">
                By <PersonLink id={action.user.id} name={action.user.name} />
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
