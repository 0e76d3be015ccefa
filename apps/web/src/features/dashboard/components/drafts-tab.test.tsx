import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { makeContentSummary } from "../../../testing/content-fixtures";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../../testing/mock-fetch";
import { renderWithProviders } from "../../../testing/render";
import { DraftsTab } from "./drafts-tab";

describe("Dashboard: Drafts tab, rejected items", () => {
  it("lists rejected items with the moderator's reason and the edit link", async () => {
    const rejected = makeContentSummary({
      title: "Fisheries in Lofoten",
      status: "rejected",
      moderationReason: "Add your sources, please.",
    });
    const fetchMock = mockFetch({
      "GET /api/auth/me": () => json({ user: makeUser() }),
      "GET /api/content": () => json({ items: [rejected], nextCursor: null }),
    });
    renderWithProviders(<DraftsTab />);
    const card = await screen.findByRole("article", { name: "Fisheries in Lofoten" });
    expect(within(card).getByText("Rejected")).toHaveClass("bg-red-50");
    expect(within(card).getByText("Add your sources, please.")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Edit Fisheries in Lofoten" })).toHaveAttribute(
      "href",
      `/publish/case-study/${rejected.id}`,
    );
    const [call] = callsTo(fetchMock, "GET", "/api/content");
    expect(new URL(String(call?.[0]), "http://localhost").searchParams.get("status")).toBe(
      "draft,rejected,needs-revision",
    );
  });
});

describe("Dashboard: Drafts tab, revision requests", () => {
  it("shows the moderator's note and resubmits the item for review", async () => {
    const item = makeContentSummary({
      title: "Seed banks in Oaxaca",
      status: "needs-revision",
      moderationReason: "Name the cooperative and add the date of the interview.",
    });
    let resubmitted = false;
    const fetchMock = mockFetch({
      "GET /api/auth/me": () => json({ user: makeUser() }),
      "GET /api/content": () => json({ items: resubmitted ? [] : [item], nextCursor: null }),
      [`POST /api/content/${item.id}/publish`]: () => {
        resubmitted = true;
        return json({ ...item, status: "in-review" });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<DraftsTab />);
    const card = await screen.findByRole("article", { name: "Seed banks in Oaxaca" });
    expect(within(card).getByText("Needs revision")).toHaveClass("bg-amber-50");
    expect(within(card).getByText("A moderator asked for a revision")).toBeInTheDocument();
    expect(
      within(card).getByText("Name the cooperative and add the date of the interview."),
    ).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Edit Seed banks in Oaxaca" })).toHaveAttribute(
      "href",
      `/publish/case-study/${item.id}`,
    );

    await user.click(
      within(card).getByRole("button", { name: "Resubmit for review: Seed banks in Oaxaca" }),
    );
    expect(
      await screen.findByText(
        "“Seed banks in Oaxaca” was sent back to the moderators. It is in review and listed with your publications.",
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST", `/api/content/${item.id}/publish`)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole("article", { name: "Seed banks in Oaxaca" })).toBeNull(),
    );
  });

  it("says why a resubmission failed, in the server's words", async () => {
    const item = makeContentSummary({ title: "Seed banks in Oaxaca", status: "needs-revision" });
    mockFetch({
      "GET /api/auth/me": () => json({ user: makeUser() }),
      "GET /api/content": () => json({ items: [item], nextCursor: null }),
      [`POST /api/content/${item.id}/publish`]: () =>
        apiErrorResponse(
          400,
          "NOT_READY_TO_PUBLISH",
          "Not ready to publish: Summary is required to publish",
        ),
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithProviders(<DraftsTab />);
    await user.click(
      await screen.findByRole("button", { name: "Resubmit for review: Seed banks in Oaxaca" }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "“Seed banks in Oaxaca” could not be resubmitted: Not ready to publish: Summary is required to publish",
    );
    expect(screen.getByRole("article", { name: "Seed banks in Oaxaca" })).toBeInTheDocument();
  });
});
