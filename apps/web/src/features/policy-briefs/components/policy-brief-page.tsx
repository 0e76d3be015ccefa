import { DISPLAY_FALLBACKS, formatDate } from "@field-commons/shared/content";
import type { ContentDetail } from "@field-commons/shared/content";
import { useId } from "react";
import type { ReactNode } from "react";
import { DomainBadge } from "../../../components/ui/domain-badge";
import { ContentDetailLayout } from "../../../components/content/content-detail-layout";
import {
  ContentDetailRoute,
  type DetailRouteTexts,
} from "../../../components/content/content-detail-route";
import { readPolicyBrief } from "../utils/policy-brief-body";
import type { PolicyBriefView } from "../utils/policy-brief-body";
import { POLICY_BRIEF_TEXTS as T } from "../utils/texts";
import { PolicyBriefContent } from "./policy-brief-content";

/** The policy brief page at /policy-brief/{id} (the slug or the id), with its states. */
export function PolicyBriefPage({ idOrSlug }: { idOrSlug: string }) {
  return (
    <ContentDetailRoute
      type="policy-brief"
      idOrSlug={idOrSlug}
      texts={DETAIL_TEXTS}
      render={(item) => <PolicyBriefArticle item={item} />}
    />
  );
}

const DETAIL_TEXTS: DetailRouteTexts = {
  loadingTitle: "Policy Brief",
  loadingLabel: T.loading,
  notFoundTitle: T.notFound,
  notFoundHeading: T.notFoundHeading,
  notFoundMessage: T.notFoundMessage,
  fetchFailed: T.detailFetchFailed,
  listPath: T.listPath,
  backLabel: T.backToList,
};

function PolicyBriefArticle({ item }: { item: ContentDetail }) {
  const view = readPolicyBrief(item.body);
  return (
    <ContentDetailLayout
      item={item}
      listPath={T.listPath}
      listLabel={T.listLabel}
      subtitle={view.subtitle || undefined}
      sidebar={<PolicyBriefSidebar item={item} view={view} />}
    >
      <PolicyBriefContent view={view} />
    </ContentDetailLayout>
  );
}

function SidebarItem({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-600">{term}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}

function coordinates(lat: number | null, lng: number | null): string | null {
  if (lat === null || lng === null) return null;
  return `${lat.toFixed(4)}, ${lng.toFixed(4)}`;
}

/** Location, domain, dates and tags. */
function PolicyBriefSidebar({ item, view }: { item: ContentDetail; view: PolicyBriefView }) {
  const headingId = useId();
  const place =
    [item.location.name, item.location.country].filter((part) => part.trim()).join(", ") ||
    DISPLAY_FALLBACKS.location;
  const coords = coordinates(item.location.lat, item.location.lng);
  const published = formatDate(item.publishedAt);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        Brief details
      </h2>
      <dl className="mt-4 space-y-4 text-base">
        <SidebarItem term="Location">
          {place}
          {coords ? <span className="block text-sm text-slate-600">{coords}</span> : null}
        </SidebarItem>
        <SidebarItem term="Domain">
          <DomainBadge domain={item.domain} fallbackLabel={DISPLAY_FALLBACKS.domain} />
        </SidebarItem>
        {published ? (
          <SidebarItem term="Published">
            <time dateTime={item.publishedAt ?? undefined}>{published}</time>
          </SidebarItem>
        ) : null}
        <SidebarItem term="Created">
          <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
        </SidebarItem>
        <SidebarItem term="Last updated">
          <time dateTime={item.updatedAt}>{formatDate(item.updatedAt)}</time>
        </SidebarItem>
        {view.tags.length > 0 ? (
          <SidebarItem term="Tags">
            <ul className="mt-1 flex flex-wrap gap-2">
              {view.tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full border border-slate-300 bg-slate-50 px-2.5 py-0.5 text-sm text-slate-800"
                >
                  {tag}
                </li>
              ))}
            </ul>
          </SidebarItem>
        ) : null}
      </dl>
    </section>
  );
}
