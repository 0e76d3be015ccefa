import type { Place, PlacesResult } from "@field-commons/shared/trips";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { apiErrorResponse, callsTo, json, mockFetch } from "../../../testing/mock-fetch";
import { createTestQueryClient } from "../../../testing/render";
import { Tabs, TabsTrigger } from "../../../components/ui/tabs";
import type { PlaceToAdd } from "../utils/place-item";
import { PLACES_FAILURE_REASONS } from "../utils/places-failure";
import { PlacesFinder, ScrollableTabs } from "./places-finder";

const SEARCH = "/api/places/search";

function makePlace(overrides: Partial<Place> = {}): Place {
  return {
    name: "Café Alpenrose",
    vicinity: "Dorfstrasse 3, Törbel",
    formatted_address: "",
    rating: 4.6,
    user_ratings_total: 128,
    price_level: 2,
    photo_url: null,
    types: ["cafe"],
    category: "restaurants",
    lat: 46.238,
    lng: 7.852,
    distanceMeters: 1250,
    ...overrides,
  };
}

const HOTEL = makePlace({
  name: "Gasthaus Bergfrieden",
  formatted_address: "Dorfstrasse 12, 3923 Törbel, Switzerland",
  vicinity: "Dorfstrasse 12",
  rating: null,
  user_ratings_total: null,
  price_level: null,
  types: ["lodging"],
  category: "hotels",
  distanceMeters: 14_600,
});

function result(
  places: Place[],
  ranking: PlacesResult["ranking"] = { by: "rating", source: "Google Places" },
): PlacesResult {
  return {
    places,
    location: { name: "Törbel, Switzerland", lat: 46.24, lng: 7.85 },
    searchRadius: 50_000,
    ranking,
  };
}

function renderFinder(location = "Törbel") {
  const onAdd = vi.fn<(place: PlaceToAdd) => void>();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <PlacesFinder open onOpenChange={() => {}} location={location} onAdd={onAdd} />
    </QueryClientProvider>,
  );
  return { onAdd };
}

function paramsOf(fetchMock: ReturnType<typeof mockFetch>) {
  return callsTo(fetchMock, "GET", SEARCH).map(
    ([input]) => new URL(String(input), "http://localhost").searchParams,
  );
}

