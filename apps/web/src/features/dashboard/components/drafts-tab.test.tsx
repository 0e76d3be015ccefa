import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeContentSummary } from "../../../testing/content-fixtures";
import { callsTo, json, makeUser, mockFetch } from "../../../testing/mock-fetch";
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
      "draft,rejected",
    );
  });
});
