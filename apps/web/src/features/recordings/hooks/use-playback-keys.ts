import { useCallback, useEffect, useState } from "react";
import type { KeyboardEvent as ReactKeyboardEvent, RefObject } from "react";
import { SKIP_SECONDS, nextRate, playbackCommand, skipTime } from "../utils/playback-keys";
import type { PlaybackCommand } from "../utils/playback-keys";

/** What the transcript does for the commands that need it (see playback-keys.ts). */
export interface TranscriptJumps {
  /** Ctrl+Enter: go to the word being played (or the match found, from the find field). */
  toPlaying: (target: EventTarget | null) => boolean;
  /** Alt+Enter: play from the word at the cursor of a line being edited. */
  playFromCursor: (target: EventTarget | null) => boolean;
}

/** Starts the media, ignoring a refusal (autoplay rules) like the player's own button would show. */
export function playMedia(media: HTMLMediaElement) {
  const played = media.play?.();
  if (played && typeof played.catch === "function") played.catch(() => undefined);
}

/** Runs one playback command on the media; false when it does not apply. */
export function runPlaybackCommand(
  media: HTMLMediaElement | null,
  command: PlaybackCommand,
): boolean {
  if (!media) return false;
  switch (command) {
    case "toggle":
      if (media.paused) playMedia(media);
      else media.pause();
      return true;
    case "back":
    case "forward":
      media.currentTime = skipTime(
        media.currentTime,
        command === "back" ? -SKIP_SECONDS : SKIP_SECONDS,
        media.duration,
      );
      return true;
    case "slower":
    case "faster":
      media.playbackRate = nextRate(media.playbackRate || 1, command === "faster");
      return true;
    default:
      return false;
  }
}

/**
 * The editor's keyboard playback (oTranscribe style): a keydown handler for
 * the element around the player and the transcript, so the keys work while
 * typing in a line. Keys typed into a dialog opened from the editor (it is
 * drawn elsewhere in the page) and keys the media element's own controls
 * handle are left alone.
 */
export function usePlaybackKeys(
  mediaRef: RefObject<HTMLMediaElement | null>,
  jumpsRef: RefObject<TranscriptJumps | null>,
) {
  return useCallback(
    (event: ReactKeyboardEvent<HTMLElement>) => {
      const command = playbackCommand(event.nativeEvent);
      if (!command) return;
      const target = event.target as Node | null;
      if (target && !event.currentTarget.contains(target)) return;
      if (target instanceof HTMLMediaElement) return;
      let handled: boolean;
      if (command === "toPlaying") handled = jumpsRef.current?.toPlaying(event.target) ?? false;
      else if (command === "playFromCursor") {
        handled = jumpsRef.current?.playFromCursor(event.target) ?? false;
      } else handled = runPlaybackCommand(mediaRef.current, command);
      if (handled) {
        event.preventDefault();
        event.stopPropagation();
      }
    },
    [mediaRef, jumpsRef],
  );
}

/** The media's playback rate and whether it plays, for the help line. */
export function useMediaState(mediaRef: RefObject<HTMLMediaElement | null>) {
  const [state, setState] = useState({ rate: 1, playing: false });
  useEffect(() => {
    const media = mediaRef.current;
    if (!media) return;
    const read = () => setState({ rate: media.playbackRate || 1, playing: !media.paused });
    const events = ["ratechange", "play", "pause", "ended"];
    for (const name of events) media.addEventListener(name, read);
    return () => {
      for (const name of events) media.removeEventListener(name, read);
    };
  }, [mediaRef]);
  return state;
}
