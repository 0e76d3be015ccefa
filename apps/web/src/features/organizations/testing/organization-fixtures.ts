import type { Application } from "@field-commons/shared/applications";
import type { ReceivedInvitation, SentInvitation } from "@field-commons/shared/invitations";
import { OPEN_JOBS_LIMIT, conversionRate } from "@field-commons/shared/jobs";
import type {
  JobDetail,
  JobSummary,
  MyOrganization,
  Organization,
  OrganizationAnalytics,
} from "@field-commons/shared/jobs";

let next = 1;
const uuid = () => `00000000-0000-4000-8000-${String(next++).padStart(12, "0")}`;

export function makeOrganization(overrides: Partial<Organization> = {}): Organization {
  return {
    id: "org-1",
    slug: "commons-lab",
    name: "Commons Lab",
    logoUrl: null,
    website: "https://commons.example.org",
    description: "We study shared water systems.",
    size: "11-50",
    location: "Valencia, Spain",
    domain: "Water & Oceans",
    logoUploadId: null,
    openJobs: 2,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

export function makeMyOrganization(overrides: Partial<MyOrganization> = {}): MyOrganization {
  return {
    organization: makeOrganization(),
    role: "owner",
    members: [
      {
        userId: "user-1",
        name: "Ada Ostrom",
        role: "owner",
        addedAt: "2026-01-01T00:00:00.000Z",
      },
    ],
    ...overrides,
  };
}

export function makeJob(overrides: Partial<JobSummary> = {}): JobSummary {
  const organization = makeOrganization();
  return {
    id: uuid(),
    title: "Field Researcher",
    organization: {
      id: organization.id,
      slug: organization.slug,
      name: organization.name,
      logoUrl: null,
      website: organization.website,
      description: organization.description,
      size: organization.size,
      location: organization.location,
      domain: organization.domain,
    },
    excerpt: "Study irrigation councils in the huerta.",
    type: "full-time",
    experienceLevel: "mid",
    domain: "Water & Oceans",
    category: "",
    compensation: { type: "salary", min: 40000, max: 52000, currency: "EUR" },
    location: { country: "Spain", city: "Valencia", type: "hybrid" },
    isRemote: false,
    tags: ["water"],
    applicationDeadline: null,
    startDate: null,
    status: "active",
    createdAt: "2026-03-01T00:00:00.000Z",
    updatedAt: "2026-03-01T00:00:00.000Z",
    counts: { views: 120, likes: 3, saves: 4, applications: 6 },
    ...overrides,
  };
}

export function makeJobDetail(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    ...makeJob(),
    description: "Study irrigation councils in the huerta for two seasons.",
    requirements: ["Spanish"],
    responsibilities: ["Interviews"],
    benefits: ["Housing"],
    viewer: { liked: false, saved: false, applicationId: null, canManage: true },
    ...overrides,
  };
}

export function makeApplication(overrides: Partial<Application> = {}): Application {
  const id = uuid();
  return {
    id,
    status: "pending",
    appliedAt: "2026-03-05T10:00:00.000Z",
    updatedAt: "2026-03-05T10:00:00.000Z",
    coverLetter: "I have studied water tribunals for five years.",
    resumeUrl: `/api/applications/${id}/resume`,
    resume: { mimeType: "application/pdf", bytes: 120_000, fileName: "resume-lin-ostrom.pdf" },
    applicant: {
      id: "user-9",
      name: "Lin Ostrom",
      email: "lin@example.org",
      linkedin: "https://www.linkedin.com/in/lin",
      portfolio: "lin.example.org",
      experience: "Five years of fieldwork.",
      skills: ["Interviewing", "GIS"],
    },
    availability: "1-month",
    expectedSalary: "EUR 45,000",
    notes: "Can relocate.",
    job: {
      id: "job-1",
      title: "Field Researcher",
      organization: { id: "org-1", slug: "commons-lab", name: "Commons Lab", logoUrl: null },
      location: { country: "Spain", city: "Valencia", type: "hybrid" },
    },
    ...overrides,
  };
}

export function page<T>(
  key: "jobs" | "applications",
  items: T[],
  total = items.length,
  limit = 12,
) {
  return {
    [key]: items,
    pagination: { page: 1, limit, total, pages: Math.max(1, Math.ceil(total / limit)) },
  };
}

function days(count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    new Date(Date.UTC(2026, 2, 1) + i * 86_400_000).toISOString().slice(0, 10),
  );
}

