import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, makeUser, mockFetch } from "../../../testing/mock-fetch";
import { renderWithProviders } from "../../../testing/render";
import { makeRecording } from "../testing/recording-fixtures";
import { RecordingPage } from "./recording-page";

const ID = "11111111-1111-4111-8111-111111111111";

function renderPage(recording: ReturnType<typeof makeRecording>) {
  mockFetch({
    "GET /api/auth/me": () => json({ user: makeUser() }),
    [`GET /api/recordings/${ID}`]: () => json(recording),
  });
  renderWithProviders(<RecordingPage id={ID} />, { route: `/recordings/${ID}` });
}

describe("Recording page", () => {
  it("tells the author of a draft who sees it and offers Publish", async () => {
    renderPage(makeRecording({ isOwner: true, status: "draft", privacy: "shared" }));
    const draft = await screen.findByRole("region", { name: "Draft" });
    expect(draft).toHaveTextContent(
      "Draft This recording is a draft: only you can see it. Once published, signed-in members can find it.",
    );
    expect(within(draft).getByRole("button", { name: "Publish" })).toBeEnabled();
    // One Publish on the page, even where the editor below offers its own.
    expect(screen.getAllByRole("button", { name: "Publish" })).toHaveLength(1);
  });

  it("offers no Publish once the recording is published", async () => {
    renderPage(makeRecording({ isOwner: true, status: "published", privacy: "shared" }));
    expect(await screen.findByRole("heading", { name: "Water committee meeting" })).toBeVisible();
    expect(screen.queryByRole("region", { name: "Draft" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Publish" })).toBeNull();
  });
});
