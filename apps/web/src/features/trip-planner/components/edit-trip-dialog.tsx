import { LONG_TEXT_MAX, SHORT_TEXT_MAX, TITLE_MAX } from "@field-commons/shared/content";
import type { Domain } from "@field-commons/shared/domains";
import { useEffect, useId, useRef, useState } from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { FormEvent, ReactNode } from "react";
import { ImageUploadField } from "../../../components/image-upload/image-upload-field";
import type { ImageFieldItem } from "../../../components/image-upload/image-upload-field";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { DomainSelect } from "../../../components/ui/domain-select";
import { Textarea } from "../../../components/ui/textarea";
import { useReturnFocus } from "../../../components/ui/dialog-focus";
import { isIsoDate } from "../utils/dates";
import type { PlannerEnvelope } from "../utils/planner-model";
import { LICENSE_INFO } from "@field-commons/shared/licenses";
import type { License } from "@field-commons/shared/licenses";
import { LicenseSelect } from "../../../components/ui/license-select";

export const EDIT_TRIP_ERRORS = {
  date: "Choose a date",
  endBeforeStart: "The end date must be on or after the start date",
  bothCoordinates: "Enter both latitude and longitude, or neither",
  latitude: "Latitude must be a number from -90 to 90",
  longitude: "Longitude must be a number from -180 to 180",
} as const;

interface Values {
  title: string;
  description: string;
  city: string;
  country: string;
  startDate: string;
  endDate: string;
  domain: Domain | "";
  license: License;
  lat: string;
  lng: string;
  images: ImageFieldItem[];
}

type Field = "startDate" | "endDate" | "lat" | "lng";

function toValues(envelope: PlannerEnvelope): Values {
  return {
    title: envelope.title,
    description: envelope.description,
    city: envelope.city,
    country: envelope.country,
    startDate: envelope.startDate,
    endDate: envelope.endDate,
    domain: envelope.domain ?? "",
    license: envelope.license,
    lat: envelope.lat === null ? "" : String(envelope.lat),
    lng: envelope.lng === null ? "" : String(envelope.lng),
    images: envelope.images,
  };
}

function parseCoordinate(text: string, limit: number): number | null | "invalid" {
  if (text.trim() === "") return null;
  const value = Number(text);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : "invalid";
}

/** Checks the form; the patch to apply, or the messages per field. */
export function validateTripForm(
  values: Values,
):
  | { ok: true; patch: Partial<PlannerEnvelope> }
  | { ok: false; errors: Partial<Record<Field, string>> } {
  const errors: Partial<Record<Field, string>> = {};
  if (!isIsoDate(values.startDate)) errors.startDate = EDIT_TRIP_ERRORS.date;
  if (!isIsoDate(values.endDate)) errors.endDate = EDIT_TRIP_ERRORS.date;
  else if (isIsoDate(values.startDate) && values.endDate < values.startDate) {
    errors.endDate = EDIT_TRIP_ERRORS.endBeforeStart;
  }
  const lat = parseCoordinate(values.lat, 90);
  const lng = parseCoordinate(values.lng, 180);
  if (lat === "invalid") errors.lat = EDIT_TRIP_ERRORS.latitude;
  if (lng === "invalid") errors.lng = EDIT_TRIP_ERRORS.longitude;
  if (lat !== "invalid" && lng !== "invalid" && (lat === null) !== (lng === null)) {
    errors[lat === null ? "lat" : "lng"] = EDIT_TRIP_ERRORS.bothCoordinates;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    patch: {
      title: values.title,
      description: values.description,
      city: values.city,
      country: values.country,
      startDate: values.startDate,
      endDate: values.endDate,
      domain: values.domain === "" ? null : values.domain,
      license: values.license,
      lat: lat as number | null,
      lng: lng as number | null,
      images: values.images,
    },
  };
}

export interface EditTripDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  envelope: PlannerEnvelope;
  signedIn: boolean;
  onApply: (patch: Partial<PlannerEnvelope>) => void;
}

