import { z } from "zod";
import { PAGE_SIZE_MAX } from "./pagination";

// ---------------------------------------------------------------------------
// Vocabularies
// ---------------------------------------------------------------------------

export const JOB_TYPES = [
  "full-time",
  "part-time",
  "contract",
  "internship",
  "freelance",
  "volunteer",
] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const JOB_TYPE_LABELS: Record<JobType, string> = {
  "full-time": "Full-time",
  "part-time": "Part-time",
  contract: "Contract",
  internship: "Internship",
  freelance: "Freelance",
  volunteer: "Volunteer",
};

export const EXPERIENCE_LEVELS = ["entry", "mid", "senior", "executive"] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export const EXPERIENCE_LEVEL_LABELS: Record<ExperienceLevel, string> = {
  entry: "Entry level",
  mid: "Mid level",
  senior: "Senior",
  executive: "Executive",
};

/**
 * Where the work happens. One canonical shape everywhere: `isRemote` in
 * responses is derived from `type === "remote"`.
 * The spec's "on-site" is the same as "in-person".
 */
export const LOCATION_TYPES = ["remote", "hybrid", "in-person"] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export const LOCATION_TYPE_LABELS: Record<LocationType, string> = {
  remote: "Remote",
  hybrid: "Hybrid",
  "in-person": "In-person",
};

export const COMPENSATION_TYPES = ["unpaid", "salary"] as const;
export type CompensationType = (typeof COMPENSATION_TYPES)[number];

export const CURRENCIES = ["USD", "EUR", "GBP", "CAD"] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = "USD";

/** The seven job domains. They differ from the content domains. */
export const JOB_DOMAINS = [
  "Land & Environment",
  "Water & Oceans",
  "Energy & Technology",
  "Culture & Knowledge",
  "Governance & Democracy",
  "Health & Wellbeing",
  "Infrastructure & Mobility",
] as const;
export type JobDomain = (typeof JOB_DOMAINS)[number];

/**
 * draft: only the organization sees it; active: open for applications;
 * closed: listed nowhere, detail still readable. An active job whose
 * application deadline has passed is presented (and filtered) as closed at
 * once, and a periodic sweep stores the change.
 */
