import type { ReceivedInvitation } from "@field-commons/shared/invitations";
import { useId, useState } from "react";
import { Link } from "react-router";
import { errorText } from "../../../components/form/form-model";
import { Button } from "../../../components/ui/button";
import { LoadError } from "../../../components/ui/load-states";
import { Message } from "../../../components/ui/message";
import { Skeleton } from "../../../components/ui/skeleton";
import { useLogError } from "../../../hooks/use-log-error";
import {
  useAcceptInvitation,
  useDeclineInvitation,
  useReceivedInvitations,
} from "../api/invitations";
import { INVITATION_TEXT, formatDay } from "../utils/organization-text";
import { OrganizationLogo } from "./organization-profile";

/** The invitation the e-mail's link points at, with the link's token. */
export interface LinkedInvitation {
  id: string;
  token: string | null;
}

function InvitationCard({
  invitation,
  token,
  highlighted,
  hasOrganization,
  onAnswered,
}: {
  invitation: ReceivedInvitation;
  /** The e-mail link's token, when the link named this invitation. */
  token: string | null;
  highlighted: boolean;
  hasOrganization: boolean;
  onAnswered: (message: string) => void;
}) {
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const busy = accept.isPending || decline.isPending;
  const name = invitation.organization.name;

  const onAccept = async () => {
    setError(null);
    try {
      await accept.mutateAsync({ id: invitation.id, ...(token ? { token } : {}) });
      onAnswered(INVITATION_TEXT.joined(name));
    } catch (failure) {
      setError(errorText(failure, INVITATION_TEXT.answerFailed));
    }
  };
  const onDecline = async () => {
    setError(null);
    try {
      await decline.mutateAsync(invitation.id);
      onAnswered(INVITATION_TEXT.declined(name));
    } catch (failure) {
      setError(errorText(failure, INVITATION_TEXT.answerFailed));
    }
  };

  return (
    <li
      aria-labelledby={titleId}
      className={
        highlighted
          ? "rounded-lg border-2 border-accent bg-white p-4 shadow-sm"
          : "rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      }
    >
      <div className="flex items-start gap-3">
        <OrganizationLogo organization={invitation.organization} className="size-12 shrink-0" />
        <div className="min-w-0 flex-1">
          <p id={titleId} className="font-semibold break-words text-slate-900">
            {INVITATION_TEXT.invitedYou(invitation.invitedBy)}{" "}
            <Link
              to={`/organizations/${encodeURIComponent(invitation.organization.slug)}`}
              className="text-accent underline-offset-2 hover:underline"
            >
              {name}
            </Link>
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {INVITATION_TEXT.whatMembersDo}{" "}
            {INVITATION_TEXT.expires(formatDay(invitation.expiresAt))}
          </p>
          {hasOrganization ? (
            <p className="mt-2 text-sm text-slate-700">{INVITATION_TEXT.oneOrganization}</p>
          ) : null}
        </div>
      </div>
      {error ? (
        <Message tone="error" className="mt-3">
          {error}
        </Message>
      ) : null}
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          disabled={busy && !decline.isPending}
          isBusy={decline.isPending}
          onClick={() => void onDecline()}
          aria-describedby={titleId}
        >
          {INVITATION_TEXT.decline}
        </Button>
        <Button
          disabled={busy && !accept.isPending}
          isBusy={accept.isPending}
          onClick={() => void onAccept()}
          aria-describedby={titleId}
        >
          {INVITATION_TEXT.accept}
        </Button>
      </div>
    </li>
  );
}

/**
 * Invitations to the signed-in account's address, with Accept and Decline.
 * Nothing shows when there are none, unless the e-mail's link named one that
 * is not open for this account.
 */
export function ReceivedInvitations({
  linked,
  hasOrganization,
  onAnswered,
}: {
  linked: LinkedInvitation | null;
  hasOrganization: boolean;
  onAnswered: (message: string) => void;
}) {
  const query = useReceivedInvitations();
  useLogError(query.error, "Failed to fetch invitations");
  const headingId = useId();

  if (query.isPending) {
    return linked ? <Skeleton className="h-32 w-full" /> : null;
  }
  if (query.isError) {
    return (
      <LoadError onRetry={() => void query.refetch()} isRetrying={query.isFetching}>
        {INVITATION_TEXT.loadFailed}
      </LoadError>
    );
  }
  const invitations = query.data.invitations;
  const linkedOpen = linked ? invitations.some((i) => i.id === linked.id) : true;
  if (invitations.length === 0 && linkedOpen) return null;

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {INVITATION_TEXT.receivedHeading}
      </h2>
      {!linkedOpen ? <Message tone="info">{INVITATION_TEXT.linkNotOpen}</Message> : null}
      {invitations.length > 0 ? (
        <ul className="space-y-3">
          {invitations.map((invitation) => (
            <InvitationCard
              key={invitation.id}
              invitation={invitation}
              token={linked?.id === invitation.id ? linked.token : null}
              highlighted={linked?.id === invitation.id}
              hasOrganization={hasOrganization}
              onAnswered={onAnswered}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
