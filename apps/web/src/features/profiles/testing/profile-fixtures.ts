import type { Application } from "@field-commons/shared/applications";
import type { Publication, PublicProfile } from "@field-commons/shared/profiles";

export const PROFILE_ID = "3f0c2b1a-7d4e-4c5b-9a8f-1e2d3c4b5a69";

/** A public profile as GET /api/profiles/{id} sends it, seen by someone who is not its owner. */
export function makeProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: PROFILE_ID,
    name: "Elinor Lin",
    avatar: null,
    title: "Commons researcher",
    location: "Bloomington, USA",
    createdAt: "2025-01-15T09:00:00.000Z",
    experience: "Ten years of fieldwork on irrigation systems.",
    website: "https://elinor.example.org",
    orcid: "0000-0002-1825-0097",
    bio: "I study how communities govern shared water.",
    skills: ["Interviewing", "GIS"],
    researchInterests: ["Irrigation", "Fisheries"],
    education: [
      { degree: "PhD Political Economy", institution: "Indiana University", year: 1965 },
      { degree: "BA Political Science", institution: "UCLA", year: null },
    ],
    email: null,
    likes: 1234,
    saves: 56,
    stats: {
      likes: 1234,
      saves: 56,
      totalViews: 98765,
      publications: 12,
      caseStudies: 5,
      trips: 3,
      applications: null,
    },
    isOwner: false,
    ...overrides,
  };
}

let sequence = 0;

export function makePublication(overrides: Partial<Publication> = {}): Publication {
  sequence += 1;
  const n = String(sequence).padStart(12, "0");
  return {
    id: `00000000-0000-4000-8000-${n}`,
    type: "case-study",
    slug: `water-commons-${sequence}`,
    title: `Water commons ${sequence}`,
    domain: "Water & Oceans",
    createdAt: "2026-02-01T10:00:00.000Z",
    publishedAt: "2026-03-04T12:00:00.000Z",
    excerpt: "How a valley shares its water.",
    ...overrides,
  };
}

export function makeApplication(overrides: Partial<Application> = {}): Application {
  sequence += 1;
  const id = `10000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`;
  return {
    id,
    status: "pending",
    appliedAt: "2026-03-05T10:00:00.000Z",
    updatedAt: "2026-03-05T10:00:00.000Z",
    coverLetter: "I have studied water tribunals for five years.",
    resumeUrl: `/api/applications/${id}/resume`,
    resume: { mimeType: "application/pdf", bytes: 120_000, fileName: "resume-elinor-lin.pdf" },
    applicant: {
      id: PROFILE_ID,
      name: "Elinor Lin",
      email: "elinor@example.org",
      linkedin: "",
      portfolio: "",
      experience: "",
      skills: [],
    },
    availability: null,
    expectedSalary: "",
    notes: "",
    job: {
      id: "job-1",
      title: "Field Researcher",
      organization: { id: "org-1", slug: "commons-lab", name: "Commons Lab", logoUrl: null },
      location: { country: "Spain", city: "Valencia", type: "hybrid" },
    },
    ...overrides,
  };
}
