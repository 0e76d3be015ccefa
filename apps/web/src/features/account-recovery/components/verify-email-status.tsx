import { RECOVERY_MESSAGES, RECOVERY_REDIRECT_MS } from "@field-commons/shared/account-recovery";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { Button, buttonStyles } from "../../../components/ui/button";
import { Message } from "../../../components/ui/message";
import { Spinner } from "../../../components/ui/spinner";
import { useSession } from "../../../lib/session/use-session";
import { useRefreshSession, verifyEmailQueryOptions } from "../api/account-recovery";
import { failureDetail } from "./recovery-errors";
import type { RouteNoticeState } from "./route-notice";

/**
 * Verifying, then success or "already verified" (moving on after 3 s to the
 * dashboard, or to the login page for a visitor, with the news), or failure.
 */
export function VerifyEmailStatus({ token }: { token: string | null }) {
  if (!token) {
    return (
      <Message tone="error" className="mt-6">
        {RECOVERY_MESSAGES.noVerifyToken}
      </Message>
    );
  }
  return <Verification token={token} />;
}

function Verification({ token }: { token: string }) {
  const query = useQuery(verifyEmailQueryOptions(token));
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const { user } = useSession();
  const succeeded = query.isSuccess;
  const signedIn = user !== null;

  useEffect(() => {
    if (!succeeded) return;
    void refreshSession();
    const state: RouteNoticeState = {
      notice: signedIn ? RECOVERY_MESSAGES.verifiedNotice : RECOVERY_MESSAGES.verifiedLogIn,
    };
    const timer = setTimeout(
      () => void navigate(signedIn ? "/dashboard" : "/login", { replace: true, state }),
      RECOVERY_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
    // refreshSession changes identity each render; run once per success.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [succeeded, signedIn, navigate]);

  if (query.isPending) {
    return (
      <p role="status" className="mt-6 flex items-center gap-3 text-slate-700">
        <Spinner /> {RECOVERY_MESSAGES.verifying}
      </p>
    );
  }
  if (query.isSuccess) {
    // A second click is news, not a failure: plain, not red (nor green).
    return (
      <Message tone={query.data.alreadyVerified ? "info" : "success"} className="mt-6">
        {query.data.alreadyVerified
          ? RECOVERY_MESSAGES.alreadyVerified
          : RECOVERY_MESSAGES.verifySuccess}{" "}
        {signedIn ? RECOVERY_MESSAGES.toDashboard : RECOVERY_MESSAGES.toLogin}
      </Message>
    );
  }
  const { network, detail } = failureDetail(query.error);
  return (
    <div className="mt-6 space-y-4">
      <Message tone="error">
        <p className="font-semibold">
          {network ? RECOVERY_MESSAGES.network : RECOVERY_MESSAGES.verifyFailed}
        </p>
        {!network && detail ? <p className="mt-1 font-normal">{detail}</p> : null}
      </Message>
      <div className="flex flex-wrap gap-3">
        {network ? (
          <Button onClick={() => void query.refetch()} isBusy={query.isFetching}>
            Try Again
          </Button>
        ) : null}
        <Link
          to={user ? "/dashboard" : "/login"}
          className={buttonStyles({ variant: "secondary" })}
        >
          {user ? "Go to your dashboard" : "Go to login"}
        </Link>
      </div>
    </div>
  );
}
