import type { SessionInfo } from "@field-commons/shared/profiles";
import { useRef, useState } from "react";
import { errorText } from "../../../components/form/form-model";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Message } from "../../../components/ui/message";
import { Skeleton } from "../../../components/ui/skeleton";
import { useSessions, useSignOutEverywhere, useSignOutSession } from "../api/account-security";
import { describeUserAgent } from "../utils/user-agent";

export const SESSIONS_TEXT = {
  thisDevice: "This device",
  signOut: "Sign out",
  signOutEverywhere: "Sign out everywhere",
  confirmTitle: "Sign out everywhere?",
  confirmDescription:
    "Every device signed in to your account is signed out, this one included. You will need to log in again.",
  loadFailed: "Your sessions could not be loaded.",
  signOutFailed: "That device could not be signed out. Please try again.",
  empty: "No active sessions.",
} as const;

function formatWhen(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}

/** This device first, then the most recently active. */
function ordered(sessions: readonly SessionInfo[]): SessionInfo[] {
  return [...sessions].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt),
  );
}

function SessionRow({
  session,
  busy,
  onSignOut,
}: {
  session: SessionInfo;
  busy: boolean;
  onSignOut: () => void;
}) {
  const device = describeUserAgent(session.userAgent);
  const when = formatWhen(session.lastSeenAt);
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          <span>{device}</span>
          {session.current ? (
            <span className="inline-flex items-center rounded-full border border-green-300 bg-green-50 px-2.5 py-0.5 text-xs font-semibold text-green-900">
              {SESSIONS_TEXT.thisDevice}
            </span>
          ) : null}
        </p>
        <p className="mt-0.5 text-sm text-slate-600">
          <span className="break-all">{session.ip ? `IP ${session.ip}` : "IP unknown"}</span>
          {when ? (
            <>
              {" · Last active "}
              <time dateTime={session.lastSeenAt}>{when}</time>
            </>
          ) : null}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          size="sm"
          isBusy={busy}
          aria-label={`${SESSIONS_TEXT.signOut} ${device}`}
          className="self-start sm:self-auto"
          onClick={onSignOut}
        >
          {SESSIONS_TEXT.signOut}
        </Button>
      )}
    </li>
  );
}

/**
 * Where the account is signed in (device, IP, last active; 'This device'
 * for this one): sign out one other device, or every device after a
 * confirmation (this one too: `onSignedOutEverywhere` takes over).
 */
export function SessionsSection({ onSignedOutEverywhere }: { onSignedOutEverywhere: () => void }) {
  const sessions = useSessions();
  const signOut = useSignOutSession();
  const everywhere = useSignOutEverywhere();
  const [confirming, setConfirming] = useState(false);
  const [announcement, setAnnouncement] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const everywhereRef = useRef<HTMLButtonElement>(null);

  const signOutOne = (session: SessionInfo) => {
    setAnnouncement(null);
    setFailure(null);
    signOut.mutate(session.id, {
      onSuccess: () => {
        setAnnouncement(`Signed out ${describeUserAgent(session.userAgent)}.`);
        everywhereRef.current?.focus();
      },
      onError: (error) => setFailure(errorText(error, SESSIONS_TEXT.signOutFailed)),
    });
  };

  const signOutEverywhere = () => {
    setFailure(null);
    everywhere.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        onSignedOutEverywhere();
      },
      onError: (error) => {
        setConfirming(false);
        setFailure(errorText(error, SESSIONS_TEXT.signOutFailed));
      },
    });
  };

  let list;
  if (sessions.isPending) {
    list = (
      <div aria-busy="true">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="mt-3 h-16 w-full" />
        <p className="sr-only">Loading your sessions…</p>
      </div>
    );
  } else if (sessions.isError) {
    list = (
      <Message tone="error" className="flex flex-wrap items-center justify-between gap-3">
        <span>{SESSIONS_TEXT.loadFailed}</span>
        <Button variant="secondary" size="sm" onClick={() => void sessions.refetch()}>
          Try Again
        </Button>
      </Message>
    );
  } else if (sessions.data.sessions.length === 0) {
    list = <p className="text-slate-600">{SESSIONS_TEXT.empty}</p>;
  } else {
    list = (
      <ul aria-label="Signed-in devices" className="divide-y divide-slate-200">
        {ordered(sessions.data.sessions).map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            busy={signOut.isPending && signOut.variables === session.id}
            onSignOut={() => signOutOne(session)}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-4">
      {list}
      {announcement ? <Message tone="success">{announcement}</Message> : null}
      {failure ? <Message tone="error">{failure}</Message> : null}
      <div className="flex justify-end border-t border-slate-200 pt-4">
        <Button
          ref={everywhereRef}
          variant="secondary"
          className="w-full sm:w-auto"
          disabled={!sessions.isSuccess}
          onClick={() => setConfirming(true)}
        >
          {SESSIONS_TEXT.signOutEverywhere}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={SESSIONS_TEXT.confirmTitle}
        description={SESSIONS_TEXT.confirmDescription}
        confirmLabel={SESSIONS_TEXT.signOutEverywhere}
        isBusy={everywhere.isPending}
        onConfirm={signOutEverywhere}
      />
    </div>
  );
}
