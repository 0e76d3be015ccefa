import type { ApplicationStatus } from "@field-commons/shared/applications";
import type { JobStatus } from "@field-commons/shared/jobs";

export interface OrganizationJobsQuery {
  page: number;
  limit: number;
  status?: JobStatus;
}

export interface OrganizationApplicationsQuery {
  page: number;
  limit: number;
  jobId?: string;
  status?: ApplicationStatus;
}

/**
 * Every query of this feature sits under ["organization"]: a change to the
 * organization, a job or an application invalidates that root, so the
 * dashboard's figures, lists and the public page all reload after it.
 */
export const organizationKeys = {
  all: ["organization"] as const,
  me: () => ["organization", "me"] as const,
  jobs: (query: OrganizationJobsQuery) => ["organization", "jobs", query] as const,
  jobOptions: () => ["organization", "jobs", "options"] as const,
  job: (id: string) => ["organization", "job", id] as const,
  allowance: () => ["organization", "allowance"] as const,
  applications: (query: OrganizationApplicationsQuery) =>
    ["organization", "applications", query] as const,
  analytics: (days: number) => ["organization", "analytics", days] as const,
  public: (slug: string) => ["organization", "public", slug] as const,
  /** Invitations the owner sent that wait for an answer. */
  sentInvitations: () => ["organization", "invitations", "sent"] as const,
  /** Invitations to the signed-in account's address. */
  receivedInvitations: () => ["organization", "invitations", "received"] as const,
};

/** The jobs board's queries (another feature) also show what a job change moves. */
export const JOB_BOARD_ROOT = ["jobs"] as const;