/** 'Edit Trip': title, description, place, dates, domain, coordinates and images. */
export function EditTripDialog({
  open,
  onOpenChange,
  envelope,
  signedIn,
  onApply,
}: EditTripDialogProps) {
  const returnFocus = useReturnFocus();
  // Changes typed and not applied yet: closing asks before throwing them away.
  const [changed, setChanged] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setChanged(false);
        onOpenChange(next);
      }}
      unsaved={changed}
    >
      <DialogContent className="sm:max-w-2xl" {...returnFocus}>
        <DialogTitle>Edit Trip</DialogTitle>
        <DialogDescription>
          Changes show in the planner at once. Save the trip to keep them.
        </DialogDescription>
        {open ? (
          <EditTripForm
            envelope={envelope}
            signedIn={signedIn}
            onChangedChange={setChanged}
            onApply={(patch) => {
              onApply(patch);
              setChanged(false);
              onOpenChange(false);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: (props: {
    id: string;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
  }) => ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <div className="mt-1">
        {children({
          id,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy || undefined,
        })}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function EditTripForm({
  envelope,
  signedIn,
  onChangedChange,
  onApply,
}: {
  envelope: PlannerEnvelope;
  signedIn: boolean;
  /** Told whether the form differs from the trip it opened with. */
  onChangedChange: (changed: boolean) => void;
  onApply: (patch: Partial<PlannerEnvelope>) => void;
}) {
  const [initial] = useState<Values>(() => toValues(envelope));
  const [values, setValues] = useState<Values>(initial);
  const report = useRef(onChangedChange);
  report.current = onChangedChange;
  const changed = JSON.stringify(values) !== JSON.stringify(initial);
  useEffect(() => report.current(changed), [changed]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [uploading, setUploading] = useState(false);

  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateTripForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    onApply(result.patch);
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Trip details" className="mt-5 space-y-4">
      <Field label="Title" hint="Without a title the trip is called by its place.">
        {(props) => (
          <Input
            {...props}
            value={values.title}
            maxLength={TITLE_MAX}
            autoComplete="off"
            onChange={(event) => set("title", event.target.value)}
          />
        )}
      </Field>
      <Field label="Description">
        {(props) => (
          <Textarea
            {...props}
            value={values.description}
            maxLength={LONG_TEXT_MAX}
            onChange={(event) => set("description", event.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="City">
          {(props) => (
            <Input
              {...props}
              value={values.city}
              maxLength={SHORT_TEXT_MAX}
              autoComplete="address-level2"
              onChange={(event) => set("city", event.target.value)}
            />
          )}
        </Field>
        <Field label="Country">
          {(props) => (
            <Input
              {...props}
              value={values.country}
              maxLength={100}
              autoComplete="country-name"
              onChange={(event) => set("country", event.target.value)}
            />
          )}
        </Field>
        <Field label="Start date" error={errors.startDate}>
          {(props) => (
            <Input
              {...props}
              type="date"
              required
              value={values.startDate}
              onChange={(event) => set("startDate", event.target.value)}
            />
          )}
        </Field>
        <Field label="End date" error={errors.endDate}>
          {(props) => (
            <Input
              {...props}
              type="date"
              required
              min={values.startDate || undefined}
              value={values.endDate}
              onChange={(event) => set("endDate", event.target.value)}
            />
          )}
        </Field>
      </div>
      <Field label="Domain">
        {(props) => (
          <DomainSelect
            {...props}
            value={values.domain}
            onValueChange={(domain) => set("domain", domain)}
          />
        )}
      </Field>
      <Field label="Licence" hint={LICENSE_INFO[values.license].hint}>
        {(props) => (
          <LicenseSelect
            {...props}
            value={values.license}
            onValueChange={(license) => set("license", license)}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Latitude"
          hint="Optional, −90 to 90. Places the trip on the map."
          error={errors.lat}
        >
          {(props) => (
            <Input
              {...props}
              type="number"
              inputMode="decimal"
              step="any"
              min={-90}
              max={90}
              value={values.lat}
              onChange={(event) => set("lat", event.target.value)}
            />
          )}
        </Field>
        <Field label="Longitude" hint="Optional, −180 to 180." error={errors.lng}>
          {(props) => (
            <Input
              {...props}
              type="number"
              inputMode="decimal"
              step="any"
              min={-180}
              max={180}
              value={values.lng}
              onChange={(event) => set("lng", event.target.value)}
            />
          )}
        </Field>
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Images</legend>
        <div className="mt-2">
          <ImageUploadField
            value={values.images}
            onChange={(images) => set("images", images)}
            disabled={!signedIn}
            onUploadingChange={setUploading}
            hint={
              signedIn
                ? undefined
                : "Sign in to add images. JPEG, PNG, WebP, GIF or AVIF, up to 4 MB each."
            }
          />
        </div>
      </fieldset>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        {/* Closes the dialog, which asks first when something was changed. */}
        <DialogPrimitive.Close asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogPrimitive.Close>
        <Button type="submit" disabled={uploading}>
          Apply Changes
        </Button>
      </div>
    </form>
  );
}
