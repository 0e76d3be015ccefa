import { SHORT_TEXT_MAX } from "@field-commons/shared/content";
import { FormField } from "../ui/form-field";
import { Input } from "../ui/input";

/** A location as a form holds it: coordinates kept as typed. */
export interface LocationFieldValues {
  name: string;
  lat: string;
  lng: string;
}

export function emptyLocation(): LocationFieldValues {
  return { name: "", lat: "", lng: "" };
}

export function locationFromItem(location: {
  name: string;
  lat: number | null;
  lng: number | null;
}): LocationFieldValues {
  return {
    name: location.name,
    lat: location.lat === null ? "" : String(location.lat),
    lng: location.lng === null ? "" : String(location.lng),
  };
}

/** A typed coordinate as the API takes it: a number, or null when blank or not a number. */
export function coordinate(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === "") return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : null;
}

/**
 * Location name, latitude and longitude in a fieldset, with the server's
 * messages under each (errors keyed 'name', 'lat', 'lng').
 */
export function LocationFields({
  value,
  onChange,
  required = false,
  errors = {},
  legend = "Where",
  nameHint = "A place name, for example Törbel, Valais.",
}: {
  value: LocationFieldValues;
  onChange: (value: LocationFieldValues) => void;
  /** Marks the location name as needed to publish. */
  required?: boolean;
  errors?: Partial<Record<keyof LocationFieldValues, readonly string[]>>;
  legend?: string;
  nameHint?: string;
}) {
  const set = (key: keyof LocationFieldValues, next: string) => onChange({ ...value, [key]: next });
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Location"
          required={required}
          hint={nameHint}
          errors={errors.name}
          className="sm:col-span-2"
        >
          {(control) => (
            <Input
              {...control}
              value={value.name}
              maxLength={SHORT_TEXT_MAX}
              onChange={(event) => set("name", event.target.value)}
            />
          )}
        </FormField>
        <FormField
          label="Latitude"
          hint="Optional, −90 to 90. Places the item on the map."
          errors={errors.lat}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              step="any"
              min={-90}
              max={90}
              value={value.lat}
              onChange={(event) => set("lat", event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Longitude" hint="Optional, −180 to 180." errors={errors.lng}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              step="any"
              min={-180}
              max={180}
              value={value.lng}
              onChange={(event) => set("lng", event.target.value)}
            />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
