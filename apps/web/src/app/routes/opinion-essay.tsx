import { contentPath } from "@field-commons/shared/content";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Navigate, useLocation, useParams } from "react-router";
import { EssayPage } from "../../features/opinion-essays/components/essay-page";
import { contentDetailKeys } from "../../lib/content/get-content-detail";
import { useContentDetail } from "../../lib/content/use-content-detail";

const CONTENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An essay reached by its id (an old link, a trip's linked-research card):
 * once loaded it moves to its slug URL, query and hash kept, with the essay
 * already in hand so the page shows at once. Until then, and when it cannot
 * be loaded, the page shows its own loading, not-found and error states. No
 * view is counted here: the page at the slug counts it.
 */
function EssayById({ id }: { id: string }) {
  const detail = useContentDetail("opinion-essay", id, { recordView: false });
  const queryClient = useQueryClient();
  const { search, hash } = useLocation();
  const item = detail.item;
  const moveTo = item?.slug && item.slug !== id ? item.slug : null;

  useEffect(() => {
    if (item && moveTo) {
      queryClient.setQueryData(contentDetailKeys.detail("opinion-essay", moveTo), item);
    }
  }, [item, moveTo, queryClient]);

  if (item && moveTo) return <Navigate to={`${contentPath(item)}${search}${hash}`} replace />;
  return <EssayPage idOrSlug={id} />;
}

/** /opinion-essay/{slug}; an id moves to the slug. */
function OpinionEssayRoute() {
  const { id = "" } = useParams();
  return CONTENT_ID.test(id) ? (
    <EssayById key={id} id={id} />
  ) : (
    <EssayPage key={id} idOrSlug={id} />
  );
}

export { OpinionEssayRoute as Component };
