import { reportsExport } from "./modules/content/reports.export";
import { applicationsExport } from "./modules/applications/applications.export";
import { contentExport } from "./modules/content/content.export";
import type { ExportSection } from "./modules/data-export";
import { jobAlertsExport } from "./modules/job-alerts/job-alerts.export";
import { jobsExport } from "./modules/jobs/jobs.export";
import { organizationsExport } from "./modules/organizations/organizations.export";
import { paymentsExport } from "./modules/payments/payments.export";
import { profileExport } from "./modules/profiles/profiles.export";
import { reactionsExport } from "./modules/reactions/reactions.export";
import { recordingsExport } from "./modules/recordings/recordings.export";
import { templatesExport } from "./modules/templates/templates.export";
import { tripsExport } from "./modules/trips/trips.export";
import { uploadsExport } from "./modules/uploads/uploads.export";

/**
 * What a person's data export holds, in the archive's order: each module
 * writes its own part. A module that starts keeping something a person owns
 * adds its section here.
 */
export const EXPORT_SECTIONS: readonly ExportSection[] = [
  profileExport,
  contentExport,
  tripsExport,
  reactionsExport,
  applicationsExport,
  recordingsExport,
  uploadsExport,
  organizationsExport,
  jobsExport,
  jobAlertsExport,
  templatesExport,
  reportsExport,
  paymentsExport,
];
