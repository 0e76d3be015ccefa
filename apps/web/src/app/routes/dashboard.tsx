import { Dashboard } from "../../features/dashboard/components/dashboard";
import { RouteNotice } from "../../features/account-recovery/components/route-notice";
import { useDocumentTitle } from "../../hooks/use-document-title";

function DashboardRoute() {
  useDocumentTitle("Dashboard");
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 empty:hidden [&:not(:empty)]:pt-6">
        <RouteNotice />
      </div>
      <Dashboard />
    </>
  );
}

export { DashboardRoute as Component };