export const JOB_STATUSES = ["draft", "active", "closed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_SORTS = ["newest", "oldest", "salary-high", "salary-low", "relevance"] as const;
export type JobSort = (typeof JOB_SORTS)[number];

export const JOB_SORT_LABELS: Record<JobSort, string> = {
  newest: "Newest",
  oldest: "Oldest",
  "salary-high": "Salary: high to low",
  "salary-low": "Salary: low to high",
  relevance: "Relevance",
};

/**
 * Salary sorts compare every salary in US dollars at these fixed rates (US
 * dollars per unit of the currency), so a salary in pounds is not ranked by
 * its bare number against one in dollars.
 */
export const SALARY_SORT_USD_RATES: Record<Currency, number> = {
  USD: 1,
  EUR: 1.08,
  GBP: 1.27,
  CAD: 0.72,
};

/** What the board says when it sorts by salary. */
export const SALARY_SORT_NOTE =
  "Salaries in other currencies are compared in US dollars: 1 EUR = 1.08 USD, 1 GBP = 1.27 USD, 1 CAD = 0.72 USD.";

export const ORGANIZATION_SIZES = ["1-10", "11-50", "51-200", "201-1000", "1000+"] as const;
export type OrganizationSize = (typeof ORGANIZATION_SIZES)[number];

export const MEMBER_ROLES = ["owner", "member"] as const;

// ---------------------------------------------------------------------------
// Limits and texts
// ---------------------------------------------------------------------------

/** Jobs board page size. */
export const JOB_PAGE_SIZE = 12;
export const RELATED_JOBS_MAX = 3;
/** Description previews: list view and grid view. */
export const JOB_PREVIEW_LIST = 200;
export const JOB_PREVIEW_GRID = 150;
/** Characters of the description sent with each job in lists; the detail has it all. */
export const JOB_EXCERPT_MAX = 300;
export const JOB_TITLE_MAX = 200;
export const JOB_DESCRIPTION_MAX = 20_000;
export const JOB_TEXT_MAX = 300;
export const JOB_LIST_ITEMS_MAX = 30;
export const JOB_TAGS_MAX = 20;
export const JOB_TAG_MAX = 40;
export const JOB_SEARCH_MAX = 200;
export const SALARY_MAX = 10_000_000;
export const SUGGESTIONS_MAX = 8;
/** Organization dashboard. */
export const DASHBOARD_RECENT_JOBS = 3;
export const DASHBOARD_RECENT_APPLICATIONS = 5;
export const DASHBOARD_TOP_JOBS = 5;
export const ANALYTICS_WINDOWS = [7, 30, 90] as const;
/** Jobs in an analytics answer, most viewed first. */
export const ANALYTICS_JOBS_MAX = 50;
export const JOB_ALERTS_MAX = 20;

/**
 * Open jobs (active, deadline not passed) an organization may have at once,
 * by the plan of its owner; an admin's organization has no limit. Like a job
 * board's posting slots, this counts what is live, not what was ever posted:
 * drafts and closed jobs take no slot, and closing a job (or its deadline
 * passing) frees one. Beside the free plan's trip allowance
 * (FREE_PLAN_TRIP_LIMIT) and storage (STORAGE_QUOTA_MB).
 */
export const OPEN_JOBS_LIMIT = { free: 5, contributor: 50 } as const;

export const JOB_MESSAGES = {
  jobNotFound: "Job Not Found",
  backToJobs: "Back to Jobs",
  organizationNotFound: "Organization Not Found",
  fetchFailed: "Oops! Something went wrong",
  tryAgain: "Try Again",
  jobClosed: "This job is no longer accepting applications.",
  deadlinePassed: "The application deadline has passed; choose a later date or close the job.",
  salaryRange: "The maximum salary must not be below the minimum",
  salaryRequired: "Enter a salary (at least the minimum)",
  alreadyInOrganization: "You already belong to an organization.",
  tooManyAlerts: `You can keep up to ${JOB_ALERTS_MAX} job alerts. Delete one to add another.`,
} as const;

/** 403 JOB_LIMIT_REACHED, and the job form's note when the organization is at its limit. */
export function openJobsLimitMessage(limit: number): string {
  const upgrade =
    limit < OPEN_JOBS_LIMIT.contributor
      ? ` Upgrade to Contributor for up to ${OPEN_JOBS_LIMIT.contributor}.`
      : "";
  return `Your organization's plan allows ${limit} open jobs at a time. Close one, or save this job as a draft, to open another.${upgrade}`;
}

// ---------------------------------------------------------------------------
// Pieces
// ---------------------------------------------------------------------------

const text = (max: number) => z.string().trim().max(max);
const textList = z.array(z.string().trim().min(1).max(JOB_TEXT_MAX)).max(JOB_LIST_ITEMS_MAX);
const dateOnly = z.iso.date();
const webUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === "" || /^https?:\/\/[^\s]+$/i.test(v), "Enter a web address (https://...)");

export const JobLocationInput = z.object({
  country: text(100).default(""),
  city: text(100).default(""),
  type: z.enum(LOCATION_TYPES),
});
export type JobLocationInput = z.input<typeof JobLocationInput>;

export const JobLocation = z.object({
  country: z.string(),
  city: z.string(),
  type: z.enum(LOCATION_TYPES),
});
export type JobLocation = z.infer<typeof JobLocation>;

/** Salary amounts are whole units per year. Unpaid has neither. */
export const CompensationInput = z.discriminatedUnion("type", [
  z.object({ type: z.literal("unpaid") }),
  z.object({
    type: z.literal("salary"),
    min: z.number().int().min(0).max(SALARY_MAX),
    max: z.number().int().min(0).max(SALARY_MAX).nullable().default(null),
    currency: z.enum(CURRENCIES).default(DEFAULT_CURRENCY),
  }),
]);
export type CompensationInput = z.input<typeof CompensationInput>;

