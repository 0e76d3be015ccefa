import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AdminActionsPage,
  AdminContentItem,
  AdminContentPage,
  AdminContentQuery,
  AdminContentStatusInput,
  AdminDashboard,
  AdminPageQuery,
  AdminUser,
  AdminUserList,
  AdminUserUpdateInput,
  AdminUsersQuery,
  Analytics,
  AnalyticsQuery,
  BanInput,
  ModerationInput,
  ModerationParams,
  ModerationQueue,
} from "@field-commons/shared/admin";
import { OkResponse } from "@field-commons/shared/auth";
import { ApiErrorBody } from "@field-commons/shared/errors";
import { USER_STATUSES } from "@field-commons/shared/users";
import { access } from "../../plugins/access";
import { analyticsFor } from "../analytics";
import { listAdminActions } from "../../lib/admin-actions.repository";
import { adminDashboard } from "./admin-dashboard.service";
import {
  banUser,
  getUserForAdmin,
  listUsersForAdmin,
  setUserStatus,
  updateUserAsAdmin,
} from "./admin-users.service";
import {
  decide,
  deleteAsAdmin,
  listContentForAdmin,
  moderationQueue,
  presentAdminItem,
  setStatusAsAdmin,
} from "../content";

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
};

const IdParams = z.object({ id: z.uuid() });
const BODY_LIMIT = 16 * 1024;

/**
 * The admin dashboard's calls, admins and super admins only. Every
 * change is written to the audit log in the transaction that makes it.
 */
export default async function adminRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const settings = () => ({ appUrl: app.config.appUrl });
  const admin = { access: access("admin") };

  app.get(
    "/dashboard",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary: "Overview figures: users, content per type, jobs, moderation, recent actions",
        response: { 200: AdminDashboard, ...errors },
      },
    },
    async () => adminDashboard(db()),
  );

  app.get(
    "/moderation-queue",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary: "Items pending review or reported; urgent (reported or waiting > 3 days) first",
        querystring: AdminPageQuery,
        response: { 200: ModerationQueue, ...errors },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { items, total } = await moderationQueue(db(), page, limit);
      return { items, total, page, limit };
    },
  );

  app.post(
    "/content/:type/:id/:decision",
    {
      config: admin,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ["admin"],
        summary:
          "Decide on an item: approve (publish), reject (a reason is required), dismiss its reports (it stays as it is), hide it pending review (in-review) or request a revision (needs-revision, the reason is the note the author reads); the author is told of status changes",
        params: ModerationParams,
        body: ModerationInput,
        response: { 200: z.object({ item: AdminContentItem }), ...errors },
      },
    },
    async (request) => {
      const actor = request.requireUser();
      const { type, id, decision } = request.params;
      const row = await decide(db(), settings(), actor, type, id, decision, request.body.reason);
      return { item: await presentAdminItem(db(), row) };
    },
  );

  app.get(
    "/content",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary: "Every item of every type and status, filtered by type, status and search",
        querystring: AdminContentQuery,
        response: { 200: AdminContentPage, ...errors },
      },
    },
    async (request) => {
      const { items, total } = await listContentForAdmin(db(), request.query);
      return { items, total, page: request.query.page, limit: request.query.limit };
    },
  );

  app.patch(
    "/content/:id/status",
    {
      config: admin,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ["admin"],
        summary:
          "Set an item's status (draft, pending, published, rejected, in-review, needs-revision), with a reason, or for in-review and needs-revision the note the author reads (required for needs-revision)",
        params: IdParams,
        body: AdminContentStatusInput,
        response: { 200: z.object({ item: AdminContentItem }), ...errors },
      },
    },
    async (request) => {
      const actor = request.requireUser();
      const { status, reason, note } = request.body;
      const row = await setStatusAsAdmin(
        db(),
        settings(),
        actor,
        request.params.id,
        status,
        status === "in-review" || status === "needs-revision" ? note || reason : reason,
        "status",
      );
      return { item: await presentAdminItem(db(), row) };
    },
  );

  app.delete(
    "/content/:id",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary: "Delete any item",
        params: IdParams,
        response: { 200: OkResponse, ...errors },
      },
    },
    async (request) => {
      await deleteAsAdmin(db(), settings(), request.requireUser(), request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    "/users",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary: "Users by name or e-mail, newest first, 20 a page",
        querystring: AdminUsersQuery,
        response: { 200: AdminUserList, ...errors },
      },
    },
    async (request) => {
      const { users, total } = await listUsersForAdmin(db(), request.query);
      return { users, total, page: request.query.page, limit: request.query.limit };
    },
  );

  app.get(
    "/users/:id",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary: "One user, with the fields of the user form",
        params: IdParams,
        response: { 200: z.object({ user: AdminUser }), ...errors },
      },
    },
    async (request) => ({ user: await getUserForAdmin(db(), request.params.id) }),
  );

  app.put(
    "/users/:id",
    {
      config: admin,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ["admin"],
        summary:
          "Change a user's role or any field of the user form; only super admins make or act on admins, or change another account's e-mail address (the old address is told)",
        params: IdParams,
        body: AdminUserUpdateInput,
        response: { 200: z.object({ user: AdminUser }), ...errors },
      },
    },
    async (request) => ({
      user: await updateUserAsAdmin(
        db(),
        settings(),
        request.requireUser(),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.post(
    "/users/:id/ban",
    {
      config: admin,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ["admin"],
        summary: "Ban (every session ends at once) or unban a user, with a reason",
        params: IdParams,
        body: BanInput,
        response: { 200: z.object({ user: AdminUser }), ...errors },
      },
    },
    async (request) => ({
      user: await banUser(
        db(),
        settings(),
        request.requireUser(),
        request.params.id,
        request.body.banned,
        request.body.reason,
      ),
    }),
  );

  app.patch(
    "/users/:id/status",
    {
      config: admin,
      bodyLimit: 4096,
      schema: {
        tags: ["admin"],
        summary:
          "Change a user's status; banning or deactivating revokes every session of that user (their published content stays)",
        params: IdParams,
        body: z.strictObject({ status: z.enum(USER_STATUSES) }),
        response: { 200: z.object({ user: AdminUser }), ...errors },
      },
    },
    async (request) => ({
      user: await setUserStatus(
        db(),
        settings(),
        request.requireUser(),
        request.params.id,
        request.body.status,
      ),
    }),
  );

  app.get(
    "/actions",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary: "The audit log, newest first, 20 a page",
        querystring: AdminPageQuery,
        response: { 200: AdminActionsPage, ...errors },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { actions, total } = await listAdminActions(db(), page, limit);
      return { actions, total, page, limit };
    },
  );

  app.get(
    "/analytics",
    {
      config: admin,
      schema: {
        tags: ["admin"],
        summary: "Site-wide views in the last 7, 30 or 90 days, from the daily rollups",
        querystring: AnalyticsQuery,
        response: { 200: Analytics, ...errors },
      },
    },
    async (request) => analyticsFor(db(), request.query.days),
  );
}
