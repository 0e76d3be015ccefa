import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ApiErrorBody } from "@field-commons/shared/errors";
import {
  JOB_MESSAGES,
  JobAllowance,
  JobDeleted,
  JobDetail,
  JobInput,
  JobLikeResult,
  JobListQuery,
  JobPage,
  JobSaveResult,
  JobStats,
  JobSuggestions,
  JobSuggestionsQuery,
  JobViewResult,
  openJobsLimitMessage,
  pageCount,
  type ParsedJobInput,
} from "@field-commons/shared/jobs";
import type { PublicUser } from "@field-commons/shared/users";
import type { Db } from "../../db/client";
import { AppError, badRequest, forbidden, notFound } from "../../errors";
import { access } from "../../plugins/access";
import { isKnownBot, viewerKey } from "../content";
import {
  countOrganizationOpenJobs,
  findMembership,
  lockOrganization,
  organizationOwners,
} from "../organizations";
import {
  clearJobCaches,
  jobPageCache,
  jobPageKey,
  jobStatsCache,
  jobSuggestionsCache,
} from "./jobs.cache";
import { canManageJob, canPostJobs, canViewJob, openJobsLimit } from "./jobs.policy";
import { presentJobDetail, presentJobSummary } from "./jobs.presenter";
import { effectiveStatus } from "../../lib/jobs-board";
import {
  deleteJob,
  findJob,
  insertJob,
  jobStats,
  jobSuggestions,
  listOpenJobs,
  recordJobView,
  toggleReaction,
  updateJob,
  viewerState,
  type JobDetailRow,
} from "./jobs.repository";

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
};

const IdParams = z.object({ id: z.uuid() });
const JOB_BODY_LIMIT = 256 * 1024;

const jobNotFound = () => notFound(JOB_MESSAGES.jobNotFound);
const jobLimitReached = (limit: number) =>
  new AppError(403, "JOB_LIMIT_REACHED", openJobsLimitMessage(limit));

/** An active job may not be saved with a deadline that has already passed. */
function checkDeadline(input: ParsedJobInput, now = new Date()): void {
  if (
    input.status === "active" &&
    input.applicationDeadline &&
    input.applicationDeadline < now.toISOString().slice(0, 10)
  ) {
    throw badRequest("Invalid body", { applicationDeadline: [JOB_MESSAGES.deadlinePassed] });
  }
}

