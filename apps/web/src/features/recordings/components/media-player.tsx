import type { RefObject } from "react";
import { cn } from "../../../lib/cn";

/**
 * The recording's own player: audio, or video for video files. The file is
 * served with byte ranges, so seeking works before it has all loaded.
 */
export function MediaPlayer({
  src,
  mimeType,
  title,
  autoPlay = false,
  className,
  mediaRef,
}: {
  src: string;
  mimeType: string;
  title: string;
  autoPlay?: boolean;
  className?: string;
  /** Set to the media element, for seeking from the transcript. */
  mediaRef?: RefObject<HTMLMediaElement | null>;
}) {
  const setRef = (element: HTMLMediaElement | null) => {
    if (mediaRef) mediaRef.current = element;
  };
  if (mimeType.startsWith("video/")) {
    return (
      <video
        ref={setRef}
        src={src}
        controls
        autoPlay={autoPlay}
        preload="metadata"
        aria-label={`Player: ${title}`}
        className={cn("w-full rounded-md bg-black", className)}
      />
    );
  }
  return (
    <audio
      ref={setRef}
      src={src}
      controls
      autoPlay={autoPlay}
      preload="metadata"
      aria-label={`Player: ${title}`}
      className={cn("w-full", className)}
    />
  );
}

/**
 * Moves the player to `seconds` and plays from there; with `play: false` it
 * only moves (a paused player stays paused, a playing one plays on).
 */
export function seekTo(
  media: HTMLMediaElement | null | undefined,
  seconds: number,
  { play = true }: { play?: boolean } = {},
) {
  if (!media) return;
  media.currentTime = Math.max(0, seconds);
  if (!play) return;
  const played = media.play?.();
  if (played && typeof played.catch === "function") played.catch(() => undefined);
}
