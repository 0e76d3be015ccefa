import type { PublicUser } from "@field-commons/shared/users";
import { AccountPanelProvider } from "../../../testing/account-panel";
import { json } from "../../../testing/mock-fetch";
import type { RouteHandler } from "../../../testing/mock-fetch";
import { renderWithProviders } from "../../../testing/render";
import { AdminDashboard } from "../components/admin-dashboard";
import { ADMIN, makeDashboard } from "./admin-fixtures";

/** The routes every admin screen reads (the session and the dashboard), plus the test's own. */
export function adminRoutes(
  routes: Record<string, RouteHandler> = {},
  me: PublicUser = ADMIN,
): Record<string, RouteHandler> {
  return {
    "GET /api/auth/me": () => json({ user: me }),
    "GET /api/admin/dashboard": () => json(makeDashboard()),
    ...routes,
  };
}

/** The admin dashboard at a route, as the app renders it. */
export function renderAdmin(route = "/admin") {
  return renderWithProviders(
    <AccountPanelProvider>
      <AdminDashboard />
    </AccountPanelProvider>,
    { route },
  );
}

/** The JSON body a mocked fetch call was sent with. */
export function bodyOf(call: unknown[] | undefined): unknown {
  const init = call?.[1] as RequestInit | undefined;
  return typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
}
