import { z } from "zod";
import { IMAGES_MAX, SUMMARY_MAX, TITLE_MAX } from "./content-limits";
import { ContentImageInput, Domain, LocationInput } from "./content-envelope";
import { CONTENT_STATUSES } from "./content-types";
import { CONTENT_TYPE_BODIES } from "./content-types/bodies";
import type { ContentTypeBody } from "./content-types/rules";
import { DEFAULT_LICENSE, License } from "./licenses";

// ---------------------------------------------------------------------------

const envelopeInput = {
  title: z
    .string()
    .trim()
    .min(1, "Title is required")
    .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`),
  /** The one-liner (case study) or short summary shown on cards. */
  summary: z.string().trim().max(SUMMARY_MAX).default(""),
  domain: Domain.nullable().default(null),
  location: LocationInput.default({ name: "", lat: null, lng: null, country: "" }),
  images: z.array(ContentImageInput).max(IMAGES_MAX).default([]),
  /** Upload id of the cover; defaults to the first image. */
  coverUploadId: z.uuid().nullable().default(null),
  /** The author's licence (SPDX identifier); CC BY 4.0 unless chosen. */
  license: License.default(DEFAULT_LICENSE),
};

/** Create: a draft of any type. */
/** The create input of one type: the envelope, the type's name and its body. */
type CreateInputOf<B extends ContentTypeBody> = z.ZodObject<
  { type: z.ZodLiteral<B["type"]> } & typeof envelopeInput & { body: z.ZodDefault<B["schema"]> },
  z.core.$strict
>;

function createInputOf<B extends ContentTypeBody>(type: B): CreateInputOf<B> {
  return z.strictObject({
    type: z.literal(type.type),
    ...envelopeInput,
    body: type.schema.default({}),
  }) as unknown as CreateInputOf<B>;
}

type CreateInputs<L extends readonly ContentTypeBody[]> = { [K in keyof L]: CreateInputOf<L[K]> };

export const ContentCreateInput = z.discriminatedUnion(
  "type",
  CONTENT_TYPE_BODIES.map(createInputOf) as unknown as CreateInputs<typeof CONTENT_TYPE_BODIES>,
);
export type ContentCreateInput = z.input<typeof ContentCreateInput>;

/**
 * Update: the whole editable state of an item (the type cannot change).
 * @alias the same schema as ContentCreateInput, named for the PUT route
 */
export const ContentUpdateInput = ContentCreateInput;
export type ContentUpdateInput = ContentCreateInput;

export const ContentStatusInput = z.strictObject({ status: z.enum(CONTENT_STATUSES) });
