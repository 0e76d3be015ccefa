import { useState } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { Card } from "../../components/ui/card";
import { RouteNotice } from "../../features/account-recovery/components/route-notice";
import { LoginForm } from "../../features/auth/components/login-form";
import { returnPathFrom } from "../../lib/return-path";
import { useSession } from "../../lib/session/use-session";
import { useDocumentTitle } from "../../hooks/use-document-title";

function LoginRoute() {
  useDocumentTitle("Login");
  const { user, isConfirmed } = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = returnPathFrom(searchParams.get("next"));
  // While a sign-in runs, the form finishes its messages before we move on.
  const [signingIn, setSigningIn] = useState(false);

  if (user && isConfirmed && !signingIn) return <Navigate to={next} replace />;

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <RouteNotice className="mb-6" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Welcome back</h1>
      <p className="mt-2 text-slate-700">
        Log in to plan field-research trips, keep your drafts and saved reading, and publish to the
        commons.
      </p>
      <Card className="mt-6">
        <LoginForm
          onSubmitStart={() => setSigningIn(true)}
          onComplete={() => void navigate(next, { replace: true })}
        />
      </Card>
      <p className="mt-6 text-center text-slate-700">
        New to Field Commons?{" "}
        <Link
          to={searchParams.has("next") ? `/signup?${new URLSearchParams({ next })}` : "/signup"}
          className="font-semibold text-accent underline underline-offset-2"
        >
          Create an account
        </Link>
      </p>
    </div>
  );
}

export { LoginRoute as Component };
