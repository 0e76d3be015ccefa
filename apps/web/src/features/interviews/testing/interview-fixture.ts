import type {
  ContentDetailOf,
  ContentPermissions,
  InterviewBody,
} from "@field-commons/shared/content";

export const INTERVIEW_ID = "7a1d2c3e-4b5f-4a6b-8c7d-9e0f1a2b3c4d";
export const INTERVIEW_SLUG = "elinor-on-the-alpine-commons";
export const AUTHOR_ID = "user-1";

/** What the server grants a reader who is neither the author nor an admin (or is signed out). */
const READER_PERMISSIONS: ContentPermissions = {
  edit: false,
  delete: false,
  publish: false,
};
/** What the server grants the author (or an admin) of a draft. */
export const AUTHOR_PERMISSIONS: ContentPermissions = { edit: true, delete: true, publish: true };
export const MEDIA_ID = "33333333-3333-4333-8333-333333333333";
export const PHOTO_ID = "44444444-4444-4444-8444-444444444444";

/** A published interview as GET /api/content/interview/{slug} returns it to a reader. */
export function makeInterview(
  overrides: Partial<ContentDetailOf<"interview">> = {},
  body: InterviewBody = {},
): ContentDetailOf<"interview"> {
  return {
    id: INTERVIEW_ID,
    type: "interview",
    slug: INTERVIEW_SLUG,
    title: "Elinor on the alpine commons",
    summary: "",
    description: "How a village has kept its meadows for five centuries.",
    domain: "Land & Environment",
    status: "published",
    author: { id: AUTHOR_ID, name: "Ada Ostrom" },
    location: { name: "Törbel", country: "Switzerland", lat: null, lng: null },
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
      subtitle: "Five centuries of village rules",
      excerpt: "How a village has kept its meadows for five centuries.",
      date: "2025-08-14",
      durationSeconds: 5400,
      mediaType: "audio",
      interviewee: {
        name: "Elinor Brunner",
        title: "Alp keeper",
        organization: "Törbel burgher community",
        bio: "Keeps the summer pastures.\n\nThird generation.",
        photoUploadId: PHOTO_ID,
        links: {
          linkedin: "https://www.linkedin.com/in/elinor",
          twitter: "@elinor_b",
          website: "javascript:alert(1)",
        },
      },
      interviewer: { name: "Ada Ostrom", title: "Researcher", organization: "Field Commons" },
      questions: [
        {
          question: "How are cow quotas set?",
          answer: "By the assembly each spring.",
          timestamp: 65,
        },
        { question: "Who enforces them?", answer: "Everyone watches everyone.", timestamp: 3723 },
        { question: "Anything else?", answer: "" },
      ],
      language: "en",
      mediaUploadId: MEDIA_ID,
      transcript: "Full transcript text.",
      consent: { recorded: true, published: true, contact: false },
      ethicsApproval: "University board REC-2025-14",
      ethicsNotes: "Names used with permission.",
      sources: "Netting, Balancing on an Alp (1981).",
      tags: ["grazing", "alps"],
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

/** Script and markup payloads; every text field must show them as text. */
export const XSS = {
  script: '<script>window.__xss = "script"</script>',
  img: "<img src=x onerror=\"window.__xss = 'img'\">",
  svg: "<svg onload=\"window.__xss = 'svg'\"></svg>",
  link: "javascript:window.__xss='link'",
} as const;
