import type { TranscriptSegment } from "@field-commons/shared/recordings";
import { useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import type { RefObject } from "react";
import { NOWHERE, buildTimeline, positionAt, samePosition } from "../utils/transcript-timeline";
import type { PlaybackPosition, Timeline } from "../utils/transcript-timeline";

type Listener = () => void;
type MoveListener = (position: PlaybackPosition, previous: PlaybackPosition) => void;

/**
 * Where the playback is, outside React state: each line listens for itself,
 * so a move from one word to the next wakes only the line it left and the
 * line it entered (one line when both are the same), never the whole
 * transcript.
 */
export interface FollowStore {
  get: () => PlaybackPosition;
  set: (position: PlaybackPosition) => void;
  subscribeLine: (line: number, listener: Listener) => () => void;
  /** Every move (for scrolling the view along). */
  subscribe: (listener: MoveListener) => () => void;
}

export function createFollowStore(): FollowStore {
  let current = NOWHERE;
  const byLine = new Map<number, Set<Listener>>();
  const moves = new Set<MoveListener>();
  const wake = (line: number) => {
    const listeners = byLine.get(line);
    if (listeners) for (const listener of [...listeners]) listener();
  };
  return {
    get: () => current,
    set: (position) => {
      if (samePosition(position, current)) return;
      const previous = current;
      current = position;
      if (previous.line >= 0) wake(previous.line);
      if (position.line >= 0 && position.line !== previous.line) wake(position.line);
      for (const listener of [...moves]) listener(position, previous);
    },
    subscribeLine: (line, listener) => {
      let listeners = byLine.get(line);
      if (!listeners) {
        listeners = new Set();
        byLine.set(line, listeners);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) byLine.delete(line);
      };
    },
    subscribe: (listener) => {
      moves.add(listener);
      return () => moves.delete(listener);
    },
  };
}

/** Not the current line. */
export const NOT_CURRENT = -2;

/**
 * For one line: NOT_CURRENT, -1 when the line is current but no word of it
 * is being said, or the index of the word being said.
 */
export function useLineFollow(store: FollowStore, line: number): number {
  return useSyncExternalStore(
    (listener) => store.subscribeLine(line, listener),
    () => {
      const position = store.get();
      return position.line === line ? position.word : NOT_CURRENT;
    },
    () => NOT_CURRENT,
  );
}

/**
 * Keeps the store on the word being played: every animation frame while the
 * media plays (timeupdate alone comes only four times a second), and once on
 * each seek, pause and load. Returns the timeline it looks times up in.
 */
export function useFollowAlong(
  mediaRef: RefObject<HTMLMediaElement | null>,
  segments: readonly TranscriptSegment[],
  store: FollowStore,
): Timeline {
  const timeline = useMemo(() => buildTimeline(segments), [segments]);
  const timelineRef = useRef(timeline);

  useEffect(() => {
    timelineRef.current = timeline;
    const media = mediaRef.current;
    if (media) store.set(positionAt(timeline, media.currentTime));
  }, [timeline, mediaRef, store]);

  useEffect(() => {
    const media = mediaRef.current;
    if (!media) return;
    let frame = 0;
    const update = () => store.set(positionAt(timelineRef.current, media.currentTime));
    const loop = () => {
      update();
      frame = requestAnimationFrame(loop);
    };
    const start = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(loop);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      update();
    };
    const events: [string, () => void][] = [
      ["play", start],
      ["playing", start],
      ["pause", stop],
      ["ended", stop],
      ["seeked", update],
      ["timeupdate", update],
      ["loadedmetadata", update],
    ];
    for (const [name, handler] of events) media.addEventListener(name, handler);
    if (!media.paused) start();
    return () => {
      cancelAnimationFrame(frame);
      for (const [name, handler] of events) media.removeEventListener(name, handler);
    };
  }, [mediaRef, store]);

  return timeline;
}
