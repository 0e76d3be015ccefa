import { z } from "zod";
import { ContentImage } from "./content-envelope";
import { ContentSummary } from "./content-outputs";
import type { ContentType } from "./content-types";
import { CONTENT_TYPE_BODIES } from "./content-types/bodies";
import type { ContentTypeBody } from "./content-types/rules";
import { License } from "./licenses";

// An item as its page shows it: the envelope with its type's own body. Apart
// from the summary (content-outputs.ts), which cards read without the body
// schemas of every type.

export const AuthorCard = z.object({
  id: z.string(),
  name: z.string(),
  /** Published items by this author, all types. */
  publications: z.number().int(),
  memberSince: z.string(),
});

/** What the viewer may do to the item, decided by the server's content policy. */
export const ContentPermissions = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  publish: z.boolean(),
});
export type ContentPermissions = z.infer<typeof ContentPermissions>;

const DetailEnvelope = ContentSummary.extend({
  images: z.array(ContentImage),
  /** The author's licence, an SPDX identifier (see LICENSE_INFO for its name and link). */
  license: License,
  archivedAt: z.string().nullable(),
  authorCard: AuthorCard,
  /** Labels of fields still missing before publishing. */
  missingForPublish: z.array(z.string()),
  /** The viewer's permissions, from the server's content policy (signed out: all false). */
  permissions: ContentPermissions,
});

/** The detail of one type: the envelope with the type's name and its own body. */
type DetailOf<B extends ContentTypeBody> = ReturnType<
  typeof DetailEnvelope.extend<{ type: z.ZodLiteral<B["type"]>; body: B["schema"] }>
>;

function detailOf<B extends ContentTypeBody>(type: B): DetailOf<B> {
  return DetailEnvelope.extend({ type: z.literal(type.type), body: type.schema }) as DetailOf<B>;
}

type Details<L extends readonly ContentTypeBody[]> = { [K in keyof L]: DetailOf<L[K]> };

const DETAILS = CONTENT_TYPE_BODIES.map(detailOf) as unknown as Details<typeof CONTENT_TYPE_BODIES>;

/** Each type's detail: the envelope with that type's own body. */
export const DETAIL_SCHEMAS = Object.fromEntries(
  CONTENT_TYPE_BODIES.map((b, i) => [b.type, DETAILS[i]]),
) as { [B in (typeof CONTENT_TYPE_BODIES)[number] as B["type"]]: DetailOf<B> };

/** One item with everything its page shows: a union on `type`, each with its own body. */
export const ContentDetail = z.discriminatedUnion("type", DETAILS);
export type ContentDetail = z.infer<typeof ContentDetail>;
export type ContentDetailOf<T extends ContentType> = Extract<ContentDetail, { type: T }>;
