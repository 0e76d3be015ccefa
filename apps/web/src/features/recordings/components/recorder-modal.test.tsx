import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { routeXhrThroughFetch } from "../../../components/image-upload/fake-xhr";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../../testing/mock-fetch";
import type { RouteHandler } from "../../../testing/mock-fetch";
import { renderWithProviders } from "../../../testing/render";
import { makeRecording } from "../testing/recording-fixtures";
import { AudioRecorder } from "./recorder-modal";

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
