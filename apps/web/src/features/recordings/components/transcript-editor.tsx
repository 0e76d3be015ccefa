import { memo, useId, useLayoutEffect, useRef } from "react";
import type { KeyboardEvent, MouseEvent } from "react";
import { cn } from "../../../lib/cn";
import { NOT_CURRENT, useLineFollow } from "../hooks/use-follow-along";
import type { FollowStore } from "../hooks/use-follow-along";
import { joinWithPrevious, splitLine, withSpeaker, withText } from "../utils/transcript-lines";
import type { CaretTarget, EditLine } from "../utils/transcript-lines";
import { newSpeakerName } from "../utils/transcript-speakers";
import { oneLine, tokenSpans, wordIndexAt } from "../utils/transcript-text";
import type { TextRange } from "../utils/transcript-text";
import { startOf } from "../utils/transcript-timeline";
import { SeekButton } from "./analysis-view";
import { LinePieces, NO_RANGES, UncertainNote, lineClass, uncertainCount } from "./transcript-view";

/** The speaker list's value for 'New speaker'. */
const NEW_SPEAKER = "\u0000new";

/**
 * The box both the text field and the marks drawn under it use: the same
 * font, padding, border and wrapping, so each mark sits under its word.
 */
const TEXT_BOX =
  "block min-h-11 w-full rounded-md border px-3 py-2 font-sans text-base leading-6 whitespace-pre-wrap break-words";

export type LinesUpdate = (update: (lines: readonly EditLine[]) => readonly EditLine[]) => void;

interface LineProps {
  line: EditLine;
  index: number;
  error: string | undefined;
  ranges: readonly TextRange[];
  store: FollowStore;
  speakers: readonly string[];
  onText: (id: number, text: string) => void;
  onSpeaker: (id: number, value: string) => void;
  onKeyDown: (id: number, event: KeyboardEvent<HTMLTextAreaElement>) => void;
  onSeek: (seconds: number) => void;
}

