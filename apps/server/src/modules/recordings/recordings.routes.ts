import fsp from "node:fs/promises";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { OkResponse } from "@field-commons/shared/auth";
import { ApiErrorBody } from "@field-commons/shared/errors";
import {
  ProcessAccepted,
  ProcessInput,
  Recording,
  RecordingList,
  RecordingListQuery,
  RecordingUpdate,
  RECORDING_MAX_BYTES,
  RECORDING_MESSAGES,
  TranscriptExportQuery,
} from "@field-commons/shared/recordings";
import type { PublicUser } from "@field-commons/shared/users";
import type { Db } from "../../db/client";
import { forbidden, notFound, tooManyRequests } from "../../errors";
import { hit } from "../../lib/rate-limit.repository";
import { access } from "../../plugins/access";
import { isKnownBot, viewerKey } from "../content";
import { sendStoredFile } from "../../lib/send-stored-file";
import { admitUpload, quotaExceeded } from "../uploads";
import { attachmentName } from "./file-name";
import { canManageRecording, canViewRecording } from "./recordings.policy";
import { presentRecording, presentSummary } from "./recordings.presenter";
import { resolveSteps, startProcessing } from "./recordings.processing";
import { createRecordingFromFile } from "./recordings.create";
import recordingUploadRoutes from "./recording-uploads.routes";
import { exportTranscript } from "./transcript-export";
import {
  deleteRecording,
  findRecording,
  findRecordingFile,
  listRecordings,
  recordView,
  updateRecording,
  type RecordingWithAuthor,
} from "./recordings.repository";
import {
  checkPublishOnUpdate,
  checkReferences,
  parseFormFields,
  updateColumns,
} from "./recordings.service";
import {
  MULTIPART_LIMITS,
  MULTIPART_OVERHEAD,
  notMedia,
  receiveRecording,
  tooLarge,
} from "./recordings.upload";

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
};
const IdParams = z.object({ id: z.uuid() });
const FileQuery = z.object({
  /** 1 or true: sent as an attachment with a file name made from the title. */
  download: z.enum(["1", "true", "0", "false"]).optional(),
});

const recordingNotFound = () => notFound(RECORDING_MESSAGES.notFound);
/** Processing requests per account and hour. */
const PROCESS_RATE_LIMIT = { max: 60, windowSeconds: 3600 };
/** Transcript files are made on request (a Word file costs real work): per account, or per address signed out. */
export const EXPORT_RATE_LIMIT = { max: 120, windowSeconds: 3600 };

/** The keys a PUT body really carried (the schema fills defaults for the others). */
const sentKeys = new WeakMap<FastifyRequest, ReadonlySet<string>>();

