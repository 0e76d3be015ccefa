import type {
  ContentDetailOf,
  ContentPermissions,
  OpinionEssayBody,
} from "@field-commons/shared/content";

export const ESSAY_ID = "5b0c1d2e-3f4a-4b5c-8d6e-7f8091a2b3c4";
export const ESSAY_SLUG = "water-boards-should-meet-in-public";
export const AUTHOR_ID = "user-1";
export const IMAGE_ID = "11111111-1111-4111-8111-111111111111";

/** What the server grants a reader who is neither the author nor an admin (or is signed out). */
const READER_PERMISSIONS: ContentPermissions = {
  edit: false,
  delete: false,
  publish: false,
};
/** What the server grants the author (or an admin) of a draft. */
export const AUTHOR_PERMISSIONS: ContentPermissions = { edit: true, delete: true, publish: true };

/** The attack strings every free-text field is tried with. */
export const XSS = {
  script: "<script>alert(1)</script>",
  img: "<img src=x onerror=alert(1)>",
  link: "[x](javascript:alert(1))",
} as const;
export const XSS_TEXT = `${XSS.script} ${XSS.img} ${XSS.link}`;

export const ESSAY_CONTENT = `## Why it matters

Irrigation rules in the Valais were written in the open, at assemblies anyone could attend.

## The argument

### Open meetings build trust

See the [Törbel study](https://example.org/torbel) and the [village archive](/about).

### Open records settle disputes

Written minutes make every allocation checkable.

## Why it matters

A repeated heading gets its own anchor.
`;

/** A published essay as GET /api/content/opinion-essay/{slug} returns it to a reader. */
export function makeEssay(
  overrides: Partial<ContentDetailOf<"opinion-essay">> = {},
  body: OpinionEssayBody = {},
): ContentDetailOf<"opinion-essay"> {
  return {
    id: ESSAY_ID,
    type: "opinion-essay",
    slug: ESSAY_SLUG,
    title: "Water boards should meet in public",
    summary: "",
    description: "Closed meetings erode the trust that shared irrigation depends on.",
    domain: "Water & Oceans",
    status: "published",
    author: { id: AUTHOR_ID, name: "Ada Ostrom" },
    location: { name: "Valais", country: "Switzerland", lat: 46.2, lng: 7.5 },
    coverImage: null,
    imageCount: 0,
    images: [],
    createdAt: "2026-01-10T09:00:00.000Z",
    updatedAt: "2026-02-01T09:00:00.000Z",
    publishedAt: "2026-03-04T12:00:00.000Z",
    counts: { views: 12, likes: 3, saves: 1, shares: 0 },
    completeness: 100,
    viewer: null,
    body: {
      subtitle: "Lessons from alpine irrigation",
      essayType: "opinion",
      tone: "academic",
      excerpt: "Closed meetings erode the trust that shared irrigation depends on.",
      thesis: "Water boards that meet in public keep their members' trust.",
      keyPoints: ["Open meetings build trust", "Open records settle disputes"],
      evidence: ["Minutes of the Törbel assembly, 1483-1990"],
      counterarguments: "Some say open meetings slow decisions down.",
      conclusion: "Openness costs little and pays back in compliance.",
      callToAction: "Ask your water board to publish its minutes.",
      targetAudience: "Water board members",
      urgency: "high",
      content: ESSAY_CONTENT,
      sources: "Netting 1981, https://example.org/netting",
      tags: ["irrigation", "transparency"],
      keywords: ["water boards"],
      ...body,
    },
    archivedAt: null,
    license: "CC-BY-4.0",
    authorCard: {
      id: AUTHOR_ID,
      name: "Ada Ostrom",
      publications: 4,
      memberSince: "2025-01-01T00:00:00.000Z",
    },
    missingForPublish: [],
    permissions: READER_PERMISSIONS,
    ...overrides,
  };
}