export function makeAnalytics(
  windowDays = 30,
  /** `converted`: applications that followed a view (by default all of them, up to the views). */
  jobs: {
    jobId: string;
    title: string;
    views: number;
    applications: number;
    converted?: number;
  }[] = [],
): OrganizationAnalytics {
  const dates = days(windowDays);
  const views = jobs.reduce((sum, j) => sum + j.views, 0);
  const applications = jobs.reduce((sum, j) => sum + j.applications, 0);
  const convertedOf = (j: (typeof jobs)[number]) =>
    j.converted ?? Math.min(j.applications, j.views);
  const converted = jobs.reduce((sum, j) => sum + convertedOf(j), 0);
  return {
    days: windowDays,
    from: dates[0]!,
    to: dates[dates.length - 1]!,
    totals: { views, applications, conversionRate: conversionRate(converted, views) },
    daily: dates.map((date, i) => ({
      date,
      views: i === dates.length - 1 ? views : 0,
      applications: i === dates.length - 1 ? applications : 0,
    })),
    jobs: jobs.map((j) => ({
      jobId: j.jobId,
      title: j.title,
      views: j.views,
      applications: j.applications,
      status: "active" as const,
      conversionRate: conversionRate(convertedOf(j), j.views),
      daily: dates.map((date, i) => ({
        date,
        views: i === dates.length - 1 ? j.views : 0,
        applications: i === dates.length - 1 ? j.applications : 0,
      })),
    })),
    applicationsByStatus: { pending: 4, reviewed: 1, accepted: 1, rejected: 0 },
  };
}

type Handler = (request: {
  url: string;
  init: RequestInit;
  body: unknown;
}) => Response | Promise<Response>;

const respond = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/**
 * The dashboard's answers for an organization owner (add the signed-in
 * session: this folder may not import src/testing); override any route.
 */
export function dashboardRoutes(
  routes: Record<string, Handler> = {},
  { organization = makeMyOrganization() }: { organization?: MyOrganization } = {},
): Record<string, Handler> {
  return {
    "GET /api/organizations/me": () => respond(organization),
    "GET /api/organizations/jobs": () => respond(page("jobs", [])),
    "GET /api/jobs/allowance": () => respond({ openJobs: 0, limit: OPEN_JOBS_LIMIT.free }),
    "GET /api/organizations/applications": () => respond(page("applications", [])),
    "GET /api/organizations/analytics": ({ url }) =>
      respond(makeAnalytics(Number(new URL(url, "http://localhost").searchParams.get("days")))),
    "GET /api/organizations/invitations": () => respond({ invitations: [] }),
    "GET /api/organizations/me/invitations": () => respond({ invitations: [] }),
    ...routes,
  };
}

/** An invitation the owner sent, waiting for an answer. */
export function makeSentInvitation(overrides: Partial<SentInvitation> = {}): SentInvitation {
  return {
    id: uuid(),
    email: "elinor@example.org",
    createdAt: "2026-03-01T00:00:00.000Z",
    expiresAt: "2026-03-15T00:00:00.000Z",
    ...overrides,
  };
}

/** An invitation to the signed-in account's address. */
export function makeReceivedInvitation(
  overrides: Partial<ReceivedInvitation> = {},
): ReceivedInvitation {
  const organization = makeOrganization({
    id: "org-2",
    slug: "seed-library",
    name: "Seed Library",
  });
  return {
    id: uuid(),
    organization: {
      id: organization.id,
      slug: organization.slug,
      name: organization.name,
      logoUrl: null,
      website: organization.website,
      description: organization.description,
      size: organization.size,
      location: organization.location,
      domain: organization.domain,
    },
    invitedBy: "Elinor Lin",
    createdAt: "2026-03-01T00:00:00.000Z",
    expiresAt: "2026-03-15T00:00:00.000Z",
    ...overrides,
  };
}
