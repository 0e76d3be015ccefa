import { PLACE_SECTIONS } from "@field-commons/shared/trips";
import type { Place, PlaceSection } from "@field-commons/shared/trips";
import { localId } from "./ids";

/** A place to add to a card: one found nearby, or one the person entered by hand (no coordinates needed). */
export type PlaceToAdd = Pick<
  Place,
  "name" | "formatted_address" | "vicinity" | "category" | "rating" | "types"
> & { lat: number | null; lng: number | null };

/** A place as an item of a card; a place entered by hand becomes the same kind of item. */
export function placeItem(place: PlaceToAdd) {
  return {
    id: localId(),
    title: place.name.slice(0, 300),
    link: "",
    notes: (place.formatted_address || place.vicinity).slice(0, 5000),
    imageUploadId: null,
    type: place.category,
    data: {
      ...(place.lat !== null && place.lng !== null ? { lat: place.lat, lng: place.lng } : {}),
      rating: place.rating,
      types: place.types,
    },
    createdAt: new Date().toISOString(),
  };
}

/** What the "Add a place by hand" form holds. */
export interface ManualPlaceFields {
  name: string;
  category: PlaceSection;
  address: string;
  lat: string;
  lng: string;
}

export type ManualPlaceErrors = Partial<Record<"name" | "category" | "lat" | "lng", string>>;

export const MANUAL_PLACE_MESSAGES = {
  name: "Enter the place's name",
  category: "Choose a category",
  both: "Enter both latitude and longitude, or leave both empty",
  lat: "Latitude is a number from -90 to 90",
  lng: "Longitude is a number from -180 to 180",
} as const;

function coordinate(text: string, limit: number): number | null | undefined {
  const trimmed = text.trim().replace(",", ".");
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : undefined;
}

/**
 * The place the form describes, or what is wrong with it. Only the name is
 * needed; the address and the coordinates are optional (both coordinates or
 * neither).
 */
export function manualPlace(
  fields: ManualPlaceFields,
): { place: PlaceToAdd; errors?: undefined } | { place?: undefined; errors: ManualPlaceErrors } {
  const errors: ManualPlaceErrors = {};
  const name = fields.name.trim();
  if (!name) errors.name = MANUAL_PLACE_MESSAGES.name;
  if (!PLACE_SECTIONS.includes(fields.category)) errors.category = MANUAL_PLACE_MESSAGES.category;
  const lat = coordinate(fields.lat, 90);
  const lng = coordinate(fields.lng, 180);
  if (lat === undefined) errors.lat = MANUAL_PLACE_MESSAGES.lat;
  if (lng === undefined) errors.lng = MANUAL_PLACE_MESSAGES.lng;
  if (lat !== undefined && lng !== undefined && (lat === null) !== (lng === null)) {
    errors[lat === null ? "lat" : "lng"] = MANUAL_PLACE_MESSAGES.both;
  }
  if (Object.keys(errors).length > 0) return { errors };
  const address = fields.address.trim();
  return {
    place: {
      name: name.slice(0, 300),
      formatted_address: address,
      vicinity: address,
      category: fields.category,
      rating: null,
      types: [],
      lat: lat ?? null,
      lng: lng ?? null,
    },
  };
}
