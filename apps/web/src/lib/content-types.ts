import {
  CONTENT_DETAIL_PATHS,
  CONTENT_MESSAGES,
  CONTENT_TYPES,
  CONTENT_TYPE_LABELS,
} from "@field-commons/shared/content-types";
import type { ContentType } from "@field-commons/shared/content-types";

/**
 * The words and paths of one content type. Plain data (no components), so
 * every feature and shared component can read it; the app layer's registry
 * (app/content-types.tsx) adds the type's screens.
 */
export interface ContentTypeLabels {
  type: ContentType;
  /** 'Policy Brief' (spec 1: type labels). */
  label: string;
  /** 'Policy Briefs': feed tab, list heading. */
  plural: string;
  /** 'policy brief', in sentences. */
  noun: string;
  /** 'policy briefs', in sentences. */
  nounPlural: string;
  /** Public detail route; the slug or id is appended. */
  detailPath: string;
  /** The list of published items: '/policy-briefs'. */
  listPath: string;
  /** The authoring route ('/publish/policy-brief'), or the planner for trips. */
  newPath: string;
  /** The segment of /publish/{segment}[/{id}], or null when the type has its own editor route. */
  publishSegment: string | null;
  /** Where the header's Publish menu leads. */
  menuPath: string;
  /** The 'No drafts yet' link. */
  createLabel: string;
  /** Asked before a draft of this type is deleted. */
  deleteConfirm: string;
}

const entry = (
  type: ContentType,
  words: Pick<ContentTypeLabels, "plural" | "noun" | "nounPlural" | "listPath" | "createLabel">,
  newPath = `/publish/${type}`,
): ContentTypeLabels => ({
  type,
  label: CONTENT_TYPE_LABELS[type],
  detailPath: CONTENT_DETAIL_PATHS[type],
  newPath,
  menuPath: type === "trip" ? "/publish/field-work" : newPath,
  publishSegment: newPath.startsWith("/publish/") ? newPath.slice("/publish/".length) : null,
  deleteConfirm: CONTENT_MESSAGES.deleteConfirm,
  ...words,
});

export const CONTENT_TYPE_INFO: Record<ContentType, ContentTypeLabels> = {
  "case-study": entry("case-study", {
    plural: "Case Studies",
    noun: "case study",
    nounPlural: "case studies",
    listPath: "/",
    createLabel: "New Case Study",
  }),
  trip: entry(
    "trip",
    {
      plural: "Field Work",
      noun: "trip",
      nounPlural: "trips",
      listPath: "/",
      createLabel: "Plan Field Work",
    },
    "/trip-planner",
  ),
  "policy-brief": entry("policy-brief", {
    plural: "Policy Briefs",
    noun: "policy brief",
    nounPlural: "policy briefs",
    listPath: "/policy-briefs",
    createLabel: "Policy Brief",
  }),
  "opinion-essay": entry("opinion-essay", {
    plural: "Opinion Essays",
    noun: "opinion essay",
    nounPlural: "opinion essays",
    listPath: "/opinion-essays",
    createLabel: "Opinion Essay",
  }),
  interview: entry("interview", {
    plural: "Interviews",
    noun: "interview",
    nounPlural: "interviews",
    listPath: "/interviews",
    createLabel: "Interview",
  }),
};

/** Every type, in the spec's order (feed tabs, 'No drafts yet' links). */
export const CONTENT_TYPE_LIST: readonly ContentTypeLabels[] = CONTENT_TYPES.map(
  (type) => CONTENT_TYPE_INFO[type],
);

/** The header's Publish menu, in the spec's order (spec 1, header). */
export const PUBLISH_MENU: readonly ContentTypeLabels[] = (
  ["case-study", "trip", "opinion-essay", "interview", "policy-brief"] as const
).map((type) => CONTENT_TYPE_INFO[type]);

/** The type whose authoring route is /publish/{segment}, if any. */
export function typeOfPublishSegment(segment: string): ContentType | null {
  return CONTENT_TYPE_LIST.find((info) => info.publishSegment === segment)?.type ?? null;
}
