import { describe, expect, it } from "vitest";
import { nextRate, playbackCommand, rateLabel, skipTime } from "./playback-keys";
import type { KeyLike } from "./playback-keys";

const key = (key: string, modifiers: Partial<KeyLike> = {}): KeyLike => ({
  key,
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
  metaKey: false,
  ...modifiers,
});

describe("keyboard playback", () => {
  it("maps the playback keys", () => {
    expect(playbackCommand(key("Escape"))).toBe("toggle");
    expect(playbackCommand(key(" ", { ctrlKey: true }))).toBe("toggle");
    expect(playbackCommand(key("Unidentified", { ctrlKey: true, code: "Space" }))).toBe("toggle");
    expect(playbackCommand(key("ArrowLeft", { altKey: true }))).toBe("back");
    expect(playbackCommand(key("ArrowRight", { altKey: true }))).toBe("forward");
    expect(playbackCommand(key("ArrowDown", { altKey: true }))).toBe("slower");
    expect(playbackCommand(key("ArrowUp", { altKey: true }))).toBe("faster");
    expect(playbackCommand(key("Enter", { ctrlKey: true }))).toBe("toPlaying");
    expect(playbackCommand(key("Enter", { altKey: true }))).toBe("playFromCursor");
  });

  it("leaves text editing keys alone", () => {
    // Typing, word jumps and selections in a text field.
    for (const plain of ["a", " ", "Enter", "Backspace", "ArrowLeft", "ArrowUp", "Tab"]) {
      expect(playbackCommand(key(plain))).toBeNull();
    }
    expect(playbackCommand(key("ArrowLeft", { ctrlKey: true }))).toBeNull();
    expect(playbackCommand(key("ArrowRight", { ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(playbackCommand(key("ArrowLeft", { altKey: true, shiftKey: true }))).toBeNull();
    expect(playbackCommand(key("ArrowLeft", { altKey: true, ctrlKey: true }))).toBeNull();
    // Browser and system shortcuts.
    expect(playbackCommand(key("f", { ctrlKey: true }))).toBeNull();
    expect(playbackCommand(key(" ", { metaKey: true }))).toBeNull();
    expect(playbackCommand(key("Escape", { shiftKey: true }))).toBeNull();
    // Keys of an input method's composition.
    expect(playbackCommand(key("Escape", { isComposing: true }))).toBeNull();
  });

  it("changes speed in quarter steps between 0.5× and 2×", () => {
    expect(nextRate(1, true)).toBe(1.25);
    expect(nextRate(1, false)).toBe(0.75);
    expect(nextRate(2, true)).toBe(2);
    expect(nextRate(0.5, false)).toBe(0.5);
    expect(nextRate(1.1, true)).toBe(1.25);
    expect(rateLabel(1.25)).toBe("1.25×");
    expect(rateLabel(1)).toBe("1×");
  });

  it("jumps 5 seconds without leaving the media", () => {
    expect(skipTime(10, 5, 60)).toBe(15);
    expect(skipTime(2, -5, 60)).toBe(0);
    expect(skipTime(58, 5, 60)).toBe(60);
    expect(skipTime(58, 5, Number.NaN)).toBe(63);
  });
});
