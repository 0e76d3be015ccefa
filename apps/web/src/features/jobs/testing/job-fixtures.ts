import type { Application } from "@field-commons/shared/applications";
import type { JobDetail, JobPage, JobSummary } from "@field-commons/shared/jobs";

export const JOB_ID = "3f2b8c1e-7a4d-4e9b-9c1a-5d6e7f8a9b0c";
export const ORGANIZATION_ID = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";

/** 260 characters: longer than both previews (150 grid, 200 list). */
export const LONG_EXCERPT =
  `${"Study how irrigation committees in the southern Andes allocate water in dry years. ".repeat(4)}`
    .slice(0, 260)
    .trim();

/** A job as lists show it; two days old by `now` (2026-03-10). */
export function makeJobSummary(overrides: Partial<JobSummary> = {}): JobSummary {
  return {
    id: JOB_ID,
    title: "Research Fellow, Community Water Governance",
    organization: {
      id: ORGANIZATION_ID,
      slug: "commons-lab",
      name: "Commons Lab",
      logoUrl: null,
      website: "https://commons-lab.example.org",
      description: "A research group on shared resources.",
      size: "11-50",
      location: "Lima, Peru",
      domain: "Water & Oceans",
    },
    excerpt: LONG_EXCERPT,
    type: "full-time",
    experienceLevel: "mid",
    domain: "Water & Oceans",
    category: "Research",
    compensation: { type: "salary", min: 42000, max: 52000, currency: "USD" },
    location: { country: "Peru", city: "Cusco", type: "hybrid" },
    isRemote: false,
    tags: ["irrigation", "fieldwork"],
    applicationDeadline: null,
    startDate: null,
    status: "active",
    createdAt: "2026-03-08T09:00:00.000Z",
    updatedAt: "2026-03-08T09:00:00.000Z",
    counts: { views: 120, likes: 4, saves: 2, applications: 7 },
    ...overrides,
  };
}

export function makeJobDetail(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    ...makeJobSummary(),
    description:
      "Study how irrigation committees in the southern Andes allocate water in dry years.\n\nYou will work with the committees as partners.",
    requirements: ["A master's degree in a related field"],
    responsibilities: ["Run monthly meetings with the committees"],
    benefits: ["Field allowance"],
    viewer: { liked: false, saved: false, applicationId: null, canManage: false },
    ...overrides,
  };
}

/** A numbered job ('job-1', 'Job 1' ...) with a distinct id. */
export function numberedJob(n: number, overrides: Partial<JobSummary> = {}): JobSummary {
  const hex = n.toString(16).padStart(12, "0");
  return makeJobSummary({ id: `00000000-0000-4000-8000-${hex}`, title: `Job ${n}`, ...overrides });
}

export function makeJobPage(
  jobs: JobSummary[],
  {
    page = 1,
    total = jobs.length,
    limit = 12,
  }: { page?: number; total?: number; limit?: number } = {},
): JobPage {
  return {
    jobs,
    pagination: { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) },
  };
}

export function makeApplication(overrides: Partial<Application> = {}): Application {
  return {
    id: "5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e",
    status: "pending",
    appliedAt: "2026-03-10T10:00:00.000Z",
    updatedAt: "2026-03-10T10:00:00.000Z",
    coverLetter: "I have worked with irrigation committees for five years.",
    resumeUrl: "/api/applications/5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e/resume",
    resume: { mimeType: "application/pdf", bytes: 1024, fileName: "resume-ada-ostrom.pdf" },
    applicant: {
      id: "user-1",
      name: "Ada Ostrom",
      email: "ada@example.org",
      linkedin: "",
      portfolio: "",
      experience: "",
      skills: [],
    },
    availability: null,
    expectedSalary: "",
    notes: "",
    job: {
      id: JOB_ID,
      title: "Research Fellow, Community Water Governance",
      organization: {
        id: ORGANIZATION_ID,
        slug: "commons-lab",
        name: "Commons Lab",
        logoUrl: null,
      },
      location: { country: "Peru", city: "Cusco", type: "hybrid" },
    },
    ...overrides,
  };
}
