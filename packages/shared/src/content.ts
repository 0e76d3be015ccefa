import { z } from "zod";
import { DOMAINS } from "./domains";
import { DEFAULT_LICENSE, License } from "./licenses";
import { PAGE_SIZE_MAX, pageOf } from "./pagination";
import { CONTENT_STATUSES, CONTENT_TYPES } from "./content-types";
import type { ContentStatus, ContentType } from "./content-types";
import { formatUtcDay } from "./us-format";

// The types, their words and routes live in content-types.ts (no schemas).
export {
  CONTENT_DETAIL_PATHS,
  CONTENT_EDIT_PATHS,
  CONTENT_MESSAGES,
  CONTENT_STATUSES,
  CONTENT_TYPE_LABELS,
  CONTENT_TYPES,
  contentEditPath,
  contentPath,
} from "./content-types";
export type { ContentStatus, ContentType } from "./content-types";

// ---------------------------------------------------------------------------
// Limits
// ---------------------------------------------------------------------------

export const TITLE_MAX = 200;
export const SUMMARY_MAX = 500;
export const SHORT_TEXT_MAX = 300;
export const LONG_TEXT_MAX = 20_000;
export const ESSAY_CONTENT_MAX = 100_000;
export const LIST_MAX = 50;
export const IMAGES_MAX = 12;
export const TAGS_MAX = 20;
export const TAG_MAX = 40;
export const DESCRIPTION_PREVIEW_LENGTH = 100;
/** A trip's notes in a map popup are cut to this many characters (spec 2, section 9). */
export const MAP_POPUP_NOTES_LENGTH = 100;

const shortText = z.string().trim().max(SHORT_TEXT_MAX);
const longText = z.string().trim().max(LONG_TEXT_MAX);
const textList = z.array(z.string().trim().min(1).max(SHORT_TEXT_MAX)).max(LIST_MAX);
const tags = z.array(z.string().trim().min(1).max(TAG_MAX)).max(TAGS_MAX);
const url = z.string().trim().max(2000);

// ---------------------------------------------------------------------------
// Shared envelope pieces
// ---------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------
// Type-specific bodies (the JSONB `body` column). Every field is optional so
// drafts can be saved half-written; publish rules are below.
// ---------------------------------------------------------------------------

/** Case study (spec 2, section 3). The one-liner is the envelope's summary. */
export const CaseStudyBody = z.strictObject({
  dates: shortText.optional(),
  problem: longText.optional(),
  intervention: longText.optional(),
  governanceModel: longText.optional(),
  actors: longText.optional(),
  methods: longText.optional(),
  outcomes: longText.optional(),
  metrics: longText.optional(),
  equityJustice: longText.optional(),
  tradeoffs: longText.optional(),
  risks: longText.optional(),
  replication: longText.optional(),
  costsFunding: longText.optional(),
  sources: longText.optional(),
  contacts: longText.optional(),
  quotes: longText.optional(),
  notes: longText.optional(),
});
export type CaseStudyBody = z.infer<typeof CaseStudyBody>;

/** The research sections of a case study, in display order, with their headings. */
export const CASE_STUDY_SECTIONS: readonly {
  key: keyof CaseStudyBody;
  label: string;
  group: "summary" | "analysis";
}[] = [
  { key: "problem", label: "Problem", group: "summary" },
  { key: "intervention", label: "Intervention", group: "summary" },
  { key: "outcomes", label: "Outcomes", group: "summary" },
  { key: "governanceModel", label: "Governance Model", group: "analysis" },
  { key: "actors", label: "Actors", group: "analysis" },
  { key: "methods", label: "Methods", group: "analysis" },
  { key: "metrics", label: "Metrics", group: "analysis" },
  { key: "equityJustice", label: "Equity & Justice", group: "analysis" },
  { key: "tradeoffs", label: "Trade-offs", group: "analysis" },
  { key: "risks", label: "Risks", group: "analysis" },
  { key: "replication", label: "Replication", group: "analysis" },
  { key: "costsFunding", label: "Costs & Funding", group: "analysis" },
  { key: "sources", label: "Sources", group: "analysis" },
  { key: "contacts", label: "Contacts", group: "analysis" },
  { key: "quotes", label: "Quotes", group: "analysis" },
  { key: "notes", label: "Notes", group: "analysis" },
];

