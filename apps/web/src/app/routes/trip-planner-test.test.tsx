import { CARD_TYPES, CARD_TYPE_INFO } from "@field-commons/shared/trips";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch } from "../../testing/mock-fetch";
import { renderWithProviders } from "../../testing/render";
import { Component as TripPlannerTest } from "./trip-planner-test";

describe("/trip-planner-test", () => {
  it("shows a sample card of every card type, as planner cards and as the trip page shows them", async () => {
    // The related-content cards search published items to link.
    mockFetch({ "GET /api/content": () => json({ items: [], nextCursor: null }) });
    renderWithProviders(<TripPlannerTest />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Trip planner test" }),
    ).toBeInTheDocument();

    const planner = within(screen.getByRole("list", { name: "Section cards" }));
    expect(planner.getAllByRole("article")).toHaveLength(CARD_TYPES.length);
    expect(planner.getByRole("article", { name: "Getting There" })).toBeInTheDocument();
    expect(planner.getByRole("article", { name: "Related Case Studies" })).toBeInTheDocument();

    const page = within(screen.getByRole("region", { name: "On the trip page" }));
    for (const type of CARD_TYPES) {
      expect(page.getByRole("region", { name: CARD_TYPE_INFO[type].label })).toBeInTheDocument();
    }
    expect(page.getByText("Zurich HB")).toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "Budget totals" })).getByText("CHF 814.00"),
    ).toBeInTheDocument();
  });
});
