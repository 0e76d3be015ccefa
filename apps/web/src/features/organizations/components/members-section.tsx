import { INVITATION_MESSAGES, InviteMemberInput } from "@field-commons/shared/invitations";
import type { SentInvitation } from "@field-commons/shared/invitations";
import type { MyOrganization, OrganizationMember } from "@field-commons/shared/jobs";
import { useId, useMemo, useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { TextField } from "../../../components/form/fields";
import { errorText, routedResolver } from "../../../components/form/form-model";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { ListSkeleton, LoadError } from "../../../components/ui/load-states";
import { Message } from "../../../components/ui/message";
import { useLogError } from "../../../hooks/use-log-error";
import { ApiError } from "../../../lib/api-client";
import {
  useInviteMember,
  useRemoveMember,
  useRevokeInvitation,
  useSentInvitations,
} from "../api/invitations";
import { INVITATION_TEXT, formatDay } from "../utils/organization-text";

const SHOWN: ReadonlySet<string> = new Set(["email"]);

type Notice = { tone: "success" | "error"; text: string } | null;

/** The owner invites an address; the answer is the same whether or not it has an account. */
function InviteForm({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const invite = useInviteMember();
  const resolver = useMemo(() => routedResolver<InviteMemberInput>(InviteMemberInput, SHOWN), []);
  const form = useForm<InviteMemberInput>({ defaultValues: { email: "" }, resolver });
  const headingId = useId();

  const onSubmit = form.handleSubmit(async (values) => {
    onNotice(null);
    try {
      const { invitation } = await invite.mutateAsync(InviteMemberInput.parse(values));
      onNotice({ tone: "success", text: INVITATION_MESSAGES.sent(invitation.email) });
      form.reset({ email: "" });
    } catch (failure) {
      // Refused addresses, too many invitations waiting, or too many sent: all about this field.
      const message =
        failure instanceof ApiError
          ? (failure.fields.email?.[0] ?? errorText(failure, INVITATION_TEXT.inviteFailed))
          : errorText(failure, INVITATION_TEXT.inviteFailed);
      form.setError("email", { type: "server", message }, { shouldFocus: true });
    }
  });

  return (
    <FormProvider {...form}>
      <h4 id={headingId} className="font-semibold text-slate-900">
        {INVITATION_TEXT.inviteHeading}
      </h4>
      <form
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => void onSubmit(event)}
        className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <TextField
          name="email"
          label={INVITATION_TEXT.inviteLabel}
          type="email"
          autoComplete="off"
          hint={INVITATION_TEXT.inviteHint}
          className="flex-1"
        />
        <Button type="submit" className="shrink-0 sm:mt-6" isBusy={invite.isPending}>
          {INVITATION_TEXT.inviteButton}
        </Button>
      </form>
    </FormProvider>
  );
}

function PendingRow({
  invitation,
  onNotice,
}: {
  invitation: SentInvitation;
  onNotice: (notice: Notice) => void;
}) {
  const revoke = useRevokeInvitation();
  const emailId = useId();
  return (
    <li className="flex items-start justify-between gap-3 py-2">
      <div className="min-w-0 flex-1">
        <p id={emailId} className="font-medium break-all text-slate-900">
          {invitation.email}
        </p>
        <p className="text-sm text-slate-600">
          {INVITATION_TEXT.sentOn(formatDay(invitation.createdAt), formatDay(invitation.expiresAt))}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="shrink-0"
        isBusy={revoke.isPending}
        aria-describedby={emailId}
        onClick={() => {
          onNotice(null);
          // Awaited: the row is gone (unmounted) once the list without it arrives.
          revoke.mutateAsync(invitation.id).then(
            () => onNotice({ tone: "success", text: INVITATION_TEXT.revoked(invitation.email) }),
            (failure: unknown) =>
              onNotice({ tone: "error", text: errorText(failure, INVITATION_TEXT.revokeFailed) }),
          );
        }}
      >
        {INVITATION_TEXT.revoke}
      </Button>
    </li>
  );
}

/** The owner's invitations still waiting for an answer, by the address typed, with Revoke. */
function PendingInvitations({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const query = useSentInvitations(true);
  useLogError(query.error, "Failed to fetch pending invitations");
  const headingId = useId();
  return (
    <div>
      <h4 id={headingId} className="font-semibold text-slate-900">
        {INVITATION_TEXT.pendingHeading}
      </h4>
      <div className="mt-2">
        {query.isPending ? (
          <ListSkeleton label="Loading pending invitations…" rows={1} rowClassName="h-12" />
        ) : query.isError ? (
          <LoadError onRetry={() => void query.refetch()} isRetrying={query.isFetching}>
            {INVITATION_TEXT.pendingLoadFailed}
          </LoadError>
        ) : query.data.invitations.length === 0 ? (
          <p className="text-sm text-slate-600">{INVITATION_TEXT.noPending}</p>
        ) : (
          <ul aria-labelledby={headingId} className="divide-y divide-slate-200">
            {query.data.invitations.map((invitation) => (
              <PendingRow key={invitation.id} invitation={invitation} onNotice={onNotice} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export function MembersSection({ data }: { data: MyOrganization }) {
  const id = useId();
  const isOwner = data.role === "owner";
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<OrganizationMember | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const focusNotice = useRef(false);

  const confirmRemove = () => {
    if (!removing) return;
    const member = removing;
    remove.mutate(member.userId, {
      onSuccess: () => {
        focusNotice.current = true;
        setRemoving(null);
        setNotice({ tone: "success", text: INVITATION_TEXT.removed(member.name) });
      },
      onError: (failure) => {
        setRemoving(null);
        setNotice({ tone: "error", text: errorText(failure, INVITATION_TEXT.removeFailed) });
      },
    });
  };

  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        Members
      </h3>
      <ul className="mt-3 divide-y divide-slate-200" aria-labelledby={id}>
        {data.members.map((member) => (
          <li key={member.userId} className="flex items-start justify-between gap-3 py-2">
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words text-slate-900">{member.name}</p>
              <p className="text-sm text-slate-600">
                {member.role === "owner" ? "Owner" : "Member"} · since {formatDay(member.addedAt)}
              </p>
            </div>
            {isOwner && member.role !== "owner" ? (
              <Button
                variant="secondary"
                size="sm"
                className="shrink-0"
                aria-label={`${INVITATION_TEXT.remove} ${member.name}`}
                onClick={() => {
                  setNotice(null);
                  setRemoving(member);
                }}
              >
                {INVITATION_TEXT.remove}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <div ref={noticeRef} tabIndex={-1} className="focus:outline-none">
        {notice ? (
          <Message tone={notice.tone} className="mt-3">
            {notice.text}
          </Message>
        ) : null}
      </div>
      {isOwner ? (
        <div className="mt-5 space-y-5 border-t border-slate-200 pt-4">
          <InviteForm onNotice={setNotice} />
          <PendingInvitations onNotice={setNotice} />
        </div>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={INVITATION_TEXT.removeTitle(removing?.name ?? "")}
        description={INVITATION_TEXT.removeDescription}
        confirmLabel={INVITATION_TEXT.removeConfirm}
        isBusy={remove.isPending}
        onConfirm={confirmRemove}
        onCloseAutoFocus={(event) => {
          // The removed member's row is gone: focus moves to the outcome.
          if (focusNotice.current && noticeRef.current) {
            event.preventDefault();
            noticeRef.current.focus();
          }
          focusNotice.current = false;
        }}
      />
    </section>
  );
}
