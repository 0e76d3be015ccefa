import { useParams } from "react-router";
import { PublicOrganizationPage } from "../../features/organizations/components/public-organization-page";

/** /organizations/{slug}: an organization's public page. */
function OrganizationRoute() {
  const { slug = "" } = useParams();
  return <PublicOrganizationPage key={slug} slug={slug} />;
}

export { OrganizationRoute as Component };