export default async function recordingRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  await app.register(recordingUploadRoutes, { prefix: "/uploads" });
  const db = (): Db => app.database.db;

  /** The recording when the viewer may see it; otherwise 404, so nothing reveals it exists. */
  async function visibleRecording(
    viewer: PublicUser | null,
    id: string,
  ): Promise<RecordingWithAuthor> {
    const row = await findRecording(db(), id);
    if (!row || !canViewRecording(viewer, row)) throw recordingNotFound();
    return row;
  }

  /** The recording when the user may change it: 404 when unseen, 403 when only seen. */
  async function managedRecording(user: PublicUser, id: string): Promise<RecordingWithAuthor> {
    const row = await visibleRecording(user, id);
    if (!canManageRecording(user, row)) {
      throw forbidden("Only the author of this recording can change it.");
    }
    return row;
  }

  async function presentById(id: string, viewer: PublicUser | null) {
    const row = await findRecording(db(), id);
    if (!row) throw recordingNotFound();
    return presentRecording(row, viewer);
  }

  app.get(
    "/",
    {
      config: { access: access("public") },
      schema: {
        tags: ["recordings"],
        summary:
          "Recordings the viewer may see (public ones; shared ones when signed in; all of one's own), paged",
        querystring: RecordingListQuery,
        response: { 200: RecordingList, 400: ApiErrorBody },
      },
    },
    async (request) => {
      const viewer = request.user;
      const { rows, total } = await listRecordings(db(), viewer, request.query);
      return {
        recordings: rows.map((row) => presentSummary(row, viewer)),
        total,
        totalPages: Math.ceil(total / request.query.limit),
        page: request.query.page,
      };
    },
  );

  app.get(
    "/:id",
    {
      config: { access: access("public") },
      schema: {
        tags: ["recordings"],
        summary: "One recording with its transcript and analysis; counts a view once a day",
        params: IdParams,
        response: { 200: Recording, ...errors },
      },
    },
    async (request) => {
      const viewer = request.user;
      const row = await visibleRecording(viewer, request.params.id);
      // The author's (and admins') own visits, crawlers' and HEAD requests are not views.
      const counts =
        request.method === "GET" &&
        !canManageRecording(viewer, row) &&
        !(viewer === null && isKnownBot(request));
      if (counts) {
        const day = new Date().toISOString().slice(0, 10);
        row.views = await recordView(
          db(),
          row.id,
          { key: viewerKey(request, day), userId: viewer?.id ?? null },
          day,
        );
      }
      return presentRecording(row, viewer);
    },
  );

  /**
   * Streams the file for whoever may see the recording, with byte ranges
   * (206 for one satisfiable range, 416 outside the file); ?download=1 sends
   * it as an attachment named after the title.
   */
  async function serveFile(
    request: FastifyRequest<{ Params: { id: string }; Querystring: z.infer<typeof FileQuery> }>,
    reply: FastifyReply,
  ) {
    const row = await visibleRecording(request.user, request.params.id);
    const file = await findRecordingFile(db(), row.uploadId);
    if (!file) throw notFound("File not found");
    const download = request.query.download === "1" || request.query.download === "true";
    return sendStoredFile(app.storage, request, reply, {
      storageKey: file.storageKey,
      etag: `"${row.uploadId}"`,
      contentType: file.mimeType,
      // Who may see it can change at any time (privacy, deletion): never kept by
      // shared caches; one not published for everyone is not kept at all.
      cacheControl:
        row.privacy === "public" && row.status === "published" ? "private, no-cache" : "no-store",
      contentDisposition: download ? attachmentName(row.title, file.mimeType) : "inline",
    });
  }

  app.route({
    method: ["GET", "HEAD"],
    url: "/:id/file",
    exposeHeadRoute: false,
    config: { access: access("public") },
    schema: {
      tags: ["recordings"],
      summary:
        "The recording's media (byte ranges supported); ?download=1 sends it as an attachment",
      params: IdParams,
      querystring: FileQuery,
    },
    handler: serveFile,
  });

  app.get(
    "/:id/transcript",
    {
      config: { access: access("public") },
      schema: {
        tags: ["recordings"],
        summary:
          "The transcript as a file for whoever may see the recording: ?format=srt (SubRip), vtt (WebVTT), txt (timestamps and speakers), docx (Word) or html (a Speaker, Time, Text table for analysis tools); 404 when there is none yet",
        params: IdParams,
        querystring: TranscriptExportQuery,
      },
    },
    async (request, reply) => {
      const row = await visibleRecording(request.user, request.params.id);
      const who = request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
      const counted = await hit(db(), `transcript-export:${who}`, EXPORT_RATE_LIMIT);
      if (!counted.allowed)
        throw tooManyRequests(counted.retryAfterSeconds, "transcript downloads");
      const file = await exportTranscript(row, request.query.format);
      return reply.headers(file.headers).send(file.body);
    },
  );

  app.post(
    "/",
    {
      config: { access: access("signed-in") },
      bodyLimit: RECORDING_MAX_BYTES + MULTIPART_OVERHEAD,
      schema: {
        tags: ["recordings"],
        summary:
          "Upload a recording (multipart: the file as 'file' or 'audio', at most 100 MB, with the form's fields; process=true starts transcription when consented). status=published needs the Contributor plan (403 UPGRADE_REQUIRED) and title, domain, date, type, privacy and description (400 NOT_READY_TO_PUBLISH)",
        consumes: ["multipart/form-data"],
        response: {
          201: Recording,
          ...errors,
          413: ApiErrorBody,
          415: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const user = request.requireUser();
      if (!request.isMultipart()) throw notMedia();
      // A body that announces more than the limit is refused before a byte is stored.
      const declared = Number(request.headers["content-length"]);
      if (Number.isFinite(declared) && declared > RECORDING_MAX_BYTES + MULTIPART_OVERHEAD) {
        throw tooLarge();
      }
      const allowance = await admitUpload(db(), app.config, user);
      const room = allowance.roomBytes;
      const overQuota = () => quotaExceeded(allowance.usedBytes, allowance.limitBytes!);
      if (room !== null && Number.isFinite(declared) && declared > room + MULTIPART_OVERHEAD) {
        throw overQuota();
      }
      const received = await receiveRecording(
        request,
        room !== null && room < RECORDING_MAX_BYTES
          ? { bytes: room, error: overQuota }
          : { bytes: RECORDING_MAX_BYTES, error: tooLarge },
      );
      try {
        const fields = parseFormFields(received.fields);
        const id = await createRecordingFromFile(
          { db: db(), storage: app.storage, quotas: app.config },
          user,
          received,
          fields,
          received.fields.process === "true",
        );
        return reply.status(201).send(await presentById(id, user));
      } finally {
        await fsp.rm(received.dir, { recursive: true, force: true });
      }
    },
  );

  app.put(
    "/:id",
    {
      config: { access: access("owner", { policy: canManageRecording }) },
      preValidation: async (request) => {
        const body = request.body;
        const keys =
          body && typeof body === "object" && !Array.isArray(body) ? Object.keys(body) : [];
        sentKeys.set(request, new Set(keys));
      },
      schema: {
        tags: ["recordings"],
        summary:
          "Edit a recording's fields, transcript and analysis (only the fields sent change); author or admin. Publishing a draft (status=published) needs the Contributor plan (403 UPGRADE_REQUIRED) and title, domain, date, type, privacy and description (400 NOT_READY_TO_PUBLISH); a published one keeps them; back to draft is free",
        params: IdParams,
        body: RecordingUpdate,
        response: { 200: Recording, ...errors },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const row = await managedRecording(user, request.params.id);
      const sent = sentKeys.get(request) ?? new Set<string>();
      const values = updateColumns(row, request.body, sent);
      await checkReferences(db(), row.authorId, {
        ...(sent.has("domain") ? { domain: request.body.domain } : {}),
        ...(sent.has("images") ? { images: request.body.images } : {}),
        ...(sent.has("contentId") ? { contentId: request.body.contentId } : {}),
      });
      checkPublishOnUpdate(user, row, request.body, sent);
      await updateRecording(db(), row.id, values);
      return presentById(row.id, user);
    },
  );

  app.delete(
    "/:id",
    {
      config: { access: access("owner", { policy: canManageRecording }) },
      schema: {
        tags: ["recordings"],
        summary: "Delete a recording and its file; author or admin",
        params: IdParams,
        response: { 200: OkResponse, ...errors },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const row = await managedRecording(user, request.params.id);
      const key = await db().transaction((tx) => deleteRecording(tx, row));
      // The rows are gone; the file follows (a failure only leaves an unreachable file).
      if (key) {
        await app.storage
          .delete(key)
          .catch((err: unknown) => request.log.warn({ err, key }, "recording file not removed"));
      }
      return { success: true as const };
    },
  );

  app.post(
    "/:id/process",
    {
      config: { access: access("owner", { policy: canManageRecording }) },
      schema: {
        tags: ["recordings"],
        summary:
          "Queue transcription and/or analysis (as the consent allows) and answer at once; author or admin",
        params: IdParams,
        body: ProcessInput,
        response: { 202: ProcessAccepted, ...errors, 429: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const user = request.requireUser();
      const row = await managedRecording(user, request.params.id);
      const steps = resolveSteps(request.body.steps, row.consent, row.transcript.length > 0);
      // Recognition is heavy: runs started per account are limited.
      const counted = await hit(db(), `recording-process:user:${user.id}`, PROCESS_RATE_LIMIT);
      if (!counted.allowed) throw tooManyRequests(counted.retryAfterSeconds, "processing requests");
      // A run already under way is not started twice; the answer shows it.
      await db().transaction((tx) => startProcessing(tx, row.id, steps));
      const fresh = await findRecording(db(), row.id);
      if (!fresh) throw recordingNotFound();
      return reply.status(202).send({
        id: fresh.id,
        processingStatus: fresh.processingStatus,
        processingProgress: fresh.processingProgress,
      });
    },
  );
}
