import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { routeXhrThroughFetch } from "../../../components/image-upload/fake-xhr";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../../testing/mock-fetch";
import type { RouteHandler } from "../../../testing/mock-fetch";
import { renderWithProviders } from "../../../testing/render";
import { makeRecording } from "../testing/recording-fixtures";
import type { RecorderDraft } from "../utils/recorder-draft";
import { AudioRecorder, RecorderModal } from "./recorder-modal";

/** The browser's recorder, as far as the component uses it. */
class FakeMediaRecorder {
  static isTypeSupported = vi.fn(() => true);
  static last: FakeMediaRecorder | null = null;
  state: "inactive" | "recording" = "inactive";
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  timeslice: number | undefined;
  constructor(
    readonly stream: MediaStream,
    options?: { mimeType?: string },
  ) {
    this.mimeType = options?.mimeType ?? "";
    FakeMediaRecorder.last = this;
  }
  start(timeslice?: number) {
    this.timeslice = timeslice;
    this.state = "recording";
  }
  /** Hands the page a chunk, as the browser does every timeslice. */
  emit(bytes: number) {
    this.ondataavailable?.({ data: new Blob([new Uint8Array(bytes)], { type: this.mimeType }) });
  }
  stop() {
    this.state = "inactive";
    this.onstop?.();
  }
}

const stopTrack = vi.fn();
const getUserMedia = vi.fn();

beforeEach(() => {
  FakeMediaRecorder.last = null;
  stopTrack.mockReset();
  getUserMedia.mockReset();
  vi.stubGlobal("MediaRecorder", FakeMediaRecorder);
  vi.stubGlobal("AudioContext", undefined);
  Object.defineProperty(navigator, "mediaDevices", {
    configurable: true,
    value: { getUserMedia },
  });
  if (!URL.createObjectURL) {
    Object.assign(URL, { createObjectURL: () => "blob:fake", revokeObjectURL: () => undefined });
  }
  vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:fake");
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
});

afterEach(() => {
  Reflect.deleteProperty(navigator, "mediaDevices");
});

function grantMicrophone() {
  getUserMedia.mockResolvedValue({ getTracks: () => [{ stop: stopTrack }] });
}

function renderRecorder(routes: Record<string, RouteHandler> = {}) {
  const fetchMock = mockFetch({ "GET /api/auth/me": () => json({ user: makeUser() }), ...routes });
  const onDone = vi.fn();
  renderWithProviders(<AudioRecorder onDone={onDone} />);
  return { fetchMock, onDone };
}

