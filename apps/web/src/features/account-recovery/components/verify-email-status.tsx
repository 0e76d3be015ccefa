import {
  RECOVERY_MESSAGES,
  RECOVERY_REDIRECT_MS,
  RECOVERY_REDIRECT_TO,
} from "@field-commons/shared/account-recovery";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { Button, buttonStyles } from "../../../components/ui/button";
import { Message } from "../../../components/ui/message";
import { Spinner } from "../../../components/ui/spinner";
import { useSession } from "../../../lib/session/use-session";
import { useRefreshSession, verifyEmailQueryOptions } from "../api/account-recovery";
import { failureDetail } from "./recovery-errors";

/** Verifying, then success (moving on after 3 s) or failure (spec 3). */
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

  useEffect(() => {
    if (!succeeded) return;
    void refreshSession();
    const timer = setTimeout(() => void navigate(RECOVERY_REDIRECT_TO), RECOVERY_REDIRECT_MS);
    return () => clearTimeout(timer);
    // refreshSession changes identity each render; run once per success.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [succeeded, navigate]);

  if (query.isPending) {
    return (
      <p role="status" className="mt-6 flex items-center gap-3 text-slate-700">
        <Spinner /> {RECOVERY_MESSAGES.verifying}
      </p>
    );
  }
  if (query.isSuccess) {
    return (
      <Message tone="success" className="mt-6">
        {RECOVERY_MESSAGES.verifySuccess}
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
