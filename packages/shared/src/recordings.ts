import { z } from "zod";
import { DEFAULT_LICENSE, License } from "./licenses";

// ---------------------------------------------------------------------------
// Transcript and analysis: the editable parts of a recording, with the
// validation rules of the specification (timestamps whole seconds ≥ 0,
// importance and confidences 0..1, priority high/medium/low, entity types).
// ---------------------------------------------------------------------------

export const RECORDING_TEXT_LIMITS = {
  segmentText: 5_000,
  segments: 5_000,
  /** Words carried by one transcript line (its text is at most 5,000 characters). */
  words: 2_500,
  word: 100,
  speaker: 80,
  summary: 10_000,
  quote: 1_000,
  quotes: 50,
  actionItem: 500,
  actionItems: 100,
  category: 60,
  topic: 80,
  topics: 50,
  entity: 120,
  entities: 200,
} as const;

const L = RECORDING_TEXT_LIMITS;

const seconds = z
  .number({ error: "Timestamps must be numbers of seconds" })
  .int("Timestamps must be whole seconds")
  .min(0, "Timestamps cannot be negative");

const unit = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .min(0, `${what} must be between 0 and 1`)
    .max(1, `${what} must be between 0 and 1`);

const wordTime = z
  .number({ error: "Word times must be numbers of seconds" })
  .min(0, "Word times cannot be negative")
  .max(1_000_000, "Word times must be within the recording");

/**
 * One recognised word with its time in the audio (seconds, fractions allowed)
 * and the recogniser's confidence (0..1; 1 for a word a person typed or
 * corrected).
 */
export const TranscriptWord = z
  .object({
    text: z.string().trim().min(1, "A word cannot be empty").max(L.word),
    start: wordTime,
    end: wordTime,
    confidence: unit("Confidence"),
  })
  .refine((w) => w.end >= w.start, {
    message: "A word cannot end before it starts",
    path: ["end"],
  });
export type TranscriptWord = z.infer<typeof TranscriptWord>;

/**
 * One timed line of a transcript. `start` and `end` are whole seconds from
 * the start. `words`, when present, are the line's words in order with their
 * own times; a line without them (typed by hand, or from an older engine) is
 * timed by its start and end only.
 */
export const TranscriptSegment = z
  .object({
    start: seconds,
    end: seconds,
    text: z.string().trim().min(1, "A transcript line cannot be empty").max(L.segmentText),
    /** Who speaks, when known ('Speaker 1', a name). */
    speaker: z.string().trim().max(L.speaker).optional(),
    words: z.array(TranscriptWord).max(L.words).optional(),
  })
  .refine((s) => s.end >= s.start, {
    message: "A line cannot end before it starts",
    path: ["end"],
  });
export type TranscriptSegment = z.infer<typeof TranscriptSegment>;

export const KeyQuote = z.object({
  text: z.string().trim().min(1, "A quote cannot be empty").max(L.quote),
  timestamp: seconds,
  importance: unit("Importance"),
});
export type KeyQuote = z.infer<typeof KeyQuote>;

export const ACTION_PRIORITIES = ["high", "medium", "low"] as const;
export type ActionPriority = (typeof ACTION_PRIORITIES)[number];

export const ActionItem = z.object({
  text: z.string().trim().min(1, "An action item cannot be empty").max(L.actionItem),
  priority: z.enum(ACTION_PRIORITIES, { error: "Priority must be high, medium or low" }),
  category: z.string().trim().max(L.category).default("general"),
});
export type ActionItem = z.infer<typeof ActionItem>;

export const Topic = z.object({
  topic: z.string().trim().min(1, "A topic cannot be empty").max(L.topic),
  confidence: unit("Confidence"),
  relevance: unit("Relevance"),
});
export type Topic = z.infer<typeof Topic>;

export const ENTITY_TYPES = ["person", "organization", "location", "concept", "other"] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const Entity = z.object({
  name: z.string().trim().min(1, "An entity needs a name").max(L.entity),
  type: z.enum(ENTITY_TYPES, {
    error: "Entity type must be person, organization, location, concept or other",
  }),
  confidence: unit("Confidence"),
});
export type Entity = z.infer<typeof Entity>;

