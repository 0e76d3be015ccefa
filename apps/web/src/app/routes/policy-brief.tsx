import { CONTENT_DETAIL_PATHS } from "@field-commons/shared/content";
import { Navigate, useLocation, useParams } from "react-router";
import { PolicyBriefPage } from "../../features/policy-briefs/components/policy-brief-page";

/**
 * /policy-brief/{id}: the slug or the id. Links to the plural form
 * (/policy-briefs/{id}, from search results) move to the canonical path.
 */
function PolicyBriefRoute() {
  const { id = "" } = useParams();
  const { pathname, search } = useLocation();
  const canonical = `${CONTENT_DETAIL_PATHS["policy-brief"]}/${encodeURIComponent(id)}`;
  if (!pathname.startsWith(`${CONTENT_DETAIL_PATHS["policy-brief"]}/`)) {
    return <Navigate to={`${canonical}${search}`} replace />;
  }
  return <PolicyBriefPage key={id} idOrSlug={id} />;
}

export { PolicyBriefRoute as Component };
