import { and, asc, eq, getTableColumns, gt, inArray, lt, sql, type SQL } from "drizzle-orm";
import {
  JOB_EXCERPT_MAX,
  SALARY_SORT_USD_RATES,
  SUGGESTIONS_MAX,
  type JobFilters,
  type JobSort,
  type JobStatus,
  type ParsedJobInput,
} from "@field-commons/shared/jobs";
import type { Db } from "../../db/client";
import {
  applications,
  jobLikes,
  jobSaves,
  jobViews,
  jobs,
  organizations,
  type JobRow,
  type OrganizationRow,
} from "../../db/schema/jobs";
import { uploads } from "../../db/schema/uploads";
import { openCondition, searchExtraOf, todayUtc } from "../../lib/jobs-board";
import { toPrefixQuery } from "../content";

/** Rows of a raw query (both drivers answer `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

// --- search ------------------------------------------------------------------

function tsQuery(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const query = toPrefixQuery(search);
  return query ? sql`to_tsquery('simple', ${query})` : undefined;
}

// --- reads -------------------------------------------------------------------

const organizationColumns = {
  orgId: organizations.id,
  orgSlug: organizations.slug,
  orgName: organizations.name,
  orgLogoUploadId: organizations.logoUploadId,
  orgWebsite: organizations.website,
  orgDescription: organizations.description,
  orgSize: organizations.size,
  orgLocation: organizations.location,
  orgDomain: organizations.domain,
};

function summaryColumns() {
  const {
    description: _description,
    requirements: _requirements,
    responsibilities: _responsibilities,
    benefits: _benefits,
    searchExtra: _extra,
    searchVector: _vector,
    ...columns
  } = getTableColumns(jobs);
  return {
    ...columns,
    excerpt: sql<string>`left(${jobs.description}, ${sql.raw(String(JOB_EXCERPT_MAX))})`,
    ...organizationColumns,
  };
}

function detailColumns() {
  const { searchExtra: _extra, searchVector: _vector, ...columns } = getTableColumns(jobs);
  return {
    ...columns,
    excerpt: sql<string>`left(${jobs.description}, ${sql.raw(String(JOB_EXCERPT_MAX))})`,
    ...organizationColumns,
  };
}

export type JobSummaryRow = Omit<
  JobRow,
  "description" | "requirements" | "responsibilities" | "benefits" | "searchExtra" | "searchVector"
> & {
  excerpt: string;
  orgId: string;
  orgSlug: string;
  orgName: string;
  orgLogoUploadId: string | null;
  orgWebsite: string;
  orgDescription: string;
  orgSize: string | null;
  orgLocation: string;
  orgDomain: string | null;
};

export type JobDetailRow = JobSummaryRow &
  Pick<JobRow, "description" | "requirements" | "responsibilities" | "benefits">;

export interface JobListFilter extends JobFilters {
  sort: JobSort;
  page: number;
  limit: number;
  exclude?: string;
  /** An organization's slug. */
  organization?: string;
  /** Only jobs created after this time (job alerts). */
  createdAfter?: Date;
  /** Only jobs created before this time (a digest's week). */
  createdBefore?: Date;
}

function filterConditions(filter: Omit<JobListFilter, "sort" | "page" | "limit">): SQL[] {
  const conditions: (SQL | undefined)[] = [
    openCondition(),
    filter.type ? eq(jobs.type, filter.type) : undefined,
    // One canonical location: 'remote' is the remote type (isRemote is derived from it),
    // 'in-person' is neither remote nor hybrid.
    filter.location ? eq(jobs.locationType, filter.location) : undefined,
    filter.domain ? eq(jobs.domain, filter.domain) : undefined,
    filter.experience ? eq(jobs.experienceLevel, filter.experience) : undefined,
    filter.exclude ? sql`${jobs.id} <> ${filter.exclude}::uuid` : undefined,
    filter.organization
      ? sql`${jobs.organizationId} = (select ${organizations.id} from ${organizations} where ${organizations.slug} = ${filter.organization})`
      : undefined,
    filter.createdAfter ? gt(jobs.createdAt, filter.createdAfter) : undefined,
    filter.createdBefore ? lt(jobs.createdAt, filter.createdBefore) : undefined,
  ];
  const query = tsQuery(filter.search);
  if (query) conditions.push(sql`${jobs.searchVector} @@ ${query}`);
  return conditions.filter((c): c is SQL => c !== undefined);
}

// NULLS LAST (and its reverse, NULLS FIRST) matches the indexes drizzle-kit
// creates, so the ordered scans use them; the columns are never null anyway.
const NEWEST = [sql`${jobs.createdAt} desc nulls last`, sql`${jobs.id} desc nulls last`];

