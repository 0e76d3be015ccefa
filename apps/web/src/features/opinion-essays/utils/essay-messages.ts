/**
 * The texts of the opinion-essay screens; the list's empty texts follow the
 * wording of the feed's empty states.
 */
export const ESSAY_MESSAGES = {
  listHeading: "Opinion Essays",
  listIntro:
    "Arguments, analysis and reflections on how communities govern shared resources, written by the people who study and practise it.",
  listErrorHeading: "Error loading opinion essays",
  fetchFailed: "Failed to fetch opinion essays",
  emptyText: "No opinion essays have been published yet",
  emptyFilteredText: "No opinion essays found",
  notFoundHeading: "Opinion Essay Not Found",
  notFound: "Opinion essay not found",
  notFoundText: "The opinion essay you're looking for doesn't exist.",
  fetchOneFailed: "Failed to fetch opinion essay",
  backLabel: "Back to Opinion Essays",
  saveError: "Error saving opinion essay",
  createFailed: "Failed to create opinion essay",
  updateFailed: "Failed to update opinion essay",
} as const;

/** The list route of the essays: breadcrumbs and back links lead here. */
export const ESSAYS_LIST_PATH = "/opinion-essays";
