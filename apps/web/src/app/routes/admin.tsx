import { AdminDashboard } from "../../features/admin/components/admin-dashboard";
import { useDocumentTitle } from "../../hooks/use-document-title";

function AdminRoute() {
  useDocumentTitle("Admin Dashboard");
  return <AdminDashboard />;
}

export { AdminRoute as Component };
