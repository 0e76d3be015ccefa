import { useState } from "react";
import { useSearchParams } from "react-router";
import { VerifyEmailStatus } from "../../features/account-recovery/components/verify-email-status";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { useStripToken } from "../../features/account-recovery/hooks/use-strip-token";

function VerifyEmailRoute() {
  useDocumentTitle("Verify e-mail");
  const [params] = useSearchParams();
  // Read once: the token then leaves the address bar (and the history).
  const [token] = useState(() => params.get("token"));
  useStripToken();
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Verify your e-mail</h1>
      <VerifyEmailStatus token={token} />
    </div>
  );
}

export { VerifyEmailRoute as Component };