/** What the analysis step produces from a transcript. */
export const RecordingAnalysis = z.object({
  summary: z.string().max(L.summary),
  keyQuotes: z.array(KeyQuote).max(L.quotes),
  actionItems: z.array(ActionItem).max(L.actionItems),
  topics: z.array(Topic).max(L.topics),
  entities: z.array(Entity).max(L.entities),
});
export type RecordingAnalysis = z.infer<typeof RecordingAnalysis>;

// ---------------------------------------------------------------------------
// The Recording entity, its form and the hub's list (the hub, the recorder,
// the recording editor and the create/edit form).
// ---------------------------------------------------------------------------

/** The hub's type filter (spec entity) plus the form's 'Audio & Video' (both). */
export const RECORDING_TYPES = [
  "audio",
  "video",
  "both",
  "meeting",
  "interview",
  "lecture",
  "presentation",
] as const;
export type RecordingType = (typeof RECORDING_TYPES)[number];
export const RECORDING_TYPE_LABELS: Record<RecordingType, string> = {
  audio: "Audio Only",
  video: "Video",
  both: "Audio & Video",
  meeting: "Meeting",
  interview: "Interview",
  lecture: "Lecture",
  presentation: "Presentation",
};
/** The form's Type* options (spec: Audio Only, Video, Audio & Video). */
export const RECORDING_FORM_TYPES = ["audio", "video", "both"] as const;

/** Spec: completed, processing, transcribing, analyzing, failed; anything else shows as pending. */
export const PROCESSING_STATUSES = [
  "pending",
  "processing",
  "transcribing",
  "analyzing",
  "completed",
  "failed",
] as const;
export type ProcessingStatus = (typeof PROCESSING_STATUSES)[number];

/**
 * private: the author and admins only; shared ('Shared with Team'): every
 * signed-in member; public: everyone.
 */
export const RECORDING_PRIVACY = ["private", "shared", "public"] as const;
export type RecordingPrivacy = (typeof RECORDING_PRIVACY)[number];
export const RECORDING_PRIVACY_LABELS: Record<RecordingPrivacy, string> = {
  private: "Private",
  shared: "Shared with Team",
  public: "Public",
};

export const RECORDING_STATUSES = ["draft", "published"] as const;
export type RecordingStatus = (typeof RECORDING_STATUSES)[number];

export const RECORDING_SORTS = [
  "newest",
  "oldest",
  "title-asc",
  "title-desc",
  "longest",
  "shortest",
] as const;
export type RecordingSort = (typeof RECORDING_SORTS)[number];
export const RECORDING_SORT_LABELS: Record<RecordingSort, string> = {
  newest: "Newest",
  oldest: "Oldest",
  "title-asc": "Title A-Z",
  "title-desc": "Title Z-A",
  longest: "Longest",
  shortest: "Shortest",
};

export const RECORDINGS_PAGE_SIZE = 12;
/** The largest file one recording may carry (also counted against the storage quota). */
export const RECORDING_MAX_BYTES = 100 * 1024 * 1024;
/** What the recorder asks the browser for (spec): 44.1 kHz, webm/opus, 100 ms chunks. */
export const RECORDER_SETTINGS = {
  sampleRate: 44_100,
  mimeType: "audio/webm;codecs=opus",
  timesliceMs: 100,
  waveformSamples: 50,
  minimumBarPercent: 2,
} as const;

export const RECORDING_LIMITS = {
  title: 200,
  description: 5_000,
  location: 200,
  tags: 20,
  tag: 40,
  images: 10,
  transcriptText: 200_000,
  keywords: 20,
} as const;

