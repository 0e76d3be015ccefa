import type { Place } from "@field-commons/shared/trips";
import { describe, expect, it } from "vitest";
import { MANUAL_PLACE_MESSAGES, manualPlace, placeItem } from "./place-item";

const FOUND: Place = {
  name: "Hotel Plaza de Armas",
  vicinity: "Portal Mantas 114",
  formatted_address: "Portal Mantas 114, Cusco",
  rating: 4.4,
  user_ratings_total: 10,
  price_level: 2,
  photo_url: null,
  types: ["hotel", "lodging"],
  category: "hotels",
  lat: -13.517,
  lng: -71.978,
  distanceMeters: 300,
};

const fields = (overrides: Partial<Parameters<typeof manualPlace>[0]> = {}) => ({
  name: "Pensión Rosales",
  category: "hotels" as const,
  address: "",
  lat: "",
  lng: "",
  ...overrides,
});

describe("placeItem", () => {
  it("a found place becomes a card item with its address, category and coordinates", () => {
    const item = placeItem(FOUND);
    expect(item).toMatchObject({
      title: "Hotel Plaza de Armas",
      notes: "Portal Mantas 114, Cusco",
      type: "hotels",
      link: "",
      imageUploadId: null,
      data: { lat: -13.517, lng: -71.978, rating: 4.4, types: ["hotel", "lodging"] },
    });
  });

  it("a place entered by hand becomes the same kind of item", () => {
    const { place } = manualPlace(
      fields({ address: " Calle Plateros 2 ", lat: "-13,5", lng: "-71.97" }),
    );
    const item = placeItem(place!);
    expect(Object.keys(item).sort()).toEqual(Object.keys(placeItem(FOUND)).sort());
    expect(item).toMatchObject({
      title: "Pensión Rosales",
      notes: "Calle Plateros 2",
      type: "hotels",
      data: { lat: -13.5, lng: -71.97, rating: null, types: [] },
    });
  });

  it("without coordinates the item has none (rather than made-up ones)", () => {
    const item = placeItem(manualPlace(fields()).place!);
    expect(item.data).toEqual({ rating: null, types: [] });
  });
});

describe("manualPlace", () => {
  it("needs a name; address and coordinates are optional", () => {
    expect(manualPlace(fields({ name: "  " })).errors).toEqual({
      name: MANUAL_PLACE_MESSAGES.name,
    });
    expect(manualPlace(fields()).place).toMatchObject({ name: "Pensión Rosales", lat: null });
  });

  it("takes both coordinates or neither, within range", () => {
    expect(manualPlace(fields({ lat: "10" })).errors).toEqual({
      lng: MANUAL_PLACE_MESSAGES.both,
    });
    expect(manualPlace(fields({ lat: "91", lng: "0" })).errors).toEqual({
      lat: MANUAL_PLACE_MESSAGES.lat,
    });
    expect(manualPlace(fields({ lat: "1", lng: "east" })).errors).toEqual({
      lng: MANUAL_PLACE_MESSAGES.lng,
    });
  });
});
