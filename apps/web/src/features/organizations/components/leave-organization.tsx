import { useState } from "react";
import { errorText } from "../../../components/form/form-model";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useLeaveOrganization } from "../api/invitations";
import { INVITATION_TEXT } from "../utils/organization-text";

/** A member's way out, after a confirmation. The owner has none. */
export function LeaveOrganizationButton({
  organizationName,
  onLeft,
  onError,
}: {
  organizationName: string;
  onLeft: (message: string) => void;
  onError: (message: string) => void;
}) {
  const leave = useLeaveOrganization();
  const [open, setOpen] = useState(false);

  // Awaited rather than mutate's callbacks: leaving unmounts this button (the
  // dashboard gives way to the create form) before those callbacks would run.
  const confirm = async () => {
    try {
      await leave.mutateAsync();
      onLeft(INVITATION_TEXT.left(organizationName));
    } catch (failure) {
      setOpen(false);
      onError(errorText(failure, INVITATION_TEXT.leaveFailed));
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {INVITATION_TEXT.leave}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={INVITATION_TEXT.leaveTitle(organizationName)}
        description={INVITATION_TEXT.leaveDescription}
        confirmLabel={INVITATION_TEXT.leave}
        isBusy={leave.isPending}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