/** The spec's texts. */
export const RECORDING_MESSAGES = {
  empty: "No recordings found",
  noneSelected: "No Recording Selected",
  analysisBadge: "AI Analysis Available",
  processWithAi: "Process with AI",
  micDenied: "Could not access microphone. Please check permissions.",
  formMicDenied: "Error starting recording. Please check your microphone permissions.",
  uploadFailed: "Failed to upload recording. Please try again.",
  saveFailed: "Failed to save recording. Please try again.",
  formSaveFailed: (message: string) => `Error saving recording: ${message}`,
  formSaveFailedGeneric: "Error saving recording",
  signInToCreate: "Please log in to create recordings",
  notFound: "Recording not found",
  tooLarge: "File is too large (max 100 MB)",
  notMedia: "Please choose an audio or video file",
  consentTranscribe: "Transcription needs the 'transcribed' consent.",
  consentAnalyze: "Analysis needs the 'analyzed' consent.",
  noTranscript: "There is no transcript to analyze yet.",
  /** The summary when the transcript holds too little to summarise honestly. */
  tooShortToSummarise: "Too short to summarise",
  /** The summary when too few of the recognised sentences were heard with confidence. */
  tooUncertainToSummarise:
    "Too uncertain to summarise: most words were hard to recognise. Correct the transcript, then summarise it again.",
} as const;

export const Consent = z.object({
  recorded: z.boolean().default(false),
  transcribed: z.boolean().default(false),
  analyzed: z.boolean().default(false),
  shared: z.boolean().default(false),
});
export type Consent = z.infer<typeof Consent>;

const tag = z.string().trim().min(1).max(RECORDING_LIMITS.tag);

/**
 * The form's fields (multipart text fields on POST; JSON on PUT). `location`,
 * `tags`, `consent` and `images` travel as JSON strings in multipart bodies.
 */
export const RecordingFields = z.object({
  title: z.string().trim().min(1, "Title is required").max(RECORDING_LIMITS.title),
  description: z.string().trim().max(RECORDING_LIMITS.description).default(""),
  /** One of the seven domains (checked against DOMAINS by the server). */
  domain: z.string().trim().max(80).nullable().default(null),
  /** The Date* field (YYYY-MM-DD or an ISO time). */
  recordedAt: z.iso.date().or(z.iso.datetime({ offset: true })),
  type: z.enum(RECORDING_TYPES).default("audio"),
  privacy: z.enum(RECORDING_PRIVACY).default("private"),
  /** The author's licence (SPDX identifier); CC BY 4.0 unless chosen. */
  license: License.default(DEFAULT_LICENSE),
  location: z
    .object({ name: z.string().trim().max(RECORDING_LIMITS.location) })
    .nullable()
    .default(null),
  tags: z.array(tag).max(RECORDING_LIMITS.tags).default([]),
  consent: Consent.default({ recorded: false, transcribed: false, analyzed: false, shared: false }),
  /** Ids of the author's own uploaded images. */
  images: z.array(z.uuid()).max(RECORDING_LIMITS.images).default([]),
  status: z.enum(RECORDING_STATUSES).default("draft"),
  /** The interview, case study or trip this recording belongs to (the author's own). */
  contentId: z.uuid().nullable().default(null),
});
export type RecordingFields = z.infer<typeof RecordingFields>;

/** PUT /api/recordings/{id}: any form field, and the transcript and analysis as edited. */
export const RecordingUpdate = RecordingFields.partial().extend({
  transcript: z.array(TranscriptSegment).max(RECORDING_TEXT_LIMITS.segments).optional(),
  summary: z.string().max(RECORDING_TEXT_LIMITS.summary).optional(),
  keyQuotes: z.array(KeyQuote).max(RECORDING_TEXT_LIMITS.quotes).optional(),
  actionItems: z.array(ActionItem).max(RECORDING_TEXT_LIMITS.actionItems).optional(),
  topics: z.array(Topic).max(RECORDING_TEXT_LIMITS.topics).optional(),
  entities: z.array(Entity).max(RECORDING_TEXT_LIMITS.entities).optional(),
});
export type RecordingUpdate = z.infer<typeof RecordingUpdate>;

/** GET /api/recordings/{id}/transcript?format=...: the transcript as a file. */
export const TRANSCRIPT_FORMATS = ["srt", "vtt", "txt", "docx", "html"] as const;
export type TranscriptFormat = (typeof TRANSCRIPT_FORMATS)[number];
export const TRANSCRIPT_FORMAT_LABELS: Record<TranscriptFormat, string> = {
  srt: "SubRip (.srt)",
  vtt: "WebVTT (.vtt)",
  txt: "Plain text (.txt)",
  docx: "Word (.docx)",
  html: "HTML for analysis tools (.html)",
};
export const TranscriptExportQuery = z.object({
  format: z.enum(TRANSCRIPT_FORMATS, {
    error: "Format must be one of srt, vtt, txt, docx or html",
  }),
});

