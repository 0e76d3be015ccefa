import type {
  ContentDetailOf,
  ContentImage,
  ContentPermissions,
} from "@field-commons/shared/content";

export const CASE_STUDY_ID = "5f0c6a4e-3b8e-4d5c-9a61-2f1e0c9b7d11";
export const AUTHOR_ID = "user-1";

/** What the server grants a reader who is neither the author nor an admin (or is signed out). */
const READER_PERMISSIONS: ContentPermissions = {
  edit: false,
  delete: false,
  publish: false,
};
/** What the server grants the author (or an admin) of a draft. */
export const AUTHOR_PERMISSIONS: ContentPermissions = { edit: true, delete: true, publish: true };

export function caseStudyImage(n: number, overrides: Partial<ContentImage> = {}): ContentImage {
  const uploadId = `0000000${n}-0000-4000-8000-00000000000${n}`;
  return {
    uploadId,
    url: `/api/uploads/${uploadId}`,
    cardUrl: `/api/uploads/${uploadId}/card`,
    width: 2400,
    height: 1600,
    alt: `Photo ${n} alt`,
    caption: "",
    ...overrides,
  };
}

/** A published case study as GET /api/content/case-study/{slug} returns it to a reader. */
export function makeCaseStudy(
  overrides: Partial<ContentDetailOf<"case-study">> = {},
): ContentDetailOf<"case-study"> {
  const images = overrides.images ?? [caseStudyImage(1), caseStudyImage(2)];
  return {
    id: CASE_STUDY_ID,
    type: "case-study",
    slug: "torbel-alpine-commons",
    title: "Törbel alpine commons",
    summary: "Five centuries of village rules for shared alpine meadows.",
    description: "Five centuries of village rules for shared alpine meadows.",
    domain: "Land & Environment",
    status: "published",
    author: { id: AUTHOR_ID, name: "Ada Ostrom" },
    location: { name: "Törbel", country: "Switzerland", lat: 46.24, lng: 7.85 },
    coverImage: images[0] ?? null,
    imageCount: images.length,
    images,
    createdAt: "2026-01-10T09:00:00.000Z",
    updatedAt: "2026-02-01T09:00:00.000Z",
    publishedAt: "2026-03-04T12:00:00.000Z",
    counts: { views: 41, likes: 7, saves: 3, shares: 2 },
    completeness: 100,
    viewer: null,
    body: {
      dates: "1483–present",
      problem: "Overgrazing threatened the summer pastures.",
      intervention: "",
      outcomes: "   ",
      governanceModel: "Village assembly sets cow quotas.\n\nRules are written down.",
    },
    archivedAt: null,
    license: "CC-BY-4.0",
    authorCard: {
      id: AUTHOR_ID,
      name: "Ada Ostrom",
      publications: 12,
      memberSince: "2025-01-01T00:00:00.000Z",
    },
    missingForPublish: [],
    permissions: READER_PERMISSIONS,
    ...overrides,
  };
}
