import { PLANS } from "@field-commons/shared/users";
import type { Plan } from "@field-commons/shared/users";
import { useEffect, useRef, useState } from "react";
import { Link, Navigate, useSearchParams } from "react-router";
import { buttonStyles } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { SignupForm } from "../../features/auth/components/signup-form";
import { returnPathFrom } from "../../lib/return-path";
import { useSession } from "../../lib/session/use-session";
import { useDocumentTitle } from "../../hooks/use-document-title";

function planFromParam(value: string | null): Plan {
  return (PLANS as readonly string[]).includes(value ?? "") ? (value as Plan) : "free";
}

function SignupRoute() {
  useDocumentTitle("Sign Up");
  const { user, isConfirmed } = useSession();
  const [searchParams] = useSearchParams();
  const next = returnPathFrom(searchParams.get("next"));
  const [plan, setPlan] = useState<Plan>(() => planFromParam(searchParams.get("plan")));
  // A contributor sign-up continues (payment) after the account exists.
  const [signingUp, setSigningUp] = useState(false);
  // Once the account is ready its message stays until the reader moves on.
  const [finished, setFinished] = useState(false);
  const continueLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (finished) continueLink.current?.focus();
  }, [finished]);

  if (user && isConfirmed && !signingUp) return <Navigate to={next} replace />;

  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Join the commons</h1>
      <p className="mt-2 text-slate-700">
        Create a free account to plan up to 5 trips and keep drafts, or become a contributor to
        publish your research.
      </p>
      <Card className="mt-6">
        <SignupForm
          plan={plan}
          onPlanChange={setPlan}
          onSubmitStart={() => setSigningUp(true)}
          onComplete={() => setFinished(true)}
        />
        {finished ? (
          <Link
            ref={continueLink}
            to={next}
            replace
            className={buttonStyles({ className: "mt-4 w-full" })}
          >
            Continue
          </Link>
        ) : null}
      </Card>
      <p className="mt-6 text-center text-slate-700">
        Already have an account?{" "}
        <Link to="/login" className="font-semibold text-accent underline underline-offset-2">
          Log in
        </Link>
      </p>
    </div>
  );
}

export { SignupRoute as Component };
