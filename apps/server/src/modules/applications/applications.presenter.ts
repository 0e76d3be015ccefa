import { resumeFileName, type Application } from "@field-commons/shared/applications";
import { imageUrls } from "@field-commons/shared/uploads";
import type { ApplicationListedRow } from "./applications.repository";

export function resumeUrl(applicationId: string): string {
  return `/api/applications/${applicationId}/resume`;
}

export function presentApplication(row: ApplicationListedRow): Application {
  return {
    id: row.id,
    status: row.status,
    appliedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    coverLetter: row.coverLetter,
    resumeUrl: resumeUrl(row.id),
    resume: {
      mimeType: row.resumeMimeType,
      bytes: row.resumeBytes,
      fileName: resumeFileName(row.name, row.resumeMimeType),
    },
    applicant: {
      id: row.applicantId,
      name: row.name,
      email: row.email,
      linkedin: row.linkedin,
      portfolio: row.portfolio,
      experience: row.experience,
      skills: row.skills,
    },
    availability: row.availability,
    expectedSalary: row.expectedSalary,
    notes: row.notes,
    job: {
      id: row.jobId,
      title: row.jobTitle,
      organization: {
        id: row.organizationId,
        slug: row.organizationSlug,
        name: row.organizationName,
        logoUrl: row.organizationLogoUploadId
          ? imageUrls(row.organizationLogoUploadId).cardUrl
          : null,
      },
      location: { country: row.jobCountry, city: row.jobCity, type: row.jobLocationType },
    },
  };
}
