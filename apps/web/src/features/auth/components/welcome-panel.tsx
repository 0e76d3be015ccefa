import { AUTH_MESSAGES } from "@field-commons/shared/auth";
import type { Plan } from "@field-commons/shared/users";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { usePublicConfig } from "../../../lib/public-config";
import { useDemoAdminLogin } from "../api/demo-admin-login";
import { authFailureMessage } from "../utils/auth-errors";
import { AuthMessage } from "./auth-message";
import type { AuthFormCallbacks } from "./login-form";
import { PlanChoice } from "./plan-choice";

export interface WelcomePanelProps extends AuthFormCallbacks {
  plan: Plan;
  onPlanChange: (plan: Plan) => void;
  onContinueToSignup: () => void;
  onShowLogin: () => void;
}

/** The Welcome tab: choose a plan, go on to sign up or log in, or try the demo admin. */
export function WelcomePanel({
  plan,
  onPlanChange,
  onContinueToSignup,
  onShowLogin,
  onSubmitStart,
  onComplete,
}: WelcomePanelProps) {
  const config = usePublicConfig();
  const demoLogin = useDemoAdminLogin();
  const [message, setMessage] = useState<string | null>(null);
  const [completed, setCompleted] = useState(false);

  async function handleDemoLogin() {
    setMessage(null);
    onSubmitStart?.();
    try {
      await demoLogin.mutateAsync();
    } catch (error) {
      setMessage(
        authFailureMessage(error, AUTH_MESSAGES.loginFailed, AUTH_MESSAGES.loginException),
      );
      return;
    }
    setMessage(AUTH_MESSAGES.loginSuccess);
    setCompleted(true);
    onComplete?.();
  }

  const busy = demoLogin.isPending;

  return (
    <div className="space-y-5">
      <p className="text-slate-700">
        Plan field-research trips, save what you read, and publish your work on the commons.
      </p>
      <PlanChoice legend="Choose your plan" value={plan} onChange={onPlanChange} disabled={busy} />
      <Button className="w-full" onClick={onContinueToSignup} disabled={busy || completed}>
        Continue to Sign Up
      </Button>
      <div className="flex flex-wrap items-center justify-center gap-2 text-slate-700">
        <span>Already have an account?</span>
        <Button variant="secondary" size="sm" onClick={onShowLogin} disabled={busy || completed}>
          Login
        </Button>
      </div>
      {config.data?.demo ? (
        <div className="border-t border-slate-200 pt-5">
          <p className="mb-2 text-sm text-slate-600">
            Exploring the demo? Sign in as the demo administrator.
          </p>
          <Button
            variant="secondary"
            className="w-full"
            onClick={handleDemoLogin}
            isBusy={busy}
            disabled={completed}
          >
            Admin Login (Demo)
          </Button>
        </div>
      ) : null}
      <AuthMessage message={message} />
    </div>
  );
}
