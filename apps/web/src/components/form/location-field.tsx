import { SHORT_TEXT_MAX } from "@field-commons/shared/content";
import type { ReactNode } from "react";
import { NumberField, TextField } from "./fields";

/**
 * The envelope's location: the place name ('Location'), and as asked the
 * country and the coordinates (latitude −90 to 90, longitude −180 to 180,
 * blank sent as null). In a 'Where' fieldset unless `legend` is null.
 */
export function LocationField({
  legend = "Where",
  nameHint = "A place name, for example Törbel, Valais.",
  latitudeHint = "Optional, −90 to 90. Places the item on the map.",
  country = false,
  coordinates = true,
}: {
  legend?: string | null;
  nameHint?: string;
  latitudeHint?: string;
  /** Shows the country field. */
  country?: boolean;
  /** Shows latitude and longitude. */
  coordinates?: boolean;
}) {
  const fields: ReactNode = (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        name="location.name"
        label="Location"
        hint={nameHint}
        maxLength={SHORT_TEXT_MAX}
        className={country && !coordinates ? undefined : country ? undefined : "sm:col-span-2"}
      />
      {country ? (
        <TextField
          name="location.country"
          label="Country"
          maxLength={100}
          autoComplete="country-name"
        />
      ) : null}
      {coordinates ? (
        <>
          <NumberField
            name="location.lat"
            label="Latitude"
            hint={latitudeHint}
            min={-90}
            max={90}
          />
          <NumberField
            name="location.lng"
            label="Longitude"
            hint="Optional, −180 to 180."
            min={-180}
            max={180}
          />
        </>
      ) : null}
    </div>
  );
  if (legend === null) return fields;
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{legend}</legend>
      {fields}
    </fieldset>
  );
}
