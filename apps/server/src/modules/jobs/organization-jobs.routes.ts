import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ApiErrorBody } from "@field-commons/shared/errors";
import {
  AnalyticsQuery,
  JOB_PAGE_SIZE,
  JobPage,
  OrganizationAnalytics,
  OrganizationJobsQuery,
  PublicOrganization,
  pageCount,
} from "@field-commons/shared/jobs";
import type { PublicUser } from "@field-commons/shared/users";
import { access } from "../../plugins/access";
import {
  findOrganizationBySlug,
  organizationNotFound,
  presentOrganization,
  requireMembership,
  type Membership,
} from "../organizations";
import { presentJobSummary } from "./jobs.presenter";
import { listOpenJobs, listOrganizationJobs } from "./jobs.repository";
import { organizationAnalytics } from "./organization-analytics.repository";

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
};

/**
 * An organization's jobs, under /api/organizations: every status for its
 * members, with their analytics, and the open ones on its public profile.
 */
export default async function organizationJobRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  /** The signed-in user's organization; 404 ORGANIZATION_NOT_FOUND without one. */
  const mine = (user: PublicUser): Promise<Membership> => requireMembership(db(), user);

  app.get(
    "/jobs",
    {
      config: { access: access("signed-in") },
      schema: {
        tags: ["organizations"],
        summary: "The organization's jobs in every status (drafts too), newest first",
        querystring: OrganizationJobsQuery,
        response: { 200: JobPage, ...errors },
      },
    },
    async (request) => {
      const membership = await mine(request.requireUser());
      const { page, limit, status } = request.query;
      const { rows, total } = await listOrganizationJobs(db(), membership.organization.id, {
        page,
        limit,
        status,
      });
      const now = new Date();
      return {
        jobs: rows.map((row) => presentJobSummary(row, now)),
        pagination: { page, limit, total, pages: pageCount(total, limit) },
      };
    },
  );

  app.get(
    "/analytics",
    {
      config: { access: access("signed-in") },
      schema: {
        tags: ["organizations"],
        summary:
          "Views (once per visitor per day) and applications per job per day, and conversion, over 7, 30 or 90 days",
        querystring: AnalyticsQuery,
        response: { 200: OrganizationAnalytics, ...errors },
      },
    },
    async (request) => {
      const membership = await mine(request.requireUser());
      return organizationAnalytics(db(), membership.organization.id, request.query.days);
    },
  );

  app.get(
    "/:slug",
    {
      config: { access: access("public") },
      schema: {
        tags: ["organizations"],
        summary: "An organization's public profile with its open jobs (first page)",
        params: z.object({ slug: z.string().min(1).max(100) }),
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(10_000).default(1),
        }),
        response: { 200: PublicOrganization, ...errors },
      },
    },
    async (request) => {
      const organization = await findOrganizationBySlug(db(), request.params.slug);
      if (!organization) throw organizationNotFound();
      const { page } = request.query;
      const { rows, total } = await listOpenJobs(db(), {
        organization: organization.slug,
        sort: "newest",
        page,
        limit: JOB_PAGE_SIZE,
      });
      const now = new Date();
      return {
        organization: presentOrganization(organization, total),
        jobs: rows.map((row) => presentJobSummary(row, now)),
        pagination: { page, limit: JOB_PAGE_SIZE, total, pages: pageCount(total, JOB_PAGE_SIZE) },
      };
    },
  );
}
