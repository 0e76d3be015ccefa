import type { JobDetail, JobType } from "@field-commons/shared/jobs";
import { z } from "zod";
import type { Db } from "../../db/client";
import type { PageMeta } from "../../plugins/web-app";
import { presentJobDetail } from "./jobs.presenter";
import { findJob } from "./jobs.repository";

/** schema.org employmentType for each job type. */
const EMPLOYMENT_TYPE: Record<JobType, string> = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  internship: "INTERN",
  freelance: "CONTRACTOR",
  volunteer: "VOLUNTEER",
};

const JOB_PATH = /^\/jobs\/([^/]+)\/?$/;
const Id = z.uuid();

/**
 * The job as a schema.org JobPosting (what search engines' job listings
 * read): title, description, dates, type, the hiring organization, the place
 * or remote work, and the salary range per year when there is one.
 */
export function jobPostingJsonLd(job: JobDetail, origin: string): Record<string, unknown> {
  const { organization, location, compensation } = job;
  const place = {
    "@type": "Place",
    address: {
      "@type": "PostalAddress",
      ...(location.city ? { addressLocality: location.city } : {}),
      ...(location.country ? { addressCountry: location.country } : {}),
    },
  };
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.description,
    datePosted: job.createdAt,
    ...(job.applicationDeadline ? { validThrough: job.applicationDeadline } : {}),
    employmentType: EMPLOYMENT_TYPE[job.type],
    identifier: { "@type": "PropertyValue", name: organization.name, value: job.id },
    url: `${origin}/jobs/${job.id}`,
    hiringOrganization: {
      "@type": "Organization",
      name: organization.name,
      ...(organization.website ? { sameAs: organization.website } : {}),
      ...(organization.logoUrl ? { logo: new URL(organization.logoUrl, origin).toString() } : {}),
    },
    ...(location.type === "remote"
      ? {
          jobLocationType: "TELECOMMUTE",
          ...(location.country
            ? { applicantLocationRequirements: { "@type": "Country", name: location.country } }
            : {}),
        }
      : { jobLocation: place }),
    ...(compensation.type === "salary" && compensation.min !== null
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: compensation.currency,
            value: {
              "@type": "QuantitativeValue",
              minValue: compensation.min,
              ...(compensation.max !== null ? { maxValue: compensation.max } : {}),
              unitText: "YEAR",
            },
          },
        }
      : {}),
    directApply: true,
  };
}

/**
 * Link previews and structured data for a public job page (`/jobs/{id}`):
 * active and closed jobs; drafts and unknown ids get none.
 */
export async function describeJobPage(
  db: Db,
  pathname: string,
  origin: string,
): Promise<PageMeta | null> {
  const match = JOB_PATH.exec(pathname);
  const id = match ? Id.safeParse(match[1]) : null;
  if (!id?.success) return null;
  const row = await findJob(db, id.data);
  if (!row || row.status === "draft") return null;
  const job = presentJobDetail(row, {
    liked: false,
    saved: false,
    applicationId: null,
    canManage: false,
  });
  return {
    title: `${job.title}, ${job.organization.name}`,
    description: job.excerpt || job.description,
    ...(job.organization.logoUrl ? { image: job.organization.logoUrl } : {}),
    type: "website",
    jsonLd: jobPostingJsonLd(job, origin),
  };
}
