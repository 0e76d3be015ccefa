import { useParams } from "react-router";
import { ProfilePage } from "../../features/profiles/components/profile-page";

/** /profile/{id} and /profiles/{id}: a person's public profile. */
function ProfileRoute() {
  const { id = "" } = useParams();
  return <ProfilePage key={id} id={id} />;
}

export { ProfileRoute as Component };