/** The salary in US dollars at the stated rates (SALARY_SORT_USD_RATES), for the salary sorts. */
const SALARY_IN_USD = sql`(${jobs.salarySort} * case ${jobs.currency} ${sql.join(
  Object.entries(SALARY_SORT_USD_RATES).map(
    ([code, rate]) => sql`when ${code} then ${sql.raw(String(Number(rate)))}`,
  ),
  sql` `,
)} else 1 end)`;

function orderOf(sort: JobSort, search: string | undefined): SQL[] {
  switch (sort) {
    case "oldest":
      return [sql`${jobs.createdAt} asc nulls first`, sql`${jobs.id} asc nulls first`];
    case "salary-high":
      return [sql`${SALARY_IN_USD} desc nulls last`, ...NEWEST];
    case "salary-low":
      return [sql`${SALARY_IN_USD} asc nulls last`, ...NEWEST];
    case "relevance": {
      const query = tsQuery(search);
      return query ? [sql`ts_rank(${jobs.searchVector}, ${query}) desc`, ...NEWEST] : NEWEST;
    }
    default:
      return NEWEST;
  }
}

/** One page of open jobs and the number of all that match. */
export async function listOpenJobs(
  db: Db,
  filter: JobListFilter,
): Promise<{ rows: JobSummaryRow[]; total: number }> {
  const where = and(...filterConditions(filter));
  const [rows, [count]] = await Promise.all([
    db
      .select(summaryColumns())
      .from(jobs)
      .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
      .where(where)
      .orderBy(...orderOf(filter.sort, filter.search))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(where),
  ]);
  return { rows: rows as JobSummaryRow[], total: count?.n ?? 0 };
}

/** Open jobs matching the filters: the count only (job alerts). */
export async function countOpenJobs(
  db: Db,
  filter: Omit<JobListFilter, "sort" | "page" | "limit">,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(...filterConditions(filter)));
  return row?.n ?? 0;
}

/** Every job of one organization, any status, newest first. */
export async function listOrganizationJobs(
  db: Db,
  organizationId: string,
  filter: { status?: JobStatus; page: number; limit: number },
): Promise<{ rows: JobSummaryRow[]; total: number }> {
  // Stored status, except that an active job past its deadline counts as closed.
  const statusCondition =
    filter.status === "active"
      ? openCondition()
      : filter.status === "closed"
        ? sql`(${jobs.status} = 'closed' or (${jobs.status} = 'active' and ${jobs.applicationDeadline} < ${todayUtc}))`
        : filter.status === "draft"
          ? eq(jobs.status, "draft")
          : undefined;
  const where = and(eq(jobs.organizationId, organizationId), statusCondition);
  const [rows, [count]] = await Promise.all([
    db
      .select(summaryColumns())
      .from(jobs)
      .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
      .where(where)
      .orderBy(...NEWEST)
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(where),
  ]);
  return { rows: rows as JobSummaryRow[], total: count?.n ?? 0 };
}

