import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  OUTBOX_PAGE_SIZE,
  OutboxMessage,
  OutboxSummary,
} from "@field-commons/shared/account-recovery";
import { ApiErrorBody } from "@field-commons/shared/errors";
import { pageOf } from "@field-commons/shared/pagination";
import type { OutboxRow } from "../../db/schema/outbox";
import { CursorTime, decodeCursor, encodeCursor } from "../../lib/cursor";
import { AppError, notFound } from "../../errors";
import { access } from "../../plugins/access";
import { findOutboxMessage, listOutbox } from "./outbox.repository";

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

function summary(row: OutboxRow): OutboxSummary {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    transport: row.transport === "smtp" ? "smtp" : "outbox",
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

const OutboxCursor = z.tuple([CursorTime, z.uuid()]);

/**
 * The local outbox, for someone trying the product on their machine: admins
 * read the messages the app sent (verification and reset links). Demo mode
 * only; elsewhere it does not exist.
 */
export default async function outboxRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.addHook("preHandler", async () => {
    if (!app.config.DEMO) {
      throw new AppError(404, "DEMO_DISABLED", "The outbox is only shown in demo mode.");
    }
  });

  app.get(
    "/",
    {
      config: { access: access("admin") },
      schema: {
        tags: ["admin"],
        summary: "Messages sent by the app, newest first (demo mode only)",
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(50).default(OUTBOX_PAGE_SIZE),
          cursor: z.string().max(500).optional(),
        }),
        response: { 200: pageOf(OutboxSummary), ...errors },
      },
    },
    async (request, reply) => {
      const { limit, cursor } = request.query;
      const after = cursor ? decodeCursor(cursor, OutboxCursor) : undefined;
      const rows = await listOutbox(app.database.db, {
        limit: limit + 1,
        after: after ? { createdAt: new Date(after[0]), id: after[1] } : undefined,
      });
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      void reply.header("cache-control", "no-store");
      return {
        items: items.map(summary),
        nextCursor:
          rows.length > limit && last
            ? encodeCursor([last.createdAt.toISOString(), last.id])
            : null,
      };
    },
  );

  app.get(
    "/:id",
    {
      config: { access: access("admin") },
      schema: {
        tags: ["admin"],
        summary: "One sent message with its text (demo mode only)",
        params: z.object({ id: z.uuid() }),
        response: { 200: z.object({ message: OutboxMessage }), ...errors },
      },
    },
    async (request, reply) => {
      const row = await findOutboxMessage(app.database.db, request.params.id);
      if (!row) throw notFound("Message not found");
      void reply.header("cache-control", "no-store");
      return { message: { ...summary(row), text: row.text, headers: row.headers } };
    },
  );
}
