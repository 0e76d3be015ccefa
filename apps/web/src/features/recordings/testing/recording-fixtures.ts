import type { Recording, RecordingList, RecordingSummary } from "@field-commons/shared/recordings";

export function makeRecordingSummary(overrides: Partial<RecordingSummary> = {}): RecordingSummary {
  const id = overrides.id ?? "11111111-1111-4111-8111-111111111111";
  return {
    id,
    title: "Water committee meeting",
    description: "The committee agrees the irrigation turns.",
    type: "audio",
    status: "published",
    processingStatus: "completed",
    processingProgress: 100,
    processingError: null,
    duration: 125,
    fileSize: 2_621_440,
    mimeType: "audio/webm",
    author: { id: "user-1", name: "Ada Ostrom" },
    authorId: "user-1",
    views: 7,
    keywords: [],
    tags: [],
    domain: "Water & Oceans",
    privacy: "public",
    license: "CC-BY-4.0",
    isPrivate: false,
    recordedAt: "2026-11-20T00:00:00.000Z",
    aiAnalysis: false,
    fileUrl: `/api/recordings/${id}/file`,
    downloadUrl: `/api/recordings/${id}/file?download=1`,
    isOwner: false,
    createdAt: "2026-11-20T00:00:00.000Z",
    updatedAt: "2026-11-20T00:00:00.000Z",
    ...overrides,
  };
}

export function makeRecording(overrides: Partial<Recording> = {}): Recording {
  return {
    ...makeRecordingSummary(overrides),
    location: null,
    consent: { recorded: true, transcribed: true, analyzed: true, shared: false },
    images: [],
    contentId: null,
    transcript: [
      { start: 0, end: 4, text: "Welcome to the water committee.", speaker: "Speaker 1" },
      { start: 65, end: 70, text: "We need to repair the canal before spring." },
    ],
    transcription: "Welcome to the water committee. We need to repair the canal before spring.",
    summary: "The committee plans canal repairs.",
    keyQuotes: [{ text: "We need to repair the canal", timestamp: 65, importance: 0.8 }],
    actionItems: [{ text: "Repair the canal", priority: "high", category: "general" }],
    topics: [{ topic: "canal", confidence: 0.7, relevance: 0.6 }],
    entities: [{ name: "Törbel", type: "location", confidence: 0.9 }],
    engines: { speech: "pocketsphinx", analysis: "extractive" },
    fileName: "canal-walk.webm",
    ...overrides,
  };
}

export function makeRecordingList(
  recordings: RecordingSummary[],
  { totalPages = 1, page = 1 }: { totalPages?: number; page?: number } = {},
): RecordingList {
  return { recordings, totalPages, total: recordings.length, page };
}
