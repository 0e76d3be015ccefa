import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { apiErrorResponse, callsTo, json, mockFetch } from "../../../testing/mock-fetch";
import { renderWithProviders } from "../../../testing/render";
import { makeRecording } from "../testing/recording-fixtures";
import { RecordingEditor } from "./recording-editor";

const ID = "11111111-1111-4111-8111-111111111111";

function bodyOf(call: unknown[] | undefined): unknown {
  const init = call?.[1] as RequestInit | undefined;
  return typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
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
    const player = screen.getByLabelText("Player: Water committee meeting") as HTMLAudioElement;
    const transcript = screen.getByRole("list", { name: "Transcript" });
    await user.click(within(transcript).getAllByRole("button", { name: "Play from 1:05" })[0]!);
    expect(player.currentTime).toBe(65);
    await user.click(within(transcript).getByRole("button", { name: /Welcome to the water/ }));
    expect(player.currentTime).toBe(0);
    expect(play).toHaveBeenCalled();
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
    expect(screen.getByText("Timestamps cannot be negative")).toBeVisible();
    expect(screen.getByText("A topic cannot be empty")).toBeVisible();
    expect(screen.getByText("Please correct the marked fields.")).toBeVisible();
    expect(callsTo(fetchMock, "PUT", `/api/recordings/${ID}`)).toHaveLength(0);

    await user.clear(timestamp);
    await user.type(timestamp, "1.5");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Timestamps must be whole seconds")).toBeVisible();
  });

  it("saves an edited line, the new rows with the spec's defaults, and goes back to read-only", async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      [`PUT /api/recordings/${ID}`]: ({ body }) =>
        json(makeRecording({ isOwner: true, ...(body as object) })),
      "GET /api/recordings": () => json({ recordings: [], totalPages: 0, total: 0, page: 1 }),
    });
    renderWithProviders(<RecordingEditor recording={makeRecording({ isOwner: true })} canEdit />);
    await user.click(screen.getByRole("button", { name: "Edit" }));
    const line = screen.getByLabelText("Text, line 2");
    await user.clear(line);
    await user.type(line, "We should repair the canal in March.");
    await user.type(screen.getByLabelText("Speaker, line 2"), "Maria");
    await user.click(screen.getByRole("button", { name: "Add Entity" }));
    await user.type(screen.getByLabelText("Entity 2"), "Water board");
    await user.click(screen.getByRole("button", { name: "Add Action Item" }));
    await user.type(screen.getByLabelText("Action item 2"), "Call the water board");
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(callsTo(fetchMock, "PUT", `/api/recordings/${ID}`)).toHaveLength(1));
    const sent = bodyOf(callsTo(fetchMock, "PUT", `/api/recordings/${ID}`)[0]) as {
      transcript: { text: string; speaker?: string; start: number }[];
      entities: { name: string; type: string; confidence: number }[];
      actionItems: { text: string; priority: string }[];
    };
    expect(sent.transcript[1]).toMatchObject({
      start: 65,
      text: "We should repair the canal in March.",
      speaker: "Maria",
    });
    expect(sent.entities[1]).toEqual({ name: "Water board", type: "other", confidence: 0.5 });
    expect(sent.actionItems[1]).toMatchObject({ text: "Call the water board", priority: "medium" });
    expect(await screen.findByRole("button", { name: "Edit" })).toBeVisible();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("says 'Failed to save recording. Please try again.' when the save fails", async () => {
    const user = userEvent.setup();
    mockFetch({
      [`PUT /api/recordings/${ID}`]: () => apiErrorResponse(500, "INTERNAL", "Boom"),
    });
    renderWithProviders(<RecordingEditor recording={makeRecording({ isOwner: true })} canEdit />);
    await user.click(screen.getByRole("button", { name: "Edit" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to save recording. Please try again.",
    );
  });
});
