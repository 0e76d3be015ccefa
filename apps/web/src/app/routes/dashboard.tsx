import { Dashboard } from "../../features/dashboard/components/dashboard";
import { useDocumentTitle } from "../../hooks/use-document-title";

function DashboardRoute() {
  useDocumentTitle("Dashboard");
  return <Dashboard />;
}

export { DashboardRoute as Component };
