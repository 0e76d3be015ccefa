import type { License } from "@field-commons/shared/licenses";
import type { Recording, RecordingSummary } from "@field-commons/shared/recordings";
import { imageUrls } from "@field-commons/shared/uploads";
import type { PublicUser } from "@field-commons/shared/users";
import type { RecordingRow } from "../../db/schema/recordings";
import { canManageRecording } from "./recordings.policy";

type Viewer = Pick<PublicUser, "id" | "role"> | null;

/** The card's columns (lists leave the transcript and analysis out). */
export type SummaryRow = Pick<
  RecordingRow,
  | "id"
  | "title"
  | "description"
  | "type"
  | "status"
  | "processingStatus"
  | "processingProgress"
  | "processingError"
  | "durationSeconds"
  | "fileSize"
  | "mimeType"
  | "authorId"
  | "views"
  | "keywords"
  | "tags"
  | "domain"
  | "privacy"
  | "license"
  | "recordedAt"
  | "summary"
  | "topics"
  | "createdAt"
  | "updatedAt"
> & { authorName: string | null };

export type DetailRow = SummaryRow &
  Pick<
    RecordingRow,
    | "locationName"
    | "consent"
    | "images"
    | "contentId"
    | "transcript"
    | "keyQuotes"
    | "actionItems"
    | "entities"
    | "speechEngine"
    | "analysisEngine"
    | "originalName"
  >;

/** Where the file streams, and the same file as a download. */
export function fileUrls(id: string): { fileUrl: string; downloadUrl: string } {
  return {
    fileUrl: `/api/recordings/${id}/file`,
    downloadUrl: `/api/recordings/${id}/file?download=1`,
  };
}

export function presentSummary(row: SummaryRow, viewer: Viewer): RecordingSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    status: row.status,
    processingStatus: row.processingStatus,
    processingProgress: row.processingProgress,
    processingError: row.processingError,
    duration: row.durationSeconds,
    fileSize: row.fileSize,
    mimeType: row.mimeType,
    author: row.authorName === null ? null : { id: row.authorId, name: row.authorName },
    authorId: row.authorId,
    views: row.views,
    keywords: row.keywords,
    tags: row.tags,
    domain: row.domain,
    privacy: row.privacy,
    license: row.license as License,
    isPrivate: row.privacy === "private",
    recordedAt: row.recordedAt.toISOString(),
    aiAnalysis: row.summary.trim() !== "" || row.topics.length > 0,
    ...fileUrls(row.id),
    // Whoever may edit it (the author, or an admin) sees the editing controls.
    isOwner: canManageRecording(viewer, row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentRecording(row: DetailRow, viewer: Viewer): Recording {
  return {
    ...presentSummary(row, viewer),
    location: row.locationName === null ? null : { name: row.locationName },
    consent: row.consent,
    images: row.images.map((id) => ({ id, url: imageUrls(id).url })),
    contentId: row.contentId,
    transcript: row.transcript,
    transcription: row.transcript.map((segment) => segment.text).join(" "),
    summary: row.summary,
    keyQuotes: row.keyQuotes,
    actionItems: row.actionItems,
    topics: row.topics,
    entities: row.entities,
    engines: { speech: row.speechEngine, analysis: row.analysisEngine },
    fileName: row.originalName,
  };
}