/** Trip (spec 2, section 3). Country lives in the envelope's location; cards have their own table. */
export const TripBody = z.strictObject({
  description: longText.optional(),
  city: shortText.optional(),
  startDate: z.iso.date().optional(),
  endDate: z.iso.date().optional(),
  notes: longText.optional(),
  isPublic: z.boolean().optional(),
});
export type TripBody = z.infer<typeof TripBody>;

const PRIORITIES = ["high", "medium", "low"] as const;

/** Policy brief (spec 3, section 3: the entity and the form). */
export const PolicyBriefBody = z.strictObject({
  subtitle: shortText.optional(),
  executiveSummary: longText.optional(),
  problemStatement: longText.optional(),
  keyFindings: longText.optional(),
  recommendations: longText.optional(),
  policyRecommendations: z
    .array(
      z.strictObject({
        title: shortText,
        priority: z.enum(PRIORITIES).default("medium"),
        description: longText.optional(),
        implementation: longText.optional(),
        timeline: shortText.optional(),
        stakeholders: textList.optional(),
        resources: longText.optional(),
      }),
    )
    .max(LIST_MAX)
    .optional(),
  evidence: z
    .array(
      z.strictObject({
        source: shortText,
        type: shortText.optional(),
        credibility: shortText.optional(),
        description: longText.optional(),
        url: url.optional(),
        date: shortText.optional(),
      }),
    )
    .max(LIST_MAX)
    .optional(),
  stakeholders: longText.optional(),
  implementationPlan: longText.optional(),
  timeline: longText.optional(),
  budget: longText.optional(),
  risks: longText.optional(),
  successMetrics: longText.optional(),
  conclusion: longText.optional(),
  references: z
    .array(
      z.strictObject({
        title: shortText,
        authors: shortText.optional(),
        publication: shortText.optional(),
        year: shortText.optional(),
        url: url.optional(),
      }),
    )
    .max(LIST_MAX)
    .optional(),
  sources: longText.optional(),
  contacts: longText.optional(),
  tags: tags.optional(),
});
export type PolicyBriefBody = z.infer<typeof PolicyBriefBody>;

export const ESSAY_TYPES = [
  "opinion",
  "analysis",
  "commentary",
  "review",
  "reflection",
  "critique",
] as const;
export const ESSAY_TONES = [
  "academic",
  "journalistic",
  "personal",
  "conversational",
  "formal",
  "informal",
] as const;
export const URGENCIES = ["low", "medium", "high"] as const;

/** Opinion essay (spec 3, section 3). `content` is Markdown. */
export const OpinionEssayBody = z.strictObject({
  subtitle: shortText.optional(),
  essayType: z.enum(ESSAY_TYPES).optional(),
  tone: z.enum(ESSAY_TONES).optional(),
  excerpt: z
    .string()
    .trim()
    .max(SUMMARY_MAX * 2)
    .optional(),
  thesis: longText.optional(),
  keyPoints: textList.optional(),
  evidence: textList.optional(),
  counterarguments: longText.optional(),
  conclusion: longText.optional(),
  callToAction: longText.optional(),
  targetAudience: shortText.optional(),
  urgency: z.enum(URGENCIES).optional(),
  content: z.string().max(ESSAY_CONTENT_MAX).optional(),
  sources: longText.optional(),
  tags: tags.optional(),
  keywords: tags.optional(),
});
export type OpinionEssayBody = z.infer<typeof OpinionEssayBody>;