describe("Audio recorder", () => {
  it("says 'Could not access microphone. Please check permissions.' when the microphone is refused", async () => {
    const user = userEvent.setup();
    getUserMedia.mockRejectedValue(new DOMException("denied", "NotAllowedError"));
    renderRecorder();
    await user.click(screen.getByRole("button", { name: "Start Recording" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not access microphone. Please check permissions.",
    );
  });

  it("asks for 44.1 kHz audio, records webm/opus in 100 ms chunks and shows the size with two decimals", async () => {
    const user = userEvent.setup();
    grantMicrophone();
    renderRecorder();
    expect(screen.getByTestId("recorder-size")).toHaveTextContent("0.00 MB");
    await user.click(screen.getByRole("button", { name: "Start Recording" }));
    await screen.findByRole("button", { name: "Stop Recording" });
    expect(getUserMedia).toHaveBeenCalledWith({ audio: { sampleRate: 44100 } });
    const recorder = FakeMediaRecorder.last!;
    expect(recorder.mimeType).toBe("audio/webm;codecs=opus");
    expect(recorder.timeslice).toBe(100);

    recorder.emit(1024 * 1024);
    recorder.emit(512 * 1024);
    await waitFor(() => expect(screen.getByTestId("recorder-size")).toHaveTextContent("1.50 MB"));
    expect(screen.getAllByTestId("waveform")[0]!.children).toHaveLength(50);

    await user.click(screen.getByRole("button", { name: "Stop Recording" }));
    expect(await screen.findByRole("button", { name: "Play" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Delete" })).toBeVisible();
    expect(stopTrack).toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(screen.queryByRole("button", { name: "Play" })).toBeNull();
    expect(screen.getByTestId("recorder-size")).toHaveTextContent("0.00 MB");
  });

  it("uploads the audio with the title and consent, asks for processing, and closes", async () => {
    const user = userEvent.setup();
    grantMicrophone();
    routeXhrThroughFetch();
    const { fetchMock, onDone } = renderRecorder({
      "POST /api/recordings": () => json(makeRecording(), 201),
      "GET /api/recordings": () => json({ recordings: [], totalPages: 0, total: 0, page: 1 }),
    });
    await user.click(screen.getByRole("button", { name: "Start Recording" }));
    await screen.findByRole("button", { name: "Stop Recording" });
    FakeMediaRecorder.last!.emit(2048);
    await user.click(screen.getByRole("button", { name: "Stop Recording" }));
    await user.clear(screen.getByLabelText("Title"));
    await user.type(screen.getByLabelText("Title"), "Canal walk");
    await user.click(screen.getByLabelText("Participants consented to transcription"));
    await user.click(screen.getByRole("button", { name: "Upload" }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [, init] = callsTo(fetchMock, "POST", "/api/recordings")[0]!;
    const form = (init as RequestInit).body as FormData;
    expect(form.get("title")).toBe("Canal walk");
    expect(form.get("type")).toBe("audio");
    expect(form.get("process")).toBe("true");
    expect(JSON.parse(String(form.get("consent")))).toMatchObject({ transcribed: true });
    expect(form.get("file")).toBeInstanceOf(File);
  });

  it("says 'Failed to upload recording. Please try again.' when the upload fails", async () => {
    const user = userEvent.setup();
    grantMicrophone();
    routeXhrThroughFetch();
    const { onDone } = renderRecorder({
      "POST /api/recordings": () => apiErrorResponse(413, "PAYLOAD_TOO_LARGE", "Too large"),
    });
    await user.click(screen.getByRole("button", { name: "Start Recording" }));
    await screen.findByRole("button", { name: "Stop Recording" });
    FakeMediaRecorder.last!.emit(2048);
    await user.click(screen.getByRole("button", { name: "Stop Recording" }));
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to upload recording. Please try again.",
    );
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Record Again" })).toBeEnabled();
  });
});

/** The hub's part: New Recording and the take it keeps while the recorder is closed. */
function HubHarness() {
  const [open, setOpen] = useState(false);
  const [take, setTake] = useState<RecorderDraft | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        New Recording
      </button>
      {open ? (
        <RecorderModal open onOpenChange={setOpen} draft={take} onDraftChange={setTake} />
      ) : null}
    </>
  );
}

describe("New Recording with a take in it", () => {
  /** Records a take of seven seconds (the clock is moved on) and stops. */
  async function recordTake(user: ReturnType<typeof userEvent.setup>) {
    grantMicrophone();
    mockFetch({ "GET /api/auth/me": () => json({ user: makeUser() }) });
    renderWithProviders(<HubHarness />);
    await user.click(screen.getByRole("button", { name: "New Recording" }));
    const now = Date.now();
    const clock = vi.spyOn(Date, "now").mockReturnValue(now);
    await user.click(screen.getByRole("button", { name: "Start Recording" }));
    await screen.findByRole("button", { name: "Stop Recording" });
    FakeMediaRecorder.last!.emit(300 * 1024);
    clock.mockReturnValue(now + 7_400);
    await waitFor(() => expect(screen.getByTestId("recorder-timer")).toHaveTextContent("00:07"));
    clock.mockRestore();
  }

  it("asks before Escape ends a take being recorded, with no Keep draft", async () => {
    const user = userEvent.setup();
    await recordTake(user);
    await user.keyboard("{Escape}");
    const asked = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    expect(within(asked).queryByRole("button", { name: "Keep draft" })).toBeNull();
    await user.click(within(asked).getByRole("button", { name: "Stay" }));
    expect(screen.getByRole("button", { name: "Stop Recording" })).toBeVisible();
  });

  it("keeps a stopped take when closed with Keep draft: reopening shows its length, size, title and Play", async () => {
    const user = userEvent.setup();
    await recordTake(user);
    await user.click(screen.getByRole("button", { name: "Stop Recording" }));
    await screen.findByRole("button", { name: "Play" });
    await user.clear(screen.getByLabelText("Title"));
    await user.type(screen.getByLabelText("Title"), "Canal walk");

    await user.keyboard("{Escape}");
    const asked = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    expect(asked).toHaveAccessibleDescription(
      "You have unsaved changes. If you leave now, they will be lost.",
    );
    await user.click(within(asked).getByRole("button", { name: "Keep draft" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New Recording" })).toBeNull());

    await user.click(screen.getByRole("button", { name: "New Recording" }));
    expect(screen.getByTestId("recorder-timer")).toHaveTextContent("00:07");
    expect(screen.getByTestId("recorder-size")).toHaveTextContent("0.29 MB");
    expect(screen.getByLabelText("Title")).toHaveValue("Canal walk");
    expect(screen.getByRole("button", { name: "Play" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Upload" })).toBeEnabled();
  });

  it("throws the take away with Leave: reopening shows 00:00", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await recordTake(user);
    await user.click(screen.getByRole("button", { name: "Stop Recording" }));
    await screen.findByRole("button", { name: "Play" });
    await user.click(screen.getByTestId("dialog-overlay"));
    await user.click(await screen.findByRole("button", { name: "Leave" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New Recording" })).toBeNull());

    await user.click(screen.getByRole("button", { name: "New Recording" }));
    expect(screen.getByTestId("recorder-timer")).toHaveTextContent("00:00");
    expect(screen.queryByRole("button", { name: "Play" })).toBeNull();
  });

  it("after Delete there is nothing to lose: Escape closes at once", async () => {
    const user = userEvent.setup();
    await recordTake(user);
    await user.click(screen.getByRole("button", { name: "Stop Recording" }));
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New Recording" })).toBeNull());
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
