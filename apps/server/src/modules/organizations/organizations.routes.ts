import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ApiErrorBody } from "@field-commons/shared/errors";
import {
  JOB_MESSAGES,
  MyOrganization,
  OrganizationInput,
  RESERVED_ORGANIZATION_SLUGS,
} from "@field-commons/shared/jobs";
import type { PublicUser } from "@field-commons/shared/users";
import { badRequest, conflict, forbidden } from "../../errors";
import { announceCacheTopic } from "../../lib/cache-bus";
import { access } from "../../plugins/access";
import { slugify, withSuffix } from "../content";
import { findOwnedUploads } from "../uploads";
import membershipRoutes from "./membership.routes";
import { canManageOrganization } from "./organizations.policy";
import {
  findMembership,
  insertMember,
  insertOrganization,
  isUniqueViolation,
  updateOrganization,
  type Membership,
} from "./organizations.repository";
import { presentMyOrganization, requireMembership } from "./organizations.service";

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
      // Job cards show the organization: the board's public answers (topic "jobs") go.
      announceCacheTopic("jobs");
      return present({ ...membership, organization });
    },
  );
}
