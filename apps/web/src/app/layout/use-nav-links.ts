import { isAdminRole } from "@field-commons/shared/roles";
import { useSession } from "../../lib/session/use-session";
import { ADMIN_LINK, DASHBOARD_LINK } from "./nav-links";
import type { NavItem } from "./nav-links";

/** The user and the links only some users get: Dashboard when signed in, Admin for admins. */
export function useNavLinks() {
  const { user } = useSession();
  const signedInLinks: NavItem[] = [];
  if (user) signedInLinks.push(DASHBOARD_LINK);
  if (isAdminRole(user)) signedInLinks.push(ADMIN_LINK);
  return { user, signedInLinks };
}
