import type { ContentSummary } from "@field-commons/shared/content";

let sequence = 0;

/** A published content summary as the API sends it; override what a test needs. */
export function makeContentSummary(overrides: Partial<ContentSummary> = {}): ContentSummary {
  sequence += 1;
  const n = String(sequence).padStart(12, "0");
  return {
    id: `00000000-0000-4000-8000-${n}`,
    type: "case-study",
    slug: `lofoten-fishing-commons-${sequence}`,
    title: "The Lofoten fishing commons",
    summary: "How a fishing cooperative shares quota.",
    description: "How a fishing cooperative shares quota.",
    domain: "Water & Oceans",
    status: "published",
    author: { id: "user-1", name: "Ada Ostrom" },
    location: { name: "Lofoten", lat: 68.2, lng: 13.6, country: "Norway" },
    coverImage: {
      uploadId: "11111111-1111-4111-8111-111111111111",
      url: "/api/uploads/11111111-1111-4111-8111-111111111111",
      cardUrl: "/api/uploads/11111111-1111-4111-8111-111111111111/card",
      width: 1600,
      height: 900,
      alt: "Boats in a harbour",
      caption: "",
    },
    imageCount: 3,
    images: [],
    createdAt: "2026-02-01T10:00:00.000Z",
    updatedAt: "2026-03-04T12:00:00.000Z",
    publishedAt: "2026-03-04T12:00:00.000Z",
    counts: { views: 12, likes: 4, saves: 2, shares: 3 },
    completeness: 100,
    viewer: null,
    ...overrides,
  };
}
