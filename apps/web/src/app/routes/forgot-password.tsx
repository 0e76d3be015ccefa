import { Link } from "react-router";
import { Card } from "../../components/ui/card";
import { ForgotPasswordForm } from "../../features/account-recovery/components/forgot-password-form";
import { useDocumentTitle } from "../../hooks/use-document-title";

function ForgotPasswordRoute() {
  useDocumentTitle("Forgot password");
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Forgot your password?</h1>
      <p className="mt-2 text-slate-700">
        Enter the e-mail address of your account and we will send you a link to choose a new
        password.
      </p>
      <Card className="mt-6">
        <ForgotPasswordForm />
      </Card>
      <p className="mt-6 text-center text-slate-700">
        Remembered it?{" "}
        <Link to="/login" className="font-semibold text-accent underline underline-offset-2">
          Back to login
        </Link>
      </p>
    </div>
  );
}

export { ForgotPasswordRoute as Component };