export const Compensation = z.object({
  type: z.enum(COMPENSATION_TYPES),
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
  currency: z.enum(CURRENCIES),
});
export type Compensation = z.infer<typeof Compensation>;

/** 52000 -> '52K', 1500000 -> '1.5M'. */
export function formatSalaryAmount(amount: number): string {
  if (amount >= 1_000_000) return `${trimZero(amount / 1_000_000)}M`;
  if (amount >= 1_000) return `${trimZero(amount / 1_000)}K`;
  return String(amount);
}
function trimZero(n: number): string {
  return n.toFixed(1).replace(/\.0$/, "");
}

export function formatCompensation(c: Compensation): string {
  if (c.type === "unpaid" || c.min === null) return "Unpaid";
  const range =
    c.max !== null && c.max !== c.min
      ? `${formatSalaryAmount(c.min)} - ${formatSalaryAmount(c.max)}`
      : formatSalaryAmount(c.min);
  return `${c.currency} ${range} per year`;
}

/** '1 day ago', 'N days ago' under 7 days, 'N weeks ago' under 30 days, else a date. */
export function jobAgeText(postedAt: Date | string, now: Date = new Date()): string {
  const posted = new Date(postedAt);
  const days = Math.floor((now.getTime() - posted.getTime()) / 86_400_000);
  if (days < 1) return "Today";
  if (days === 1) return "1 day ago";
  if (days < 7) return `${days} days ago`;
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    return weeks === 1 ? "1 week ago" : `${weeks} weeks ago`;
  }
  return posted.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });
}

// ---------------------------------------------------------------------------
// Organizations
// ---------------------------------------------------------------------------

export const ORGANIZATION_NAME_MAX = 120;
/** Paths under /api/organizations that are not organization slugs. */
export const RESERVED_ORGANIZATION_SLUGS = [
  "me",
  "jobs",
  "applications",
  "analytics",
  "invitations",
] as const;

export const OrganizationInput = z.object({
  name: z.string().trim().min(1, "Name is required").max(ORGANIZATION_NAME_MAX),
  /** An image upload of the signed-in user's own. */
  logoUploadId: z.uuid().nullable().default(null),
  website: webUrl.default(""),
  description: text(5000).default(""),
  size: z.enum(ORGANIZATION_SIZES).nullable().default(null),
  /** Where the organization is based, as free text ('Nairobi, Kenya'). */
  location: text(200).default(""),
  domain: z.enum(JOB_DOMAINS).nullable().default(null),
});
export type OrganizationInput = z.input<typeof OrganizationInput>;

/** What job cards and pages show about the organization that posted. */
export const OrganizationSummary = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  /** Small logo (the card-size variant), or null. */
  logoUrl: z.string().nullable(),
  website: z.string(),
  description: z.string(),
  size: z.enum(ORGANIZATION_SIZES).nullable(),
  location: z.string(),
  domain: z.enum(JOB_DOMAINS).nullable(),
});
export type OrganizationSummary = z.infer<typeof OrganizationSummary>;