describe("PlacesFinder", () => {
  it("says the places are sorted by distance when the source (OpenStreetMap) has no ratings", async () => {
    mockFetch({
      [`GET ${SEARCH}`]: () => json(result([HOTEL], { by: "distance", source: "OpenStreetMap" })),
    });
    renderFinder();
    const dialog = screen.getByRole("dialog", { name: "Find Nearby Places" });
    expect(
      await within(dialog).findByText("Sorted by distance: OpenStreetMap has no ratings"),
    ).toBeVisible();
    expect(within(dialog).queryByText(/Sorted by rating/)).not.toBeInTheDocument();
  });

  it("says the places are sorted by rating when the source rates them", async () => {
    mockFetch({ [`GET ${SEARCH}`]: () => json(result([makePlace(), HOTEL])) });
    renderFinder();
    const dialog = screen.getByRole("dialog", { name: "Find Nearby Places" });
    expect(
      await within(dialog).findByText("Sorted by rating, highest first (Google Places)"),
    ).toBeVisible();
  });

  it("searches the trip's location and groups places by category with rating, price, address and distance", async () => {
    const fetchMock = mockFetch({
      [`GET ${SEARCH}`]: () => json(result([makePlace(), HOTEL])),
    });
    renderFinder();
    const dialog = screen.getByRole("dialog", { name: "Find Nearby Places" });
    expect(within(dialog).getByRole("textbox", { name: "Location" })).toHaveValue("Törbel");
    expect(within(dialog).getByText("Searching for places…")).toHaveAttribute("role", "status");

    const restaurants = await within(dialog).findByRole("region", { name: "Restaurants (1)" });
    const cafe = within(restaurants).getByRole("article", { name: "Café Alpenrose" });
    expect(within(cafe).getByText("4.6 (128)")).toBeInTheDocument();
    expect(within(cafe).getByText("$$")).toBeInTheDocument();
    expect(within(cafe).getByText("Dorfstrasse 3, Törbel")).toBeInTheDocument();
    expect(within(cafe).getByText("1.3 km")).toBeInTheDocument();

    const hotels = within(dialog).getByRole("region", { name: "Hotels (1)" });
    const hotel = within(hotels).getByRole("article", { name: "Gasthaus Bergfrieden" });
    // The full address wins over the vicinity.
    expect(within(hotel).getByText("Dorfstrasse 12, 3923 Törbel, Switzerland")).toBeVisible();
    expect(within(hotel).getByText("15 km")).toBeInTheDocument();
    expect(within(dialog).queryByRole("region", { name: /Attractions/ })).toBeNull();

    const [params] = paramsOf(fetchMock);
    expect(params?.get("location")).toBe("Törbel");
    expect(params?.get("section")).toBe("all");
    expect(params?.get("radius")).toBe("50000");
  });

  it("the section tabs ask for that section", async () => {
    const fetchMock = mockFetch({
      [`GET ${SEARCH}`]: ({ url }) => {
        const section = new URL(url, "http://localhost").searchParams.get("section");
        return json(result(section === "hotels" ? [HOTEL] : [makePlace(), HOTEL]));
      },
    });
    const user = userEvent.setup();
    renderFinder();
    const tabs = screen.getByRole("tablist", { name: "Place categories" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["All", "Restaurants", "Hotels", "Attractions"]);
    await screen.findByRole("region", { name: "Restaurants (1)" });
    await user.click(within(tabs).getByRole("tab", { name: "Hotels" }));
    expect(await screen.findByRole("region", { name: "Hotels (1)" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Restaurants (1)" })).toBeNull();
    expect(paramsOf(fetchMock).map((p) => p.get("section"))).toEqual(["all", "hotels"]);
  });

  it("'Add' hands the place to the planner", async () => {
    mockFetch({ [`GET ${SEARCH}`]: () => json(result([makePlace(), HOTEL])) });
    const user = userEvent.setup();
    const { onAdd } = renderFinder();
    const hotel = await screen.findByRole("article", { name: "Gasthaus Bergfrieden" });
    await user.click(within(hotel).getByRole("button", { name: "Add" }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd).toHaveBeenCalledWith(HOTEL);
    expect(within(hotel).getByText("Added")).toBeInTheDocument();
  });

  it("an edited location is searched on Search", async () => {
    const fetchMock = mockFetch({ [`GET ${SEARCH}`]: () => json(result([makePlace()])) });
    const user = userEvent.setup();
    renderFinder();
    await screen.findByRole("article", { name: "Café Alpenrose" });
    const input = screen.getByRole("textbox", { name: "Location" });
    expect(input).toHaveAttribute("maxLength", "200");
    await user.clear(input);
    await user.type(input, "Visp");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(paramsOf(fetchMock).map((p) => p.get("location"))).toEqual(["Törbel", "Visp"]),
    );
  });

  it("no results: 'No places found'", async () => {
    mockFetch({ [`GET ${SEARCH}`]: () => json(result([])) });
    renderFinder();
    expect(await screen.findByRole("heading", { name: "No places found" })).toBeInTheDocument();
  });

  it("a location that cannot be placed (404): 'No places found for this location'", async () => {
    mockFetch({
      [`GET ${SEARCH}`]: () => apiErrorResponse(404, "NOT_FOUND", "Location not found"),
    });
    renderFinder("Nowhere at all");
    expect(
      await screen.findByRole("heading", { name: "No places found for this location" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try Again" })).toBeNull();
  });

  it("an upstream failure (502): 'Failed to fetch places' with Try Again", async () => {
    let fail = true;
    mockFetch({
      [`GET ${SEARCH}`]: () =>
        fail
          ? apiErrorResponse(502, "BAD_GATEWAY", "Places service failed")
          : json(result([makePlace()])),
    });
    const user = userEvent.setup();
    renderFinder();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to fetch places");
    expect(alert).toHaveTextContent(PLACES_FAILURE_REASONS.serviceDown);
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("article", { name: "Café Alpenrose" })).toBeInTheDocument();
  });

  it("a timeout (504) says the places service took too long", async () => {
    mockFetch({
      [`GET ${SEARCH}`]: () => apiErrorResponse(504, "UPSTREAM_FAILED", "Failed to fetch places"),
    });
    renderFinder();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to fetch places");
    expect(alert).toHaveTextContent(PLACES_FAILURE_REASONS.tooSlow);
    expect(within(alert).getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });

  it("offline: says there is no connection, and a place added by hand goes to the trip like a found one", async () => {
    mockFetch({
      [`GET ${SEARCH}`]: () => {
        throw new TypeError("Failed to fetch");
      },
    });
    const user = userEvent.setup();
    const { onAdd } = renderFinder();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to fetch places");
    expect(alert).toHaveTextContent(PLACES_FAILURE_REASONS.offline);

    await user.click(screen.getByRole("button", { name: "Add a place by hand" }));
    const form = screen.getByRole("region", { name: "Add a place by hand" });
    const name = within(form).getByRole("textbox", { name: /^Name/ });
    expect(name).toHaveFocus();
    // Only the name is needed.
    await user.click(within(form).getByRole("button", { name: "Add to trip" }));
    expect(within(form).getByText("Enter the place's name")).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();

    await user.type(name, "Pensión Rosales");
    await user.selectOptions(
      within(form).getByRole("combobox", { name: "Category" }),
      "Hotel or other place to stay",
    );
    await user.type(
      within(form).getByRole("textbox", { name: "Address (optional)" }),
      "Calle Plateros 2",
    );
    await user.type(within(form).getByRole("textbox", { name: "Latitude (optional)" }), "-13.5");
    await user.click(within(form).getByRole("button", { name: "Add to trip" }));
    expect(
      within(form).getByText("Enter both latitude and longitude, or leave both empty"),
    ).toBeInTheDocument();
    await user.type(within(form).getByRole("textbox", { name: "Longitude (optional)" }), "-71.97");
    await user.click(within(form).getByRole("button", { name: "Add to trip" }));

    expect(onAdd).toHaveBeenCalledWith({
      name: "Pensión Rosales",
      category: "hotels",
      formatted_address: "Calle Plateros 2",
      vicinity: "Calle Plateros 2",
      rating: null,
      types: [],
      lat: -13.5,
      lng: -71.97,
    });
    expect(screen.queryByRole("region", { name: "Add a place by hand" })).toBeNull();
    expect(screen.getByText(/Pensión Rosales added to your trip\./)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add a place by hand" })).toHaveFocus();
  });

  it("without a location it asks for one and sends nothing", async () => {
    const fetchMock = mockFetch({ [`GET ${SEARCH}`]: () => json(result([])) });
    renderFinder("  ");
    expect(screen.getByText("Enter a location to see places near it.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Search" })).toBeDisabled();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo(fetchMock, "GET", SEARCH)).toHaveLength(0);
  });

  it("the four tabs sit in one row that does not shrink its labels", () => {
    mockFetch({ [`GET ${SEARCH}`]: () => json(result([])) });
    renderFinder("  ");
    const tablist = screen.getByRole("tablist", { name: "Place categories" });
    expect(tablist.className).toContain("overflow-x-auto");
    expect(tablist.className).toContain("flex-nowrap");
    const tabs = within(tablist).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      "All",
      "Restaurants",
      "Hotels",
      "Attractions",
    ]);
    for (const tab of tabs) expect(tab.className).toContain("shrink-0");
  });
});

describe("ScrollableTabs", () => {
  function renderTabs() {
    render(
      <Tabs value="a" onValueChange={() => {}}>
        <ScrollableTabs>
          <TabsTrigger value="a">All</TabsTrigger>
          <TabsTrigger value="b">Attractions</TabsTrigger>
        </ScrollableTabs>
      </Tabs>,
    );
    return screen.getByRole("tablist");
  }

  it("shows no cue when the tabs fit", () => {
    vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(300);
    renderTabs();
    expect(screen.queryByTestId("tabs-more-after")).toBeNull();
    expect(screen.queryByTestId("tabs-more-before")).toBeNull();
  });

  it("shows which side has more tabs while the row scrolls", () => {
    vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(420);
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(300);
    const tablist = renderTabs();
    expect(screen.getByTestId("tabs-more-after")).toHaveAttribute("aria-hidden", "true");
    expect(screen.queryByTestId("tabs-more-before")).toBeNull();

    tablist.scrollLeft = 120;
    fireEvent.scroll(tablist);
    expect(screen.getByTestId("tabs-more-before")).toBeInTheDocument();
    expect(screen.queryByTestId("tabs-more-after")).toBeNull();
  });
});
