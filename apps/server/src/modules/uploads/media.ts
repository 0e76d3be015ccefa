import { fileTypeFromBuffer } from "file-type";
import type { MEDIA_MIME_TYPES } from "@field-commons/shared/uploads";

/** How many leading bytes are read before deciding what a file is. */
export const MEDIA_SNIFF_BYTES = 256 * 1024;

export type MediaMimeType = (typeof MEDIA_MIME_TYPES)[number];

export interface DetectedMedia {
  mimeType: MediaMimeType;
  kind: "audio" | "video";
}

/**
 * What file-type reports, mapped to the MIME types we accept. Anything not
 * listed (3GP, Matroska, Ogg video, AAC streams, MIDI, ...) is refused.
 */
const ACCEPTED: Record<string, MediaMimeType> = {
  "audio/mpeg": "audio/mpeg",
  "audio/mp4": "audio/mp4",
  "audio/x-m4a": "audio/mp4",
  "audio/ogg": "audio/ogg",
  "audio/wav": "audio/wav",
  "audio/flac": "audio/flac",
  "video/mp4": "video/mp4",
  "video/x-m4v": "video/mp4",
  "video/webm": "video/webm",
  "video/quicktime": "video/quicktime",
};

const kindOf = (mime: MediaMimeType): "audio" | "video" =>
  mime.startsWith("audio/") ? "audio" : "video";

/**
 * Decides what a media file is from its first bytes (its content, never its
 * name or declared type). Returns null for anything but accepted audio or
 * video. `head` is the first MEDIA_SNIFF_BYTES of the file, or all of it.
 */
export async function detectMedia(head: Buffer): Promise<DetectedMedia | null> {
  let detected: { mime: string } | undefined;
  try {
    detected = await fileTypeFromBuffer(head);
  } catch {
    return null;
  }
  // Some answers carry parameters ('audio/ogg; codecs=opus').
  const reported = detected?.mime.split(";")[0]?.trim();
  const accepted = reported ? ACCEPTED[reported] : undefined;
  if (!accepted) return null;
  let mimeType: MediaMimeType = accepted;
  // Containers that hold audio or video: audio-only when the track list says so.
  if (accepted === "video/webm" && webmTrackKinds(head) === "audio") mimeType = "audio/webm";
  if (accepted === "video/mp4" && mp4TrackKinds(head) === "audio") mimeType = "audio/mp4";
  return { mimeType, kind: kindOf(mimeType) };
}

// --- WebM (EBML) -------------------------------------------------------------

const EBML_SEGMENT = 0x18538067;
const EBML_TRACKS = 0x1654ae6b;
const EBML_TRACK_ENTRY = 0xae;
const EBML_TRACK_TYPE = 0x83;
const EBML_CLUSTER = 0x1f43b675;
const EBML_MASTERS = new Set([EBML_SEGMENT, EBML_TRACKS, EBML_TRACK_ENTRY]);

/** An EBML variable-length integer at `at`: its length and value (marker removed for sizes). */
function readVint(
  data: Buffer,
  at: number,
  keepMarker: boolean,
): { length: number; value: number; unknown: boolean } | null {
  const first = data[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23; // leading zeros of the byte, plus one
  if (length > 8 || at + length > data.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = data[at + i]!;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { length, value, unknown: !keepMarker && allOnes };
}

/**
 * 'audio' when the WebM's Tracks element lies in `data` and lists audio but
 * no video tracks; 'video' when it lists video; null when it cannot tell.
 */
export function webmTrackKinds(data: Buffer): "audio" | "video" | null {
  const types = new Set<number>();
  let sawTracks = false;
  let tracksComplete = false;

  const walk = (start: number, end: number, depth: number): boolean => {
    let at = start;
    while (at < end) {
      const id = readVint(data, at, true);
      if (!id) return false;
      const size = readVint(data, at + id.length, false);
      if (!size) return false;
      const bodyStart = at + id.length + size.length;
      const bodyEnd = size.unknown ? end : Math.min(end, bodyStart + size.value);
      if (id.value === EBML_CLUSTER) return false; // media data: the headers are over
      if (id.value === EBML_TRACKS) sawTracks = true;
      if (EBML_MASTERS.has(id.value) && depth < 4) {
        const finished = walk(bodyStart, bodyEnd, depth + 1);
        if (id.value === EBML_TRACKS) {
          tracksComplete = finished && !size.unknown && bodyStart + size.value <= data.length;
          return false;
        }
        if (!finished) return false;
      } else if (id.value === EBML_TRACK_TYPE && size.value >= 1 && size.value <= 8) {
        if (bodyStart + size.value > data.length) return false;
        types.add(data.readUIntBE(bodyStart, Math.min(size.value, 6)));
      } else if (size.unknown) {
        return false;
      }
      at = bodyStart + size.value;
    }
    return at >= end;
  };
  walk(0, data.length, 0);
  if (!sawTracks || !tracksComplete) return types.has(1) ? "video" : null;
  if (types.has(1)) return "video";
  return types.has(2) ? "audio" : null;
}

// --- MP4 (ISO base media) ------------------------------------------------------

/**
 * 'audio' when the movie box ('moov') lies wholly in `data` and its tracks
 * are all sound tracks; 'video' when one is a video track; null otherwise
 * (for example when the moov box comes after the media data).
 */
export function mp4TrackKinds(data: Buffer): "audio" | "video" | null {
  const handlers: string[] = [];
  let moovComplete = false;

  const walk = (start: number, end: number, depth: number) => {
    let at = start;
    while (at + 8 <= end) {
      let size = data.readUInt32BE(at);
      const type = data.toString("latin1", at + 4, at + 8);
      let header = 8;
      if (size === 1) {
        if (at + 16 > data.length) return;
        const large = data.readBigUInt64BE(at + 8);
        if (large > BigInt(Number.MAX_SAFE_INTEGER)) return;
        size = Number(large);
        header = 16;
      } else if (size === 0) {
        size = end - at;
      }
      if (size < header) return;
      const boxEnd = at + size;
      if (depth === 0 && type === "moov") moovComplete = boxEnd <= data.length;
      if (type === "moov" || type === "trak" || type === "mdia") {
        if (depth < 3) walk(at + header, Math.min(boxEnd, data.length), depth + 1);
        if (type === "moov") return;
      } else if (type === "hdlr" && at + header + 12 <= data.length) {
        // version and flags (4), pre_defined (4), handler_type (4)
        handlers.push(data.toString("latin1", at + header + 8, at + header + 12));
      }
      at = boxEnd;
    }
  };
  walk(0, data.length, 0);
  if (handlers.includes("vide")) return "video";
  if (!moovComplete) return null;
  return handlers.includes("soun") ? "audio" : null;
}