export const MEDIA_TYPES = ["audio", "video", "text", "mixed"] as const;

const person = z.strictObject({
  name: shortText.optional(),
  title: shortText.optional(),
  organization: shortText.optional(),
  bio: longText.optional(),
});

/** Interview (spec 3, section 3: the entity and the form). */
export const InterviewBody = z.strictObject({
  subtitle: shortText.optional(),
  excerpt: z
    .string()
    .trim()
    .max(SUMMARY_MAX * 2)
    .optional(),
  description: longText.optional(),
  date: z.iso.date().optional(),
  /** Whole seconds; shown as minutes, or hours and minutes. */
  durationSeconds: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3600)
    .optional(),
  mediaType: z.enum(MEDIA_TYPES).optional(),
  interviewee: person
    .extend({
      photoUploadId: z.uuid().optional(),
      links: z
        .strictObject({
          linkedin: url.optional(),
          twitter: url.optional(),
          website: url.optional(),
        })
        .optional(),
    })
    .optional(),
  interviewer: person.optional(),
  questions: z
    .array(
      z.strictObject({
        question: z.string().trim().min(1).max(LONG_TEXT_MAX),
        answer: longText.default(""),
        /** Seconds into the recording. */
        timestamp: z.number().int().min(0).optional(),
      }),
    )
    .max(200)
    .optional(),
  language: z.string().trim().max(20).optional(),
  mediaUploadId: z.uuid().optional(),
  transcript: z.string().max(ESSAY_CONTENT_MAX).optional(),
  consent: z
    .strictObject({
      recorded: z.boolean().default(false),
      published: z.boolean().default(false),
      contact: z.boolean().default(false),
    })
    .optional(),
  ethicsApproval: shortText.optional(),
  ethicsNotes: longText.optional(),
  sources: longText.optional(),
  tags: tags.optional(),
});
export type InterviewBody = z.infer<typeof InterviewBody>;

export const BODY_SCHEMAS = {
  "case-study": CaseStudyBody,
  trip: TripBody,
  "policy-brief": PolicyBriefBody,
  "opinion-essay": OpinionEssayBody,
  interview: InterviewBody,
} as const;

// ---------------------------------------------------------------------------
// Input
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
export const ContentCreateInput = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("case-study"),
    ...envelopeInput,
    body: CaseStudyBody.default({}),
  }),
  z.strictObject({ type: z.literal("trip"), ...envelopeInput, body: TripBody.default({}) }),
  z.strictObject({
    type: z.literal("policy-brief"),
    ...envelopeInput,
    body: PolicyBriefBody.default({}),
  }),
  z.strictObject({
    type: z.literal("opinion-essay"),
    ...envelopeInput,
    body: OpinionEssayBody.default({}),
  }),
  z.strictObject({
    type: z.literal("interview"),
    ...envelopeInput,
    body: InterviewBody.default({}),
  }),
]);
export type ContentCreateInput = z.input<typeof ContentCreateInput>;

/**
 * Update: the whole editable state of an item (the type cannot change).
 * @alias the same schema as ContentCreateInput, named for the PUT route
 */
export const ContentUpdateInput = ContentCreateInput;
export type ContentUpdateInput = ContentCreateInput;

export const ContentStatusInput = z.strictObject({ status: z.enum(CONTENT_STATUSES) });

// ---------------------------------------------------------------------------
// Per-type rules, as data
// ---------------------------------------------------------------------------

/**
 * A field of an item: an envelope field or a body field. Used by the publish
 * rules and the completeness rule.
 */
export type FieldRef =
  | { in: "envelope"; key: "title" | "summary" | "domain" | "location.name" | "location.country" }
  | { in: "body"; key: string };