const EditLineRow = memo(function EditLineRow({
  line,
  index,
  error,
  ranges,
  store,
  speakers,
  onText,
  onSpeaker,
  onKeyDown,
  onSeek,
}: LineProps) {
  const follow = useLineFollow(store, index);
  const current = follow !== NOT_CURRENT;
  const errorId = useId();
  const { segment } = line;
  // Alt+click on a word plays from it (a plain click only places the cursor).
  const onClick = (event: MouseEvent<HTMLTextAreaElement>) => {
    if (!event.altKey) return;
    const field = event.currentTarget;
    const word = wordIndexAt(tokenSpans(field.value), field.selectionStart);
    onSeek(startOf(segment, segment.words?.length === tokenSpans(field.value).length ? word : -1));
  };
  return (
    <li
      data-line={index}
      data-line-id={line.id}
      aria-current={current ? "true" : undefined}
      className={cn(lineClass(current), "sm:grid sm:grid-cols-[auto_11rem_1fr] sm:gap-2")}
    >
      <div className="flex items-center gap-2 sm:contents">
        <SeekButton seconds={segment.start} onSeek={onSeek} className="sm:mt-1" />
        <select
          aria-label={`Speaker, line ${index + 1}`}
          value={segment.speaker ?? ""}
          onChange={(event) => onSpeaker(line.id, event.target.value)}
          className="min-h-9 min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-2 py-1 text-sm text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus sm:mt-1 sm:self-start"
        >
          <option value="">No speaker</option>
          {speakers.map((speaker) => (
            <option key={speaker} value={speaker}>
              {speaker}
            </option>
          ))}
          <option value={NEW_SPEAKER}>New speaker</option>
        </select>
      </div>
      <div className="mt-1 min-w-0 sm:mt-0">
        <div className="relative">
          {/* What the field holds, drawn under it with the word being said and the uncertain and found words marked. */}
          <div
            aria-hidden="true"
            className={cn(TEXT_BOX, "border-transparent bg-white text-transparent")}
          >
            <LinePieces
              text={segment.text}
              words={segment.words}
              ranges={ranges}
              activeWord={follow}
            />
            {"\u200b"}
          </div>
          <textarea
            aria-label={`Text, line ${index + 1}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={segment.text}
            rows={1}
            onChange={(event) => onText(line.id, oneLine(event.target.value))}
            onKeyDown={(event) => onKeyDown(line.id, event)}
            onClick={onClick}
            className={cn(
              TEXT_BOX,
              "absolute inset-0 h-full resize-none overflow-hidden border-slate-400 bg-transparent text-slate-900 caret-slate-900",
              "focus-visible:border-focus focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus",
              "aria-[invalid=true]:border-danger",
            )}
          />
        </div>
        <UncertainNote count={uncertainCount(segment.words)} />
        {error ? (
          <p id={errorId} className="mt-1 text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </div>
    </li>
  );
});

/** The text field of a line (by id) in the list. */
export function lineField(
  list: HTMLElement | null,
  selector: { id: number } | { index: number },
): HTMLTextAreaElement | null {
  const attribute =
    "id" in selector ? `[data-line-id="${selector.id}"]` : `[data-line="${selector.index}"]`;
  return list?.querySelector<HTMLTextAreaElement>(`${attribute} textarea`) ?? null;
}

/**
 * The transcript while editing: per line its timestamp (plays from there),
 * its speaker (a list of the transcript's speakers and 'New speaker') and
 * its text, with the word being said, the uncertain words and the found ones
 * marked under the text. Enter splits a line at the cursor, Backspace at a
 * line's start joins it to the one before; the arrows cross from one line to
 * the next at the edges.
 */
export function TranscriptEdit({
  lines,
  errors,
  ranges,
  store,
  speakers,
  onChange,
  onSeek,
}: {
  lines: readonly EditLine[];
  errors: ReadonlyMap<number, string>;
  ranges: ReadonlyMap<number, readonly TextRange[]>;
  store: FollowStore;
  speakers: readonly string[];
  onChange: LinesUpdate;
  onSeek: (seconds: number) => void;
}) {
  const list = useRef<HTMLOListElement>(null);
  const caret = useRef<CaretTarget | null>(null);
  const linesRef = useRef(lines);
  const speakersRef = useRef(speakers);

  useLayoutEffect(() => {
    linesRef.current = lines;
    speakersRef.current = speakers;
    const target = caret.current;
    if (!target) return;
    caret.current = null;
    const field = lineField(list.current, { id: target.id });
    if (!field) return;
    field.focus();
    field.setSelectionRange(target.offset, target.offset);
  }, [lines, speakers]);

  // Stable callbacks (they read the newest lines through refs), so unchanged lines keep their memo.
  const callbacks = useRef({
    onText: (id: number, text: string) =>
      onChange((current) => current.map((line) => (line.id === id ? withText(line, text) : line))),
    onSpeaker: (id: number, value: string) => {
      const speaker = value === NEW_SPEAKER ? newSpeakerName(speakersRef.current) : value;
      onChange((current) =>
        current.map((line) => (line.id === id ? withSpeaker(line, speaker || undefined) : line)),
      );
    },
    onKeyDown: (id: number, event: KeyboardEvent<HTMLTextAreaElement>) => {
      if (event.nativeEvent.isComposing || event.ctrlKey || event.altKey || event.metaKey) return;
      const field = event.currentTarget;
      const index = linesRef.current.findIndex((line) => line.id === id);
      if (index < 0) return;
      const { selectionStart: start, selectionEnd: end, value } = field;
      const collapsed = start === end;
      const atStart = collapsed && start === 0;
      const atEnd = collapsed && end === value.length;
      const moveTo = (to: number, where: "start" | "end") => {
        const next = lineField(list.current, { index: to });
        if (!next) return false;
        next.focus();
        const offset = where === "start" ? 0 : next.value.length;
        next.setSelectionRange(offset, offset);
        return true;
      };
      let handled = false;
      if (event.key === "Enter" && !event.shiftKey) {
        const split = splitLine(linesRef.current, index, start);
        if (split) {
          caret.current = split.caret;
          onChange(() => split.lines);
          handled = true;
        } else {
          // Nothing to cut at a line's edge: Enter goes on to the next line.
          handled = value.slice(start).trim() === "" ? moveTo(index + 1, "start") : true;
        }
      } else if (event.key === "Enter") {
        handled = true;
      } else if (event.shiftKey) {
        return;
      } else if (event.key === "Backspace" && atStart && index > 0) {
        const joined = joinWithPrevious(linesRef.current, index);
        if (joined) {
          caret.current = joined.caret;
          onChange(() => joined.lines);
          handled = true;
        }
      } else if (event.key === "Delete" && atEnd && index < linesRef.current.length - 1) {
        const joined = joinWithPrevious(linesRef.current, index + 1);
        if (joined) {
          caret.current = joined.caret;
          onChange(() => joined.lines);
          handled = true;
        }
      } else if ((event.key === "ArrowUp" || event.key === "ArrowLeft") && atStart) {
        handled = moveTo(index - 1, "end");
      } else if ((event.key === "ArrowDown" || event.key === "ArrowRight") && atEnd) {
        handled = moveTo(index + 1, "start");
      }
      if (handled) event.preventDefault();
    },
  });
  const { onText, onSpeaker, onKeyDown } = callbacks.current;

  return (
    <ol ref={list} aria-label="Transcript" className="space-y-2">
      {lines.map((line, index) => (
        <EditLineRow
          key={line.id}
          line={line}
          index={index}
          error={errors.get(line.id)}
          ranges={ranges.get(index) ?? NO_RANGES}
          store={store}
          speakers={speakers}
          onText={onText}
          onSpeaker={onSpeaker}
          onKeyDown={onKeyDown}
          onSeek={onSeek}
        />
      ))}
    </ol>
  );
}
