import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { OkResponse } from "@field-commons/shared/auth";
import { ApiErrorBody } from "@field-commons/shared/errors";
import {
  AcceptInvitationInput,
  INVITATION_MESSAGES as M,
  INVITATION_RATE_LIMIT,
  INVITATION_TTL_DAYS,
  InvitationCreated,
  InvitationParams,
  InviteMemberInput,
  MemberParams,
  PENDING_INVITATIONS_MAX,
  ReceivedInvitations,
  SentInvitations,
} from "@field-commons/shared/invitations";
import { MyOrganization } from "@field-commons/shared/jobs";
import type { PublicUser } from "@field-commons/shared/users";
import type { OrganizationInvitationRow } from "../../db/schema/organization-invitations";
import { AppError, conflict, forbidden, notFound, tooManyRequests } from "../../errors";
import { hit } from "../../lib/rate-limit.repository";
import { access } from "../../plugins/access";
import { findUserById } from "../users";
import { requestInvitationMail } from "./invitations.tasks";
import {
  answerInvitation,
  countOpenInvitations,
  deleteMember,
  findInvitationTo,
  listInvitationsTo,
  listOpenInvitations,
  replaceInvitation,
  revokeInvitation,
  tokenMatches,
} from "./invitations.repository";
import { canAnswerInvitation, canManageOrganization } from "./organizations.policy";
import { presentOrganizationSummary } from "./organizations.presenter";
import {
  findMembership,
  insertMember,
  isUniqueViolation,
  type Membership,
} from "./organizations.repository";
import { presentMyOrganization, requireMembership } from "./organizations.service";

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
  410: ApiErrorBody,
  429: ApiErrorBody,
};

const DAY_MS = 86_400_000;

const invitationNotFound = () => new AppError(404, "INVITATION_NOT_FOUND", M.notFound);
const alreadyInOrganization = () => conflict("CONFLICT", M.alreadyInOrganization);

