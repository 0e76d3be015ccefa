import type { PublicUser, UserRole } from "@field-commons/shared/users";
import { Link } from "react-router";
import { Button, buttonStyles } from "../../../components/ui/button";
import { Message } from "../../../components/ui/message";
import { PlanBadge } from "../../../components/ui/plan-badge";
import { useLogout } from "../api/logout";

export const ROLE_LABELS: Record<UserRole, string> = {
  user: "User",
  contributor: "Contributor",
  admin: "Admin",
  superadmin: "Super admin",
};

/** What the account panel shows to a signed-in user. */
export function SignedInSummary({
  user,
  onNavigate,
  onLoggedOut,
}: {
  user: PublicUser;
  onNavigate?: () => void;
  onLoggedOut?: () => void;
}) {
  const logout = useLogout();
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-slate-50 p-4">
        <dt className="font-semibold text-slate-700">Name</dt>
        <dd className="text-slate-900" data-testid="account-name">
          {user.name}
        </dd>
        <dt className="font-semibold text-slate-700">Email</dt>
        <dd className="break-all text-slate-900">{user.email}</dd>
        <dt className="font-semibold text-slate-700">Role</dt>
        <dd className="text-slate-900" data-testid="account-role">
          {ROLE_LABELS[user.role]}
        </dd>
        <dt className="font-semibold text-slate-700">Plan</dt>
        <dd>
          <PlanBadge user={user} />
        </dd>
      </dl>
      {logout.isError ? <Message tone="error">Could not log out. Please try again.</Message> : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link
          to="/dashboard"
          className={buttonStyles({ className: "flex-1" })}
          onClick={onNavigate}
        >
          Go to Dashboard
        </Link>
        <Button
          variant="secondary"
          className="flex-1"
          isBusy={logout.isPending}
          onClick={() => logout.mutate(undefined, { onSuccess: () => onLoggedOut?.() })}
        >
          Logout
        </Button>
      </div>
    </div>
  );
}
