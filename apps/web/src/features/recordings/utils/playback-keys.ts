/**
 * Keyboard playback for the transcript editor, chosen so that none of them
 * is a text-editing key in a text field (Ctrl+←/→ jump words there, so the
 * jumps use Alt) and none is a browser shortcut the page should not take:
 *
 * - Ctrl+Space, or Esc: play / pause
 * - Alt+← / Alt+→: back / forward 5 seconds
 * - Alt+↓ / Alt+↑: slower / faster (0.5× to 2×, in quarter steps)
 * - Ctrl+Enter: go to the word being played (select it in its line while editing)
 * - Alt+Enter: play from the word at the cursor (while editing a line)
 *
 * They work wherever the focus is in the editor, typing included.
 */
export type PlaybackCommand =
  "toggle" | "back" | "forward" | "slower" | "faster" | "toPlaying" | "playFromCursor";

export interface KeyLike {
  key: string;
  code?: string;
  ctrlKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  metaKey: boolean;
  /** A key pressed while an input method composes text belongs to the composition. */
  isComposing?: boolean;
}

export function playbackCommand(event: KeyLike): PlaybackCommand | null {
  if (event.isComposing || event.metaKey || event.shiftKey) return null;
  const { ctrlKey: ctrl, altKey: alt } = event;
  if (!ctrl && !alt && event.key === "Escape") return "toggle";
  if (ctrl && !alt && (event.key === " " || event.code === "Space")) return "toggle";
  if (ctrl && !alt && event.key === "Enter") return "toPlaying";
  if (alt && !ctrl) {
    switch (event.key) {
      case "ArrowLeft":
        return "back";
      case "ArrowRight":
        return "forward";
      case "ArrowDown":
        return "slower";
      case "ArrowUp":
        return "faster";
      case "Enter":
        return "playFromCursor";
      default:
        return null;
    }
  }
  return null;
}

/** How far Alt+←/→ jump, in seconds. */
export const SKIP_SECONDS = 5;
export const MIN_RATE = 0.5;
export const MAX_RATE = 2;
export const RATE_STEP = 0.25;

/** The next playback rate, kept within 0.5× to 2×. */
export function nextRate(rate: number, faster: boolean): number {
  const stepped = Math.round(rate / RATE_STEP) * RATE_STEP + (faster ? RATE_STEP : -RATE_STEP);
  return Math.min(MAX_RATE, Math.max(MIN_RATE, stepped));
}

/** A time moved by `delta` seconds, kept within the media. */
export function skipTime(time: number, delta: number, duration: number): number {
  const upper = Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
  return Math.min(upper, Math.max(0, time + delta));
}

/** '1.25×' */
export function rateLabel(rate: number): string {
  return `${Number(rate.toFixed(2))}×`;
}

/** The shortcuts as the help line shows them. */
export const PLAYBACK_SHORTCUTS: readonly {
  keys: readonly string[];
  /** Between the keys: either one does it, or the pair does two things. */
  joiner: " or " | " / ";
  action: string;
  editing?: true;
}[] = [
  { keys: ["Ctrl+Space", "Esc"], joiner: " or ", action: "play/pause" },
  { keys: ["Alt+←", "Alt+→"], joiner: " / ", action: "back/forward 5 s" },
  { keys: ["Alt+↓", "Alt+↑"], joiner: " / ", action: "slower/faster" },
  { keys: ["Ctrl+Enter"], joiner: " or ", action: "go to the word being played" },
  { keys: ["Alt+Enter"], joiner: " or ", action: "play from the cursor", editing: true },
];
