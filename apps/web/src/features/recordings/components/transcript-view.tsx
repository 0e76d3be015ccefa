import type { TranscriptSegment, TranscriptWord } from "@field-commons/shared/recordings";
import { memo, useCallback, useMemo, useState } from "react";
import type { KeyboardEvent, MouseEvent } from "react";
import { cn } from "../../../lib/cn";
import { NOT_CURRENT, useLineFollow } from "../hooks/use-follow-along";
import type { FollowStore } from "../hooks/use-follow-along";
import { isUncertain, textPieces } from "../utils/transcript-text";
import type { MatchMark, TextRange } from "../utils/transcript-text";
import { startOf } from "../utils/transcript-timeline";
import { SeekButton } from "./analysis-view";

/** Found ranges of a line without any (one object, so lines without matches keep their memo). */
export const NO_RANGES: readonly TextRange[] = [];

const MARKS: Record<Exclude<MatchMark, "none">, string> = {
  match: "bg-sky-200",
  current: "bg-sky-300 outline-2 outline-sky-900",
};

/** How a word looks: being said (yellow), found (blue), and uncertain (dotted underline). */
function pieceClass(mark: MatchMark, active: boolean, uncertain: boolean): string {
  return cn(
    "rounded-sm",
    mark !== "none" ? MARKS[mark] : active ? "bg-yellow-200" : null,
    active && mark !== "none" ? "underline decoration-solid decoration-2" : null,
    uncertain && !(active && mark !== "none")
      ? "underline decoration-amber-700 decoration-dotted decoration-2 underline-offset-4"
      : null,
  );
}

const Piece = memo(function Piece({
  text,
  word,
  mark,
  active,
  uncertain,
}: {
  text: string;
  word: number;
  mark: MatchMark;
  active: boolean;
  uncertain: boolean;
}) {
  if (word < 0 && mark === "none") return text;
  const className = pieceClass(mark, active, uncertain);
  const data = word >= 0 ? { "data-w": word } : {};
  return mark === "none" ? (
    <span {...data} className={className}>
      {text}
    </span>
  ) : (
    <mark {...data} className={cn("text-inherit", className)}>
      {text}
    </mark>
  );
});

/**
 * A line's text as pieces: each word its own span (so the word being said,
 * the uncertain ones and the found ones can be marked), the rest plain text.
 * When the word being said changes, only the two words concerned redraw.
 */
export const LinePieces = memo(function LinePieces({
  text,
  words,
  ranges,
  activeWord,
}: {
  text: string;
  words: readonly TranscriptWord[] | undefined;
  ranges: readonly TextRange[];
  activeWord: number;
}) {
  const pieces = useMemo(() => textPieces(text, words, ranges), [text, words, ranges]);
  return pieces.map((piece, index) => (
    <Piece
      key={index}
      text={piece.text}
      word={piece.word}
      mark={piece.mark}
      active={piece.word >= 0 && piece.word === activeWord}
      uncertain={piece.word >= 0 && isUncertain(words?.[piece.word])}
    />
  ));
});

/** How many words of a line the recogniser was unsure of. */
export function uncertainCount(words: readonly TranscriptWord[] | undefined): number {
  let count = 0;
  for (const word of words ?? []) if (isUncertain(word)) count++;
  return count;
}

/** Screen readers hear the count once per line, not a mark on every word. */
export function UncertainNote({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="sr-only">{` (${count} uncertain ${count === 1 ? "word" : "words"})`}</span>
  );
}

export const lineClass = (current: boolean) =>
  cn(
    "rounded-md border-l-4 py-1 pr-1 pl-1 [contain-intrinsic-size:auto_3rem] [content-visibility:auto]",
    current ? "border-accent bg-accent-soft" : "border-transparent",
  );

const ViewLine = memo(function ViewLine({
  index,
  segment,
  ranges,
  store,
  tabbable,
  onSeek,
}: {
  index: number;
  segment: TranscriptSegment;
  ranges: readonly TextRange[];
  store: FollowStore;
  tabbable: boolean;
  onSeek: (seconds: number) => void;
}) {
  const follow = useLineFollow(store, index);
  const current = follow !== NOT_CURRENT;
  const onTextClick = (event: MouseEvent<HTMLElement>) => {
    const word = (event.target as HTMLElement).closest<HTMLElement>("[data-w]");
    onSeek(word ? startOf(segment, Number(word.dataset.w)) : segment.start);
  };
  return (
    <li
      data-line={index}
      aria-current={current ? "true" : undefined}
      className={lineClass(current)}
    >
      <div className="flex items-start gap-2">
        <SeekButton
          seconds={segment.start}
          onSeek={onSeek}
          tabIndex={tabbable ? 0 : -1}
          data-seek-line={index}
        />
        <p className="min-w-0 flex-1 py-1.5 text-slate-800">
          {segment.speaker ? (
            <span className="mr-1 font-semibold text-slate-900">{segment.speaker}:</span>
          ) : null}
          {/* Clicking a word plays from it; the timestamp beside does it from the keyboard. */}
          <span className="cursor-pointer" onClick={onTextClick}>
            <LinePieces
              text={segment.text}
              words={segment.words}
              ranges={ranges}
              activeWord={follow}
            />
          </span>
          <UncertainNote count={uncertainCount(segment.words)} />
        </p>
      </div>
    </li>
  );
});

/**
 * The transcript read-only. One tab stop for the whole list (roving
 * tabindex on the timestamps: ↑/↓, Home and End move between lines; Enter
 * plays from the line); a click on a word plays from that word.
 */
export function TranscriptView({
  segments,
  ranges,
  store,
  onSeek,
  focusLine,
  onFocusLine,
}: {
  segments: readonly TranscriptSegment[];
  ranges: ReadonlyMap<number, readonly TextRange[]>;
  store: FollowStore;
  onSeek: (seconds: number) => void;
  /** The line whose timestamp is the list's tab stop. */
  focusLine: number;
  onFocusLine: (line: number) => void;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    const from = (event.target as HTMLElement).closest<HTMLElement>("[data-seek-line]");
    if (!from || event.altKey || event.ctrlKey || event.metaKey) return;
    const line = Number(from.dataset.seekLine);
    const last = segments.length - 1;
    const to =
      event.key === "ArrowDown"
        ? Math.min(last, line + 1)
        : event.key === "ArrowUp"
          ? Math.max(0, line - 1)
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (to === null) return;
    event.preventDefault();
    onFocusLine(to);
    event.currentTarget.querySelector<HTMLElement>(`[data-seek-line="${to}"]`)?.focus();
  };
  return (
    <ol
      aria-label="Transcript"
      className="space-y-1"
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const line = (event.target as HTMLElement).dataset.seekLine;
        if (line !== undefined && Number(line) !== focusLine) onFocusLine(Number(line));
      }}
    >
      {segments.map((segment, index) => (
        <ViewLine
          key={index}
          index={index}
          segment={segment}
          ranges={ranges.get(index) ?? NO_RANGES}
          store={store}
          tabbable={index === focusLine}
          onSeek={onSeek}
        />
      ))}
    </ol>
  );
}

/** The roving tab stop of the read-only list. */
export function useRovingLine() {
  const [line, setLine] = useState(0);
  return [line, useCallback((next: number) => setLine(next), [])] as const;
}
