import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { makeContentSummary } from "../../../testing/content-fixtures";
import { DraftCard } from "./draft-card";

function renderCard(overrides: Parameters<typeof makeContentSummary>[0]) {
  const item = makeContentSummary({ status: "draft", publishedAt: null, ...overrides });
  render(
    <MemoryRouter>
      <DraftCard item={item} onDelete={() => undefined} />
    </MemoryRouter>,
  );
  return screen.getByRole("article", { name: item.title });
}

describe("Dashboard: draft card", () => {
  it("says 'No place yet' for a draft without a place, never 'Unknown'", () => {
    const card = renderCard({
      title: "Notes from the river council",
      location: { name: "", lat: null, lng: null, country: "" },
    });
    expect(within(card).getByText("Location:").parentElement).toHaveTextContent(
      /^Location: No place yet$/,
    );
    expect(within(card).queryByText(/Unknown/)).not.toBeInTheDocument();
  });

  it("shows the place, or its country, once there is one", () => {
    const named = renderCard({ title: "Lofoten quotas" });
    expect(within(named).getByText("Location:").parentElement).toHaveTextContent(
      /^Location: Lofoten$/,
    );
    const country = renderCard({
      title: "A country only",
      location: { name: " ", lat: null, lng: null, country: "Peru" },
    });
    expect(within(country).getByText("Location:").parentElement).toHaveTextContent(
      /^Location: Peru$/,
    );
  });
});
