import { RECOVERY_MESSAGES } from "@field-commons/shared/account-recovery";
import { Button } from "../../../components/ui/button";
import { useSession } from "../../../lib/session/use-session";
import { useResendVerification } from "../api/account-recovery";
import { failureDetail } from "./recovery-errors";

/** A quiet line for a signed-in user whose address is not verified yet. */
export function VerifyEmailBanner() {
  const { user, isConfirmed } = useSession();
  const resend = useResendVerification();
  if (!user || !isConfirmed || user.isVerified) return null;
  const failure = resend.isError ? failureDetail(resend.error) : null;

  return (
    <div
      role="region"
      aria-label="E-mail verification"
      className="border-b border-amber-200 bg-amber-50"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm text-slate-800">
        <p>{RECOVERY_MESSAGES.unverifiedBanner}</p>
        {resend.isSuccess ? (
          <p role="status" className="font-medium text-success">
            {resend.data.message}
          </p>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            isBusy={resend.isPending}
            onClick={() => resend.mutate()}
          >
            Resend e-mail
          </Button>
        )}
        {failure?.detail ? (
          <p role="alert" className="font-medium text-danger">
            {failure.detail}
          </p>
        ) : null}
      </div>
    </div>
  );
}
