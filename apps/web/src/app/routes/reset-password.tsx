import { useState } from "react";
import { useSearchParams } from "react-router";
import { ResetPasswordForm } from "../../features/account-recovery/components/reset-password-form";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { useStripToken } from "../../features/account-recovery/hooks/use-strip-token";

function ResetPasswordRoute() {
  useDocumentTitle("Reset password");
  const [params] = useSearchParams();
  // Read once: the token then leaves the address bar (and the history).
  const [token] = useState(() => params.get("token"));
  useStripToken();
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Choose a new password</h1>
      <p className="mt-2 text-slate-700">
        Resetting signs your account out on every device; you stay signed in here.
      </p>
      <ResetPasswordForm token={token} />
    </div>
  );
}

export { ResetPasswordRoute as Component };
