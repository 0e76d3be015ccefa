import { IMAGE_MAX_BYTES } from "@field-commons/shared/uploads";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { apiErrorResponse, callsTo, json, mockFetch } from "../../testing/mock-fetch";
import { routeXhrThroughFetch } from "./fake-xhr";
import { ImageUploadField, toContentImageInputs } from "./image-upload-field";
import type { ImageFieldItem } from "./image-upload-field";

const UPLOAD = "/api/uploads/images";

function uploaded(id: string) {
  return {
    id,
    url: `/api/uploads/${id}`,
    cardUrl: `/api/uploads/${id}/card`,
    width: 1600,
    height: 1200,
    mimeType: "image/png",
    bytes: 2048,
  };
}

function item(id: string, alt = ""): ImageFieldItem {
  return {
    uploadId: id,
    url: `/api/uploads/${id}`,
    cardUrl: `/api/uploads/${id}/card`,
    width: 1600,
    height: 1200,
    alt,
    caption: "",
  };
}

const png = (name = "field.png", size = 2048) =>
  new File([new Uint8Array(size)], name, { type: "image/png" });

function Harness({
  initial = [],
  onChange,
}: {
  initial?: ImageFieldItem[];
  onChange?: (next: ImageFieldItem[]) => void;
}) {
  const [value, setValue] = useState<ImageFieldItem[]>(initial);
  return (
    <ImageUploadField
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

function setup(routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch(routes);
  routeXhrThroughFetch();
  // Non-image files must reach the field's own check, not be filtered by the picker.
  const user = userEvent.setup({ applyAccept: false });
  return { fetchMock, user };
}

describe("ImageUploadField", () => {
  it("refuses a file that is not an image without calling the server", async () => {
    const { fetchMock, user } = setup();
    render(<Harness />);
    await user.upload(
      screen.getByLabelText("Add Images"),
      new File(["notes"], "notes.txt", { type: "text/plain" }),
    );
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Please choose an image file")).toBeInTheDocument();
    expect(alert).toHaveTextContent("notes.txt");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses an image over 4 MB without calling the server", async () => {
    const { fetchMock, user } = setup();
    render(<Harness />);
    await user.upload(screen.getByLabelText("Add Images"), png("huge.png", IMAGE_MAX_BYTES + 1));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Image is too large (max 4MB)")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("uploads a valid image as multipart field 'file', shows progress, then the thumbnail", async () => {
    let answer: (response: Response) => void = () => {};
    const { fetchMock, user } = setup({
      [`POST ${UPLOAD}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);

    const file = png("river.png");
    await user.upload(screen.getByLabelText("Add Images"), file);

    const progress = await screen.findByRole("progressbar", { name: "Uploading river.png" });
    await waitFor(() => expect(progress).toHaveAttribute("aria-valuenow", "50"));
    expect(screen.getByText("50%")).toBeInTheDocument();

    const [call] = callsTo(fetchMock, "POST", UPLOAD);
    const body = call![1]!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get("file") as File).name).toBe("river.png");
    expect(new Headers(call![1]!.headers).has("Content-Type")).toBe(false);

    answer(json(uploaded("11111111-1111-4111-8111-111111111111"), 201));

    const thumb = await screen.findByRole("button", { name: "View image 1 full size" });
    expect(thumb.querySelector("img")).toHaveAttribute(
      "src",
      "/api/uploads/11111111-1111-4111-8111-111111111111/card",
    );
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({
        uploadId: "11111111-1111-4111-8111-111111111111",
        cardUrl: "/api/uploads/11111111-1111-4111-8111-111111111111/card",
        alt: "",
        caption: "",
      }),
    ]);

    await user.type(screen.getByLabelText("Alt text"), "Irrigation channel");
    await user.type(screen.getByLabelText("Caption"), "Valais, 2019");
    expect(toContentImageInputs(onChange.mock.lastCall![0] as ImageFieldItem[])).toEqual([
      {
        uploadId: "11111111-1111-4111-8111-111111111111",
        alt: "Irrigation channel",
        caption: "Valais, 2019",
      },
    ]);
  });

  it("shows the server's 415 and 413 messages the same way", async () => {
    let calls = 0;
    const { user } = setup({
      [`POST ${UPLOAD}`]: () =>
        ++calls === 1
          ? apiErrorResponse(415, "UNSUPPORTED_MEDIA_TYPE", "Please choose an image file")
          : apiErrorResponse(413, "PAYLOAD_TOO_LARGE", "Image is too large (max 4MB)"),
    });
    render(<Harness />);
    await user.upload(screen.getByLabelText("Add Images"), png("fake.png"));
    expect(await screen.findByText("Please choose an image file")).toBeInTheDocument();
    await user.upload(screen.getByLabelText("Add Images"), png("dense.png"));
    expect(await screen.findByText("Image is too large (max 4MB)")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("dense.png");
  });

  it("reorders and removes images", async () => {
    const { user } = setup();
    const onChange = vi.fn();
    render(<Harness initial={[item("a", "First"), item("b", "Second")]} onChange={onChange} />);

    expect(screen.getByRole("button", { name: "Move up image 1" })).toBeDisabled();
    const down = screen.getByRole("button", { name: "Move down image 1" });
    await user.click(down);
    expect(onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ uploadId: "b" }),
      expect.objectContaining({ uploadId: "a" }),
    ]);
    // Focus stays with the image that moved, now second (its Move down is disabled).
    expect(screen.getByRole("button", { name: "Move up image 2" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Remove image 1" }));
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ uploadId: "a" })]);
    expect(screen.getAllByLabelText("Alt text")).toHaveLength(1);
    expect(screen.getByLabelText("Alt text")).toHaveValue("First");
  });

  it("opens the original in the full-size viewer; Escape closes it and focus returns", async () => {
    const { user } = setup();
    render(<Harness initial={[item("a", "Terraced fields")]} />);
    const thumb = screen.getByRole("button", { name: "View image 1 full size" });
    await user.click(thumb);

    const viewer = await screen.findByRole("dialog", { name: "Terraced fields" });
    expect(within(viewer).getByRole("img", { name: "Terraced fields" })).toHaveAttribute(
      "src",
      "/api/uploads/a",
    );
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(thumb).toHaveFocus();

    await user.click(thumb);
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Close" }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(thumb).toHaveFocus();
  });
});
