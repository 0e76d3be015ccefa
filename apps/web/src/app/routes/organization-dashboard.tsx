import { OrganizationDashboard } from "../../features/organizations/components/organization-dashboard";
import { useDocumentTitle } from "../../hooks/use-document-title";

function OrganizationDashboardRoute() {
  useDocumentTitle("Organization Dashboard");
  return <OrganizationDashboard />;
}

export { OrganizationDashboardRoute as Component };