export default async function jobRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  const membershipOf = (user: PublicUser | null) =>
    user ? findMembership(db(), user.id) : Promise.resolve(undefined);

  /** The job if the user may see it (drafts: members only), else 404. */
  async function visibleJob(user: PublicUser | null, id: string): Promise<JobDetailRow> {
    const row = await findJob(db(), id);
    if (!row) throw jobNotFound();
    if (row.status === "draft" && !canViewJob(user, row, await membershipOf(user)))
      throw jobNotFound();
    return row;
  }

  async function detail(row: JobDetailRow, user: PublicUser | null) {
    if (!user) {
      return presentJobDetail(row, {
        liked: false,
        saved: false,
        applicationId: null,
        canManage: false,
      });
    }
    const [state, membership] = await Promise.all([
      viewerState(db(), row.id, user.id),
      membershipOf(user),
    ]);
    return presentJobDetail(row, { ...state, canManage: canManageJob(user, row, membership) });
  }

  /**
   * Writes a job. When the write opens it (it is saved active and was not
   * open), the organization's row is locked, its open jobs are counted and
   * the write is refused (403 JOB_LIMIT_REACHED) once they fill its plan's
   * OPEN_JOBS_LIMIT; concurrent openings are counted one after the other.
   */
  async function withOpenJobSlot<T>(
    organizationId: string,
    opens: boolean,
    write: (db: Db) => Promise<T>,
  ): Promise<T> {
    if (!opens) return write(db());
    return db().transaction(async (tx) => {
      await lockOrganization(tx, organizationId);
      const limit = openJobsLimit(await organizationOwners(tx, organizationId));
      if (limit !== null && (await countOrganizationOpenJobs(tx, organizationId)) >= limit) {
        throw jobLimitReached(limit);
      }
      return write(tx);
    });
  }

  /** The job for a member of its organization; 404 when hidden from the user, 403 otherwise. */
  async function managedJob(user: PublicUser, id: string) {
    const [row, membership] = await Promise.all([findJob(db(), id), membershipOf(user)]);
    if (!row || !canViewJob(user, row, membership)) throw jobNotFound();
    if (!canManageJob(user, row, membership)) {
      throw forbidden("Only members of the organization that posted this job can change it.");
    }
    return { row, membership: membership! };
  }

  app.get(
    "/",
    {
      config: { access: access("public") },
      schema: {
        tags: ["jobs"],
        summary:
          "Open jobs, one page at a time (page, limit, sort, type, location, domain, experience, search, exclude, organization)",
        querystring: JobListQuery,
        response: { 200: JobPage, 400: ApiErrorBody },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await jobPageCache.get(jobPageKey(query), () =>
        listOpenJobs(db(), query),
      );
      const now = new Date();
      return {
        jobs: rows.map((row) => presentJobSummary(row, now)),
        pagination: {
          page: query.page,
          limit: query.limit,
          total,
          pages: pageCount(total, query.limit),
        },
      };
    },
  );

  app.get(
    "/stats",
    {
      config: { access: access("public") },
      schema: {
        tags: ["jobs"],
        summary: "The board's header figures: open positions, remote jobs, organizations hiring",
        response: { 200: JobStats },
      },
    },
    async () => jobStatsCache.get("stats", () => jobStats(db())),
  );

  app.get(
    "/allowance",
    {
      config: { access: access("signed-in") },
      schema: {
        tags: ["jobs"],
        summary:
          "The signed-in member's organization: its open jobs and how many its plan allows at once (null: no limit); 404 ORGANIZATION_NOT_FOUND when none",
        response: { 200: JobAllowance, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const user = request.requireUser();
      const membership = await membershipOf(user);
      if (!membership || !canPostJobs(user, membership)) {
        throw new AppError(404, "ORGANIZATION_NOT_FOUND", JOB_MESSAGES.organizationNotFound);
      }
      const organizationId = membership.organization.id;
      const [openJobs, owners] = await Promise.all([
        countOrganizationOpenJobs(db(), organizationId),
        organizationOwners(db(), organizationId),
      ]);
      void reply.header("cache-control", "no-store");
      return { openJobs, limit: openJobsLimit(owners) };
    },
  );

  app.get(
    "/suggestions",
    {
      config: { access: access("public") },
      schema: {
        tags: ["jobs"],
        summary: "Search suggestions from open jobs: titles, organizations and tags",
        querystring: JobSuggestionsQuery,
        response: { 200: JobSuggestions, 400: ApiErrorBody },
      },
    },
    async (request) =>
      jobSuggestionsCache.get(request.query.q.toLowerCase(), async () => ({
        suggestions: await jobSuggestions(db(), request.query.q),
      })),
  );

  app.get(
    "/:id",
    {
      config: { access: access("public") },
      schema: {
        tags: ["jobs"],
        summary: "One job; drafts only for members of its organization",
        params: IdParams,
        response: { 200: JobDetail, ...errors },
      },
    },
    async (request) => detail(await visibleJob(request.user, request.params.id), request.user),
  );

  app.post(
    "/:id/views",
    {
      config: { access: access("public") },
      schema: {
        tags: ["jobs"],
        summary:
          "Record a view of the job page: once per visitor (account or fc_vid cookie) per day, never by its organization's members or known bots",
        params: IdParams,
        response: { 200: JobViewResult, ...errors },
      },
    },
    async (request) => {
      const user = request.user;
      const membership = await membershipOf(user);
      const row = await findJob(db(), request.params.id);
      if (!row || !canViewJob(user, row, membership)) throw jobNotFound();
      if (canManageJob(user, row, membership)) return { counted: false, views: row.views };
      // Counted like content views: the account, else the fc_vid cookie; anonymous bots never.
      if (!user && isKnownBot(request)) return { counted: false, views: row.views };
      const day = new Date().toISOString().slice(0, 10);
      return recordJobView(db(), row.id, viewerKey(request, day), day);
    },
  );

  for (const kind of ["like", "save"] as const) {
    app.post(
      `/:id/${kind}`,
      {
        config: { access: access("signed-in") },
        schema: {
          tags: ["jobs"],
          summary: `Toggle the signed-in user's ${kind} of the job; the count moves in the same transaction`,
          params: IdParams,
          response: { 200: kind === "like" ? JobLikeResult : JobSaveResult, ...errors },
        },
      },
      async (request) => {
        const user = request.requireUser();
        const row = await visibleJob(user, request.params.id);
        const { on, count } = await toggleReaction(db(), kind, user.id, row.id);
        clearJobCaches();
        return kind === "like" ? { liked: on, likes: count } : { saved: on, saves: count };
      },
    );
  }

  app.post(
    "/",
    {
      bodyLimit: JOB_BODY_LIMIT,
      config: { access: access("signed-in") },
      schema: {
        tags: ["jobs"],
        summary:
          "Post a job for the signed-in member's organization; an active one needs a free slot of the plan's open jobs (403 JOB_LIMIT_REACHED)",
        body: JobInput,
        response: { 201: JobDetail, ...errors },
      },
    },
    async (request, reply) => {
      const user = request.requireUser();
      const membership = await membershipOf(user);
      if (!canPostJobs(user, membership)) {
        throw forbidden("Create an organization profile to post jobs.");
      }
      checkDeadline(request.body);
      const organization = membership!.organization;
      const id = await withOpenJobSlot(organization.id, request.body.status === "active", (tx) =>
        insertJob(tx, organization, user.id, request.body),
      );
      clearJobCaches();
      const row = await findJob(db(), id);
      return reply.status(201).send(await detail(row!, user));
    },
  );

  app.put(
    "/:id",
    {
      bodyLimit: JOB_BODY_LIMIT,
      config: { access: access("owner", { policy: canManageJob }) },
      schema: {
        tags: ["jobs"],
        summary:
          "Replace a job's fields (the whole form); members of its organization only. Opening a job that is not open needs a free slot (403 JOB_LIMIT_REACHED)",
        params: IdParams,
        body: JobInput,
        response: { 200: JobDetail, ...errors },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const { row, membership } = await managedJob(user, request.params.id);
      checkDeadline(request.body);
      const previous = effectiveStatus(row);
      const opens = request.body.status === "active" && previous !== "active";
      await withOpenJobSlot(row.organizationId, opens, (tx) =>
        updateJob(tx, row.id, membership.organization.name, request.body, previous),
      );
      clearJobCaches();
      return detail((await findJob(db(), row.id))!, user);
    },
  );

  app.delete(
    "/:id",
    {
      config: { access: access("owner", { policy: canManageJob }) },
      schema: {
        tags: ["jobs"],
        summary:
          "Delete a job with its applications and their résumés; members of its organization only",
        params: IdParams,
        response: { 200: JobDeleted, ...errors },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const { row } = await managedJob(user, request.params.id);
      const files = await deleteJob(db(), row.id);
      clearJobCaches();
      // The rows are gone; the files follow (a failure only leaves an unreachable file).
      await Promise.all(
        files.map((key) =>
          app.storage
            .delete(key)
            .catch((err: unknown) => request.log.warn({ err, key }, "résumé file not removed")),
        ),
      );
      return { success: true as const };
    },
  );
}
