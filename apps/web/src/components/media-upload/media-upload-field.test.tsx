import { MEDIA_MAX_BYTES, MEDIA_MESSAGES } from "@field-commons/shared/uploads";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { apiErrorResponse, callsTo, json, mockFetch } from "../../testing/mock-fetch";
import { routeXhrThroughFetch } from "../image-upload/fake-xhr";
import { MEDIA_PICKER_LABEL, MediaUploadField } from "./media-upload-field";
import type { MediaFieldValue } from "./media-upload-field";
import { checkMediaFile } from "./upload-media";

const UPLOAD = "/api/uploads/media";
const MEDIA_ID = "22222222-2222-4222-8222-222222222222";

const uploaded = (kind: "audio" | "video" = "audio", bytes = 5 * 1024 * 1024) => ({
  id: MEDIA_ID,
  url: `/api/uploads/${MEDIA_ID}`,
  kind,
  mimeType: kind === "audio" ? "audio/mpeg" : "video/mp4",
  bytes,
});

/** A file of the given declared size without allocating it (File.size is what the check reads). */
function fileOfSize(name: string, type: string, size: number): File {
  const file = new File([new Uint8Array(16)], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

function Harness({
  initial = null,
  onChange,
  onUploadingChange,
}: {
  initial?: MediaFieldValue | null;
  onChange?: (next: MediaFieldValue | null) => void;
  onUploadingChange?: (busy: boolean) => void;
}) {
  const [value, setValue] = useState<MediaFieldValue | null>(initial);
  return (
    <MediaUploadField
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      onUploadingChange={onUploadingChange}
    />
  );
}

function setup(routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch(routes);
  routeXhrThroughFetch();
  // Other files must reach the field's own check, not be filtered by the picker.
  const user = userEvent.setup({ applyAccept: false });
  return { fetchMock, user };
}

describe("checkMediaFile", () => {
  it("accepts the shared audio and video types (and their common aliases) up to 100 MB", () => {
    expect(checkMediaFile(fileOfSize("a.mp3", "audio/mpeg", 1000))).toBeNull();
    expect(checkMediaFile(fileOfSize("a.m4a", "audio/x-m4a", 1000))).toBeNull();
    expect(checkMediaFile(fileOfSize("v.mov", "video/quicktime", MEDIA_MAX_BYTES))).toBeNull();
    expect(checkMediaFile(fileOfSize("v.mp4", "video/mp4", MEDIA_MAX_BYTES + 1))).toBe(
      MEDIA_MESSAGES.tooLarge,
    );
    expect(checkMediaFile(fileOfSize("a.txt", "text/plain", 10))).toBe(MEDIA_MESSAGES.notMedia);
    expect(checkMediaFile(fileOfSize("a", "", 10))).toBe(MEDIA_MESSAGES.notMedia);
    expect(checkMediaFile(fileOfSize("a.mkv", "video/x-matroska", 10))).toBe(
      MEDIA_MESSAGES.notMedia,
    );
  });
});

describe("MediaUploadField", () => {
  it("states the limit under the picker", () => {
    setup();
    render(<Harness />);
    expect(screen.getByLabelText(MEDIA_PICKER_LABEL)).toHaveAccessibleDescription(
      MEDIA_MESSAGES.limitText,
    );
  });

  it("refuses a file that is not audio or video without calling the server", async () => {
    const { fetchMock, user } = setup();
    render(<Harness />);
    await user.upload(
      screen.getByLabelText(MEDIA_PICKER_LABEL),
      new File(["notes"], "notes.txt", { type: "text/plain" }),
    );
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(MEDIA_MESSAGES.notMedia)).toBeInTheDocument();
    expect(alert).toHaveTextContent("notes.txt");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses a file over 100 MB without calling the server", async () => {
    const { fetchMock, user } = setup();
    render(<Harness />);
    await user.upload(
      screen.getByLabelText(MEDIA_PICKER_LABEL),
      fileOfSize("long.mp4", "video/mp4", MEDIA_MAX_BYTES + 1),
    );
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(MEDIA_MESSAGES.tooLarge)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("uploads as multipart field 'file' with progress, then previews it in a player", async () => {
    let answer: (response: Response) => void = () => {};
    const { fetchMock, user } = setup({
      [`POST ${UPLOAD}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const onChange = vi.fn();
    const onUploadingChange = vi.fn();
    const { container } = render(
      <Harness onChange={onChange} onUploadingChange={onUploadingChange} />,
    );

    await user.upload(
      screen.getByLabelText(MEDIA_PICKER_LABEL),
      new File([new Uint8Array(4096)], "elder.mp3", { type: "audio/mpeg" }),
    );

    const progress = await screen.findByRole("progressbar", { name: "Uploading elder.mp3" });
    await waitFor(() => expect(progress).toHaveAttribute("aria-valuenow", "50"));
    expect(screen.getByText("50%")).toBeInTheDocument();
    expect(screen.getByLabelText(MEDIA_PICKER_LABEL)).toBeDisabled();
    expect(onUploadingChange).toHaveBeenLastCalledWith(true);

    const [call] = callsTo(fetchMock, "POST", UPLOAD);
    const body = call![1]!.body as FormData;
    expect((body.get("file") as File).name).toBe("elder.mp3");
    expect(new Headers(call![1]!.headers).has("Content-Type")).toBe(false);
    expect(container.querySelector("audio")).toBeNull();

    answer(json(uploaded("audio"), 201));

    await waitFor(() => expect(container.querySelector("audio")).not.toBeNull());
    const audio = container.querySelector("audio")!;
    expect(audio).toHaveAttribute("src", `/api/uploads/${MEDIA_ID}`);
    expect(audio).toHaveAttribute("preload", "metadata");
    expect(audio).toHaveAttribute("controls");
    expect(screen.getByText("elder.mp3 · 5.0 MB")).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).toBeNull();
    // The parent hears about the end of the upload from an effect, which React
    // may run just after the render that shows the player.
    await waitFor(() => expect(onUploadingChange).toHaveBeenLastCalledWith(false));
    expect(onChange).toHaveBeenLastCalledWith({
      uploadId: MEDIA_ID,
      url: `/api/uploads/${MEDIA_ID}`,
      kind: "audio",
      name: "elder.mp3",
      bytes: 5 * 1024 * 1024,
    });
  });

  it("previews a video upload in a video player", async () => {
    const { user } = setup({ [`POST ${UPLOAD}`]: () => json(uploaded("video"), 201) });
    const { container } = render(<Harness />);
    await user.upload(
      screen.getByLabelText(MEDIA_PICKER_LABEL),
      new File([new Uint8Array(64)], "walk.mp4", { type: "video/mp4" }),
    );
    await waitFor(() => expect(container.querySelector("video")).not.toBeNull());
    expect(container.querySelector("audio")).toBeNull();
  });

  it("shows the server's 413 and 415 messages and attaches nothing", async () => {
    let status = 413;
    const { user } = setup({
      [`POST ${UPLOAD}`]: () =>
        status === 413
          ? apiErrorResponse(413, "PAYLOAD_TOO_LARGE", "File is too large (max 100 MB)")
          : apiErrorResponse(415, "UNSUPPORTED_MEDIA_TYPE", "Please choose an audio or video file"),
    });
    const onChange = vi.fn();
    const { container } = render(<Harness onChange={onChange} />);

    await user.upload(
      screen.getByLabelText(MEDIA_PICKER_LABEL),
      new File([new Uint8Array(64)], "big.mp3", { type: "audio/mpeg" }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "big.mp3: File is too large (max 100 MB)",
    );

    status = 415;
    await user.upload(
      screen.getByLabelText(MEDIA_PICKER_LABEL),
      new File([new Uint8Array(64)], "fake.mp3", { type: "audio/mpeg" }),
    );
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(
        "fake.mp3: Please choose an audio or video file",
      ),
    );
    expect(onChange).not.toHaveBeenCalled();
    expect(container.querySelector("audio, video")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Dismiss message about fake.mp3" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("falls back on the shared texts when a 413 or 415 carries no message", async () => {
    const { user } = setup({
      [`POST ${UPLOAD}`]: () => new Response("", { status: 413 }),
    });
    render(<Harness />);
    await user.upload(
      screen.getByLabelText(MEDIA_PICKER_LABEL),
      new File([new Uint8Array(64)], "big.mp3", { type: "audio/mpeg" }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(MEDIA_MESSAGES.tooLarge);
  });

  it("can cancel an upload in flight, and remove an attached recording", async () => {
    const { user } = setup({ [`POST ${UPLOAD}`]: () => new Promise<Response>(() => {}) });
    const onChange = vi.fn();
    render(
      <Harness
        onChange={onChange}
        initial={{ uploadId: MEDIA_ID, url: `/api/uploads/${MEDIA_ID}`, kind: "video" }}
      />,
    );
    expect(screen.getByText("Attached video")).toBeInTheDocument();

    await user.upload(
      screen.getByLabelText(MEDIA_PICKER_LABEL),
      new File([new Uint8Array(64)], "slow.mp3", { type: "audio/mpeg" }),
    );
    await user.click(await screen.findByRole("button", { name: "Cancel Upload" }));
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByLabelText(MEDIA_PICKER_LABEL)).toBeEnabled();
    expect(onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Remove Recording" }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText("Attached video")).toBeNull();
  });
});
