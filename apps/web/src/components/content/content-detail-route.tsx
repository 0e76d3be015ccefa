import type { ContentDetailOf, ContentType } from "@field-commons/shared/content";
import { DISPLAY_FALLBACKS } from "@field-commons/shared/content";
import type { ReactNode } from "react";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { useContentDetail } from "../../lib/content/use-content-detail";
import { ContentDetailSkeleton, ContentLoadError, ContentNotFound } from "./content-detail-states";

/** The texts of one type's detail page states. */
export interface DetailRouteTexts {
  /** Document title while loading, e.g. 'Opinion Essay'. */
  loadingTitle: string;
  /** Screen-reader text of the skeleton, e.g. 'Loading opinion essay…'. */
  loadingLabel: string;
  /** Document title of the not-found state. */
  notFoundTitle: string;
  notFoundHeading: string;
  notFoundMessage: string;
  /** Message (and document title) when the item could not be fetched. */
  fetchFailed: string;
  /**
   * When set, a 404 shows the load-error page with this message and no Try
   * Again rather than the not-found page (which an empty answer still shows).
   */
  notFoundError?: string;
  /** Where the back link of these states leads, and its text. */
  listPath: string;
  backLabel: string;
}

/**
 * A content type's detail route: fetches the item by slug or id (recording the
 * view), shows the loading, not-found and load-error states with the type's
 * texts, and renders the item with `render` once it is there.
 */
export function ContentDetailRoute<T extends ContentType>({
  type,
  idOrSlug,
  texts,
  render,
}: {
  type: T;
  idOrSlug: string;
  texts: DetailRouteTexts;
  render: (item: ContentDetailOf<T>) => ReactNode;
}) {
  const detail = useContentDetail(type, idOrSlug);
  // The loaded page's title is set by the layout; this covers the other states.
  useDocumentTitle(
    detail.isPending
      ? texts.loadingTitle
      : detail.isNotFound || (!detail.isError && !detail.item)
        ? texts.notFoundTitle
        : detail.item
          ? detail.item.title.trim() || DISPLAY_FALLBACKS.title
          : texts.fetchFailed,
  );

  if (detail.isPending) return <ContentDetailSkeleton label={texts.loadingLabel} />;
  const notFoundError = detail.isNotFound && detail.isError ? texts.notFoundError : undefined;
  if ((detail.isNotFound && !notFoundError) || (!detail.isError && !detail.item)) {
    return (
      <ContentNotFound
        heading={texts.notFoundHeading}
        message={texts.notFoundMessage}
        backTo={texts.listPath}
        backLabel={texts.backLabel}
      />
    );
  }
  if (detail.isError || !detail.item) {
    return (
      <ContentLoadError
        message={notFoundError ?? texts.fetchFailed}
        onRetry={notFoundError ? undefined : () => void detail.refetch()}
        isRetrying={detail.isRefetching}
        backTo={texts.listPath}
        backLabel={texts.backLabel}
      />
    );
  }
  return <>{render(detail.item)}</>;
}
