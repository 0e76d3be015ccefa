import { DESCRIPTION_PREVIEW_LENGTH } from "./content-limits";

// How cards show an item; apart from the rules, which read every type's body schema.

/** Cut to 100 characters plus '...'. */
export function truncateDescription(text: string, length = DESCRIPTION_PREVIEW_LENGTH): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/** Display fallbacks. */
export const DISPLAY_FALLBACKS = {
  title: "Untitled",
  domain: "General",
  location: "Unknown",
  description: "No description available",
  author: "Unknown",
} as const;
