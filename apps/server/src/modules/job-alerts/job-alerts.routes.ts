import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ApiErrorBody } from "@field-commons/shared/errors";
import {
  JOB_ALERTS_MAX,
  JOB_MESSAGES,
  JobAlert,
  JobAlertInput,
  JobAlertJobs,
  JobAlertJobsQuery,
  JobAlertList,
  JobDeleted,
  JobFilters,
  pageCount,
} from "@field-commons/shared/jobs";
import type { Db } from "../../db/client";
import type { JobAlertRow } from "../../db/schema/jobs";
import { conflict, notFound } from "../../errors";
import { access } from "../../plugins/access";
import { canManageJobAlert } from "../jobs";
import { presentJobSummary } from "../jobs";
import { countOpenJobs, listOpenJobs } from "../jobs";
import { deleteAlert, findAlert, insertAlert, listAlerts } from "./job-alerts.repository";

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
};

const IdParams = z.object({ id: z.uuid() });
const alertNotFound = () => notFound("Job alert not found");

/** Stored filters are read back leniently: a value no longer known is dropped. */
function filtersOf(row: JobAlertRow): JobFilters {
  const parsed = JobFilters.safeParse(row.filters);
  return parsed.success ? parsed.data : {};
}

async function presentAlert(db: Db, row: JobAlertRow): Promise<JobAlert> {
  const filters = filtersOf(row);
  return {
    id: row.id,
    filters,
    createdAt: row.createdAt.toISOString(),
    matches: await countOpenJobs(db, { ...filters, createdAfter: row.createdAt }),
  };
}

/**
 * Job alerts: saved board filters. Matching open jobs posted since the alert
 * was saved are listed for the user; sending them by e-mail comes later.
 */
export default async function jobAlertRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  async function ownAlert(userId: string, id: string): Promise<JobAlertRow> {
    const row = await findAlert(db(), id);
    if (!row || !canManageJobAlert({ id: userId }, row)) throw alertNotFound();
    return row;
  }

  app.post(
    "/",
    {
      bodyLimit: 8192,
      config: { access: access("signed-in") },
      schema: {
        tags: ["job alerts"],
        summary: `Save the board's current filters as a job alert (at most ${JOB_ALERTS_MAX} per user)`,
        body: JobAlertInput,
        response: { 201: JobAlert, ...errors },
      },
    },
    async (request, reply) => {
      const user = request.requireUser();
      const row = await insertAlert(db(), user.id, request.body.filters, JOB_ALERTS_MAX);
      if (!row) throw conflict("CONFLICT", JOB_MESSAGES.tooManyAlerts);
      return reply.status(201).send(await presentAlert(db(), row));
    },
  );

  app.get(
    "/",
    {
      config: { access: access("signed-in") },
      schema: {
        tags: ["job alerts"],
        summary:
          "The signed-in user's job alerts, newest first, each with its number of new matches",
        response: { 200: JobAlertList, ...errors },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const rows = await listAlerts(db(), user.id, JOB_ALERTS_MAX);
      const alerts = [];
      for (const row of rows) alerts.push(await presentAlert(db(), row));
      return { alerts };
    },
  );

  app.get(
    "/:id/jobs",
    {
      config: { access: access("owner", { policy: canManageJobAlert }) },
      schema: {
        tags: ["job alerts"],
        summary: "Open jobs matching the alert posted since it was saved, newest first, one page",
        params: IdParams,
        querystring: JobAlertJobsQuery,
        response: { 200: JobAlertJobs, ...errors },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const row = await ownAlert(user.id, request.params.id);
      const filters = filtersOf(row);
      const { page, limit } = request.query;
      const { rows, total } = await listOpenJobs(db(), {
        ...filters,
        createdAfter: row.createdAt,
        sort: "newest",
        page,
        limit,
      });
      const now = new Date();
      return {
        alert: { id: row.id, filters, createdAt: row.createdAt.toISOString(), matches: total },
        jobs: rows.map((job) => presentJobSummary(job, now)),
        pagination: { page, limit, total, pages: pageCount(total, limit) },
      };
    },
  );

  app.delete(
    "/:id",
    {
      config: { access: access("owner", { policy: canManageJobAlert }) },
      schema: {
        tags: ["job alerts"],
        summary: "Delete one of the signed-in user's job alerts",
        params: IdParams,
        response: { 200: JobDeleted, ...errors },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const row = await ownAlert(user.id, request.params.id);
      if (!(await deleteAlert(db(), row.id, user.id))) throw alertNotFound();
      return { success: true as const };
    },
  );
}
