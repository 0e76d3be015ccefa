import { CONTENT_MESSAGES, DISPLAY_FALLBACKS } from "@field-commons/shared/content";
import type { ContentDetail, ContentDetailOf } from "@field-commons/shared/content";
import type { ReactNode } from "react";
import { ContentDetailLayout } from "../../../components/content/content-detail-layout";
import {
  ContentDetailRoute,
  type DetailRouteTexts,
} from "../../../components/content/content-detail-route";
import { ResearchSections } from "./research-sections";

/** Where 'Case Studies' in the breadcrumb and the back link lead: the feed, filtered. */
export const CASE_STUDIES_LIST_PATH = "/?type=case-study";

export interface CaseStudyPageProps {
  /** The slug or the id from the URL. */
  idOrSlug: string;
  /** Like and save buttons (and the like), composed by the route. */
  renderReactions?: (item: ContentDetail) => ReactNode;
}

/**
 * The case study's states: a 404 is an error ('Case study not found'), an
 * empty answer is not found; both lead back home.
 */
const DETAIL_TEXTS: DetailRouteTexts = {
  loadingTitle: "Case Study",
  loadingLabel: "Loading case study…",
  notFoundTitle: CONTENT_MESSAGES.caseStudyNotFound,
  notFoundHeading: CONTENT_MESSAGES.caseStudyNotFound,
  notFoundMessage: CONTENT_MESSAGES.caseStudyGone,
  fetchFailed: CONTENT_MESSAGES.caseStudyFetchFailed,
  notFoundError: CONTENT_MESSAGES.caseStudyNotFound,
  listPath: "/",
  backLabel: "Back to Home",
};

/** The case study detail page, with its loading, error and not-found states. */
export function CaseStudyPage({ idOrSlug, renderReactions }: CaseStudyPageProps) {
  return (
    <ContentDetailRoute
      type="case-study"
      idOrSlug={idOrSlug}
      texts={DETAIL_TEXTS}
      render={(item) => <CaseStudyArticle item={item} reactions={renderReactions?.(item)} />}
    />
  );
}

/** The place and dates under the byline, then the research sections that have text. */
function CaseStudyArticle({
  item,
  reactions,
}: {
  item: ContentDetailOf<"case-study">;
  reactions: ReactNode;
}) {
  const location =
    [item.location.name, item.location.country].filter((part) => part.trim()).join(", ") ||
    DISPLAY_FALLBACKS.location;
  const dates = item.body.dates?.trim() ?? "";

  return (
    <ContentDetailLayout
      item={item}
      listPath={CASE_STUDIES_LIST_PATH}
      listLabel="Case Studies"
      subtitle={item.summary}
      facts={[
        { term: "Location", value: location },
        ...(dates ? [{ term: "Dates", value: dates }] : []),
      ]}
      reactions={reactions}
      alwaysShowStatus
    >
      <ResearchSections body={item.body} />
    </ContentDetailLayout>
  );
}
