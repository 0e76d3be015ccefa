import type { Recording, TranscriptSegment } from "@field-commons/shared/recordings";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { apiErrorResponse, callsTo, json, mockFetch } from "../../../testing/mock-fetch";
import { createTestQueryClient, renderWithProviders } from "../../../testing/render";
import { recordingKeys, useRecording } from "../api/recordings-api";
import { makeRecording } from "../testing/recording-fixtures";
import { EditorModal, RecordingEditor } from "./recording-editor";

const ID = "11111111-1111-4111-8111-111111111111";
const PUT = `PUT /api/recordings/${ID}`;

function bodyOf(call: unknown[] | undefined): unknown {
  const init = call?.[1] as RequestInit | undefined;
  return typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
}

const word = (text: string, start: number, end: number, confidence = 0.9) => ({
  text,
  start,
  end,
  confidence,
});

/** A transcript as the recogniser gives it: words with times, two speakers. */
const TIMED: TranscriptSegment[] = [
  {
    start: 0,
    end: 3,
    text: "the water committee met",
    speaker: "Speaker 1",
    words: [
      word("the", 0.2, 0.4),
      word("water", 0.5, 1),
      word("committee", 1.1, 1.9),
      word("met", 2, 2.4),
    ],
  },
  {
    start: 4,
    end: 7,
    text: "we repair the canel",
    speaker: "Speaker 2",
    words: [
      word("we", 4.1, 4.3),
      word("repair", 4.4, 5),
      word("the", 5.1, 5.3),
      word("canel", 5.4, 6.2, 0.3),
    ],
  },
  {
    start: 8,
    end: 10,
    text: "before the canal floods",
    speaker: "Speaker 1",
    words: [
      word("before", 8.1, 8.5),
      word("the", 8.6, 8.8),
      word("canal", 8.9, 9.4),
      word("floods", 9.5, 9.9),
    ],
  },
];

const timed = (overrides: Partial<Recording> = {}) =>
  makeRecording({ isOwner: true, transcript: TIMED, ...overrides });

/** The PUT answers with the recording as sent. */
function savingServer(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    [PUT]: ({ body }) => json(timed(body as Partial<Recording>)),
    "GET /api/recordings": () => json({ recordings: [], totalPages: 0, total: 0, page: 1 }),
    ...extra,
  });
}

function player(title = "Water committee meeting") {
  return screen.getByLabelText(`Player: ${title}`) as HTMLAudioElement;
}

const lastPut = (fetchMock: ReturnType<typeof mockFetch>) =>
  bodyOf(callsTo(fetchMock, "PUT", `/api/recordings/${ID}`).at(-1)) as {
    transcript: TranscriptSegment[];
  };

/** The editor as the page shows it: the recording read from the query cache. */
function FromCache() {
  const recording = useRecording(ID);
  return <RecordingEditor recording={recording.data} canEdit />;
}

function renderFromCache(recording: Recording) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(recordingKeys.detail(ID), recording);
  return renderWithProviders(<FromCache />, { queryClient });
}

