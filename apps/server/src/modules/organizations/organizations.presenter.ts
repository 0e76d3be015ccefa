import type {
  JobDomain,
  Organization,
  OrganizationSize,
  OrganizationSummary,
} from "@field-commons/shared/jobs";
import { imageUrls } from "@field-commons/shared/uploads";
import type { OrganizationRow } from "../../db/schema/jobs";

const iso = (d: Date) => d.toISOString();

export function presentOrganizationSummary(row: OrganizationRow): OrganizationSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    logoUrl: row.logoUploadId ? imageUrls(row.logoUploadId).cardUrl : null,
    website: row.website,
    description: row.description,
    size: row.size as OrganizationSize | null,
    location: row.location,
    domain: row.domain as JobDomain | null,
  };
}

export function presentOrganization(row: OrganizationRow, openJobs: number): Organization {
  return {
    ...presentOrganizationSummary(row),
    logoUploadId: row.logoUploadId,
    openJobs,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
