import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ApiErrorBody } from "@field-commons/shared/errors";
import {
  Digest,
  DIGEST_MESSAGES,
  DigestIdParams,
  DigestList,
  DigestListQuery,
  DigestSendQueued,
  isoWeekOf,
  isoWeekStart,
  parseWeekKey,
  RegenerateParams,
  UnsubscribeInput,
  UnsubscribeResult,
} from "@field-commons/shared/digests";
import { AppError, badRequest, notFound } from "../../errors";
import { access } from "../../plugins/access";
import { logAdminAction } from "../../lib/admin-actions.repository";
import { isKnownBot, viewerKey } from "../content";
import { presentDigest, presentDigestSummary } from "./digests.presenter";
import {
  findDigest,
  generateDigest,
  listDigests,
  recordDigestView,
  turnOffDigestEmails,
} from "./digests.repository";
import { enqueueDelivery } from "./digest.tasks";
import { verifyUnsubscribeToken } from "./unsubscribe-token";

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

const digestNotFound = () => notFound(DIGEST_MESSAGES.notFound);

/** The token travels in the query (RFC 8058 one-click POSTs to the link as sent) or the body. */
const UnsubscribeQuery = z.object({ token: UnsubscribeInput.shape.token.optional() });
const UnsubscribeBody = z
  .object({
    token: UnsubscribeInput.shape.token.optional(),
    "List-Unsubscribe": z.literal("One-Click").optional(),
  })
  .optional();

/** The weekly digests: archive, one week, and the one-click unsubscribe. */
export default async function digestRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  // Mail clients send the one-click unsubscribe as a form (RFC 8058).
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 2048 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.get(
    "/",
    {
      config: { access: access("public") },
      schema: {
        tags: ["digests"],
        summary: "The digest archive, newest week first, 10 per page",
        querystring: DigestListQuery,
        response: { 200: DigestList, ...errors },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await listDigests(db(), page, limit);
      return {
        digests: rows.map(presentDigestSummary),
        pagination: { page, total, pages: Math.ceil(total / limit) },
      };
    },
  );

  app.get(
    "/:id",
    {
      config: { access: access("public") },
      schema: {
        tags: ["digests"],
        summary: "One week's digest, by id or by week (YYYY-Www); counts a view once a day",
        params: DigestIdParams,
        response: { 200: Digest, ...errors },
      },
    },
    async (request, reply) => {
      const row = await findDigest(db(), request.params.id);
      if (!row) throw digestNotFound();
      void reply.header("cache-control", "private, no-store");
      if (request.user || !isKnownBot(request)) {
        const day = new Date().toISOString().slice(0, 10);
        const views = await recordDigestView(db(), row.id, viewerKey(request, day), day);
        if (views !== null) row.views = views;
      }
      return presentDigest(row);
    },
  );

  app.post(
    "/unsubscribe",
    {
      bodyLimit: 2048,
      config: { access: access("public") },
      schema: {
        tags: ["digests"],
        summary:
          "Stop digest e-mails with the signed token from one (no sign-in; RFC 8058 one-click)",
        querystring: UnsubscribeQuery,
        body: UnsubscribeBody,
        response: { 200: UnsubscribeResult, ...errors },
      },
    },
    async (request) => {
      const token = request.body?.token ?? request.query.token;
      if (!token) throw badRequest(DIGEST_MESSAGES.unsubscribeInvalid);
      const userId = await verifyUnsubscribeToken(db(), token);
      if (!userId) throw new AppError(400, "TOKEN_INVALID", DIGEST_MESSAGES.unsubscribeInvalid);
      // Every e-mail of the digest run stops: the digest and the job alerts.
      await turnOffDigestEmails(db(), userId);
      return { success: true as const, message: DIGEST_MESSAGES.unsubscribed };
    },
  );
}

/** Admins: rebuild a past week from today's data, or send a week to readers who have not had it. */
export async function digestAdminRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.post(
    "/:week/regenerate",
    {
      config: { access: access("admin") },
      schema: {
        tags: ["digests", "admin"],
        summary: "Rebuild one finished week's digest from the current data (admins)",
        params: RegenerateParams,
        response: { 200: Digest, ...errors },
      },
    },
    async (request) => {
      const admin = request.requireUser();
      const week = parseWeekKey(request.params.week);
      if (!week) throw badRequest("That week does not exist.");
      const current = isoWeekStart(isoWeekOf(new Date()));
      if (isoWeekStart(week) >= current) {
        throw badRequest("Only a week that has ended can have a digest.");
      }
      const row = await db().transaction(async (tx) => {
        const { row: saved } = await generateDigest(tx, week, { replace: true });
        await logAdminAction(tx, admin, {
          action: "regenerate",
          targetType: "digest",
          targetId: saved.weekKey,
        });
        return saved;
      });
      return presentDigest(row);
    },
  );

  app.post(
    "/:week/send",
    {
      config: { access: access("admin") },
      schema: {
        tags: ["digests", "admin"],
        summary:
          "E-mail a week's digest to the opted-in readers who have not received it yet (admins)",
        params: RegenerateParams,
        response: { 202: DigestSendQueued, ...errors },
      },
    },
    async (request, reply) => {
      const admin = request.requireUser();
      const row = await findDigest(db(), request.params.week);
      if (!row) throw digestNotFound();
      if (row.quiet) throw badRequest("A quiet week has nothing to send.");
      await db().transaction(async (tx) => {
        await enqueueDelivery(tx, {
          kind: "weekly",
          period: row.weekKey,
          after: null,
          run: randomUUID(),
        });
        await logAdminAction(tx, admin, {
          action: "send",
          targetType: "digest",
          targetId: row.weekKey,
        });
      });
      return reply.status(202).send({ queued: true as const, message: DIGEST_MESSAGES.sendQueued });
    },
  );
}
