import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch } from "../../testing/mock-fetch";
import { renderWithProviders } from "../../testing/render";
import { MapItemPopup } from "./map-item-popup";

const trip = {
  id: "t-1",
  type: "trip" as const,
  slug: "valencia-huerta",
  title: "The Valencia huerta",
  locationName: "Valencia",
  notes: "The court sits on Thursdays at noon.",
};

describe("MapItemPopup", () => {
  it("shows the type, the title linking to the item, the place and the trip's notes", () => {
    mockFetch();
    renderWithProviders(<MapItemPopup item={trip} />);
    expect(screen.getByText("Field Work")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "The Valencia huerta" })).toHaveAttribute(
      "href",
      "/trip/valencia-huerta",
    );
    expect(screen.getByText("Valencia")).toBeInTheDocument();
    expect(screen.getByText("The court sits on Thursdays at noon.")).toBeInTheDocument();
  });

  it("leaves the notes out when there are none, and the type where every pin is a trip", () => {
    mockFetch();
    renderWithProviders(<MapItemPopup item={{ ...trip, notes: "  " }} showType={false} />);
    expect(screen.queryByText("Field Work")).not.toBeInTheDocument();
    expect(screen.queryByText(/Notes:/)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "The Valencia huerta" })).toBeInTheDocument();
  });
});
