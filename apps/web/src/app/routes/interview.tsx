import { CONTENT_DETAIL_PATHS } from "@field-commons/shared/content";
import { Navigate, useLocation, useParams } from "react-router";
import { InterviewPage } from "../../features/interviews/components/interview-page";

/**
 * /interview/{id}: the slug or the id. Links to the plural form
 * (/interviews/{id}, from search results) move to the canonical path.
 */
function InterviewRoute() {
  const { id = "" } = useParams();
  const { pathname, search } = useLocation();
  const base = CONTENT_DETAIL_PATHS.interview;
  if (!pathname.startsWith(`${base}/`)) {
    return <Navigate to={`${base}/${encodeURIComponent(id)}${search}`} replace />;
  }
  return <InterviewPage key={id} idOrSlug={id} />;
}

export { InterviewRoute as Component };
