import { SHORT_TEXT_MAX } from "@field-commons/shared/content";
import { TextField } from "../../../../components/ui/text-field";
import type { CardContent } from "../../utils/planner-model";
import { CheckboxField, NumberField, SelectField, TextAreaField } from "./fields";

export interface EditorProps<C> {
  content: C;
  onChange: (content: C) => void;
}

const ACCOMMODATION_TYPES: Record<CardContent<"accommodation">["type"], string> = {
  hotel: "Hotel",
  hostel: "Hostel",
  guesthouse: "Guesthouse",
  homestay: "Homestay",
  camping: "Camping",
  other: "Other",
};

const TRANSPORT_TYPES: Record<CardContent<"transport">["type"], string> = {
  flight: "Flight",
  train: "Train",
  bus: "Bus",
  car: "Car",
  boat: "Boat",
  bike: "Bike",
  walk: "Walk",
  other: "Other",
};

const FOOD_TYPES: Record<CardContent<"food">["type"], string> = {
  restaurant: "Restaurant",
  cafe: "Café",
  market: "Market",
  "street-food": "Street food",
  other: "Other",
};

const ACTIVITY_TYPES: Record<CardContent<"activity">["type"], string> = {
  sightseeing: "Sightseeing",
  fieldwork: "Fieldwork",
  meeting: "Meeting",
  workshop: "Workshop",
  other: "Other",
};

export const COORDINATE_MESSAGES = {
  latitude: "Latitude must be a number from -90 to 90",
  longitude: "Longitude must be a number from -180 to 180",
} as const;

export function PlaceEditor({ content, onChange }: EditorProps<CardContent<"place">>) {
  const location = content.location;
  const set = (patch: Partial<typeof location>) =>
    onChange({ ...content, location: { ...location, ...patch } });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Place name"
        value={location.name}
        maxLength={SHORT_TEXT_MAX}
        onChange={(event) => set({ name: event.target.value })}
      />
      <TextField
        label="Address"
        value={location.address}
        maxLength={SHORT_TEXT_MAX}
        onChange={(event) => set({ address: event.target.value })}
      />
      <NumberField
        label="Latitude"
        value={location.lat}
        min={-90}
        max={90}
        allowEmpty
        invalidMessage={COORDINATE_MESSAGES.latitude}
        onChange={(lat) => set({ lat })}
      />
      <NumberField
        label="Longitude"
        value={location.lng}
        min={-180}
        max={180}
        allowEmpty
        invalidMessage={COORDINATE_MESSAGES.longitude}
        onChange={(lng) => set({ lng })}
      />
    </div>
  );
}

export function AccommodationEditor({
  content,
  onChange,
}: EditorProps<CardContent<"accommodation">>) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Name"
        value={content.name}
        maxLength={SHORT_TEXT_MAX}
        onChange={(event) => onChange({ ...content, name: event.target.value })}
      />
      <SelectField
        label="Type"
        value={content.type}
        options={ACCOMMODATION_TYPES}
        onChange={(type) => onChange({ ...content, type })}
      />
      <TextField
        label="Address"
        className="sm:col-span-2"
        value={content.address}
        maxLength={SHORT_TEXT_MAX}
        onChange={(event) => onChange({ ...content, address: event.target.value })}
      />
      <TextField
        label="Check-in"
        type="date"
        value={content.checkIn ?? ""}
        onChange={(event) => onChange({ ...content, checkIn: event.target.value || undefined })}
      />
      <TextField
        label="Check-out"
        type="date"
        min={content.checkIn || undefined}
        value={content.checkOut ?? ""}
        onChange={(event) => onChange({ ...content, checkOut: event.target.value || undefined })}
      />
    </div>
  );
}

export function TransportEditor({ content, onChange }: EditorProps<CardContent<"transport">>) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Type"
        value={content.type}
        options={TRANSPORT_TYPES}
        onChange={(type) => onChange({ ...content, type })}
      />
      <TextField
        label="Departure"
        type="datetime-local"
        value={content.departure ?? ""}
        onChange={(event) => onChange({ ...content, departure: event.target.value || undefined })}
      />
      <TextField
        label="From"
        value={content.from}
        maxLength={SHORT_TEXT_MAX}
        onChange={(event) => onChange({ ...content, from: event.target.value })}
      />
      <TextField
        label="To"
        value={content.to}
        maxLength={SHORT_TEXT_MAX}
        onChange={(event) => onChange({ ...content, to: event.target.value })}
      />
    </div>
  );
}

/** A name and a kind: the food and activity cards. */
function NameAndTypeEditor<T extends string>({
  content,
  onChange,
  types,
}: EditorProps<{ name: string; type: T }> & { types: Record<T, string> }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Name"
        value={content.name}
        maxLength={SHORT_TEXT_MAX}
        onChange={(event) => onChange({ ...content, name: event.target.value })}
      />
      <SelectField
        label="Type"
        value={content.type}
        options={types}
        onChange={(type) => onChange({ ...content, type })}
      />
    </div>
  );
}

export function FoodEditor(props: EditorProps<CardContent<"food">>) {
  return <NameAndTypeEditor {...props} types={FOOD_TYPES} />;
}

export function ActivityEditor(props: EditorProps<CardContent<"activity">>) {
  return <NameAndTypeEditor {...props} types={ACTIVITY_TYPES} />;
}

export function InterviewEditor({
  content,
  onChange,
  tripId = null,
}: EditorProps<CardContent<"interview">> & { tripId?: string | null }) {
  const recordHref = tripId
    ? `/publish/recording?${new URLSearchParams({
        contentId: tripId,
        ...(content.intervieweeName.trim()
          ? { title: `Interview with ${content.intervieweeName.trim()}` }
          : {}),
      }).toString()}`
    : null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Interviewee name"
        value={content.intervieweeName}
        maxLength={SHORT_TEXT_MAX}
        onChange={(event) => onChange({ ...content, intervieweeName: event.target.value })}
      />
      <TextField
        label="Interviewee role"
        value={content.intervieweeRole}
        maxLength={SHORT_TEXT_MAX}
        onChange={(event) => onChange({ ...content, intervieweeRole: event.target.value })}
      />
      <CheckboxField
        className="sm:col-span-2"
        label="Consent obtained"
        hint="The interviewee agreed to be interviewed and recorded."
        checked={content.consentObtained}
        onChange={(consentObtained) => onChange({ ...content, consentObtained })}
      />
      {recordHref ? (
        <p className="sm:col-span-2">
          <a
            href={recordHref}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-11 items-center font-medium text-blue-800 underline"
          >
            Record this interview<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
    </div>
  );
}

export function NotesEditor({ content, onChange }: EditorProps<CardContent<"notes">>) {
  return (
    <div className="space-y-4">
      <TextAreaField
        label="Notes"
        rows={6}
        value={content.content}
        maxLength={20_000}
        onChange={(event) => onChange({ ...content, content: event.target.value })}
      />
      <CheckboxField
        label="Private"
        hint="On by default: marks these notes as private to you."
        checked={content.isPrivate}
        onChange={(isPrivate) => onChange({ ...content, isPrivate })}
      />
    </div>
  );
}

export function CustomEditor({ content, onChange }: EditorProps<CardContent<"custom">>) {
  return (
    <TextAreaField
      label="Description"
      value={content.description}
      maxLength={5000}
      onChange={(event) => onChange({ ...content, description: event.target.value })}
    />
  );
}