export async function findJob(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<JobDetailRow | undefined> {
  const query = db
    .select(detailColumns())
    .from(jobs)
    .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
    .where(eq(jobs.id, id))
    .limit(1);
  const rows = options.forUpdate ? await query.for("update", { of: jobs }) : await query;
  return rows[0] as JobDetailRow | undefined;
}

/** What the signed-in visitor has done to the job. */
export async function viewerState(
  db: Db,
  jobId: string,
  userId: string,
): Promise<{ liked: boolean; saved: boolean; applicationId: string | null }> {
  const result = await db.execute(sql`select
      exists (select 1 from ${jobLikes} where ${jobLikes.userId} = ${userId} and ${jobLikes.jobId} = ${jobId}) as liked,
      exists (select 1 from ${jobSaves} where ${jobSaves.userId} = ${userId} and ${jobSaves.jobId} = ${jobId}) as saved,
      (select ${applications.id} from ${applications} where ${applications.applicantId} = ${userId} and ${applications.jobId} = ${jobId}) as application_id`);
  const [row] = rowsOf<{ liked: boolean; saved: boolean; application_id: string | null }>(result);
  return {
    liked: row?.liked ?? false,
    saved: row?.saved ?? false,
    applicationId: row?.application_id ?? null,
  };
}

/** Figures for the board's header: open positions, remote ones, organizations hiring. */
export async function jobStats(
  db: Db,
): Promise<{ openPositions: number; remoteJobs: number; organizations: number }> {
  const [row] = await db
    .select({
      openPositions: sql<number>`count(*)::int`,
      remoteJobs: sql<number>`(count(*) filter (where ${jobs.locationType} = 'remote'))::int`,
      organizations: sql<number>`count(distinct ${jobs.organizationId})::int`,
    })
    .from(jobs)
    .where(openCondition());
  return row ?? { openPositions: 0, remoteJobs: 0, organizations: 0 };
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Suggestions for the search box: titles of open jobs, organizations with
 * open jobs and tags of open jobs that contain the typed text (words that
 * start with it first), at most SUGGESTIONS_MAX in all.
 */
export async function jobSuggestions(
  db: Db,
  q: string,
): Promise<{ kind: "title" | "organization" | "tag"; value: string }[]> {
  const contains = `%${escapeLike(q)}%`;
  const starts = `${escapeLike(q)}%`;
  const wordStarts = `% ${escapeLike(q)}%`;
  const rank = (column: SQL | typeof jobs.title) =>
    sql`case when ${column} ilike ${starts} then 0 when ${column} ilike ${wordStarts} then 1 else 2 end`;
  const query = tsQuery(q);
  const [titles, orgs, tags] = await Promise.all([
    db
      .selectDistinct({ value: jobs.title, rank: sql<number>`${rank(jobs.title)}`.as("rank") })
      .from(jobs)
      .where(
        and(
          openCondition(),
          query ? sql`${jobs.searchVector} @@ ${query}` : undefined,
          sql`${jobs.title} ilike ${contains}`,
        ),
      )
      // SELECT DISTINCT orders by what it selects: the rank's alias, then the title.
      .orderBy(sql`rank`, jobs.title)
      .limit(SUGGESTIONS_MAX),
    db
      .select({ value: organizations.name })
      .from(organizations)
      .where(
        and(
          sql`${organizations.name} ilike ${contains}`,
          sql`exists (select 1 from ${jobs} where ${jobs.organizationId} = ${organizations.id} and ${openCondition()})`,
        ),
      )
      .orderBy(rank(sql`${organizations.name}`), organizations.name)
      .limit(SUGGESTIONS_MAX),
    db
      .execute(
        sql`select distinct tag as value, case when tag ilike ${starts} then 0 else 1 end as rank
          from ${jobs}, jsonb_array_elements_text(${jobs.tags}) as tag
          where ${openCondition()} ${query ? sql`and ${jobs.searchVector} @@ ${query}` : sql``}
            and tag ilike ${contains}
          order by rank, value limit ${SUGGESTIONS_MAX}`,
      )
      .then((result) => rowsOf<{ value: string }>(result)),
  ]);
  const seen = new Set<string>();
  const out: { kind: "title" | "organization" | "tag"; value: string }[] = [];
  const add = (kind: "title" | "organization" | "tag", value: string) => {
    const key = `${kind}:${value.toLowerCase()}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ kind, value });
  };
  // Interleave so every kind shows when there is room.
  for (let i = 0; i < SUGGESTIONS_MAX; i++) {
    if (titles[i]) add("title", titles[i]!.value);
    if (orgs[i]) add("organization", orgs[i]!.value);
    if (tags[i]) add("tag", tags[i]!.value);
  }
  return out.slice(0, SUGGESTIONS_MAX);
}

// --- writes ------------------------------------------------------------------

/** The stored columns of a job form (everything but its organization and times). */
export function jobColumnValues(input: ParsedJobInput, organizationName: string) {
  const c = input.compensation;
  const salaryMin = c.type === "salary" ? c.min : null;
  const salaryMax = c.type === "salary" ? c.max : null;
  return {
    title: input.title,
    description: input.description,
    type: input.type,
    experienceLevel: input.experienceLevel,
    domain: input.domain,
    category: input.category,
    compensationType: c.type,
    salaryMin,
    salaryMax,
    currency: c.type === "salary" ? c.currency : ("USD" as const),
    salarySort: salaryMax ?? salaryMin,
    locationCountry: input.location.country,
    locationCity: input.location.city,
    locationType: input.location.type,
    tags: input.tags,
    requirements: input.requirements,
    responsibilities: input.responsibilities,
    benefits: input.benefits,
    applicationDeadline: input.applicationDeadline,
    startDate: input.startDate,
    status: input.status,
    searchExtra: searchExtraOf(organizationName, input),
  };
}

export async function insertJob(
  db: Db,
  organization: Pick<OrganizationRow, "id" | "name">,
  postedBy: string,
  input: ParsedJobInput,
): Promise<string> {
  const [row] = await db
    .insert(jobs)
    .values({
      ...jobColumnValues(input, organization.name),
      organizationId: organization.id,
      postedBy,
      closedAt: input.status === "closed" ? new Date() : null,
    })
    .returning({ id: jobs.id });
  return row!.id;
}

export async function updateJob(
  db: Db,
  id: string,
  organizationName: string,
  input: ParsedJobInput,
  previousStatus: JobStatus,
): Promise<void> {
  await db
    .update(jobs)
    .set({
      ...jobColumnValues(input, organizationName),
      updatedAt: new Date(),
      ...(input.status !== previousStatus
        ? { closedAt: input.status === "closed" ? new Date() : null }
        : {}),
    })
    .where(eq(jobs.id, id));
}

/** Deletes the job (its applications, likes, saves and views go with it); returns the résumé files to remove. */
export async function deleteJob(db: Db, id: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const resumes = await tx
      .select({ uploadId: applications.resumeUploadId, storageKey: uploads.storageKey })
      .from(applications)
      .innerJoin(uploads, eq(uploads.id, applications.resumeUploadId))
      .where(eq(applications.jobId, id));
    await tx.delete(jobs).where(eq(jobs.id, id));
    if (resumes.length > 0) {
      await tx.delete(uploads).where(
        inArray(
          uploads.id,
          resumes.map((r) => r.uploadId),
        ),
      );
    }
    return resumes.map((r) => r.storageKey);
  });
}

/**
 * Stores what the board already shows: active jobs past their deadline
 * become closed. Returns how many changed.
 */
export async function closeExpiredJobs(db: Db): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ status: "closed", closedAt: new Date() })
    .where(and(eq(jobs.status, "active"), sql`${jobs.applicationDeadline} < ${todayUtc}`))
    .returning({ id: jobs.id });
  return rows.length;
}

// --- likes, saves and views --------------------------------------------------

/**
 * Flips the user's like or save. The row and the job's counter change in
 * one transaction; the counter moves only when a row was really added or
 * removed, so concurrent toggles keep it equal to the rows.
 */
export async function toggleReaction(
  db: Db,
  kind: "like" | "save",
  userId: string,
  jobId: string,
): Promise<{ on: boolean; count: number }> {
  const table = kind === "like" ? jobLikes : jobSaves;
  const column = kind === "like" ? jobs.likes : jobs.saves;
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(table)
      .where(and(eq(table.userId, userId), eq(table.jobId, jobId)))
      .returning({ id: table.jobId });
    let on = false;
    let delta = -removed.length;
    if (removed.length === 0) {
      const added = await tx
        .insert(table)
        .values({ userId, jobId })
        .onConflictDoNothing()
        .returning({ id: table.jobId });
      on = true;
      delta = added.length;
    }
    const [row] =
      delta !== 0
        ? await tx
            .update(jobs)
            .set(
              kind === "like"
                ? { likes: sql`${jobs.likes} + ${delta}` }
                : { saves: sql`${jobs.saves} + ${delta}` },
            )
            .where(eq(jobs.id, jobId))
            .returning({ count: column })
        : await tx.select({ count: column }).from(jobs).where(eq(jobs.id, jobId));
    return { on, count: row?.count ?? 0 };
  });
}

/** Counts a view once per visitor per day; the counter and the event row move together. */
export async function recordJobView(
  db: Db,
  jobId: string,
  visitor: string,
  day: string,
): Promise<{ counted: boolean; views: number }> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(jobViews)
      .values({ jobId, visitorKey: visitor, day })
      .onConflictDoNothing()
      .returning({ jobId: jobViews.jobId });
    if (inserted.length > 0) {
      const [row] = await tx
        .update(jobs)
        .set({ views: sql`${jobs.views} + 1` })
        .where(eq(jobs.id, jobId))
        .returning({ views: jobs.views });
      return { counted: true, views: row?.views ?? 0 };
    }
    const [row] = await tx.select({ views: jobs.views }).from(jobs).where(eq(jobs.id, jobId));
    return { counted: false, views: row?.views ?? 0 };
  });
}

/** One keyset page of the jobs a person posted, every field they wrote, with the organization's name. */
export function postedJobsPage(db: Db, userId: string, after: string | null, limit: number) {
  return db
    .select({
      id: jobs.id,
      organizationId: jobs.organizationId,
      organizationName: organizations.name,
      title: jobs.title,
      description: jobs.description,
      type: jobs.type,
      experienceLevel: jobs.experienceLevel,
      domain: jobs.domain,
      category: jobs.category,
      compensationType: jobs.compensationType,
      salaryMin: jobs.salaryMin,
      salaryMax: jobs.salaryMax,
      currency: jobs.currency,
      locationCountry: jobs.locationCountry,
      locationCity: jobs.locationCity,
      locationType: jobs.locationType,
      tags: jobs.tags,
      requirements: jobs.requirements,
      responsibilities: jobs.responsibilities,
      benefits: jobs.benefits,
      applicationDeadline: jobs.applicationDeadline,
      startDate: jobs.startDate,
      status: jobs.status,
      createdAt: jobs.createdAt,
      updatedAt: jobs.updatedAt,
      closedAt: jobs.closedAt,
    })
    .from(jobs)
    .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
    .where(and(eq(jobs.postedBy, userId), after === null ? undefined : gt(jobs.id, after)))
    .orderBy(asc(jobs.id))
    .limit(limit);
}
