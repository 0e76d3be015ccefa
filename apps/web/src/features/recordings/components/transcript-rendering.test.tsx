import type { TranscriptSegment } from "@field-commons/shared/recordings";
import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import type * as FollowAlong from "../hooks/use-follow-along";

/** Which lines drew themselves: every line asks where the playback is once per render. */
const rendered: number[] = [];
// Other test files may have loaded the editor with the real hook: load it
// again with the mock, and drop it after this file.
vi.resetModules();
vi.doMock("../hooks/use-follow-along", async (importOriginal) => {
  const actual = await importOriginal<typeof FollowAlong>();
  return {
    ...actual,
    useLineFollow: (store: Parameters<typeof actual.useLineFollow>[0], line: number) => {
      rendered.push(line);
      return actual.useLineFollow(store, line);
    },
  };
});
afterAll(() => {
  vi.doUnmock("../hooks/use-follow-along");
  vi.resetModules();
});
const { json, mockFetch } = await import("../../../testing/mock-fetch");
const { renderWithProviders } = await import("../../../testing/render");
const { makeRecording } = await import("../testing/recording-fixtures");
const { RecordingEditor } = await import("./recording-editor");

const ID = "11111111-1111-4111-8111-111111111111";

/** A long transcript: 300 lines of 10 timed words, one line every 4 seconds. */
const LONG: TranscriptSegment[] = Array.from({ length: 300 }, (_, line) => {
  const texts = Array.from({ length: 10 }, (_, w) => `w${line}x${w}`);
  return {
    start: line * 4,
    end: line * 4 + 4,
    text: texts.join(" "),
    speaker: line % 2 === 0 ? "Speaker 1" : "Speaker 2",
    words: texts.map((text, w) => ({
      text,
      start: line * 4 + w * 0.3,
      end: line * 4 + w * 0.3 + 0.25,
      confidence: 0.9,
    })),
  };
});

function player() {
  return screen.getByLabelText("Player: Water committee meeting") as HTMLAudioElement;
}

function playTo(seconds: number) {
  act(() => {
    player().currentTime = seconds;
    player().dispatchEvent(new Event("timeupdate"));
  });
}

describe("a long transcript", () => {
  beforeEach(() => {
    rendered.length = 0;
  });

  it("redraws only the line left and the line entered as the playback moves", () => {
    mockFetch();
    renderWithProviders(
      <RecordingEditor recording={makeRecording({ transcript: LONG })} canEdit={false} />,
    );
    expect(new Set(rendered).size).toBe(300);
    playTo(40.1);
    rendered.length = 0;
    // The next word of the same line: that line only.
    playTo(40.4);
    expect(rendered).toEqual([10]);
    rendered.length = 0;
    // Into the next line.
    playTo(44.1);
    expect([...new Set(rendered)].sort((a, b) => a - b)).toEqual([10, 11]);
  });

  it("redraws only the line being typed in while editing", async () => {
    const user = userEvent.setup();
    mockFetch({
      [`PUT /api/recordings/${ID}`]: () => json(makeRecording({ transcript: LONG })),
    });
    renderWithProviders(
      <RecordingEditor recording={makeRecording({ transcript: LONG, isOwner: true })} canEdit />,
    );
    await user.click(screen.getByRole("button", { name: "Edit" }));
    rendered.length = 0;
    fireEvent.change(screen.getByLabelText("Text, line 120"), {
      target: { value: `${LONG[119]!.text} more` },
    });
    expect([...new Set(rendered)]).toEqual([119]);
  }, 15_000);
});
