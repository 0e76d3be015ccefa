import { z } from "zod";
import { SHORT_TEXT_MAX } from "./content-limits";
import { DOMAINS } from "./domains";

// The envelope's shared pieces: domain, location and images, for every type.

export const Domain = z.enum(DOMAINS);

export const LocationInput = z.object({
  name: z.string().trim().max(SHORT_TEXT_MAX).default(""),
  lat: z.number().min(-90).max(90).nullable().default(null),
  lng: z.number().min(-180).max(180).nullable().default(null),
  country: z.string().trim().max(100).default(""),
});
export type LocationInput = z.input<typeof LocationInput>;

export const Location = z.object({
  name: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  country: z.string(),
});
export type Location = z.infer<typeof Location>;

/** An image attached to content: an upload of the author's own, with alt text and caption. */
export const ContentImageInput = z.object({
  uploadId: z.uuid(),
  alt: z.string().trim().max(SHORT_TEXT_MAX).default(""),
  caption: z.string().trim().max(SHORT_TEXT_MAX).default(""),
});
export type ContentImageInput = z.input<typeof ContentImageInput>;

export const ContentImage = z.object({
  uploadId: z.string(),
  url: z.string(),
  cardUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  caption: z.string(),
});
export type ContentImage = z.infer<typeof ContentImage>;
