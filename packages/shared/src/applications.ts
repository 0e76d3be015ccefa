import { z } from "zod";
import { PAGE_SIZE_MAX } from "./pagination";
import { JOB_PAGE_SIZE, JobLocation, OrganizationSummary, Pagination } from "./jobs";

// ---------------------------------------------------------------------------
// Limits shared by the form, the upload parser and the server (résumé 5 MB,
// .pdf/.doc/.docx; cover letter 1000 characters).
// ---------------------------------------------------------------------------

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const COVER_LETTER_MAX = 1000;

/** Accepted résumé types, decided by the server from the file's bytes (never its name). */
export const RESUME_TYPES = [
  { extension: ".pdf", mimeType: "application/pdf", label: "PDF" },
  { extension: ".doc", mimeType: "application/msword", label: "Word 97-2003" },
  {
    extension: ".docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    label: "Word",
  },
] as const;
export type ResumeMimeType = (typeof RESUME_TYPES)[number]["mimeType"];
/** For the file input's accept attribute. */
export const RESUME_ACCEPT = RESUME_TYPES.flatMap((t) => [t.extension, t.mimeType]).join(",");

export function resumeExtension(mimeType: string): string {
  return RESUME_TYPES.find((t) => t.mimeType === mimeType)?.extension ?? "";
}

export const APPLICATION_STATUSES = ["pending", "reviewed", "accepted", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: "Pending",
  reviewed: "Reviewed",
  accepted: "Accepted",
  rejected: "Rejected",
};

/** The form's availability choices. */
export const AVAILABILITY = ["immediate", "2-weeks", "1-month", "2-months", "flexible"] as const;
export type Availability = (typeof AVAILABILITY)[number];

export const AVAILABILITY_LABELS: Record<Availability, string> = {
  immediate: "Immediately",
  "2-weeks": "In 2 weeks",
  "1-month": "In 1 month",
  "2-months": "In 2 months",
  flexible: "Flexible",
};

export const SKILLS_MAX = 30;
export const SKILL_MAX = 60;

export const APPLICATION_MESSAGES = {
  submitFailed: "Failed to submit application. Please try again.",
  coverLetterTooLong: `Cover letter must be at most ${COVER_LETTER_MAX} characters`,
  coverLetterRequired: "Cover letter is required",
  resumeRequired: "Please attach your resume (.pdf, .doc or .docx)",
  resumeTooLarge: "Resume is too large (max 5MB)",
  resumeWrongType: "Resume must be a .pdf, .doc or .docx file",
  resumeHelp: "PDF, DOC or DOCX, max 5MB",
  alreadyApplied: "You have already applied to this job.",
  applicationNotFound: "Application not found",
} as const;

const webUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === "" || /^https?:\/\/[^\s]+$/i.test(v), "Enter a web address (https://...)");

// ---------------------------------------------------------------------------
// Input
// ---------------------------------------------------------------------------

/**
 * POST /api/applications is multipart/form-data with two parts, in this
 * order: `application`, this object as JSON text, and `resume`, the file.
 * Skills are trimmed and duplicates (ignoring case) dropped.
 */
export const ApplicationInput = z.object({
  jobId: z.uuid(),
  name: z.string().trim().min(1, "Name is required").max(120),
  email: z.email().trim().max(254),
  coverLetter: z
    .string()
    .trim()
    .min(1, APPLICATION_MESSAGES.coverLetterRequired)
    .max(COVER_LETTER_MAX, APPLICATION_MESSAGES.coverLetterTooLong),
  portfolio: webUrl.default(""),
  linkedin: webUrl.default(""),
  /** Free text: years and kind of experience. */
  experience: z.string().trim().max(2000).default(""),
  skills: z
    .array(z.string().trim().min(1).max(SKILL_MAX))
    .max(SKILLS_MAX)
    .default([])
    .transform((skills) => {
      const seen = new Set<string>();
      return skills.filter((s) => {
        const key = s.toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    }),
  availability: z.enum(AVAILABILITY).nullable().default(null),
  /** Free text, as the applicant writes it ('EUR 40,000', 'negotiable'). */
  expectedSalary: z.string().trim().max(100).default(""),
  notes: z.string().trim().max(2000).default(""),
});
export type ApplicationInput = z.input<typeof ApplicationInput>;
export type ParsedApplicationInput = z.output<typeof ApplicationInput>;

/** The multipart part names of POST /api/applications. */
export const APPLICATION_PARTS = { fields: "application", resume: "resume" } as const;

export const ApplicationStatusInput = z.object({ status: z.enum(APPLICATION_STATUSES) });
export type ApplicationStatusInput = z.infer<typeof ApplicationStatusInput>;

// ---------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------

/**
 * An application as its applicant and the job's organization read it.
 * The résumé is downloaded from `resumeUrl` (same access rule).
 */
export const Application = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  appliedAt: z.string(),
  updatedAt: z.string(),
  coverLetter: z.string(),
  resumeUrl: z.string(),
  resume: z.object({ mimeType: z.string(), bytes: z.number().int(), fileName: z.string() }),
  applicant: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    linkedin: z.string(),
    portfolio: z.string(),
    experience: z.string(),
    skills: z.array(z.string()),
  }),
  availability: z.enum(AVAILABILITY).nullable(),
  expectedSalary: z.string(),
  notes: z.string(),
  job: z.object({
    id: z.string(),
    title: z.string(),
    organization: OrganizationSummary.pick({ id: true, slug: true, name: true, logoUrl: true }),
    location: JobLocation,
  }),
});
export type Application = z.infer<typeof Application>;

export const ApplicationPage = z.object({
  applications: z.array(Application),
  pagination: Pagination,
});
export type ApplicationPage = z.infer<typeof ApplicationPage>;

const pageQuery = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(JOB_PAGE_SIZE),
};

/** GET /api/applications: the signed-in applicant's own, newest first. */
export const MyApplicationsQuery = z.object({
  ...pageQuery,
  status: z.enum(APPLICATION_STATUSES).optional(),
});

/** GET /api/organizations/applications: the organization's, newest first. */
export const OrganizationApplicationsQuery = z.object({
  ...pageQuery,
  jobId: z.uuid().optional(),
  status: z.enum(APPLICATION_STATUSES).optional(),
});
export type OrganizationApplicationsQuery = z.infer<typeof OrganizationApplicationsQuery>;

/** 'Ana María López', 'application/pdf' -> 'resume-ana-maria-lopez.pdf' (ASCII only). */
export function resumeFileName(applicantName: string, mimeType: string): string {
  const base = applicantName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
  return `resume${base ? `-${base}` : ""}${resumeExtension(mimeType)}`;
}
