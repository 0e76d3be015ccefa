import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockFetch } from "../../testing/mock-fetch";
import { renderWithProviders } from "../../testing/render";
import { ResearchMap } from "./research-map";

describe("ResearchMap", () => {
  it("shows the heading, the legend and the empty state when there are no items", () => {
    mockFetch();
    renderWithProviders(<ResearchMap items={[]} />);
    const section = screen.getByRole("region", { name: "Research Locations" });
    expect(within(section).getByRole("heading", { name: "Research Locations" })).toBeVisible();
    const legend = within(section).getByRole("list", { name: "Legend" });
    expect(
      within(legend)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Field Work", "Case Studies"]);
    expect(
      within(section).getByRole("heading", { name: "No locations to display" }),
    ).toBeInTheDocument();
    expect(
      within(section).getByText("Published trips and case studies will appear on the map"),
    ).toBeInTheDocument();
  });

  it("shows the empty state when no item has coordinates", () => {
    mockFetch();
    renderWithProviders(
      <ResearchMap
        items={[
          { id: "1", type: "trip", slug: "a", title: "A", lat: null, lng: null },
          { id: "2", type: "case-study", slug: "b", title: "B" },
        ]}
      />,
    );
    expect(screen.getByRole("heading", { name: "No locations to display" })).toBeInTheDocument();
  });

  it("shows a loading placeholder while the items load", () => {
    mockFetch();
    renderWithProviders(<ResearchMap items={[]} isLoading />);
    expect(screen.getByText("Loading map…")).toBeInTheDocument();
    expect(screen.queryByText("No locations to display")).not.toBeInTheDocument();
  });

  it("places one pin per located item, skips the others, selects and reports a click", async () => {
    mockFetch();
    const onItemClick = vi.fn();
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <ResearchMap
        items={[
          { id: "1", type: "trip", slug: "a", title: "River trip", lat: 10, lng: 20 },
          { id: "2", type: "case-study", slug: "b", title: "Forest case", lat: -5, lng: 30 },
          { id: "3", type: "case-study", slug: "c", title: "Nowhere", lat: null, lng: null },
        ]}
        onItemClick={onItemClick}
        renderPopup={(item) => <p>Popup {item.title}</p>}
      />,
    );
    const trip = await screen.findByRole("button", { name: "Field Work: River trip" });
    expect(screen.getByRole("button", { name: "Case Study: Forest case" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Nowhere/ })).not.toBeInTheDocument();
    expect(screen.queryByText("No locations to display")).not.toBeInTheDocument();

    // Pins are inline SVG: no marker image is requested, from a CDN or anywhere else.
    expect(trip.tagName).toBe("DIV");
    expect(trip.querySelector("svg")).not.toBeNull();
    expect(container.querySelector("img.leaflet-marker-icon")).toBeNull();
    expect(container.querySelector('img[src*="unpkg"]')).toBeNull();

    await user.click(trip);
    await waitFor(() =>
      expect(onItemClick).toHaveBeenCalledWith(expect.objectContaining({ id: "1" })),
    );
    expect(await screen.findByText("Popup River trip")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Field Work: River trip" }).innerHTML).toContain(
        "#0f172a",
      ),
    );
  });
});
