import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  DATA_EXPORT_MESSAGES as M,
  DataExport,
  DataExportIdParams,
  DataExportPage,
  dataExportFileName,
} from "@field-commons/shared/data-export";
import { ApiErrorBody } from "@field-commons/shared/errors";
import { PageQuery } from "@field-commons/shared/pagination";
import { AppError, notFound } from "../../errors";
import { access } from "../../plugins/access";
import { sendStoredFile } from "../../lib/send-stored-file";
import { canDownloadExport } from "./data-export.policy";
import { isExpired, presentExport } from "./data-export.presenter";
import { findExport, listExports } from "./data-export.repository";
import { requestExport } from "./data-export.service";

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
  410: ApiErrorBody,
  415: ApiErrorBody,
  416: ApiErrorBody,
  429: ApiErrorBody,
};

/** "Download my data": the signed-in person's exports of their own data, under /api/me. */
export default async function dataExportRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.addHook("onSend", async (_request, reply) => {
    void reply.header("cache-control", "no-store");
  });

  app.post(
    "/data-exports",
    {
      config: { access: access("signed-in") },
      schema: {
        tags: ["me"],
        summary:
          "Start an export of your data as a ZIP archive (one at a time: 409 while one is being prepared; 3 a day: 429)",
        response: { 202: DataExport, ...errors },
      },
    },
    async (request, reply) => {
      const row = await requestExport(db(), request.requireUser().id);
      return reply.status(202).send(presentExport(row));
    },
  );

  app.get(
    "/data-exports",
    {
      config: { access: access("signed-in") },
      schema: {
        tags: ["me"],
        summary: "Your data exports, newest first, with their status, size and expiry",
        querystring: PageQuery,
        response: { 200: DataExportPage, ...errors },
      },
    },
    async (request) => {
      const { rows, nextCursor } = await listExports(
        db(),
        request.requireUser().id,
        request.query.limit,
        request.query.cursor,
      );
      const now = new Date();
      return { items: rows.map((row) => presentExport(row, now)), nextCursor };
    },
  );

  app.get(
    "/data-exports/:id/download",
    {
      config: { access: access("owner", { policy: canDownloadExport }) },
      schema: {
        tags: ["me"],
        summary:
          "Download a ready export (ZIP). Only its owner: anyone else gets 404; 410 once it has expired",
        params: DataExportIdParams,
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const user = request.requireUser();
      const row = await findExport(db(), request.params.id);
      if (!row || !canDownloadExport(user, row)) throw notFound(M.notFound);
      if (isExpired(row)) throw new AppError(410, "EXPORT_EXPIRED", M.expired);
      if (row.status === "failed") throw notFound(M.failed);
      if (row.status !== "ready" || !row.storageKey || !row.completedAt) {
        throw new AppError(409, "EXPORT_NOT_READY", M.notReady);
      }
      return sendStoredFile(app.storage, request, reply, {
        storageKey: row.storageKey,
        etag: `"export-${row.id}"`,
        contentType: "application/zip",
        cacheControl: "private, no-store",
        contentDisposition: `attachment; filename="${dataExportFileName(row.completedAt)}"`,
      });
    },
  );
}
