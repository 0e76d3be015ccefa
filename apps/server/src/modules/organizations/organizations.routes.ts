import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { OrganizationApplicationsQuery, ApplicationPage } from "@field-commons/shared/applications";
import { ApiErrorBody } from "@field-commons/shared/errors";
import {
  AnalyticsQuery,
  JOB_MESSAGES,
  JOB_PAGE_SIZE,
  JobPage,
  MyOrganization,
  OrganizationAnalytics,
  OrganizationInput,
  OrganizationJobsQuery,
  PublicOrganization,
  RESERVED_ORGANIZATION_SLUGS,
  pageCount,
} from "@field-commons/shared/jobs";
import type { PublicUser } from "@field-commons/shared/users";
import { badRequest, conflict, forbidden } from "../../errors";
import { access } from "../../plugins/access";
import { presentApplication } from "../applications";
import { listApplications } from "../applications";
import { clearJobCaches } from "../jobs";
import { slugify, withSuffix } from "../content";
import { canManageOrganization } from "../jobs";
import { presentJobSummary, presentOrganization } from "../jobs";
import {
  findMembership,
  findOrganizationBySlug,
  insertMember,
  insertOrganization,
  isUniqueViolation,
  listOpenJobs,
  listOrganizationJobs,
  updateOrganization,
  type Membership,
} from "../jobs";
import { findOwnedUploads } from "../uploads";
import membershipRoutes from "./membership.routes";
import { organizationAnalytics } from "./organizations.repository";
import {
  organizationNotFound,
  presentMyOrganization,
  requireMembership,
} from "./organizations.service";

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
};

const LOGO_MESSAGE = "Choose an image you uploaded as the logo";

export default async function organizationRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  // Invitations, members leaving and being removed.
  await appBase.register(membershipRoutes);

  /** The signed-in user's organization; 404 ORGANIZATION_NOT_FOUND without one. */
  const mine = (user: PublicUser): Promise<Membership> => requireMembership(db(), user);

  async function ownLogo(user: PublicUser, logoUploadId: string | null): Promise<void> {
    if (!logoUploadId) return;
    const [upload] = await findOwnedUploads(db(), user.id, [logoUploadId]);
    if (!upload || upload.kind !== "image") {
      throw badRequest("Invalid body", { logoUploadId: [LOGO_MESSAGE] });
    }
  }

  const present = (membership: Membership) => presentMyOrganization(db(), membership);

  app.post(
    "/",
    {
      bodyLimit: 64 * 1024,
      config: { access: access("signed-in") },
      schema: {
        tags: ["organizations"],
        summary: "Create an organization profile; the creator becomes its owner (one per user)",
        body: OrganizationInput,
        response: { 201: MyOrganization, ...errors },
      },
    },
    async (request, reply) => {
      const user = request.requireUser();
      if (await findMembership(db(), user.id)) {
        throw conflict("CONFLICT", JOB_MESSAGES.alreadyInOrganization);
      }
      await ownLogo(user, request.body.logoUploadId);
      let slug = slugify(request.body.name);
      if ((RESERVED_ORGANIZATION_SLUGS as readonly string[]).includes(slug))
        slug = withSuffix(slug);
      try {
        await db().transaction(async (tx) => {
          const organization = await insertOrganization(
            tx,
            { ...request.body, createdBy: user.id },
            slug,
            () => withSuffix(slug),
          );
          await insertMember(tx, organization.id, user.id, "owner");
        });
      } catch (error) {
        // Two creations at once by the same user: the second finds the first.
        if (isUniqueViolation(error, "organization_members_user_unique")) {
          throw conflict("CONFLICT", JOB_MESSAGES.alreadyInOrganization);
        }
        throw error;
      }
      return reply.status(201).send(await present(await mine(user)));
    },
  );

  app.get(
    "/me",
    {
      config: { access: access("signed-in") },
      schema: {
        tags: ["organizations"],
        summary:
          "The signed-in user's organization, role and members; 404 ORGANIZATION_NOT_FOUND when none",
        response: { 200: MyOrganization, ...errors },
      },
    },
    async (request) => present(await mine(request.requireUser())),
  );

  app.put(
    "/me",
    {
      bodyLimit: 64 * 1024,
      config: { access: access("owner", { policy: canManageOrganization }) },
      schema: {
        tags: ["organizations"],
        summary: "Update the organization's profile (the whole form); its owner only",
        body: OrganizationInput,
        response: { 200: MyOrganization, ...errors },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const membership = await mine(user);
      if (!canManageOrganization(user, membership)) {
        throw forbidden("Only the organization's owner can change its profile.");
      }
      await ownLogo(user, request.body.logoUploadId);
      const organization = await updateOrganization(
        db(),
        membership.organization.id,
        request.body,
        request.body.name !== membership.organization.name,
      );
      // Job cards show the organization.
      clearJobCaches();
      return present({ ...membership, organization });
    },
  );

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
