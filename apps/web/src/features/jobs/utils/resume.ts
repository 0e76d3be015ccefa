import {
  APPLICATION_MESSAGES,
  RESUME_MAX_BYTES,
  RESUME_TYPES,
} from "@field-commons/shared/applications";

/**
 * The browser's own check of a résumé before anything is sent: a .pdf, .doc
 * or .docx (by its name or declared type) of at most 5 MB, with the server's
 * messages. Null when the file may be sent; the server checks the bytes again.
 */
export function checkResumeFile(file: File): string | null {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  const accepted = RESUME_TYPES.some((t) => name.endsWith(t.extension) || type === t.mimeType);
  if (!accepted) return APPLICATION_MESSAGES.resumeWrongType;
  if (file.size > RESUME_MAX_BYTES) return APPLICATION_MESSAGES.resumeTooLarge;
  return null;
}

/** Bytes as '820 KB' or '1.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
