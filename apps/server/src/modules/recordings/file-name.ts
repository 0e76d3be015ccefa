/** File extensions of the media types uploads accept. */
const EXTENSIONS: Record<string, string> = {
  "audio/mpeg": "mp3",
  "audio/mp4": "m4a",
  "audio/ogg": "ogg",
  "audio/wav": "wav",
  "audio/flac": "flac",
  "audio/webm": "webm",
  "video/mp4": "mp4",
  "video/webm": "webm",
  "video/quicktime": "mov",
};

/**
 * A file name made from the title: letters, digits, spaces and dashes only
 * (accents folded), so it is safe in a header and on any file system.
 */
export function safeFileName(title: string, mimeType: string): string {
  return titledFileName(title, EXTENSIONS[mimeType] ?? "bin");
}

/** The title as a safe file name (as safeFileName) with the given extension. */
export function titledFileName(title: string, extension: string): string {
  const base =
    title
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^A-Za-z0-9 _-]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 80)
      .trim() || "recording";
  return `${base}.${extension}`;
}

/** A Content-Disposition value that sends a file as an attachment with this (safe) name. */
export function attachmentDisposition(name: string): string {
  return `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** A Content-Disposition value that sends the file as an attachment named after the title. */
export function attachmentName(title: string, mimeType: string): string {
  return attachmentDisposition(safeFileName(title, mimeType));
}
