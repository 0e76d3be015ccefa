import type { MEDIA_TYPES } from "@field-commons/shared/content";

export type MediaType = (typeof MEDIA_TYPES)[number];

/** Media type values as shown. */
export const MEDIA_TYPE_LABELS: Record<MediaType, string> = {
  audio: "Audio",
  video: "Video",
  text: "Text",
  mixed: "Mixed",
};

/** Texts of the interview pages. */
export const INTERVIEW_TEXTS = {
  listHeading: "Interviews",
  listIntro:
    "Conversations with the people who govern, use and study shared resources, with their transcripts and recordings.",
  listErrorHeading: "Error loading interviews",
  fetchFailed: "Failed to fetch interviews",
  emptyText: "No interviews have been published yet",
  emptyFilteredText: "No interviews match your search",
  notFound: "Interview not found",
  notFoundHeading: "Interview Not Found",
  notFoundText: "The interview you're looking for doesn't exist.",
  detailFetchFailed: "Failed to fetch interview",
  backLabel: "Back to Interviews",
  saveError: "Error saving interview",
  createFailed: "Failed to create interview",
  updateFailed: "Failed to update interview",
} as const;

export const INTERVIEWS_LIST_PATH = "/interviews";
