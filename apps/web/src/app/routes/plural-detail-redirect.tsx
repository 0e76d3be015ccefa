import { CONTENT_DETAIL_PATHS } from "@field-commons/shared/content";
import type { ContentType } from "@field-commons/shared/content";
import { Navigate, useLocation, useParams } from "react-router";

/** Plural detail paths that links still use, and the canonical type each means. */
export const PLURAL_DETAIL_PATHS: Record<string, ContentType> = {
  "/policy-briefs/": "policy-brief",
  "/opinion-essays/": "opinion-essay",
  "/interviews/": "interview",
};

/** The canonical path of a plural detail path (query and hash kept), or null. */
export function canonicalDetailPath(pathname: string, id: string, rest = ""): string | null {
  const prefix = Object.keys(PLURAL_DETAIL_PATHS).find((candidate) =>
    pathname.startsWith(candidate),
  );
  if (!prefix) return null;
  return `${CONTENT_DETAIL_PATHS[PLURAL_DETAIL_PATHS[prefix]!]}/${encodeURIComponent(id)}${rest}`;
}

/**
 * /policy-briefs/{id}, /opinion-essays/{id}, /interviews/{id}: replaced by the
 * canonical /policy-brief/{id}, /opinion-essay/{id}, /interview/{id} (the id
 * or slug kept), so old links and search results land on one page.
 */
function PluralDetailRedirect() {
  const { id = "" } = useParams();
  const { pathname, search, hash } = useLocation();
  const target = canonicalDetailPath(pathname, id, `${search}${hash}`) ?? "/";
  return <Navigate to={target} replace />;
}

export { PluralDetailRedirect as Component };