export interface TypeRules {
  /** Fields that must be non-empty to publish, with the label used in messages. */
  requiredToPublish: readonly { field: FieldRef; label: string }[];
  /** Spec 1, section 5: draft completeness = share of these fields that are non-empty. */
  completeness: readonly FieldRef[];
  /** 'direct': contributors publish straight away; 'review': publishing submits for review (pending). */
  publishMode: "direct" | "review";
  /** Which body field supplies the card description when the summary is empty. */
  descriptionFrom: readonly FieldRef[];
  /** Trips: how many planner cards publishing needs. */
  minCards?: number;
}

const env = (key: Extract<FieldRef, { in: "envelope" }>["key"]): FieldRef => ({
  in: "envelope",
  key,
});
const body = (key: string): FieldRef => ({ in: "body", key });

export const TYPE_RULES: Record<ContentType, TypeRules> = {
  "case-study": {
    requiredToPublish: [
      { field: env("title"), label: "Title" },
      { field: env("domain"), label: "Domain" },
      { field: env("location.name"), label: "Location" },
      { field: env("summary"), label: "One-liner" },
      { field: body("dates"), label: "Dates" },
    ],
    completeness: [
      env("title"),
      env("summary"),
      env("domain"),
      body("problem"),
      body("intervention"),
      body("outcomes"),
    ],
    publishMode: "direct",
    descriptionFrom: [env("summary"), body("problem")],
  },
  trip: {
    requiredToPublish: [
      { field: env("title"), label: "Title" },
      { field: env("location.country"), label: "Country" },
    ],
    completeness: [
      env("title"),
      body("description"),
      env("location.country"),
      body("startDate"),
      body("endDate"),
      env("domain"),
    ],
    publishMode: "review",
    descriptionFrom: [env("summary"), body("description"), body("notes")],
    minCards: 3,
  },
  "policy-brief": {
    requiredToPublish: [
      { field: env("title"), label: "Title" },
      { field: env("domain"), label: "Domain" },
      { field: env("location.name"), label: "Location" },
      { field: body("executiveSummary"), label: "Executive summary" },
      { field: body("problemStatement"), label: "Problem statement" },
      { field: body("keyFindings"), label: "Key findings" },
      { field: body("recommendations"), label: "Recommendations" },
    ],
    completeness: [
      env("title"),
      body("executiveSummary"),
      env("domain"),
      body("problemStatement"),
      body("recommendations"),
    ],
    publishMode: "direct",
    descriptionFrom: [env("summary"), body("executiveSummary")],
  },
  "opinion-essay": {
    requiredToPublish: [
      { field: env("title"), label: "Title" },
      { field: body("excerpt"), label: "Excerpt" },
      { field: body("thesis"), label: "Thesis" },
    ],
    completeness: [
      env("title"),
      body("thesis"),
      env("domain"),
      body("keyPoints"),
      body("conclusion"),
    ],
    publishMode: "direct",
    descriptionFrom: [env("summary"), body("excerpt"), body("thesis")],
  },
  interview: {
    requiredToPublish: [
      { field: env("title"), label: "Title" },
      { field: body("date"), label: "Date" },
      { field: body("excerpt"), label: "Excerpt" },
      { field: body("interviewee.name"), label: "Interviewee name" },
      { field: body("interviewer.name"), label: "Interviewer name" },
    ],
    // Spec 1: title, interviewee, commonsDomain, transcript (the questions are not counted).
    completeness: [env("title"), body("interviewee.name"), env("domain"), body("transcript")],
    publishMode: "direct",
    descriptionFrom: [env("summary"), body("excerpt"), body("description")],
  },
};

/** The shape the rules read: an envelope plus a body. */
export interface RuleSubject {
  title: string;
  summary: string;
  domain: string | null;
  location: { name: string; country: string };
  body: Record<string, unknown>;
}

function read(item: RuleSubject, ref: FieldRef): unknown {
  if (ref.in === "envelope") {
    if (ref.key === "location.name") return item.location.name;
    if (ref.key === "location.country") return item.location.country;
    return item[ref.key];
  }
  let value: unknown = item.body;
  for (const part of ref.key.split(".")) {
    value =
      value && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined;
  }
  return value;
}