export const Organization = OrganizationSummary.extend({
  logoUploadId: z.string().nullable(),
  /** Jobs open for applications now. */
  openJobs: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Organization = z.infer<typeof Organization>;

/** Members are people who accepted an invitation (and the owner): their names, not their addresses. */
export const OrganizationMember = z.object({
  userId: z.string(),
  name: z.string(),
  role: z.enum(MEMBER_ROLES),
  addedAt: z.string(),
});
export type OrganizationMember = z.infer<typeof OrganizationMember>;

/** GET /api/organizations/me: the signed-in user's organization, role and members. */
export const MyOrganization = z.object({
  organization: Organization,
  role: z.enum(MEMBER_ROLES),
  members: z.array(OrganizationMember),
});
export type MyOrganization = z.infer<typeof MyOrganization>;

// ---------------------------------------------------------------------------
// Jobs: input
// ---------------------------------------------------------------------------

/**
 * The job form: title, type, domain, experience level, location and
 * description are required. Dates are calendar days
 * (YYYY-MM-DD); a job closes when its deadline day has passed (UTC).
 */
export const JobInput = z
  .object({
    title: z.string().trim().min(1, "Title is required").max(JOB_TITLE_MAX),
    type: z.enum(JOB_TYPES),
    domain: z.enum(JOB_DOMAINS),
    experienceLevel: z.enum(EXPERIENCE_LEVELS),
    location: JobLocationInput,
    description: z.string().trim().min(1, "Description is required").max(JOB_DESCRIPTION_MAX),
    /** A free sub-field ('Research', 'Field coordination'). */
    category: text(100).default(""),
    compensation: CompensationInput.default({ type: "unpaid" }),
    tags: z.array(z.string().trim().min(1).max(JOB_TAG_MAX)).max(JOB_TAGS_MAX).default([]),
    requirements: textList.default([]),
    responsibilities: textList.default([]),
    benefits: textList.default([]),
    applicationDeadline: dateOnly.nullable().default(null),
    startDate: dateOnly.nullable().default(null),
    status: z.enum(JOB_STATUSES).default("active"),
  })
  .superRefine((job, ctx) => {
    const c = job.compensation;
    if (c.type === "salary" && c.max !== null && c.max < c.min) {
      ctx.addIssue({
        code: "custom",
        path: ["compensation", "max"],
        message: JOB_MESSAGES.salaryRange,
      });
    }
  });
export type JobInput = z.input<typeof JobInput>;
export type ParsedJobInput = z.output<typeof JobInput>;

// ---------------------------------------------------------------------------
// Jobs: output
// ---------------------------------------------------------------------------

export const JobCounts = z.object({
  views: z.number().int(),
  likes: z.number().int(),
  saves: z.number().int(),
  applications: z.number().int(),
});

/** A job as lists show it (cards, related jobs, the organization's list). */
export const JobSummary = z.object({
  id: z.string(),
  title: z.string(),
  organization: OrganizationSummary,
  /** The first JOB_EXCERPT_MAX characters of the description. */
  excerpt: z.string(),
  type: z.enum(JOB_TYPES),
  experienceLevel: z.enum(EXPERIENCE_LEVELS),
  domain: z.enum(JOB_DOMAINS),
  category: z.string(),
  compensation: Compensation,
  location: JobLocation,
  /** Derived: location.type === 'remote'. */
  isRemote: z.boolean(),
  tags: z.array(z.string()),
  applicationDeadline: z.string().nullable(),
  startDate: z.string().nullable(),
  /** The effective status: an active job past its deadline is 'closed'. */
  status: z.enum(JOB_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  counts: JobCounts,
});
export type JobSummary = z.infer<typeof JobSummary>;

export const JobDetail = JobSummary.extend({
  description: z.string(),
  requirements: z.array(z.string()),
  responsibilities: z.array(z.string()),
  benefits: z.array(z.string()),
  /** What the signed-in visitor has done and may do; all false when signed out. */
  viewer: z.object({
    liked: z.boolean(),
    saved: z.boolean(),
    /** The id of the visitor's application to this job, or null. */
    applicationId: z.string().nullable(),
    /** Member of the posting organization: may edit, delete and review applicants. */
    canManage: z.boolean(),
  }),
});
export type JobDetail = z.infer<typeof JobDetail>;

/** Page-number pagination, as the jobs board shows it (first pages, ellipsis, last). */
export const Pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
export type Pagination = z.infer<typeof Pagination>;

export const JobPage = z.object({ jobs: z.array(JobSummary), pagination: Pagination });
export type JobPage = z.infer<typeof JobPage>;

/** Header figures of the jobs board; every figure counts jobs open now. */
export const JobStats = z.object({
  openPositions: z.number().int(),
  remoteJobs: z.number().int(),
  /** Organizations with at least one open position. */
  organizations: z.number().int(),
});
export type JobStats = z.infer<typeof JobStats>;

/**
 * GET /api/jobs/allowance: the signed-in member's organization's open jobs
 * and how many its plan allows at once (OPEN_JOBS_LIMIT; null: no limit).
 */
export const JobAllowance = z.object({
  openJobs: z.number().int(),
  limit: z.number().int().nullable(),
});
export type JobAllowance = z.infer<typeof JobAllowance>;

export const JobSuggestion = z.object({
  kind: z.enum(["title", "organization", "tag"]),
  value: z.string(),
});
export const JobSuggestions = z.object({ suggestions: z.array(JobSuggestion) });
export type JobSuggestions = z.infer<typeof JobSuggestions>;
export const JobSuggestionsQuery = z.object({ q: z.string().trim().min(1).max(JOB_SEARCH_MAX) });

export const JobLikeResult = z.object({ liked: z.boolean(), likes: z.number().int() });
export const JobSaveResult = z.object({ saved: z.boolean(), saves: z.number().int() });
export const JobViewResult = z.object({ counted: z.boolean(), views: z.number().int() });

export const JobDeleted = z.object({ success: z.literal(true) });

// ---------------------------------------------------------------------------
// Jobs: list queries
// ---------------------------------------------------------------------------

const pageNumber = z.coerce.number().int().min(1).max(10_000);

/** The board's filters, shared by the list query, job alerts and the URL. */
export const JobFilters = z.object({
  search: z.string().trim().max(JOB_SEARCH_MAX).optional(),
  type: z.enum(JOB_TYPES).optional(),
  /** remote: location type remote; hybrid; in-person: neither remote nor hybrid. */
  location: z.enum(LOCATION_TYPES).optional(),
  domain: z.enum(JOB_DOMAINS).optional(),
  experience: z.enum(EXPERIENCE_LEVELS).optional(),
});
export type JobFilters = z.infer<typeof JobFilters>;

/**
 * The filters in words, as the board's alert and the dashboard show them:
 * 'Full-time · Remote · Water & Oceans · “irrigation”'; null without filters.
 */
export function describeJobFilters(filters: JobFilters): string | null {
  const parts = [
    filters.type ? JOB_TYPE_LABELS[filters.type] : null,
    filters.location ? LOCATION_TYPE_LABELS[filters.location] : null,
    filters.domain ?? null,
    filters.experience ? EXPERIENCE_LEVEL_LABELS[filters.experience] : null,
    filters.search ? `“${filters.search}”` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(" · ") : null;
}

/**
 * GET /api/jobs, strict (the server's): an unknown value is a 400. Lists
 * open jobs only. `relevance` ranks by the search when one is given and
 * falls back to newest otherwise; salary sorts compare the top of the range
 * (the minimum when there is no maximum) converted to US dollars at
 * SALARY_SORT_USD_RATES, with unpaid jobs last.
 */
export const JobListQuery = JobFilters.extend({
  page: pageNumber.default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(JOB_PAGE_SIZE),
  sort: z.enum(JOB_SORTS).default("newest"),
  /** A job to leave out (related jobs). */
  exclude: z.uuid().optional(),
  /** Only this organization's jobs (its slug). */
  organization: z.string().trim().min(1).max(100).optional(),
});
export type JobListQuery = z.infer<typeof JobListQuery>;

/** The same filters read leniently from the board's URL: a bad value is dropped, never an error. */
export const JobSearchParams = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  sort: z.enum(JOB_SORTS).catch("newest").default("newest"),
  search: z.string().trim().max(JOB_SEARCH_MAX).optional().catch(undefined),
  type: z.enum(JOB_TYPES).optional().catch(undefined),
  location: z.enum(LOCATION_TYPES).optional().catch(undefined),
  domain: z.enum(JOB_DOMAINS).optional().catch(undefined),
  experience: z.enum(EXPERIENCE_LEVELS).optional().catch(undefined),
});
export type JobSearchParams = z.infer<typeof JobSearchParams>;

/** GET /api/organizations/jobs: every status of the signed-in member's organization. */
export const OrganizationJobsQuery = z.object({
  page: pageNumber.default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(JOB_PAGE_SIZE),
  status: z.enum(JOB_STATUSES).optional(),
});
export type OrganizationJobsQuery = z.infer<typeof OrganizationJobsQuery>;

/** GET /api/organizations/{slug}: the public profile with its first page of open jobs. */
export const PublicOrganization = z.object({
  organization: Organization,
  jobs: z.array(JobSummary),
  pagination: Pagination,
});
export type PublicOrganization = z.infer<typeof PublicOrganization>;

// ---------------------------------------------------------------------------
// Organization analytics
// ---------------------------------------------------------------------------

export const AnalyticsQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => (ANALYTICS_WINDOWS as readonly number[]).includes(d), "Use 7, 30 or 90")
    .default(30),
});

