import {
  CONTENT_MESSAGES,
  CONTENT_TYPE_DEFINITIONS,
  CONTENT_TYPE_TABLES,
  CONTENT_TYPES,
} from "@field-commons/shared/content-types";
import type { ContentType, ContentTypeDefinition } from "@field-commons/shared/content-types";
import { tableOf } from "@field-commons/shared/content-types/derive";

/**
 * The words and paths of one content type, from the shared registry
 * (packages/shared/src/content-types/). Plain data (no components), so
 * every feature and shared component can read it; the app layer's registry
 * (app/content-types.tsx) adds the type's screens.
 */
export interface ContentTypeLabels<T extends string = ContentType> {
  type: T;
  /** 'Policy Brief'. */
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

/** A type's words and paths as the screens read them, from its registry definition. */
export function contentTypeInfo<T extends string>(
  definition: ContentTypeDefinition<T>,
): ContentTypeLabels<T> {
  const { type, label, plural, noun, nounPlural, listPath, detailPath, newPath } = definition;
  return {
    type,
    label,
    plural,
    noun,
    nounPlural,
    listPath,
    detailPath,
    newPath,
    menuPath: definition.menuPath,
    publishSegment: newPath.startsWith("/publish/") ? newPath.slice("/publish/".length) : null,
    createLabel: definition.createLabel,
    deleteConfirm: CONTENT_MESSAGES.deleteConfirm,
  };
}

export const CONTENT_TYPE_INFO: Record<ContentType, ContentTypeLabels> = tableOf(
  CONTENT_TYPE_DEFINITIONS,
  contentTypeInfo,
);

/** Every type, in the spec's order (feed tabs, 'No drafts yet' links). */
export const CONTENT_TYPE_LIST: readonly ContentTypeLabels[] = CONTENT_TYPES.map(
  (type) => CONTENT_TYPE_INFO[type],
);

/** The header's Publish menu, in the spec's order. */
export const PUBLISH_MENU: readonly ContentTypeLabels[] = CONTENT_TYPE_TABLES.publishMenu.map(
  (definition) => CONTENT_TYPE_INFO[definition.type],
);

/** The type whose authoring route is /publish/{segment}, if any. */
export function typeOfPublishSegment(segment: string): ContentType | null {
  return CONTENT_TYPE_LIST.find((info) => info.publishSegment === segment)?.type ?? null;
}