describe("Recording editor", () => {
  it("says 'No Recording Selected' without a recording", () => {
    mockFetch();
    renderWithProviders(<RecordingEditor recording={null} canEdit />);
    expect(screen.getByText("No Recording Selected")).toBeVisible();
  });

  it("is read-only until Edit, and shows the size in MB with one decimal", () => {
    mockFetch();
    renderWithProviders(<RecordingEditor recording={makeRecording({ isOwner: true })} canEdit />);
    expect(screen.getByTestId("editor-size")).toHaveTextContent("2.5 MB");
    expect(screen.getByText("Welcome to the water committee.")).toBeVisible();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(screen.getByText("high")).toBeVisible();
    expect(screen.getByText("(location)")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Process with AI" })).toBeNull();
  });

  it("offers no Edit to others", () => {
    mockFetch();
    renderWithProviders(<RecordingEditor recording={makeRecording()} canEdit={false} />);
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
  });

  it("moves the player when a timestamp or a transcript line is clicked", async () => {
    const user = userEvent.setup();
    mockFetch();
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    renderWithProviders(<RecordingEditor recording={makeRecording()} canEdit={false} />);
    const transcript = screen.getByRole("list", { name: "Transcript" });
    await user.click(within(transcript).getByRole("button", { name: "Play from 1:05" }));
    expect(player().currentTime).toBe(65);
    await user.click(within(transcript).getByText("Welcome to the water committee."));
    expect(player().currentTime).toBe(0);
    expect(play).toHaveBeenCalled();
  });

  it("plays from the word clicked", async () => {
    const user = userEvent.setup();
    mockFetch();
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    renderWithProviders(<RecordingEditor recording={timed()} canEdit={false} />);
    const transcript = screen.getByRole("list", { name: "Transcript" });
    await user.click(within(transcript).getByText("committee"));
    expect(player().currentTime).toBe(1.1);
    await user.click(within(transcript).getByText("floods"));
    expect(player().currentTime).toBe(9.5);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it("keeps the transcript's timestamps to one tab stop, moved with the arrow keys", async () => {
    const user = userEvent.setup();
    mockFetch();
    renderWithProviders(<RecordingEditor recording={timed()} canEdit={false} />);
    const transcript = screen.getByRole("list", { name: "Transcript" });
    const stamps = within(transcript).getAllByRole("button", { name: /^Play from/ });
    expect(stamps.map((b) => b.tabIndex)).toEqual([0, -1, -1]);
    stamps[0]!.focus();
    await user.keyboard("{ArrowDown}");
    expect(stamps[1]).toHaveFocus();
    expect(stamps.map((b) => b.tabIndex)).toEqual([-1, 0, -1]);
    await user.keyboard("{End}");
    expect(stamps[2]).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(player().currentTime).toBe(8);
  });

  it("marks the line and the word being played, following the player", () => {
    mockFetch();
    renderWithProviders(<RecordingEditor recording={timed()} canEdit={false} />);
    const lines = within(screen.getByRole("list", { name: "Transcript" })).getAllByRole("listitem");
    // The player starts where the first line starts.
    expect(lines.filter((line) => line.getAttribute("aria-current"))).toEqual([lines[0]]);
    act(() => {
      player().currentTime = 5.5;
      player().dispatchEvent(new Event("timeupdate"));
    });
    expect(lines[1]).toHaveAttribute("aria-current", "true");
    expect(within(lines[1]!).getByText("canel")).toHaveClass("bg-yellow-200");
    expect(within(lines[1]!).getByText("repair")).not.toHaveClass("bg-yellow-200");
    act(() => {
      player().currentTime = 9;
      player().dispatchEvent(new Event("seeked"));
    });
    expect(lines[1]).not.toHaveAttribute("aria-current");
    expect(lines[2]).toHaveAttribute("aria-current", "true");
    expect(within(lines[2]!).getByText("canal")).toHaveClass("bg-yellow-200");
  });

  it("shades uncertain words, with a legend and one short note per line for screen readers", () => {
    mockFetch();
    renderWithProviders(<RecordingEditor recording={timed()} canEdit={false} />);
    expect(screen.getByText("canel")).toHaveClass("decoration-dotted");
    expect(screen.getByText("repair")).not.toHaveClass("decoration-dotted");
    expect(screen.getByText(/the recogniser was unsure of the word/)).toBeVisible();
    expect(screen.getAllByText("(1 uncertain word)", { exact: false })).toHaveLength(1);
  });

  it("offers the transcript for download in every format, and no downloads without a transcript", () => {
    mockFetch();
    const { unmount } = renderWithProviders(
      <RecordingEditor recording={timed()} canEdit={false} />,
    );
    const downloads = screen.getByRole("list", { name: "Export" });
    const links = within(downloads).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["SubRip (.srt)", `/api/recordings/${ID}/transcript?format=srt`],
      ["WebVTT (.vtt)", `/api/recordings/${ID}/transcript?format=vtt`],
      ["Plain text (.txt)", `/api/recordings/${ID}/transcript?format=txt`],
      ["Word (.docx)", `/api/recordings/${ID}/transcript?format=docx`],
      ["HTML for analysis tools (.html)", `/api/recordings/${ID}/transcript?format=html`],
    ]);
    for (const link of links) expect(link).toHaveAttribute("download");
    unmount();
    renderWithProviders(<RecordingEditor recording={timed({ transcript: [] })} canEdit={false} />);
    expect(screen.getByText("No transcript yet.")).toBeVisible();
    expect(screen.queryByRole("list", { name: "Export" })).toBeNull();
  });

  it("finds words in the transcript: 'n of m', Enter and Shift+Enter step and move the player", async () => {
    const user = userEvent.setup();
    mockFetch();
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    renderWithProviders(<RecordingEditor recording={timed()} canEdit={false} />);
    const find = screen.getByRole("searchbox", { name: "Find in transcript" });
    await user.type(find, "CAN");
    expect(screen.getByTestId("find-status")).toHaveTextContent("1 of 2");
    const marks = document.querySelectorAll("mark");
    expect([...marks].map((m) => m.textContent)).toEqual(["can", "can"]);
    await user.keyboard("{Enter}");
    expect(player().currentTime).toBe(5.4);
    await user.keyboard("{Enter}");
    expect(screen.getByTestId("find-status")).toHaveTextContent("2 of 2");
    expect(player().currentTime).toBe(8.9);
    await user.keyboard("{Shift>}{Enter}{/Shift}");
    expect(screen.getByTestId("find-status")).toHaveTextContent("1 of 2");
    expect(player().currentTime).toBe(5.4);
    // Finding moves the player without starting it.
    expect(play).not.toHaveBeenCalled();
    await user.clear(find);
    await user.type(find, "bridge");
    expect(screen.getByTestId("find-status")).toHaveTextContent("No matches");
  });

  it("drives the player from the keyboard while typing in a line", async () => {
    const user = userEvent.setup();
    savingServer();
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => undefined);
    renderWithProviders(<RecordingEditor recording={timed()} canEdit />);
    await user.click(screen.getByRole("button", { name: "Edit" }));
    const line = screen.getByLabelText("Text, line 2") as HTMLTextAreaElement;
    // Editing starts in the transcript.
    expect(screen.getByLabelText("Text, line 1")).toHaveFocus();
    await user.click(line);
    await user.keyboard("{Control>} {/Control}");
    expect(play).toHaveBeenCalledTimes(1);
    const paused = vi.spyOn(HTMLMediaElement.prototype, "paused", "get").mockReturnValue(false);
    await user.keyboard("{Escape}");
    expect(pause).toHaveBeenCalledTimes(1);
    paused.mockRestore();

    player().currentTime = 10;
    await user.keyboard("{Alt>}{ArrowLeft}{/Alt}");
    expect(player().currentTime).toBe(5);
    await user.keyboard("{Alt>}{ArrowRight}{ArrowRight}{/Alt}");
    expect(player().currentTime).toBe(15);
    await user.keyboard("{Alt>}{ArrowUp}{ArrowUp}{/Alt}");
    expect(player().playbackRate).toBe(1.5);
    await user.keyboard("{Alt>}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{/Alt}");
    expect(player().playbackRate).toBe(0.5);
    // The help line says the speed the player reports.
    act(() => {
      player().dispatchEvent(new Event("ratechange"));
    });
    expect(screen.getByText("Speed 0.5×")).toBeVisible();

    // None of it typed anything; ordinary keys still type.
    expect(line).toHaveValue("we repair the canel");
    expect(line).toHaveFocus();
    await user.keyboard("{End}s");
    expect(line).toHaveValue("we repair the canels");
  });

  it("goes to the word being played with Ctrl+Enter and plays from the cursor with Alt+Enter", async () => {
    const user = userEvent.setup();
    savingServer();
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    renderWithProviders(<RecordingEditor recording={timed()} canEdit />);
    await user.click(screen.getByRole("button", { name: "Edit" }));
    act(() => {
      player().currentTime = 5.5;
      player().dispatchEvent(new Event("timeupdate"));
    });
    await user.keyboard("{Control>}{Enter}{/Control}");
    const line = screen.getByLabelText("Text, line 2") as HTMLTextAreaElement;
    expect(line).toHaveFocus();
    expect(line.value.slice(line.selectionStart, line.selectionEnd)).toBe("canel");
    // Typing replaces the word being played.
    await user.keyboard("canal");
    expect(line).toHaveValue("we repair the canal");

    line.setSelectionRange(4, 4);
    await user.keyboard("{Alt>}{Enter}{/Alt}");
    expect(player().currentTime).toBe(4.4);
    expect(play).toHaveBeenCalled();
    expect(line).toHaveValue("we repair the canal");
  });

  it("saves corrections by itself with the words realigned, unchanged words keeping their times", async () => {
    const user = userEvent.setup();
    const fetchMock = savingServer();
    renderWithProviders(<RecordingEditor recording={timed()} canEdit />);
    await user.click(screen.getByRole("button", { name: "Edit" }));
    expect(screen.getByText("Corrections save as you type.")).toBeVisible();
    const line = screen.getByLabelText("Text, line 2");
    await user.clear(line);
    await user.type(line, "we repair the canal now");
    expect(screen.getByTestId("transcript-save-state")).toHaveTextContent("Saving…");
    await waitFor(
      () => expect(screen.getByTestId("transcript-save-state")).toHaveTextContent("Saved"),
      {
        timeout: 4000,
      },
    );
    const sent = lastPut(fetchMock);
    expect(Object.keys(sent)).toEqual(["transcript"]);
    expect(sent.transcript[0]).toEqual(TIMED[0]);
    const words = sent.transcript[1]!.words!;
    expect(words.map((w) => w.text)).toEqual(["we", "repair", "the", "canal", "now"]);
    expect(words.slice(0, 3)).toEqual(TIMED[1]!.words!.slice(0, 3));
    expect(words[3]).toEqual({ text: "canal", start: 5.4, end: 6.2, confidence: 1 });
    expect(words[4]!.start).toBeGreaterThanOrEqual(6.2);
    expect(words[4]!.end).toBeLessThanOrEqual(7);
    expect(sent.transcript[1]).toMatchObject({ start: 4, end: 7, speaker: "Speaker 2" });
  });

  it("sends what is waiting when the editor goes away", async () => {
    const user = userEvent.setup();
    const fetchMock = savingServer();
    const { unmount } = renderWithProviders(<RecordingEditor recording={timed()} canEdit />);
    await user.click(screen.getByRole("button", { name: "Edit" }));
    fireEvent.change(screen.getByLabelText("Text, line 1"), {
      target: { value: "the water committee meets" },
    });
    expect(callsTo(fetchMock, "PUT", `/api/recordings/${ID}`)).toHaveLength(0);
    unmount();
    await waitFor(() => expect(callsTo(fetchMock, "PUT", `/api/recordings/${ID}`)).toHaveLength(1));
    expect(lastPut(fetchMock).transcript[0]!.text).toBe("the water committee meets");
  });

  it("sends what is waiting as soon as the focus leaves the transcript", async () => {
    const user = userEvent.setup();
    const fetchMock = savingServer();
    renderWithProviders(<RecordingEditor recording={timed()} canEdit />);
    await user.click(screen.getByRole("button", { name: "Edit" }));
    await user.type(screen.getByLabelText("Text, line 1"), "{End} now");
    expect(callsTo(fetchMock, "PUT", `/api/recordings/${ID}`)).toHaveLength(0);
    await user.click(screen.getByLabelText("Summary"));
    // Well before the second's pause is over.
    await waitFor(
      () => expect(callsTo(fetchMock, "PUT", `/api/recordings/${ID}`)).toHaveLength(1),
      {
        timeout: 300,
      },
    );
    expect(lastPut(fetchMock).transcript[0]!.text).toBe("the water committee met now");
  });

  it("says when corrections could not be saved, and Retry sends them again", async () => {
    const user = userEvent.setup();
    let fail = true;
    const fetchMock = mockFetch({
      [PUT]: ({ body }) =>
        fail ? apiErrorResponse(500, "INTERNAL", "Boom") : json(timed(body as Partial<Recording>)),
    });
    renderWithProviders(<RecordingEditor recording={timed()} canEdit />);
    await user.click(screen.getByRole("button", { name: "Edit" }));
    fireEvent.change(screen.getByLabelText("Text, line 1"), {
      target: { value: "the water committee meets" },
    });
    expect(
      await screen.findByText("Your corrections could not be saved.", {}, { timeout: 4000 }),
    ).toBeVisible();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() =>
      expect(screen.getByTestId("transcript-save-state")).toHaveTextContent("Saved"),
    );
    expect(callsTo(fetchMock, "PUT", `/api/recordings/${ID}`)).toHaveLength(2);
    expect(lastPut(fetchMock).transcript[0]!.text).toBe("the water committee meets");
  });

  it("splits a line with Enter and joins it back with Backspace, keeping the words' times", async () => {
    const user = userEvent.setup();
    const fetchMock = savingServer();
    renderWithProviders(<RecordingEditor recording={timed()} canEdit />);
    await user.click(screen.getByRole("button", { name: "Edit" }));
    const line = screen.getByLabelText("Text, line 1") as HTMLTextAreaElement;
    line.focus();
    line.setSelectionRange("the water".length, "the water".length);
    await user.keyboard("{Enter}");
    expect(screen.getByLabelText("Text, line 1")).toHaveValue("the water");
    expect(screen.getByLabelText("Text, line 2")).toHaveValue("committee met");
    expect(screen.getByLabelText("Text, line 2")).toHaveFocus();
    await waitFor(
      () => expect(screen.getByTestId("transcript-save-state")).toHaveTextContent("Saved"),
      {
        timeout: 4000,
      },
    );
    const split = lastPut(fetchMock).transcript;
    expect(split).toHaveLength(4);
    expect(split[1]).toMatchObject({ start: 1, text: "committee met", speaker: "Speaker 1" });
    expect(split[1]!.words).toEqual(TIMED[0]!.words!.slice(2));

    await user.keyboard("{Backspace}");
    expect(screen.getByLabelText("Text, line 1")).toHaveValue("the water committee met");
    const joined = screen.getByLabelText("Text, line 1") as HTMLTextAreaElement;
    expect(joined).toHaveFocus();
    expect(joined.selectionStart).toBe("the water ".length);
  });

  it("renames a speaker everywhere and gives a line to a new speaker, saved by itself", async () => {
    const user = userEvent.setup();
    const fetchMock = savingServer();
    renderWithProviders(<RecordingEditor recording={timed()} canEdit />);
    // Read-only: each line says who speaks.
    expect(screen.getAllByText("Speaker 1:")).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Edit" }));
    await user.click(screen.getByRole("button", { name: "Rename speaker Speaker 1" }));
    const dialog = screen.getByRole("dialog", { name: "Rename speaker" });
    const name = within(dialog).getByLabelText("New name for Speaker 1");
    await user.clear(name);
    await user.click(within(dialog).getByRole("button", { name: "Rename" }));
    expect(within(dialog).getByText("Enter a name.")).toBeVisible();
    await user.type(name, "Maria Ostrom");
    await user.click(within(dialog).getByRole("button", { name: "Rename" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByLabelText("Speaker, line 1")).toHaveValue("Maria Ostrom");
    expect(screen.getByLabelText("Speaker, line 2")).toHaveValue("Speaker 2");
    expect(screen.getByLabelText("Speaker, line 3")).toHaveValue("Maria Ostrom");

    await user.selectOptions(screen.getByLabelText("Speaker, line 3"), "New speaker");
    expect(screen.getByLabelText("Speaker, line 3")).toHaveValue("Speaker 3");
    await user.selectOptions(screen.getByLabelText("Speaker, line 2"), "Maria Ostrom");

    await waitFor(
      () => expect(screen.getByTestId("transcript-save-state")).toHaveTextContent("Saved"),
      {
        timeout: 4000,
      },
    );
    expect(lastPut(fetchMock).transcript.map((s) => s.speaker)).toEqual([
      "Maria Ostrom",
      "Maria Ostrom",
      "Speaker 3",
    ]);
    // The words are untouched by a change of speaker.
    expect(lastPut(fetchMock).transcript.map((s) => s.words)).toEqual(TIMED.map((s) => s.words));
  });

  it("moves the player to ?t= from the address (a search result's line) and marks that line", () => {
    mockFetch();
    renderWithProviders(<RecordingEditor recording={timed()} canEdit={false} />, {
      route: `/recordings/${ID}?t=8`,
    });
    const lines = within(screen.getByRole("list", { name: "Transcript" })).getAllByRole("listitem");
    expect(lines[2]).toHaveAttribute("aria-current", "true");
    act(() => {
      player().dispatchEvent(new Event("loadedmetadata"));
    });
    // Line times are whole seconds: the player goes to the line's first word, said in that second.
    expect(player().currentTime).toBe(8.1);
    expect(lines[2]).toHaveAttribute("aria-current", "true");
    expect(within(lines[2]!).getByText("before")).toHaveClass("bg-yellow-200");
  });

  it("in the hub's modal, Esc in the transcript plays and pauses, and elsewhere closes the modal", async () => {
    const user = userEvent.setup();
    mockFetch({ [`GET /api/recordings/${ID}`]: () => json(timed()) });
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    const onOpenChange = vi.fn();
    renderWithProviders(<EditorModal recordingId={ID} open onOpenChange={onOpenChange} />);
    const find = await screen.findByRole("searchbox", { name: "Find in transcript" });
    await user.click(find);
    await user.keyboard("{Escape}");
    expect(play).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalled();
    screen.getByRole("button", { name: "Edit" }).focus();
    await user.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows 'Process with AI' while processing is not completed and starts it", async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      [`POST /api/recordings/${ID}/process`]: () =>
        json({ id: ID, processingStatus: "processing", processingProgress: 0 }, 202),
      "GET /api/recordings": () => json({ recordings: [], totalPages: 0, total: 0, page: 1 }),
    });
    renderWithProviders(
      <RecordingEditor
        recording={makeRecording({ processingStatus: "pending", isOwner: true })}
        canEdit
      />,
    );
    await user.click(screen.getByRole("button", { name: "Process with AI" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, "POST", `/api/recordings/${ID}/process`)).toHaveLength(1),
    );
  });

  it("offers the author 'Summarize again' once completed, which analyses the transcript only", async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      [`POST /api/recordings/${ID}/process`]: () =>
        json({ id: ID, processingStatus: "processing", processingProgress: 100 }, 202),
      "GET /api/recordings": () => json({ recordings: [], totalPages: 0, total: 0, page: 1 }),
    });
    const completed = makeRecording({
      processingStatus: "completed",
      isOwner: true,
      consent: { recorded: true, transcribed: true, analyzed: true, shared: false },
    });
    renderWithProviders(<RecordingEditor recording={completed} canEdit />);
    expect(screen.queryByRole("button", { name: "Process with AI" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Summarize again" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, "POST", `/api/recordings/${ID}/process`)).toHaveLength(1),
    );
    expect(bodyOf(callsTo(fetchMock, "POST", `/api/recordings/${ID}/process`)[0])).toEqual({
      steps: ["summarize", "keypoints"],
    });
  });

  it("offers 'Summarize again' to nobody else, nor without the analysis consent", () => {
    mockFetch();
    const completed = makeRecording({
      processingStatus: "completed",
      consent: { recorded: true, transcribed: true, analyzed: true, shared: false },
    });
    const { unmount } = renderWithProviders(
      <RecordingEditor recording={completed} canEdit={false} />,
    );
    expect(screen.queryByRole("button", { name: "Summarize again" })).toBeNull();
    unmount();
    renderWithProviders(
      <RecordingEditor
        recording={{ ...completed, consent: { ...completed.consent, analyzed: false } }}
        canEdit
      />,
    );
    expect(screen.queryByRole("button", { name: "Summarize again" })).toBeNull();
  });

  it("checks the edits like the server and names what is wrong", async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch();
    renderWithProviders(<RecordingEditor recording={makeRecording({ isOwner: true })} canEdit />);
    await user.click(screen.getByRole("button", { name: "Edit" }));

    await user.clear(screen.getByLabelText("Text, line 1"));
    const timestamp = screen.getByLabelText("Timestamp (seconds)");
    await user.clear(timestamp);
    await user.type(timestamp, "-3");
    await user.click(screen.getByRole("button", { name: "Add Topic" }));
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(screen.getByText("A transcript line cannot be empty")).toBeVisible();
    expect(screen.getByLabelText("Text, line 1")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Timestamps cannot be negative")).toBeVisible();
    expect(screen.getByText("A topic cannot be empty")).toBeVisible();
    expect(screen.getByText("Please correct the marked fields.")).toBeVisible();
    expect(callsTo(fetchMock, "PUT", `/api/recordings/${ID}`)).toHaveLength(0);

    await user.clear(timestamp);
    await user.type(timestamp, "1.5");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Timestamps must be whole seconds")).toBeVisible();
    // The empty line is not sent by the autosave either.
    expect(
      await screen.findByText(
        "Not saved: Line 1: A transcript line cannot be empty",
        {},
        { timeout: 4000 },
      ),
    ).toBeVisible();
    expect(callsTo(fetchMock, "PUT", `/api/recordings/${ID}`)).toHaveLength(0);
  });

  it("saves an edited line, the new rows with the spec's defaults, and goes back to read-only", async () => {
    const user = userEvent.setup();
    let stored = makeRecording({ isOwner: true });
    const fetchMock = mockFetch({
      [PUT]: ({ body }) => {
        stored = makeRecording({ isOwner: true, ...(body as object) });
        return json(stored);
      },
      [`GET /api/recordings/${ID}`]: () => json(stored),
      "GET /api/recordings": () => json({ recordings: [], totalPages: 0, total: 0, page: 1 }),
    });
    renderFromCache(makeRecording({ isOwner: true }));
    await user.click(screen.getByRole("button", { name: "Edit" }));
    const line = screen.getByLabelText("Text, line 2");
    fireEvent.change(line, { target: { value: "We should repair the canal in March." } });
    await user.selectOptions(screen.getByLabelText("Speaker, line 2"), "Speaker 1");
    await user.click(screen.getByRole("button", { name: "Add Entity" }));
    await user.type(screen.getByLabelText("Entity 2"), "Water board");
    await user.click(screen.getByRole("button", { name: "Add Action Item" }));
    await user.type(screen.getByLabelText("Action item 2"), "Call the water board");
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(screen.getByRole("button", { name: "Edit" })).toBeVisible());
    const sent = bodyOf(callsTo(fetchMock, "PUT", `/api/recordings/${ID}`).at(-1)) as {
      transcript: { text: string; speaker?: string; start: number }[];
      entities: { name: string; type: string; confidence: number }[];
      actionItems: { text: string; priority: string }[];
    };
    expect(sent.transcript[1]).toMatchObject({
      start: 65,
      text: "We should repair the canal in March.",
      speaker: "Speaker 1",
    });
    expect(sent.entities[1]).toEqual({ name: "Water board", type: "other", confidence: 0.5 });
    expect(sent.actionItems[1]).toMatchObject({ text: "Call the water board", priority: "medium" });
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(screen.getByText("We should repair the canal in March.")).toBeVisible();
  });

  it("keeps transcript corrections on Cancel and drops the other changes", async () => {
    const user = userEvent.setup();
    const fetchMock = savingServer();
    renderFromCache(timed());
    await user.click(screen.getByRole("button", { name: "Edit" }));
    fireEvent.change(screen.getByLabelText("Text, line 1"), {
      target: { value: "the water committee meets" },
    });
    fireEvent.change(screen.getByLabelText("Summary"), { target: { value: "Changed summary" } });
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByText("meets")).toBeVisible();
    expect(screen.queryByText("Changed summary")).toBeNull();
    await waitFor(() => expect(callsTo(fetchMock, "PUT", `/api/recordings/${ID}`)).toHaveLength(1));
    expect(Object.keys(lastPut(fetchMock))).toEqual(["transcript"]);
  });

  it("says 'Failed to save recording. Please try again.' when the save fails", async () => {
    const user = userEvent.setup();
    mockFetch({
      [PUT]: () => apiErrorResponse(500, "INTERNAL", "Boom"),
    });
    renderWithProviders(<RecordingEditor recording={makeRecording({ isOwner: true })} canEdit />);
    await user.click(screen.getByRole("button", { name: "Edit" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to save recording. Please try again.",
    );
  });
});
