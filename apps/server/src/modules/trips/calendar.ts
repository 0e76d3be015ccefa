/**
 * An RFC 5545 calendar with one all-day event for a trip. No parser or
 * library: the format is small, and the rules that matter (TEXT escaping,
 * CRLF line endings, folding at 75 octets without splitting a character)
 * are below.
 */

export interface CalendarTrip {
  id: string;
  title: string;
  description: string;
  /** Where: the location name, else 'City, Country'. */
  location: string;
  lat: number | null;
  lng: number | null;
  /** YYYY-MM-DD. */
  startDate: string;
  /** YYYY-MM-DD, inclusive (the last day of the trip). */
  endDate: string;
  /** The trip's public page. */
  url: string;
  createdAt: Date;
  updatedAt: Date;
}

const CRLF = "\r\n";
const LINE_OCTETS = 75;

/** TEXT value escaping (RFC 5545, 3.3.11): backslash, semicolon, comma, newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * Folds a content line into lines of at most 75 octets (RFC 5545, 3.1):
 * continuation lines start with one space, and a multi-byte UTF-8 character
 * is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  let limit = LINE_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    if (octets + size > limit) {
      parts.push(current);
      current = " ";
      octets = 1;
      limit = LINE_OCTETS;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

/** 2026-03-04 -> 20260304 */
function dateValue(iso: string): string {
  return iso.replaceAll("-", "");
}

/** The day after a YYYY-MM-DD date (DTEND of an all-day event is exclusive). */
export function nextDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** A UTC date-time: 20260304T101500Z */
function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

export function tripCalendar(trip: CalendarTrip): string {
  const end = trip.endDate >= trip.startDate ? trip.endDate : trip.startDate;
  const description = [trip.description.trim(), trip.url].filter(Boolean).join("\n\n");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Field Commons//Trip Planner//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:trip-${trip.id}@fieldcommons`,
    `DTSTAMP:${utcStamp(trip.updatedAt)}`,
    `CREATED:${utcStamp(trip.createdAt)}`,
    `LAST-MODIFIED:${utcStamp(trip.updatedAt)}`,
    `DTSTART;VALUE=DATE:${dateValue(trip.startDate)}`,
    `DTEND;VALUE=DATE:${dateValue(nextDay(end))}`,
    `SUMMARY:${escapeText(trip.title)}`,
    ...(trip.location ? [`LOCATION:${escapeText(trip.location)}`] : []),
    ...(trip.lat !== null && trip.lng !== null ? [`GEO:${trip.lat};${trip.lng}`] : []),
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${trip.url}`,
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A file name safe in a Content-Disposition header: letters, digits, dot, dash, underscore. */
export function calendarFileName(slug: string): string {
  const base = slug
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[.-]+|-+$/g, "")
    .slice(0, 80);
  return `${base || "trip"}.ics`;
}
