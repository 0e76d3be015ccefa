import type {
  ContentDetailOf,
  ContentPermissions,
  ContentSummary,
  PolicyBriefBody,
} from "@field-commons/shared/content";

export const POLICY_BRIEF_ID = "9a7f3c1e-2b4d-4e6f-8a9b-0c1d2e3f4a5b";
export const POLICY_BRIEF_SLUG = "water-user-associations";
export const AUTHOR_ID = "user-1";

/** What the server grants a reader who is neither the author nor an admin (or is signed out). */
const READER_PERMISSIONS: ContentPermissions = {
  edit: false,
  delete: false,
  publish: false,
};
/** What the server grants the author (or an admin) of a draft. */
export const AUTHOR_PERMISSIONS: ContentPermissions = { edit: true, delete: true, publish: true };

/** A body with every field filled. */
export function fullPolicyBriefBody(): PolicyBriefBody {
  return {
    subtitle: "Lessons from irrigation commons in Nepal",
    executiveSummary: "Farmer-managed systems outperform agency-run ones.",
    problemStatement: "Agency-run canals fall into disrepair.\n\nFarmers lose water.",
    keyFindings: "Farmer-managed systems deliver more water per hectare.",
    recommendations: "Hand maintenance to water user associations.",
    policyRecommendations: [
      {
        title: "Recognise water user associations in law",
        priority: "high",
        description: "Give associations legal standing.",
        implementation: "Amend the irrigation act.",
        timeline: "Within 12 months",
        stakeholders: ["Ministry of Irrigation", "Farmer federations"],
        resources: "Legal drafting support.",
      },
      { title: "Fund canal repairs", priority: "medium", description: "Match local labour." },
      { title: "Publish water data", priority: "low" },
    ],
    evidence: [
      {
        source: "Lam (1998) Governing Irrigation Systems",
        type: "Field study",
        credibility: "high",
        description: "150 systems compared.",
        url: "https://example.org/lam-1998",
        date: "1998",
      },
      { source: "District survey", credibility: "Medium" },
      { source: "Newspaper report", credibility: "low" },
    ],
    stakeholders: "Farmers, district offices, the ministry.",
    implementationPlan: "Pilot in three districts, then scale.",
    timeline: "2026–2028",
    budget: "USD 2 million over three years.",
    risks: "Elite capture of associations.",
    successMetrics: "Water delivered per hectare; repair backlog.",
    conclusion: "Self-governance works when it is recognised.",
    references: [
      {
        title: "Governing the Commons",
        authors: "Elinor Ostrom",
        publication: "Cambridge University Press",
        year: "1990",
        url: "https://example.org/gtc",
      },
    ],
    sources: "Field interviews, 2024.",
    contacts: "Nepal irrigation researchers network.",
    tags: ["irrigation", "Nepal"],
  };
}

/** A published policy brief as GET /api/content/policy-brief/{slug} returns it to a reader. */
export function makePolicyBrief(
  overrides: Partial<ContentDetailOf<"policy-brief">> = {},
): ContentDetailOf<"policy-brief"> {
  return {
    id: POLICY_BRIEF_ID,
    type: "policy-brief",
    slug: POLICY_BRIEF_SLUG,
    title: "Water user associations",
    summary: "",
    description: "Farmer-managed systems outperform agency-run ones.",
    domain: "Water & Oceans",
    status: "published",
    author: { id: AUTHOR_ID, name: "Ada Ostrom" },
    location: { name: "Chitwan", country: "Nepal", lat: 27.5291, lng: 84.3542 },
    coverImage: null,
    imageCount: 0,
    images: [],
    createdAt: "2026-01-10T09:00:00.000Z",
    updatedAt: "2026-02-01T09:00:00.000Z",
    publishedAt: "2026-03-04T12:00:00.000Z",
    counts: { views: 41, likes: 7, saves: 3, shares: 2 },
    completeness: 100,
    viewer: null,
    body: fullPolicyBriefBody(),
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

/** A card of a list page. */
export function makePolicyBriefSummary(n: number, overrides: Partial<ContentSummary> = {}) {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
  const item: ContentSummary = {
    id,
    type: "policy-brief",
    slug: `brief-${n}`,
    title: `Brief ${n}`,
    summary: "",
    description: `Summary of brief ${n}`,
    domain: "Water & Oceans",
    status: "published",
    author: { id: AUTHOR_ID, name: "Ada Ostrom" },
    location: { name: "Chitwan", country: "Nepal", lat: null, lng: null },
    coverImage: null,
    imageCount: 0,
    images: [],
    createdAt: "2026-01-10T09:00:00.000Z",
    updatedAt: "2026-02-01T09:00:00.000Z",
    publishedAt: "2026-03-04T12:00:00.000Z",
    counts: { views: n, likes: 0, saves: 0, shares: 0 },
    completeness: 100,
    viewer: null,
    ...overrides,
  };
  return item;
}
