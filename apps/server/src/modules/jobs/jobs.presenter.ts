import type {
  JobDetail,
  JobDomain,
  JobSummary,
  OrganizationSize,
  OrganizationSummary,
} from "@field-commons/shared/jobs";
import { imageUrls } from "@field-commons/shared/uploads";
import { effectiveStatus } from "../../lib/jobs-board";
import type { JobDetailRow, JobSummaryRow } from "./jobs.repository";

const iso = (d: Date) => d.toISOString();

function organizationOf(row: JobSummaryRow): OrganizationSummary {
  return {
    id: row.orgId,
    slug: row.orgSlug,
    name: row.orgName,
    logoUrl: row.orgLogoUploadId ? imageUrls(row.orgLogoUploadId).cardUrl : null,
    website: row.orgWebsite,
    description: row.orgDescription,
    size: row.orgSize as OrganizationSize | null,
    location: row.orgLocation,
    domain: row.orgDomain as JobDomain | null,
  };
}

export function presentJobSummary(row: JobSummaryRow, now: Date = new Date()): JobSummary {
  return {
    id: row.id,
    title: row.title,
    organization: organizationOf(row),
    excerpt: row.excerpt,
    type: row.type,
    experienceLevel: row.experienceLevel,
    domain: row.domain as JobDomain,
    category: row.category,
    compensation: {
      type: row.compensationType,
      min: row.salaryMin,
      max: row.salaryMax,
      currency: row.currency,
    },
    location: { country: row.locationCountry, city: row.locationCity, type: row.locationType },
    isRemote: row.locationType === "remote",
    tags: row.tags,
    applicationDeadline: row.applicationDeadline,
    startDate: row.startDate,
    status: effectiveStatus(row, now),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    counts: {
      views: row.views,
      likes: row.likes,
      saves: row.saves,
      applications: row.applications,
    },
  };
}

export function presentJobDetail(row: JobDetailRow, viewer: JobDetail["viewer"]): JobDetail {
  return {
    ...presentJobSummary(row),
    description: row.description,
    requirements: row.requirements,
    responsibilities: row.responsibilities,
    benefits: row.benefits,
    viewer,
  };
}
