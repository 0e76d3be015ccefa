import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { OrganizationApplicationsQuery, ApplicationPage } from "@field-commons/shared/applications";
import { ApiErrorBody } from "@field-commons/shared/errors";
import { pageCount } from "@field-commons/shared/jobs";
import type { PublicUser } from "@field-commons/shared/users";
import { access } from "../../plugins/access";
import { requireMembership, type Membership } from "../organizations";
import { presentApplication } from "./applications.presenter";
import { listApplications } from "./applications.repository";

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
};

/** Applications to an organization's jobs, under /api/organizations, for its members. */
export default async function organizationApplicationRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  /** The signed-in user's organization; 404 ORGANIZATION_NOT_FOUND without one. */
  const mine = (user: PublicUser): Promise<Membership> => requireMembership(db(), user);

  app.get(
    "/applications",
    {
      config: { access: access("signed-in") },
      schema: {
        tags: ["organizations"],
        summary: "Applications to the organization's jobs, newest first (filter by job and status)",
        querystring: OrganizationApplicationsQuery,
        response: { 200: ApplicationPage, ...errors },
      },
    },
    async (request) => {
      const membership = await mine(request.requireUser());
      const { page, limit, status, jobId } = request.query;
      const { rows, total } = await listApplications(db(), {
        organizationId: membership.organization.id,
        jobId,
        status,
        page,
        limit,
      });
      return {
        applications: rows.map(presentApplication),
        pagination: { page, limit, total, pages: pageCount(total, limit) },
      };
    },
  );
}
