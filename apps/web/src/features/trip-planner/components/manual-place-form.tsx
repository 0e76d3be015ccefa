import { PLACE_SECTIONS } from "@field-commons/shared/trips";
import type { PlaceSection } from "@field-commons/shared/trips";
import { useEffect, useId, useRef, useState } from "react";
import type { FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Select } from "../../../components/ui/select";
import { TextField } from "../../../components/ui/text-field";
import { manualPlace } from "../utils/place-item";
import type { ManualPlaceErrors, ManualPlaceFields, PlaceToAdd } from "../utils/place-item";

export const MANUAL_PLACE_TEXTS = {
  open: "Add a place by hand",
  heading: "Add a place by hand",
  hint: "Enter a place you know, for example when the search finds nothing or there is no connection.",
  category: "Category",
  name: "Name",
  address: "Address (optional)",
  lat: "Latitude (optional)",
  lng: "Longitude (optional)",
  coordinatesHint: "Decimal degrees, for example -13.5319 and -71.9675.",
  submit: "Add to trip",
  cancel: "Cancel",
} as const;

export const CATEGORY_LABELS: Record<PlaceSection, string> = {
  restaurants: "Restaurant or café",
  hotels: "Hotel or other place to stay",
  attractions: "Attraction, park, museum or library",
};

/**
 * "Add a place by hand": a button, and the form it opens. The place is added
 * the way a found place is (the same `onAdd`), with only its name required.
 */
export function ManualPlace({
  defaultCategory,
  onAdd,
}: {
  defaultCategory: PlaceSection;
  onAdd(place: PlaceToAdd): void;
}) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const [returnFocus, setReturnFocus] = useState(false);
  /** The last place added by hand, confirmed beside the button (the finder announces it). */
  const [lastAdded, setLastAdded] = useState<string | null>(null);

  useEffect(() => {
    if (!open && returnFocus) {
      trigger.current?.focus();
      setReturnFocus(false);
    }
  }, [open, returnFocus]);

  const close = () => {
    setOpen(false);
    setReturnFocus(true);
  };

  if (!open) {
    return (
      <div className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-slate-200 pt-4">
        <div className="min-w-0 flex-1 text-sm">
          {lastAdded ? (
            <p className="font-medium text-success">
              <span aria-hidden="true">✓ </span>
              {lastAdded} added to your trip.
            </p>
          ) : null}
          <p className="text-slate-700">{MANUAL_PLACE_TEXTS.hint}</p>
        </div>
        <Button ref={trigger} variant="secondary" size="sm" onClick={() => setOpen(true)}>
          {MANUAL_PLACE_TEXTS.open}
        </Button>
      </div>
    );
  }
  return (
    <ManualPlaceForm
      defaultCategory={defaultCategory}
      onCancel={close}
      onAdd={(place) => {
        onAdd(place);
        setLastAdded(place.name);
        close();
      }}
    />
  );
}

function ManualPlaceForm({
  defaultCategory,
  onAdd,
  onCancel,
}: {
  defaultCategory: PlaceSection;
  onAdd(place: PlaceToAdd): void;
  onCancel(): void;
}) {
  const headingId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const [fields, setFields] = useState<ManualPlaceFields>({
    name: "",
    category: defaultCategory,
    address: "",
    lat: "",
    lng: "",
  });
  const [errors, setErrors] = useState<ManualPlaceErrors>({});

  useEffect(() => {
    nameRef.current?.focus();
  }, []);

  const set = (key: keyof ManualPlaceFields) => (value: string) =>
    setFields((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = manualPlace(fields);
    if (result.errors) {
      setErrors(result.errors);
      if (result.errors.name) nameRef.current?.focus();
      return;
    }
    onAdd(result.place);
  };

  const list = (message: string | undefined) => (message ? [message] : []);

  return (
    <section
      aria-labelledby={headingId}
      className="mt-5 rounded-lg border border-slate-300 bg-white p-4"
    >
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {MANUAL_PLACE_TEXTS.heading}
      </h3>
      <form noValidate onSubmit={submit} className="mt-3 space-y-4">
        <TextField
          ref={nameRef}
          label={MANUAL_PLACE_TEXTS.name}
          required
          value={fields.name}
          maxLength={300}
          autoComplete="off"
          errors={list(errors.name)}
          onChange={(event) => set("name")(event.target.value)}
        />
        <FormField label={MANUAL_PLACE_TEXTS.category} errors={list(errors.category)}>
          {(control) => (
            <Select
              {...control}
              value={fields.category}
              onChange={(event) => set("category")(event.target.value)}
            >
              {PLACE_SECTIONS.map((section) => (
                <option key={section} value={section}>
                  {CATEGORY_LABELS[section]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <TextField
          label={MANUAL_PLACE_TEXTS.address}
          value={fields.address}
          maxLength={500}
          autoComplete="off"
          onChange={(event) => set("address")(event.target.value)}
        />
        <fieldset>
          <legend className="sr-only">Coordinates</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={MANUAL_PLACE_TEXTS.lat}
              inputMode="decimal"
              value={fields.lat}
              autoComplete="off"
              errors={list(errors.lat)}
              onChange={(event) => set("lat")(event.target.value)}
            />
            <TextField
              label={MANUAL_PLACE_TEXTS.lng}
              inputMode="decimal"
              value={fields.lng}
              autoComplete="off"
              errors={list(errors.lng)}
              onChange={(event) => set("lng")(event.target.value)}
            />
          </div>
          <p className="mt-1 text-sm text-slate-600">{MANUAL_PLACE_TEXTS.coordinatesHint}</p>
        </fieldset>
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="secondary" onClick={onCancel}>
            {MANUAL_PLACE_TEXTS.cancel}
          </Button>
          <Button type="submit">{MANUAL_PLACE_TEXTS.submit}</Button>
        </div>
      </form>
    </section>
  );
}
