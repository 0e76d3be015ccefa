import { AccountSettingsPage } from "../../features/account-settings/components/account-settings-page";
import { useDocumentTitle } from "../../hooks/use-document-title";

function ProfileEditRoute() {
  useDocumentTitle("Edit Profile");
  return <AccountSettingsPage />;
}

export { ProfileEditRoute as Component };
