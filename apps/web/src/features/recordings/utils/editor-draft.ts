import {
  ActionItem,
  Entity,
  KeyQuote,
  RECORDING_TEXT_LIMITS,
  Topic,
  TranscriptSegment,
} from "@field-commons/shared/recordings";
import type { Recording, RecordingUpdate } from "@field-commons/shared/recordings";
import { z } from "zod";

/** The editable parts of a recording, as the editor holds them while editing. */
export interface EditorDraft {
  transcript: TranscriptSegment[];
  summary: string;
  keyQuotes: KeyQuote[];
  actionItems: ActionItem[];
  topics: Topic[];
  entities: Entity[];
}

export function draftOf(recording: Recording): EditorDraft {
  return {
    transcript: recording.transcript.map((segment) => ({ ...segment })),
    summary: recording.summary,
    keyQuotes: recording.keyQuotes.map((quote) => ({ ...quote })),
    actionItems: recording.actionItems.map((item) => ({ ...item })),
    topics: recording.topics.map((topic) => ({ ...topic })),
    entities: recording.entities.map((entity) => ({ ...entity })),
  };
}

/** Spec defaults for new rows: importance 0.5, confidence 0.5, priority medium, type other. */
export const NEW_ROWS = {
  keyQuote: (): KeyQuote => ({ text: "", timestamp: 0, importance: 0.5 }),
  actionItem: (): ActionItem => ({ text: "", priority: "medium", category: "general" }),
  topic: (): Topic => ({ topic: "", confidence: 0.5, relevance: 0.5 }),
  entity: (): Entity => ({ name: "", type: "other", confidence: 0.5 }),
};

const L = RECORDING_TEXT_LIMITS;

/** The same rules as the server's (RecordingUpdate), for the editor's own check. */
const EditorSchema = z.object({
  transcript: z.array(TranscriptSegment).max(L.segments),
  summary: z.string().max(L.summary),
  keyQuotes: z.array(KeyQuote).max(L.quotes),
  actionItems: z.array(ActionItem).max(L.actionItems),
  topics: z.array(Topic).max(L.topics),
  entities: z.array(Entity).max(L.entities),
});

/** Messages by path ('keyQuotes.0.timestamp'). */
export type EditorErrors = Record<string, string>;

/** Checks the draft: the update to send, or the messages by path. */
export function checkDraft(
  draft: EditorDraft,
): { ok: true; update: RecordingUpdate } | { ok: false; errors: EditorErrors } {
  const parsed = EditorSchema.safeParse(draft);
  if (parsed.success) return { ok: true, update: parsed.data };
  const errors: EditorErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join(".");
    errors[path] ??= issue.message;
  }
  return { ok: false, errors };
}

/** '1:05' for 65 seconds; '1:02:03' from an hour. */
export function timestampLabel(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${rest}` : `${m}:${rest}`;
}
