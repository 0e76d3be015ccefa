import type { TranscriptSegment } from "@field-commons/shared/recordings";
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from "react";
import type { KeyboardEvent, RefObject } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import type { AutosaveState } from "../hooks/use-autosave";
import { useFollowAlong } from "../hooks/use-follow-along";
import type { FollowStore } from "../hooks/use-follow-along";
import { useMediaState } from "../hooks/use-playback-keys";
import type { TranscriptJumps } from "../hooks/use-playback-keys";
import { PLAYBACK_SHORTCUTS, playbackCommand, rateLabel } from "../utils/playback-keys";
import { findInTranscript, stepMatch } from "../utils/transcript-find";
import type { TranscriptMatch } from "../utils/transcript-find";
import { renameInLines } from "../utils/transcript-lines";
import type { EditLine } from "../utils/transcript-lines";
import { speakersOf } from "../utils/transcript-speakers";
import { LOW_CONFIDENCE, tokenSpans, wordIndexAt } from "../utils/transcript-text";
import type { TextRange } from "../utils/transcript-text";
import { lineStartedAt, positionAt, startOf } from "../utils/transcript-timeline";
import { EditorSection } from "./analysis-view";
import { seekTo } from "./media-player";
import { SpeakersPanel } from "./speaker-rename-dialog";
import { TranscriptEdit, lineField } from "./transcript-editor";
import type { LinesUpdate } from "./transcript-editor";
import { TranscriptExports } from "./transcript-exports";
import { TranscriptView, useRovingLine } from "./transcript-view";

/** After the reader scrolls or types in the transcript, it stays put this long (ms). */
const HANDS_OFF_MS = 4000;

const reducedMotion = () =>
  typeof window !== "undefined" &&
  typeof window.matchMedia === "function" &&
  window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Scrolls the list's box (not the page) so the line shows, a third from the top. */
function scrollLineIntoBox(box: HTMLElement | null, line: number, always = false) {
  const element = box?.querySelector<HTMLElement>(`[data-line="${line}"]`);
  if (!box || !element) return;
  const top = element.offsetTop;
  const bottom = top + element.offsetHeight;
  const visible = top >= box.scrollTop && bottom <= box.scrollTop + box.clientHeight;
  if (visible && !always) return;
  const target = Math.max(0, top - box.clientHeight / 3);
  if (typeof box.scrollTo === "function") {
    box.scrollTo({ top: target, behavior: reducedMotion() ? "auto" : "smooth" });
  } else {
    box.scrollTop = target;
  }
}

/**
 * The previous list while the items are the same: a keystroke that leaves
 * the speakers as they were keeps every line's speaker list (and memo).
 */
function useSameList(list: readonly string[]): readonly string[] {
  const [kept, setKept] = useState(list);
  const same = kept.length === list.length && kept.every((item, index) => item === list[index]);
  if (!same) setKept(list);
  return same ? kept : list;
}

function PlaybackHelp({
  mediaRef,
  editing,
}: {
  mediaRef: RefObject<HTMLMediaElement | null>;
  editing: boolean;
}) {
  const { rate } = useMediaState(mediaRef);
  return (
    <div className="text-sm text-slate-700">
      <h4 className="sr-only">Keyboard playback</h4>
      <ul className="flex flex-wrap gap-x-3 gap-y-1">
        {PLAYBACK_SHORTCUTS.filter((shortcut) => editing || !shortcut.editing).map((shortcut) => (
          <li key={shortcut.action}>
            {shortcut.keys.map((key, index) => (
              <span key={key}>
                {index > 0 ? shortcut.joiner : null}
                <kbd className="rounded border border-slate-300 bg-slate-50 px-1 font-mono text-xs text-slate-900">
                  {key}
                </kbd>
              </span>
            ))}{" "}
            {shortcut.action}
          </li>
        ))}
        {editing ? (
          <li>
            <kbd className="rounded border border-slate-300 bg-slate-50 px-1 font-mono text-xs text-slate-900">
              Enter
            </kbd>{" "}
            splits a line,{" "}
            <kbd className="rounded border border-slate-300 bg-slate-50 px-1 font-mono text-xs text-slate-900">
              Backspace
            </kbd>{" "}
            at its start joins it to the one before
          </li>
        ) : null}
      </ul>
      <p className="mt-1" aria-live="polite">
        Speed {rateLabel(rate)}
      </p>
    </div>
  );
}