/** Non-empty: a non-blank string, a non-empty list, a number, a true boolean, a non-empty object. */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "string") return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === "number") return Number.isFinite(value);
  if (typeof value === "boolean") return value;
  if (typeof value === "object") return Object.values(value).some(isFilled);
  return false;
}

/** Percent of the type's completeness fields that are non-empty, rounded (spec 1, section 5). */
export function completeness(type: ContentType, item: RuleSubject): number {
  const fields = TYPE_RULES[type].completeness;
  const filled = fields.filter((f) => isFilled(read(item, f))).length;
  return Math.round((filled / fields.length) * 100);
}

/** The form path of a field: 'title', 'location.name', 'body.dates'. */
export function fieldPath(ref: FieldRef): string {
  return ref.in === "envelope" ? ref.key : `body.${ref.key}`;
}

/** Fields still missing before the item may be published, with their form paths. */
export function missingPublishFields(
  type: ContentType,
  item: RuleSubject,
): { path: string; label: string }[] {
  return TYPE_RULES[type].requiredToPublish
    .filter((r) => !isFilled(read(item, r.field)))
    .map((r) => ({ path: fieldPath(r.field), label: r.label }));
}

// ---------------------------------------------------------------------------
// Status rules: publishing, moderation and edits of reviewed types
// ---------------------------------------------------------------------------

/**
 * Statuses only an admin's decision ends: an item an admin rejected or
 * archived, or one waiting for review. Only admins set rejected and archived.
 */
export const MODERATED_STATUSES: readonly ContentStatus[] = [
  "pending",
  "rejected",
  "archived",
  "in-review",
  "needs-revision",
];

/** Statuses a moderator is asked to decide on: waiting for review, or back for review. */
export const REVIEW_STATUSES: readonly ContentStatus[] = ["pending", "in-review"];

/**
 * The status publishing leads to. Reviewed types (trips) always go to review.
 * A direct type goes straight to published, except when the item is waiting
 * for review or an admin took it down (rejected, archived): then the author's
 * publish is a resubmission and goes to review (pending), whatever their
 * plan. Admins' own publishing is direct.
 */
export function statusOnPublish(
  type: ContentType,
  current: ContentStatus,
  actor: { isAdmin: boolean },
): ContentStatus {
  // A revised item, or one a moderator holds, goes back to the moderator who asked.
  if (!actor.isAdmin && (current === "needs-revision" || current === "in-review")) {
    return "in-review";
  }
  if (TYPE_RULES[type].publishMode === "review") return "pending";
  if (actor.isAdmin) return "published";
  return MODERATED_STATUSES.includes(current) ? "pending" : "published";
}

/**
 * The status after an edit (of the item or, for trips, of its cards). A
 * published item of a reviewed type goes back to review when anyone but an
 * admin changes it, so the public never sees unreviewed content; otherwise
 * the status stays.
 */
export function statusAfterEdit(
  type: ContentType,
  current: ContentStatus,
  actor: { isAdmin: boolean },
): ContentStatus {
  if (current === "published" && TYPE_RULES[type].publishMode === "review" && !actor.isAdmin) {
    return "pending";
  }
  return current;
}

/** Labels of the fields still missing before the item may be published. */
export function missingForPublish(type: ContentType, item: RuleSubject): string[] {
  return missingPublishFields(type, item).map((f) => f.label);
}