/** POST /api/recordings/{id}/process: which steps (default: all the consent allows). */
export const PROCESS_STEPS = ["transcribe", "summarize", "keypoints"] as const;
export type ProcessStep = (typeof PROCESS_STEPS)[number];
export const ProcessInput = z
  .object({ steps: z.array(z.enum(PROCESS_STEPS)).min(1).max(3).optional() })
  .default({});

export const RecordingImage = z.object({ id: z.string(), url: z.string() });

/** A recording as the hub's cards show it. */
export const RecordingSummary = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(RECORDING_TYPES),
  status: z.enum(RECORDING_STATUSES),
  processingStatus: z.enum(PROCESSING_STATUSES),
  /** Percent of the audio transcribed (0..100) while processing. */
  processingProgress: z.number().int().min(0).max(100),
  processingError: z.string().nullable(),
  /** Seconds, from the decoded media. */
  duration: z.number().int().min(0),
  /** Bytes. */
  fileSize: z.number().int().min(0),
  mimeType: z.string(),
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  authorId: z.string().nullable(),
  views: z.number().int().min(0),
  keywords: z.array(z.string()),
  tags: z.array(z.string()),
  domain: z.string().nullable(),
  privacy: z.enum(RECORDING_PRIVACY),
  license: License,
  isPrivate: z.boolean(),
  recordedAt: z.string(),
  /** True when a summary, quotes or topics exist. */
  aiAnalysis: z.boolean(),
  /** Streams with byte ranges. */
  fileUrl: z.string(),
  /** The same file as an attachment with a proper file name. */
  downloadUrl: z.string(),
  isOwner: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RecordingSummary = z.infer<typeof RecordingSummary>;

export const Recording = RecordingSummary.extend({
  location: z.object({ name: z.string() }).nullable(),
  consent: Consent,
  images: z.array(RecordingImage),
  contentId: z.string().nullable(),
  transcript: z.array(TranscriptSegment),
  /** The transcript as one text (spec: transcription). */
  transcription: z.string(),
  summary: z.string(),
  keyQuotes: z.array(KeyQuote),
  actionItems: z.array(ActionItem),
  topics: z.array(Topic),
  entities: z.array(Entity),
  /** The uploaded file's own name ('' for a recording made in the browser without one). */
  fileName: z.string(),
  /** Which engines made the transcript and the analysis ('pocketsphinx', 'extractive', ...). */
  engines: z.object({ speech: z.string().nullable(), analysis: z.string().nullable() }),
});
export type Recording = z.infer<typeof Recording>;

export const RecordingListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(RECORDINGS_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
  type: z.enum(RECORDING_TYPES).optional(),
  status: z.enum(PROCESSING_STATUSES).optional(),
  /** 'true': private ones only (the viewer's own); 'false': public and shared only. */
  isPrivate: z.enum(["true", "false"]).optional(),
  sortBy: z.enum(RECORDING_SORTS).default("newest"),
  /** Kept for the spec's call; sortBy already says the direction. */
  sortOrder: z.enum(["asc", "desc"]).optional(),
  /** Only the signed-in user's own (the dashboard). */
  mine: z.enum(["true", "false"]).optional(),
});
export type RecordingListQuery = z.infer<typeof RecordingListQuery>;

export const RecordingList = z.object({
  recordings: z.array(RecordingSummary),
  totalPages: z.number().int().min(0),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
});
export type RecordingList = z.infer<typeof RecordingList>;

/** POST /api/recordings/{id}/process answers at once; the work runs in a background job. */
export const ProcessAccepted = z.object({
  id: z.string(),
  processingStatus: z.enum(PROCESSING_STATUSES),
  processingProgress: z.number().int().min(0).max(100),
});

/** mm:ss, or h:mm:ss from an hour (cards). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, "0");
  return h > 0
    ? `${h}:${String(m).padStart(2, "0")}:${rest}`
    : `${String(m).padStart(2, "0")}:${rest}`;
}

/** Bytes as MB with the given decimals (recorder: 2, editor: 1). */
export function formatMegabytes(bytes: number, decimals: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(decimals)} MB`;
}