function AutosaveStatus({
  state,
  message,
  onRetry,
  editing,
}: {
  state: AutosaveState;
  message: string | null;
  onRetry: () => void;
  editing: boolean;
}) {
  if (state === "error") {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-2 text-sm font-medium text-danger"
      >
        <span>Your corrections could not be saved.</span>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      </div>
    );
  }
  if (state === "invalid") {
    return (
      <p role="alert" className="text-sm font-medium text-danger">
        Not saved: {message ?? "a line needs fixing."}
      </p>
    );
  }
  const text =
    state === "pending" || state === "saving"
      ? "Saving…"
      : state === "saved"
        ? "Saved"
        : editing
          ? "Corrections save as you type."
          : null;
  if (!text) return null;
  return (
    <p className="text-sm text-slate-700" data-testid="transcript-save-state">
      {text}
    </p>
  );
}

/**
 * The transcript with its tools: find (matches marked, 'n of m', Enter and
 * Shift+Enter step and move the player there), downloads, the keys, the
 * uncertain-word legend, and while editing the speakers and the save state.
 * The line being played is marked and kept in view (unless the reader has
 * just scrolled or typed there); `startAt` (a time from the address) moves
 * the player there once the media is ready and brings its line into view.
 */
export function TranscriptSection({
  recordingId,
  segments,
  lines,
  lineErrors,
  onLinesChange,
  store,
  mediaRef,
  jumpsRef,
  autosave,
  startAt,
}: {
  recordingId: string;
  segments: readonly TranscriptSegment[];
  /** The lines being edited; null while read-only. */
  lines: readonly EditLine[] | null;
  lineErrors: ReadonlyMap<number, string>;
  onLinesChange: LinesUpdate;
  store: FollowStore;
  mediaRef: RefObject<HTMLMediaElement | null>;
  jumpsRef: RefObject<TranscriptJumps | null>;
  autosave: {
    state: AutosaveState;
    message: string | null;
    retry: () => void;
    /** Sends what waits at once (the focus left the transcript). */
    flush: () => void;
  };
  startAt: number | null;
}) {
  const box = useRef<HTMLDivElement>(null);
  const findField = useRef<HTMLInputElement>(null);
  const handsOffUntil = useRef(0);
  const timeline = useFollowAlong(mediaRef, segments, store);
  const editing = lines !== null;
  const [focusLine, setFocusLine] = useRovingLine();
  const findId = useId();

  // Find in transcript.
  const [query, setQuery] = useState("");
  const deferredQuery = useDeferredValue(query);
  const matches = useMemo(
    () => findInTranscript(segments, deferredQuery),
    [segments, deferredQuery],
  );
  const [currentMatch, setCurrentMatch] = useState(-1);
  const [visited, setVisited] = useState(false);
  const current =
    matches.length === 0 ? -1 : Math.min(Math.max(currentMatch, 0), matches.length - 1);
  const baseRanges = useMemo(() => {
    const byLine = new Map<number, TextRange[]>();
    for (const match of matches) {
      const list = byLine.get(match.line) ?? [];
      list.push({ from: match.from, to: match.to, current: false });
      byLine.set(match.line, list);
    }
    return byLine;
  }, [matches]);
  const ranges = useMemo(() => {
    const match = matches[current];
    if (!match) return baseRanges as ReadonlyMap<number, readonly TextRange[]>;
    const withCurrent = new Map(baseRanges);
    withCurrent.set(
      match.line,
      (baseRanges.get(match.line) ?? []).map((range) =>
        range.from === match.from ? { ...range, current: true } : range,
      ),
    );
    return withCurrent;
  }, [baseRanges, matches, current]);

  const goToMatch = (match: TranscriptMatch | undefined) => {
    if (!match) return;
    seekTo(mediaRef.current, match.time, { play: false });
    handsOffUntil.current = Date.now() + HANDS_OFF_MS;
    scrollLineIntoBox(box.current, match.line);
  };
  const step = (backwards: boolean) => {
    if (matches.length === 0) return;
    const next = !visited && !backwards ? current : stepMatch(current, matches.length, backwards);
    setCurrentMatch(next);
    setVisited(true);
    goToMatch(matches[next]);
  };
  const onFindKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.ctrlKey || event.altKey || event.metaKey) return;
    event.preventDefault();
    step(event.shiftKey);
  };

  // Follow the playback: keep the line being played in view.
  useEffect(
    () =>
      store.subscribe((position, previous) => {
        if (position.line < 0 || position.line === previous.line) return;
        if (Date.now() < handsOffUntil.current) return;
        scrollLineIntoBox(box.current, position.line);
      }),
    [store],
  );
  const handsOff = () => {
    handsOffUntil.current = Date.now() + HANDS_OFF_MS;
  };

  // The newest lines and match, for handlers that outlive a render.
  const segmentsRef = useRef(segments);
  const currentMatchRef = useRef<TranscriptMatch | undefined>(undefined);
  useEffect(() => {
    segmentsRef.current = segments;
    currentMatchRef.current = matches[current];
  });
  // A time from the address (?t=, from a search result): go there once the media is ready.
  const startedAt = useRef<number | null>(null);
  const timelineRef = useRef(timeline);
  useEffect(() => {
    timelineRef.current = timeline;
  }, [timeline]);
  useEffect(() => {
    if (startAt === null || startedAt.current === startAt) return;
    startedAt.current = startAt;
    // The line the address points at: the last one started by then. Line
    // times are whole seconds, so when its first word is said later in that
    // second, the player goes to that word (where the line really begins).
    const line = lineStartedAt(timelineRef.current, startAt);
    const first = segmentsRef.current[line]?.words?.[0]?.start;
    const target = first !== undefined && first >= startAt && first < startAt + 1 ? first : startAt;
    const mark = () => {
      const position = positionAt(timelineRef.current, target);
      if (line >= 0) store.set(position.line === line ? position : { line, word: -1 });
    };
    // Shown now, and again once the media is ready: what loads above the
    // transcript meanwhile (the player, the summary, lines laid out as they
    // come into view) may have pushed the line out of sight.
    const reveal = () => {
      if (line < 0) return;
      box.current
        ?.querySelector<HTMLElement>(`[data-line="${line}"]`)
        ?.scrollIntoView?.({ block: "center" });
    };
    mark();
    if (line >= 0) setFocusLine(line);
    reveal();
    const media = mediaRef.current;
    if (!media) return;
    const seek = () => {
      media.currentTime = target;
      mark();
      reveal();
    };
    if (media.readyState >= 1) seek();
    else media.addEventListener("loadedmetadata", seek, { once: true });
  }, [startAt, store, mediaRef, setFocusLine]);

  // Ctrl+Enter and Alt+Enter, for the editor's key handler.
  useEffect(() => {
    const focusWord = (line: number, from: number, to: number) => {
      const field = lineField(box.current, { index: line });
      if (!field) return false;
      field.focus();
      field.setSelectionRange(from, to);
      return true;
    };
    jumpsRef.current = {
      toPlaying: (target) => {
        const media = mediaRef.current;
        const match = currentMatchRef.current;
        if (editing && match && target === findField.current) {
          return focusWord(match.line, match.from, match.to);
        }
        const time = media?.currentTime ?? 0;
        const position = positionAt(timeline, time);
        const line = position.line >= 0 ? position.line : lineStartedAt(timeline, time);
        if (line < 0) return false;
        handsOff();
        if (!editing) {
          setFocusLine(line);
          const button = box.current?.querySelector<HTMLElement>(`[data-seek-line="${line}"]`);
          button?.focus();
          return Boolean(button);
        }
        const text = segmentsRef.current[line]?.text ?? "";
        const span =
          position.line === line && position.word >= 0
            ? tokenSpans(text)[position.word]
            : undefined;
        return span ? focusWord(line, span.from, span.to) : focusWord(line, 0, 0);
      },
      playFromCursor: (target) => {
        if (!editing || !(target instanceof HTMLTextAreaElement)) return false;
        const row = target.closest<HTMLElement>("[data-line]");
        if (!row || !box.current?.contains(row)) return false;
        const segment = segmentsRef.current[Number(row.dataset.line)];
        if (!segment) return false;
        const spans = tokenSpans(target.value);
        const word =
          segment.words?.length === spans.length ? wordIndexAt(spans, target.selectionStart) : -1;
        seekTo(mediaRef.current, startOf(segment, word));
        return true;
      },
    };
    return () => {
      jumpsRef.current = null;
    };
  }, [jumpsRef, mediaRef, timeline, editing, setFocusLine]);

  const onSeek = useCallback((seconds: number) => seekTo(mediaRef.current, seconds), [mediaRef]);
  const speakers = useSameList(useMemo(() => speakersOf(segments), [segments]));
  const uncertain = useMemo(
    () =>
      segments.some((segment) => segment.words?.some((word) => word.confidence < LOW_CONFIDENCE)),
    [segments],
  );
  const onRename = useCallback(
    (from: string, to: string) => onLinesChange((current) => renameInLines(current, from, to)),
    [onLinesChange],
  );

  const count = matches.length;
  const findStatus =
    deferredQuery.trim() === "" ? "" : count === 0 ? "No matches" : `${current + 1} of ${count}`;

  return (
    <EditorSection title="Transcript">
      {segments.length === 0 ? (
        <p className="text-sm text-slate-600">No transcript yet.</p>
      ) : (
        <div className="space-y-3" data-transcript="">
          {editing ? (
            <AutosaveStatus
              state={autosave.state}
              message={autosave.message}
              onRetry={autosave.retry}
              editing
            />
          ) : (
            <AutosaveStatus
              state={autosave.state === "saved" ? "idle" : autosave.state}
              message={autosave.message}
              onRetry={autosave.retry}
              editing={false}
            />
          )}
          <div role="search" className="flex flex-wrap items-center gap-2">
            <label htmlFor={findId} className="sr-only">
              Find in transcript
            </label>
            <Input
              id={findId}
              ref={findField}
              type="search"
              placeholder="Find in transcript"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setCurrentMatch(0);
                setVisited(false);
              }}
              onKeyDown={onFindKey}
              className="max-w-64 flex-1 py-1.5"
              aria-describedby={`${findId}-status`}
            />
            <span
              id={`${findId}-status`}
              aria-live="polite"
              className="min-w-16 text-sm text-slate-700"
              data-testid="find-status"
            >
              {findStatus}
            </span>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => step(true)}
              disabled={count === 0}
              aria-label="Previous match"
            >
              ↑
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => step(false)}
              disabled={count === 0}
              aria-label="Next match"
            >
              ↓
            </Button>
          </div>
          {segments.length > 0 ? <TranscriptExports recordingId={recordingId} /> : null}
          <PlaybackHelp mediaRef={mediaRef} editing={editing} />
          {uncertain ? (
            <p className="text-sm text-slate-700">
              <span className="rounded-sm underline decoration-amber-700 decoration-dotted decoration-2 underline-offset-4">
                Dotted underline
              </span>
              : the recogniser was unsure of the word (below {Math.round(LOW_CONFIDENCE * 100)}%
              confidence).
            </p>
          ) : null}
          {editing ? <SpeakersPanel speakers={speakers} onRename={onRename} /> : null}
          <div
            ref={box}
            className="relative max-h-[60vh] overflow-y-auto rounded-md border border-slate-200 p-1"
            onWheel={handsOff}
            onTouchMove={handsOff}
            onBlur={(event) => {
              const next = event.relatedTarget;
              if (editing && !(next instanceof Node && event.currentTarget.contains(next))) {
                autosave.flush();
              }
            }}
            onKeyDown={(event) => {
              if (!playbackCommand(event.nativeEvent)) handsOff();
            }}
          >
            {editing ? (
              <TranscriptEdit
                lines={lines}
                errors={lineErrors}
                ranges={ranges}
                store={store}
                speakers={speakers}
                onChange={onLinesChange}
                onSeek={onSeek}
              />
            ) : (
              <TranscriptView
                segments={segments}
                ranges={ranges}
                store={store}
                onSeek={onSeek}
                focusLine={Math.min(focusLine, Math.max(0, segments.length - 1))}
                onFocusLine={setFocusLine}
              />
            )}
          </div>
        </div>
      )}
    </EditorSection>
  );
}