function presentSent(row: OrganizationInvitationRow) {
  return {
    id: row.id,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * Membership by invitation (GitHub's and Discourse's rule: nobody joins an
 * organization without saying yes). The owner invites an e-mail address and
 * learns nothing about whether it has an account; the person with that
 * address accepts or declines; members leave; the owner removes members and
 * revokes invitations. Registered by organizations.routes.ts under
 * /api/organizations.
 */
export default async function membershipRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  // Every answer here is about one person's membership.
  app.addHook("onSend", async (_request, reply) => {
    void reply.header("cache-control", "no-store");
  });

  /** The caller's organization, which they must own. */
  async function owned(user: PublicUser, action: string): Promise<Membership> {
    const membership = await requireMembership(db(), user);
    if (!canManageOrganization(user, membership)) {
      throw forbidden(`Only the organization's owner can ${action}.`);
    }
    return membership;
  }

  /**
   * The invitation with this id addressed to the caller, still open, locked
   * in the transaction: 404 for anyone else's (or a revoked one), 409 once
   * answered, 410 once expired.
   */
  async function openInvitationFor(
    tx: ReturnType<typeof db>,
    user: PublicUser,
    id: string,
  ): Promise<OrganizationInvitationRow> {
    const invitation = await findInvitationTo(tx, id, user.email, { lock: true });
    if (!invitation || !canAnswerInvitation(user, invitation) || invitation.status === "revoked") {
      throw invitationNotFound();
    }
    if (invitation.status !== "pending") throw new AppError(409, "INVITATION_USED", M.used);
    if (invitation.expiresAt.getTime() <= Date.now()) {
      throw new AppError(410, "INVITATION_EXPIRED", M.expired);
    }
    return invitation;
  }

  app.get(
    "/me/invitations",
    {
      config: { access: access("owner", { policy: canManageOrganization }) },
      schema: {
        tags: ["organizations"],
        summary: "Invitations still waiting for an answer, newest first, by the address typed",
        response: { 200: SentInvitations, ...errors },
      },
    },
    async (request) => {
      const membership = await owned(request.requireUser(), "see its invitations");
      const rows = await listOpenInvitations(db(), membership.organization.id);
      return { invitations: rows.map(presentSent) };
    },
  );

  app.post(
    "/me/invitations",
    {
      bodyLimit: 4096,
      config: { access: access("owner", { policy: canManageOrganization }) },
      schema: {
        tags: ["organizations"],
        summary:
          "Invite an e-mail address to join (the owner only). The same 201 whether or not the address has an account; the address is sent a link to accept. Rate limited per inviter",
        body: InviteMemberInput,
        response: { 201: InvitationCreated, ...errors },
      },
    },
    async (request, reply) => {
      const user = request.requireUser();
      const membership = await owned(user, "invite members");
      const limit = await hit(db(), `organization-invite:user:${user.id}`, INVITATION_RATE_LIMIT);
      if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds, "invitations");
      const organizationId = membership.organization.id;
      if ((await countOpenInvitations(db(), organizationId)) >= PENDING_INVITATIONS_MAX) {
        throw conflict("CONFLICT", M.tooManyPending);
      }
      // Nothing here looks at accounts: the work and the answer are the same for any address.
      const invitation = await db().transaction(async (tx) => {
        const row = await replaceInvitation(tx, {
          organizationId,
          email: request.body.email,
          invitedBy: user.id,
          expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS),
        });
        await requestInvitationMail(tx, row.id);
        return row;
      });
      return reply.status(201).send({ invitation: presentSent(invitation) });
    },
  );

  app.delete(
    "/me/invitations/:id",
    {
      config: { access: access("owner", { policy: canManageOrganization }) },
      schema: {
        tags: ["organizations"],
        summary:
          "Revoke an invitation waiting for an answer (the owner only); its link stops working. Answers the invitations still open",
        params: InvitationParams,
        response: { 200: SentInvitations, ...errors },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const membership = await owned(user, "revoke invitations");
      const revoked = await revokeInvitation(
        db(),
        membership.organization.id,
        request.params.id,
        user.id,
      );
      if (!revoked) throw new AppError(404, "INVITATION_NOT_FOUND", M.invitationNotFound);
      const rows = await listOpenInvitations(db(), membership.organization.id);
      return { invitations: rows.map(presentSent) };
    },
  );

  app.delete(
    "/me/members/:userId",
    {
      config: { access: access("owner", { policy: canManageOrganization }) },
      schema: {
        tags: ["organizations"],
        summary:
          "Remove a member (the owner only; the owner cannot be removed); answers the organization",
        params: MemberParams,
        response: { 200: MyOrganization, ...errors },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const membership = await owned(user, "remove members");
      if (request.params.userId === user.id) {
        throw new AppError(409, "ORGANIZATION_OWNER", M.ownerCannotBeRemoved);
      }
      const removed = await deleteMember(db(), membership.organization.id, request.params.userId);
      if (!removed) throw notFound(M.memberNotFound);
      return presentMyOrganization(db(), membership);
    },
  );

  app.post(
    "/me/leave",
    {
      config: { access: access("signed-in") },
      schema: {
        tags: ["organizations"],
        summary: "Leave your organization (a member; the owner cannot leave)",
        response: { 200: OkResponse, ...errors },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const membership = await requireMembership(db(), user);
      if (membership.role === "owner") {
        throw new AppError(409, "ORGANIZATION_OWNER", M.ownerCannotLeave);
      }
      await deleteMember(db(), membership.organization.id, user.id);
      return { success: true as const };
    },
  );

  app.get(
    "/invitations",
    {
      config: { access: access("signed-in") },
      schema: {
        tags: ["organizations"],
        summary: "Open invitations to the signed-in account's e-mail address, newest first",
        response: { 200: ReceivedInvitations, ...errors },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const rows = await listInvitationsTo(db(), user.email);
      return {
        invitations: rows.map(({ invitation, organization, invitedBy }) => ({
          id: invitation.id,
          organization: presentOrganizationSummary(organization),
          invitedBy,
          createdAt: invitation.createdAt.toISOString(),
          expiresAt: invitation.expiresAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    "/invitations/:id/accept",
    {
      bodyLimit: 4096,
      config: { access: access("owner", { policy: canAnswerInvitation }) },
      schema: {
        tags: ["organizations"],
        summary:
          "Accept an invitation sent to your e-mail address: you become a member. Needs a confirmed address or the token of the invitation's link; 409 when you already belong to an organization",
        params: InvitationParams,
        body: AcceptInvitationInput,
        response: { 200: MyOrganization, ...errors },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const { token } = request.body;
      await db().transaction(async (tx) => {
        const invitation = await openInvitationFor(tx, user, request.params.id);
        // The address must be proven: confirmed on the account, or the link's token from the e-mail.
        const account = await findUserById(tx, user.id);
        const proven = !!account?.isVerified || (!!token && tokenMatches(invitation, token));
        if (!proven) throw new AppError(403, "EMAIL_NOT_VERIFIED", M.notVerified);
        if (await findMembership(tx, user.id)) throw alreadyInOrganization();
        try {
          // A savepoint, so a concurrent join's unique violation leaves the transaction usable.
          await tx.transaction((inner) =>
            insertMember(inner, invitation.organizationId, user.id, "member"),
          );
        } catch (error) {
          if (isUniqueViolation(error)) throw alreadyInOrganization();
          throw error;
        }
        await answerInvitation(tx, invitation.id, "accepted", user.id);
      });
      const membership = await requireMembership(db(), user);
      return presentMyOrganization(db(), membership);
    },
  );

  app.post(
    "/invitations/:id/decline",
    {
      config: { access: access("owner", { policy: canAnswerInvitation }) },
      schema: {
        tags: ["organizations"],
        summary: "Decline an invitation sent to your e-mail address",
        params: InvitationParams,
        response: { 200: OkResponse, ...errors },
      },
    },
    async (request) => {
      const user = request.requireUser();
      await db().transaction(async (tx) => {
        const invitation = await openInvitationFor(tx, user, request.params.id);
        await answerInvitation(tx, invitation.id, "declined", user.id);
      });
      return { success: true as const };
    },
  );
}
