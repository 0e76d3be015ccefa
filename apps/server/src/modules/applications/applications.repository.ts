import { and, asc, desc, eq, gt, sql, type SQL } from "drizzle-orm";
import type { ApplicationStatus, ParsedApplicationInput } from "@field-commons/shared/applications";
import type { Db } from "../../db/client";
import { applications, jobs, organizations } from "../../db/schema/jobs";
import { uploads } from "../../db/schema/uploads";

const columns = {
  id: applications.id,
  jobId: applications.jobId,
  applicantId: applications.applicantId,
  name: applications.name,
  email: applications.email,
  coverLetter: applications.coverLetter,
  resumeUploadId: applications.resumeUploadId,
  portfolio: applications.portfolio,
  linkedin: applications.linkedin,
  experience: applications.experience,
  skills: applications.skills,
  availability: applications.availability,
  expectedSalary: applications.expectedSalary,
  notes: applications.notes,
  status: applications.status,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  jobTitle: jobs.title,
  jobCountry: jobs.locationCountry,
  jobCity: jobs.locationCity,
  jobLocationType: jobs.locationType,
  organizationId: organizations.id,
  organizationSlug: organizations.slug,
  organizationName: organizations.name,
  organizationLogoUploadId: organizations.logoUploadId,
  resumeMimeType: uploads.mimeType,
  resumeBytes: uploads.bytes,
  resumeStorageKey: uploads.storageKey,
};

function selectApplications(db: Db) {
  return db
    .select(columns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
    .innerJoin(uploads, eq(uploads.id, applications.resumeUploadId));
}

export type ApplicationListedRow = Awaited<
  ReturnType<ReturnType<typeof selectApplications>["execute"]>
>[number];

export async function findApplication(
  db: Db,
  id: string,
): Promise<ApplicationListedRow | undefined> {
  const [row] = await selectApplications(db).where(eq(applications.id, id)).limit(1);
  return row;
}

export interface ApplicationListFilter {
  applicantId?: string;
  organizationId?: string;
  jobId?: string;
  status?: ApplicationStatus;
  page: number;
  limit: number;
}

/** A page of applications, newest first, and how many match. */
export async function listApplications(
  db: Db,
  filter: ApplicationListFilter,
): Promise<{ rows: ApplicationListedRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    filter.applicantId ? eq(applications.applicantId, filter.applicantId) : undefined,
    filter.organizationId ? eq(jobs.organizationId, filter.organizationId) : undefined,
    filter.jobId ? eq(applications.jobId, filter.jobId) : undefined,
    filter.status ? eq(applications.status, filter.status) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    selectApplications(db)
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/**
 * Stores an application with its résumé upload row and moves the job's
 * counter, all in one transaction. The unique (job, applicant) index makes
 * a second application fail with a unique violation, which rolls back all.
 */
export async function insertApplication(
  db: Db,
  values: {
    applicantId: string;
    input: ParsedApplicationInput;
    resume: { id: string; mimeType: string; bytes: number; storageKey: string };
  },
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.insert(uploads).values({
      id: values.resume.id,
      ownerId: values.applicantId,
      kind: "resume",
      mimeType: values.resume.mimeType,
      bytes: values.resume.bytes,
      storageKey: values.resume.storageKey,
    });
    const { jobId, ...fields } = values.input;
    const [row] = await tx
      .insert(applications)
      .values({
        ...fields,
        jobId,
        applicantId: values.applicantId,
        resumeUploadId: values.resume.id,
      })
      .returning({ id: applications.id });
    await tx
      .update(jobs)
      .set({ applications: sql`${jobs.applications} + 1` })
      .where(eq(jobs.id, jobId));
    return row!.id;
  });
}

export async function hasApplied(db: Db, jobId: string, applicantId: string): Promise<boolean> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.applicantId, applicantId)))
    .limit(1);
  return rows.length > 0;
}

export async function setApplicationStatus(
  db: Db,
  id: string,
  status: ApplicationStatus,
): Promise<void> {
  await db
    .update(applications)
    .set({ status, updatedAt: new Date() })
    .where(eq(applications.id, id));
}

/** One keyset page of the ids of a person's own applications. */
export function applicationIdsPage(
  db: Db,
  applicantId: string,
  after: string | null,
  limit: number,
): Promise<{ id: string }[]> {
  return db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.applicantId, applicantId),
        after === null ? undefined : gt(applications.id, after),
      ),
    )
    .orderBy(asc(applications.id))
    .limit(limit);
}
