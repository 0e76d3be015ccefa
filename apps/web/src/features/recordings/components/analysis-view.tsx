import type { ActionPriority } from "@field-commons/shared/recordings";
import type { ComponentProps, ReactNode } from "react";
import { Badge } from "../../../components/ui/badge";
import { cn } from "../../../lib/cn";
import type { EditorDraft } from "../utils/editor-draft";
import { timestampLabel } from "../utils/editor-draft";

export const PRIORITY_TONES: Record<ActionPriority, string> = {
  high: "border-red-300 bg-danger-soft text-danger",
  medium: "border-amber-300 bg-amber-50 text-amber-900",
  low: "border-green-300 bg-success-soft text-success",
};

export function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6">
      <h3 className="border-b border-slate-200 pb-1 text-lg font-semibold text-slate-900">
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** A timestamp that moves the player there. */
export function SeekButton({
  seconds,
  onSeek,
  className,
  ...props
}: { seconds: number; onSeek: (s: number) => void } & Omit<
  ComponentProps<"button">,
  "onClick" | "type" | "children"
>) {
  const label = timestampLabel(seconds);
  return (
    <button
      type="button"
      onClick={() => onSeek(seconds)}
      aria-label={`Play from ${label}`}
      className={cn(
        "inline-flex min-h-9 min-w-12 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white px-2 font-mono text-sm text-accent hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
        className,
      )}
      {...props}
    >
      {label}
    </button>
  );
}

function Nothing({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600">{children}</p>;
}

const percent = (value: number) => `${Math.round(value * 100)}%`;

/** The analysis, read-only (the transcript is drawn by TranscriptSection); quote timestamps seek the player. */
export function AnalysisView({
  draft,
  onSeek,
}: {
  draft: EditorDraft;
  onSeek: (seconds: number) => void;
}) {
  return (
    <div>
      <EditorSection title="Summary">
        {draft.summary ? (
          <p className="whitespace-pre-line text-slate-800">{draft.summary}</p>
        ) : (
          <Nothing>No summary yet.</Nothing>
        )}
      </EditorSection>

      <EditorSection title="Key Quotes">
        {draft.keyQuotes.length === 0 ? (
          <Nothing>No key quotes yet.</Nothing>
        ) : (
          <ul className="space-y-2">
            {draft.keyQuotes.map((quote, index) => (
              <li key={index} className="flex items-start gap-2">
                <SeekButton seconds={quote.timestamp} onSeek={onSeek} />
                <blockquote className="flex-1 border-l-4 border-slate-300 pl-3 text-slate-800">
                  “{quote.text}”
                  <span className="ml-2 text-xs text-slate-600">
                    Importance {percent(quote.importance)}
                  </span>
                </blockquote>
              </li>
            ))}
          </ul>
        )}
      </EditorSection>

      <EditorSection title="Action Items">
        {draft.actionItems.length === 0 ? (
          <Nothing>No action items yet.</Nothing>
        ) : (
          <ul className="space-y-2">
            {draft.actionItems.map((item, index) => (
              <li key={index} className="flex flex-wrap items-start gap-2">
                <Badge className={PRIORITY_TONES[item.priority]}>{item.priority}</Badge>
                <span className="flex-1 text-slate-800">{item.text}</span>
                {item.category ? (
                  <span className="text-xs text-slate-600">{item.category}</span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </EditorSection>

      <EditorSection title="Topics">
        {draft.topics.length === 0 ? (
          <Nothing>No topics yet.</Nothing>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {draft.topics.map((topic, index) => (
              <li
                key={index}
                className="rounded-full border border-slate-300 bg-slate-50 px-3 py-1 text-sm text-slate-800"
              >
                {topic.topic}{" "}
                <span className="text-xs text-slate-600">{percent(topic.confidence)}</span>
              </li>
            ))}
          </ul>
        )}
      </EditorSection>

      <EditorSection title="Entities">
        {draft.entities.length === 0 ? (
          <Nothing>No entities yet.</Nothing>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {draft.entities.map((entity, index) => (
              <li
                key={index}
                className="rounded-md border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800"
              >
                {entity.name} <span className="text-xs text-slate-600">({entity.type})</span>
              </li>
            ))}
          </ul>
        )}
      </EditorSection>
    </div>
  );
}