/** The card description: the first non-empty description source, as text. */
export function descriptionOf(type: ContentType, item: RuleSubject): string {
  for (const ref of TYPE_RULES[type].descriptionFrom) {
    const value = read(item, ref);
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return "";
}

/** Cut to 100 characters plus '...' (spec 1, section 5). */
export function truncateDescription(text: string, length = DESCRIPTION_PREVIEW_LENGTH): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/** Display fallbacks (spec 1, section 3). */
export const DISPLAY_FALLBACKS = {
  title: "Untitled",
  domain: "General",
  location: "Unknown",
  description: "No description available",
  author: "Unknown",
} as const;

/** Dates as short month, day, year in US English: 'Mar 4, 2026'. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return formatUtcDay(date);
}

// ---------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------

export const ContentAuthor = z.object({ id: z.string(), name: z.string() });

export const ContentCounts = z.object({
  views: z.number().int(),
  likes: z.number().int(),
  saves: z.number().int(),
  shares: z.number().int(),
});

/** What the signed-in viewer has done to the item (null when signed out). */
export const ViewerState = z.object({ liked: z.boolean(), saved: z.boolean() }).nullable();

/** A card: everything the feed, the map and the dashboard lists show. */
export const ContentSummary = z.object({
  id: z.string(),
  type: z.enum(CONTENT_TYPES),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** The card description (summary or the type's fallback field), not yet truncated. */
  description: z.string(),
  domain: Domain.nullable(),
  status: z.enum(CONTENT_STATUSES),
  author: ContentAuthor,
  location: Location,
  coverImage: ContentImage.nullable(),
  imageCount: z.number().int(),
  /** Up to 4 images for the card strip (card-size URLs). */
  images: z.array(ContentImage),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  counts: ContentCounts,
  completeness: z.number().int(),
  viewer: ViewerState,
  /** Why an admin rejected or archived it: sent only to the author and admins. */
  moderationReason: z.string().nullable().optional(),
});
export type ContentSummary = z.infer<typeof ContentSummary>;

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

function detailOf<T extends ContentType>(type: T) {
  return DetailEnvelope.extend({ type: z.literal(type), body: BODY_SCHEMAS[type] });
}

/** Each type's detail: the envelope with that type's own body. */
export const DETAIL_SCHEMAS = {
  "case-study": detailOf("case-study"),
  trip: detailOf("trip"),
  "policy-brief": detailOf("policy-brief"),
  "opinion-essay": detailOf("opinion-essay"),
  interview: detailOf("interview"),
} as const;

/** One item with everything its page shows: a union on `type`, each with its own body. */
export const ContentDetail = z.discriminatedUnion("type", [
  DETAIL_SCHEMAS["case-study"],
  DETAIL_SCHEMAS.trip,
  DETAIL_SCHEMAS["policy-brief"],
  DETAIL_SCHEMAS["opinion-essay"],
  DETAIL_SCHEMAS.interview,
]);
export type ContentDetail = z.infer<typeof ContentDetail>;
export type ContentDetailOf<T extends ContentType> = Extract<ContentDetail, { type: T }>;

export const ContentPage = pageOf(ContentSummary);
export type ContentPage = z.infer<typeof ContentPage>;

// ---------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------

/** Newest first, last changed first, most liked first, most read (counted views) first. */
export const CONTENT_SORTS = ["recent", "updated", "popular", "read"] as const;

const csv = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .transform((v) =>
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).min(1).max(10));

/** GET /api/content: strict, for the server. */
export const ContentListQuery = z.strictObject({
  type: csv(z.enum(CONTENT_TYPES)).optional(),
  domain: Domain.optional(),
  /** An author id, or 'me' for the signed-in user. */
  author: z.union([z.literal("me"), z.uuid()]).optional(),
  /** Defaults to published. Other statuses need author=me (or an admin). */
  status: csv(z.enum(CONTENT_STATUSES)).optional(),
  q: z.string().trim().max(200).optional(),
  /** west,south,east,north */
  bbox: z
    .string()
    .regex(/^-?\d+(\.\d+)?(,-?\d+(\.\d+)?){3}$/, "bbox must be west,south,east,north")
    .optional(),
  sort: z.enum(CONTENT_SORTS).default("recent"),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(12),
  cursor: z.string().max(500).optional(),
});
export type ContentListQuery = z.input<typeof ContentListQuery>;

/** Feed filters as they live in the URL: lenient, each field falls back on its own. */
export const FeedSearchParams = z.object({
  type: z.enum(CONTENT_TYPES).optional().catch(undefined),
  domain: Domain.optional().catch(undefined),
  q: z.string().max(200).optional().catch(undefined),
  view: z.enum(["list", "map"]).default("list").catch("list"),
});
export type FeedSearchParams = z.infer<typeof FeedSearchParams>;

/** GET /api/content/facets: counts for the domain chips under the current type and text filter. */
export const ContentFacetsQuery = z.strictObject({
  type: z.enum(CONTENT_TYPES).optional(),
  q: z.string().trim().max(200).optional(),
});
export const ContentFacets = z.object({
  total: z.number().int(),
  domains: z.record(z.string(), z.number().int()),
});
export type ContentFacets = z.infer<typeof ContentFacets>;

/** GET /api/content/map: published items with coordinates. */
export const MAP_PAGE_MAX = 500;
export const MapQuery = z.strictObject({
  type: csv(z.enum(CONTENT_TYPES)).default(["case-study", "trip"]),
  limit: z.coerce.number().int().min(1).max(MAP_PAGE_MAX).default(MAP_PAGE_MAX),
  cursor: z.string().max(500).optional(),
});
export const MapItem = z.object({
  id: z.string(),
  type: z.enum(CONTENT_TYPES),
  slug: z.string(),
  title: z.string(),
  domain: Domain.nullable(),
  lat: z.number(),
  lng: z.number(),
  locationName: z.string(),
  description: z.string(),
  /** A trip's notes cut to MAP_POPUP_NOTES_LENGTH characters plus '...'; empty for other types. */
  notes: z.string(),
});
export type MapItem = z.infer<typeof MapItem>;
export const MapPage = pageOf(MapItem);

// ---------------------------------------------------------------------------
// Likes, saves, views, shares
// ---------------------------------------------------------------------------

export const ReactionInput = z.strictObject({
  contentType: z.enum(CONTENT_TYPES),
  contentId: z.uuid(),
});
export type ReactionInput = z.infer<typeof ReactionInput>;

export const LikeState = z.object({ liked: z.boolean(), likes: z.number().int() });
export const SaveState = z.object({ saved: z.boolean(), saves: z.number().int() });

/** A liked or saved record with the item it points at (spec 1: contentType, contentId, createdAt). */
export const ReactionRecord = z.object({
  contentType: z.enum(CONTENT_TYPES),
  contentId: z.string(),
  createdAt: z.string(),
  item: ContentSummary,
});
export const ReactionPage = pageOf(ReactionRecord);
export type ReactionRecord = z.infer<typeof ReactionRecord>;

export const CounterResult = z.object({ counted: z.boolean(), count: z.number().int() });

/** Dashboard stat cards and tab counts (GET /api/me/stats). */
export const MyStats = z.object({
  publications: z.number().int(),
  drafts: z.number().int(),
  likesGiven: z.number().int(),
  itemsSaved: z.number().int(),
  totalViews: z.number().int(),
  likesReceived: z.number().int(),
  /**
   * Everything the person has started, whatever its status now: drafts, trips
   * being planned, items in review, published, rejected or archived.
   */
  itemsCreated: z.number().int(),
});
export type MyStats = z.infer<typeof MyStats>;

/** Feed fetch failure messages by type (spec 1, section 8). */
export const FEED_FETCH_ERRORS: Record<ContentType, string> = {
  "case-study": "Failed to fetch case studies",
  trip: "Failed to fetch trips",
  "policy-brief": "Failed to fetch policy briefs",
  "opinion-essay": "Failed to fetch opinion essays",
  interview: "Failed to fetch interviews",
};

export function noContentForDomain(domain: string): string {
  return `No content found for "${domain}"`;
}
