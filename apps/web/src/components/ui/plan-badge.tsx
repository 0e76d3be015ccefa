import { PLAN_LABELS, planOf } from "@field-commons/shared/users";
import type { PublicUser } from "@field-commons/shared/users";
import { Badge } from "./badge";

/** The signed-in user's plan: 'Contributor plan' or 'Free plan'. */
export function PlanBadge({ user }: { user: Pick<PublicUser, "plan" | "isContributor"> }) {
  const plan = planOf(user);
  return (
    <Badge
      className={
        plan === "contributor"
          ? "border-emerald-300 bg-emerald-50 text-emerald-800"
          : "border-slate-300 bg-white text-slate-700"
      }
    >
      <span data-testid="plan-badge">{PLAN_LABELS[plan]}</span>
    </Badge>
  );
}
