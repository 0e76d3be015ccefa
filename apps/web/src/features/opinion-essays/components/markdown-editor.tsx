import { ESSAY_CONTENT_MAX } from "@field-commons/shared/content";
import { useId, useState } from "react";
import { cn } from "../../../lib/cn";
import { Label } from "../../../components/ui/label";
import { Textarea } from "../../../components/ui/textarea";
import { MarkdownView } from "./markdown-view";
import { WordCountMeter } from "./word-count-meter";

type Mode = "write" | "preview";

/**
 * The essay's Markdown: a text area with a Write / Preview switch (the preview
 * is the page's own safe renderer) and the word count under it.
 */
export function MarkdownEditor({
  label,
  value,
  onChange,
  required = false,
  errors = [],
  intro,
}: {
  label: string;
  /** A sentence before the Markdown help, in the same hint (what belongs in this text). */
  intro?: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  errors?: readonly string[];
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const previewId = `${id}-preview`;
  const [mode, setMode] = useState<Mode>("write");
  const hasErrors = errors.length > 0;

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex items-baseline gap-0.5">
          {mode === "write" ? (
            <Label htmlFor={id}>{label}</Label>
          ) : (
            <span className="text-sm font-semibold text-slate-800">{label}</span>
          )}
          {required ? (
            <span aria-hidden="true" className="text-sm font-semibold text-danger">
              *
            </span>
          ) : null}
        </div>
        <div
          role="group"
          aria-label="Editor mode"
          className="flex gap-1 rounded-lg bg-slate-100 p-1"
        >
          {(["write", "preview"] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={mode === option}
              aria-controls={option === "preview" ? previewId : undefined}
              onClick={() => setMode(option)}
              className={cn(
                "inline-flex min-h-9 items-center rounded-md px-3 text-sm font-semibold text-slate-700",
                "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
                mode === option ? "bg-white text-accent shadow-sm" : "hover:text-slate-900",
              )}
            >
              {option === "write" ? "Write" : "Preview"}
            </button>
          ))}
        </div>
      </div>

      {mode === "write" ? (
        <Textarea
          id={id}
          rows={22}
          value={value}
          maxLength={ESSAY_CONTENT_MAX}
          spellCheck
          aria-required={required || undefined}
          aria-invalid={hasErrors || undefined}
          aria-describedby={[hintId, countId, hasErrors ? errorId : null].filter(Boolean).join(" ")}
          onChange={(event) => onChange(event.target.value)}
          className="mt-2 font-mono text-sm leading-relaxed"
        />
      ) : (
        <section
          id={previewId}
          aria-label={`${label} preview`}
          className="mt-2 min-h-64 rounded-md border border-slate-300 bg-white px-4 py-4 sm:px-6"
        >
          {value.trim() ? (
            <MarkdownView markdown={value} />
          ) : (
            <p className="text-slate-600">Nothing to preview yet.</p>
          )}
        </section>
      )}

      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {intro ? `${intro} ` : null}Markdown: ## for a section heading, ### for a sub-heading,
        **bold**, *italic*, - for a list and [text](https://…) for a link. HTML is not rendered.
      </p>
      <div className="mt-2">
        <WordCountMeter id={countId} content={value} />
      </div>
      {hasErrors ? (
        <ul id={errorId} className="mt-1 space-y-0.5 text-sm font-medium text-danger">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
