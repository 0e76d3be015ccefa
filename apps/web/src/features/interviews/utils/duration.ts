/**
 * Interview length as shown: whole minutes (seconds divided by 60 and
 * floored), or hours and minutes: 'N min' under an hour, 'H h M min' from an
 * hour on.
 */
export function formatDuration(seconds: number): string {
  const totalMinutes = Math.floor(Math.max(0, seconds) / 60);
  if (totalMinutes < 60) return `${totalMinutes} min`;
  return `${Math.floor(totalMinutes / 60)} h ${totalMinutes % 60} min`;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A point in the recording: 'm:ss' (minutes padded to two: '04:05'), or 'h:mm:ss' from an hour on. */
export function formatTimestamp(seconds: number): string {
  const whole = Math.floor(Math.max(0, seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** The timestamp as an ISO 8601 duration, for <time dateTime>. */
export function timestampDateTime(seconds: number): string {
  const whole = Math.floor(Math.max(0, seconds));
  return `PT${Math.floor(whole / 3600)}H${Math.floor((whole % 3600) / 60)}M${whole % 60}S`;
}

export type TimestampParse = { ok: true; seconds: number | undefined } | { ok: false };

/**
 * Reads a typed timestamp: blank (none), whole seconds ('95'), 'm:ss' or
 * 'h:mm:ss'. Seconds and minutes after a colon must be below 60.
 */
export function parseTimestamp(text: string): TimestampParse {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, seconds: undefined };
  if (/^\d{1,6}$/.test(trimmed)) return { ok: true, seconds: Number(trimmed) };
  const parts = /^(?:(\d{1,3}):)?(\d{1,3}):(\d{2})$/.exec(trimmed);
  if (!parts) return { ok: false };
  const hours = parts[1] === undefined ? 0 : Number(parts[1]);
  const minutes = Number(parts[2]);
  const seconds = Number(parts[3]);
  if (seconds >= 60) return { ok: false };
  if (parts[1] !== undefined && minutes >= 60) return { ok: false };
  return { ok: true, seconds: hours * 3600 + minutes * 60 + seconds };
}

/** The largest duration the server takes (InterviewBody.durationSeconds): 7 days. */
export const DURATION_MAX_SECONDS = 7 * 24 * 3600;
export const DURATION_MAX_HOURS = DURATION_MAX_SECONDS / 3600;
export const DURATION_MAX_MINUTES = DURATION_MAX_SECONDS / 60;

export type DurationParse =
  { ok: true; seconds: number | undefined } | { ok: false; message: string };

export const DURATION_MESSAGES = {
  notWhole: "Enter whole hours and minutes",
  tooLong: `Duration can be at most ${DURATION_MAX_HOURS} hours`,
} as const;

/**
 * Hours and minutes as typed (either may be blank; minutes alone may exceed
 * 59, for example 90) to whole seconds. Both blank means no duration.
 */
export function durationFromFields(hours: string, minutes: string): DurationParse {
  const h = hours.trim();
  const m = minutes.trim();
  if (h === "" && m === "") return { ok: true, seconds: undefined };
  if ((h !== "" && !/^\d+$/.test(h)) || (m !== "" && !/^\d+$/.test(m))) {
    return { ok: false, message: DURATION_MESSAGES.notWhole };
  }
  const seconds = (Number(h || "0") * 60 + Number(m || "0")) * 60;
  if (seconds > DURATION_MAX_SECONDS) return { ok: false, message: DURATION_MESSAGES.tooLong };
  return { ok: true, seconds };
}

/** Stored seconds back to the form's hours and minutes (blank hours under an hour). */
export function durationToFields(seconds: number | undefined): { hours: string; minutes: string } {
  if (seconds === undefined) return { hours: "", minutes: "" };
  const totalMinutes = Math.floor(seconds / 60);
  const hours = Math.floor(totalMinutes / 60);
  return { hours: hours > 0 ? String(hours) : "", minutes: String(totalMinutes % 60) };
}