export const DailyFigures = z.object({
  /** YYYY-MM-DD (UTC). */
  date: z.string(),
  views: z.number().int(),
  applications: z.number().int(),
});

/**
 * Conversion in the window, as a percentage with one decimal: the share of
 * views that led to an application. `converted` counts only applications made
 * in the window by someone who viewed that job in the window, on or before the
 * day they applied; each is a distinct viewer of the job, so it can never
 * exceed the views (no rate above 100 %). Applications that came without a
 * counted view (the organization's own link, an old visit) are in the
 * application figures but not here. null without views: there is no rate.
 */
export function conversionRate(converted: number, views: number): number | null {
  if (views <= 0) return null;
  return Math.round((converted / views) * 1000) / 10;
}

export const OrganizationAnalytics = z.object({
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  totals: z.object({
    views: z.number().int(),
    applications: z.number().int(),
    /** See conversionRate; null without views. */
    conversionRate: z.number().nullable(),
  }),
  /** One entry per day of the window, oldest first, zeros included. */
  daily: z.array(DailyFigures),
  /** Per job (at most ANALYTICS_JOBS_MAX, most viewed first), with its own daily series. */
  jobs: z.array(
    z.object({
      jobId: z.string(),
      title: z.string(),
      status: z.enum(JOB_STATUSES),
      views: z.number().int(),
      applications: z.number().int(),
      conversionRate: z.number().nullable(),
      daily: z.array(DailyFigures),
    }),
  ),
  applicationsByStatus: z.object({
    pending: z.number().int(),
    reviewed: z.number().int(),
    accepted: z.number().int(),
    rejected: z.number().int(),
  }),
});
export type OrganizationAnalytics = z.infer<typeof OrganizationAnalytics>;

// ---------------------------------------------------------------------------
// Job alerts
// ---------------------------------------------------------------------------

export const JobAlertInput = z.object({
  /** The board's current filters; at least one need not be set (an alert for every new job). */
  filters: JobFilters.default({}),
});
export type JobAlertInput = z.input<typeof JobAlertInput>;

export const JobAlert = z.object({
  id: z.string(),
  filters: JobFilters,
  createdAt: z.string(),
  /** Open jobs matching the filters posted since the alert was created. */
  matches: z.number().int(),
});
export type JobAlert = z.infer<typeof JobAlert>;

export const JobAlertList = z.object({ alerts: z.array(JobAlert) });

export const JobAlertJobsQuery = z.object({
  page: pageNumber.default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(JOB_PAGE_SIZE),
});

export const JobAlertJobs = z.object({
  alert: JobAlert,
  jobs: z.array(JobSummary),
  pagination: Pagination,
});
export type JobAlertJobs = z.infer<typeof JobAlertJobs>;

/** Page count for a total (at least 1, so page 1 of nothing is a page). */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
