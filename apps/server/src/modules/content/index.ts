// What other modules may use of the content module.
export { type BodyUpload, type ContentTypeHooks, type FieldErrors } from "./content-types";
export {
  canEditContent,
  canPublishDirectly,
  canViewContent,
  statusAfterEditBy,
} from "./content.policy";
export { presentDetail, presentSummary, type ListedRow } from "./content.presenter";
export {
  authorContentPage,
  authorStats,
  cardColumns,
  contentCountsChanged,
  findContent,
  findContentById,
  insertContent,
  listContent,
  publishedContentChanged,
  toPrefixQuery,
  updateContent,
} from "./content.repository";
export { UPGRADE_REQUIRED_MESSAGE, contentValues, insertItemIn } from "./content.service";
export {
  decide,
  deleteAsAdmin,
  listContentForAdmin,
  moderationCounts,
  moderationQueue,
  presentAdminItem,
  setStatusAsAdmin,
} from "./moderation.service";
export { slugify, withSuffix } from "./slug";
export { isKnownBot, viewerKey } from "./visitor";
