import { randomUUID } from "node:crypto";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  APPLICATION_MESSAGES,
  APPLICATION_PARTS,
  Application,
  ApplicationInput,
  ApplicationPage,
  ApplicationStatusInput,
  MyApplicationsQuery,
  RESUME_MAX_BYTES,
  resumeFileName,
  type ParsedApplicationInput,
} from "@field-commons/shared/applications";
import { ApiErrorBody } from "@field-commons/shared/errors";
import { JOB_MESSAGES, pageCount } from "@field-commons/shared/jobs";
import { AppError, badRequest, conflict, forbidden, notFound } from "../../errors";
import { access } from "../../plugins/access";
import {
  canApply,
  canDownloadResume,
  canReadApplication,
  canReviewApplication,
  canViewJob,
} from "../jobs";
import { effectiveStatus, findJob } from "../jobs";
import { findMembership, isUniqueViolation } from "../organizations";
import { clearJobCaches } from "../jobs";
import { admitUpload, checkRoomLocked, quotaExceeded } from "../uploads";
import { readWholeFile } from "../uploads";
import { presentApplication } from "./applications.presenter";
import {
  findApplication,
  hasApplied,
  insertApplication,
  listApplications,
  setApplicationStatus,
  type ApplicationListedRow,
} from "./applications.repository";
import { detectResumeType } from "./resume-type";

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
  413: ApiErrorBody,
  415: ApiErrorBody,
};

/** Room for the application's JSON, the boundaries and the part headers around the file. */
const FIELDS_MAX_BYTES = 32 * 1024;
const MULTIPART_OVERHEAD = FIELDS_MAX_BYTES + 16 * 1024;

const IdParams = z.object({ id: z.uuid() });

const resumeTooLarge = () =>
  new AppError(413, "PAYLOAD_TOO_LARGE", APPLICATION_MESSAGES.resumeTooLarge);
const resumeWrongType = () =>
  new AppError(415, "UNSUPPORTED_MEDIA_TYPE", APPLICATION_MESSAGES.resumeWrongType);
const notMultipart = () =>
  new AppError(
    415,
    "UNSUPPORTED_MEDIA_TYPE",
    `Send multipart/form-data with the '${APPLICATION_PARTS.fields}' (JSON) and '${APPLICATION_PARTS.resume}' (file) parts`,
  );
const applicationNotFound = () => notFound(APPLICATION_MESSAGES.applicationNotFound);

const isTooLarge = (error: unknown) => {
  const code = (error as { code?: string } | null)?.code;
  return code === "FST_REQ_FILE_TOO_LARGE" || code === "FST_ERR_CTP_BODY_TOO_LARGE";
};

/** Zod issues as the error body's `fields`, keyed by dot path. */
function fieldsOf(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

export default async function applicationRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  // One file; the size limit is enforced by the parser while the file streams in.
  await app.register(multipart, {
    limits: {
      fileSize: RESUME_MAX_BYTES,
      files: 1,
      fields: 1,
      fieldSize: FIELDS_MAX_BYTES,
      parts: 2,
    },
  });

  /** The application if the user is its applicant or a member of the job's organization; else 404. */
  async function readable(userId: string, id: string) {
    const [row, membership] = await Promise.all([
      findApplication(db(), id),
      findMembership(db(), userId),
    ]);
    if (!row || !canReadApplication({ id: userId }, row, membership)) throw applicationNotFound();
    return { row, membership };
  }

  app.post(
    "/",
    {
      bodyLimit: RESUME_MAX_BYTES + MULTIPART_OVERHEAD,
      config: { access: access("signed-in") },
      schema: {
        tags: ["applications"],
        summary:
          "Apply to an open job: multipart/form-data with 'application' (ApplicationInput as JSON) and 'resume' (PDF, DOC or DOCX, at most 5 MB, type read from the bytes; counted against the applicant's storage quota and upload rate)",
        consumes: ["multipart/form-data"],
        response: { 201: Application, ...errors, 429: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const user = request.requireUser();
      if (!request.isMultipart()) throw notMultipart();
      // A body that announces more than the limit is refused before a byte is read.
      const declared = Number(request.headers["content-length"]);
      if (Number.isFinite(declared) && declared > RESUME_MAX_BYTES + MULTIPART_OVERHEAD) {
        throw resumeTooLarge();
      }
      // A résumé is a stored file like any other: the same upload rate (429) and
      // the same storage quota (413 QUOTA_EXCEEDED), before the body is read.
      const allowance = await admitUpload(db(), app.config, user);
      const room = allowance.roomBytes;
      const overQuota = () => quotaExceeded(allowance.usedBytes, allowance.limitBytes!);
      if (room !== null && Number.isFinite(declared) && declared > room + MULTIPART_OVERHEAD) {
        throw overQuota();
      }

      let rawFields: string | undefined;
      let resume: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === "field" && part.fieldname === APPLICATION_PARTS.fields) {
            rawFields = typeof part.value === "string" ? part.value : undefined;
          } else if (part.type === "file" && part.fieldname === APPLICATION_PARTS.resume) {
            // Held in memory (5 MB at most); a file the parser cut at the limit is refused.
            resume = await readWholeFile(part, RESUME_MAX_BYTES, resumeTooLarge);
          } else {
            if (part.type === "file") await part.toBuffer().catch(() => undefined);
            throw badRequest(
              `Unexpected part '${part.fieldname}': send '${APPLICATION_PARTS.fields}' and '${APPLICATION_PARTS.resume}' only`,
            );
          }
        }
      } catch (error) {
        if (isTooLarge(error)) throw resumeTooLarge();
        if (error instanceof AppError) throw error;
        const code = (error as { code?: string }).code;
        if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT")
          throw badRequest(
            `Send one '${APPLICATION_PARTS.fields}' part and one '${APPLICATION_PARTS.resume}' file`,
          );
        if (code === "FST_PROTO_VIOLATION" || code === "FST_INVALID_MULTIPART_CONTENT_TYPE")
          throw badRequest("The multipart body could not be read");
        throw error;
      }

      // 1. The fields, with the shared schema.
      if (rawFields === undefined) {
        throw badRequest("Invalid body", { [APPLICATION_PARTS.fields]: ["Required"] });
      }
      let json: unknown;
      try {
        json = JSON.parse(rawFields);
      } catch {
        throw badRequest("Invalid body", {
          [APPLICATION_PARTS.fields]: ["Must be the application as JSON"],
        });
      }
      const parsed = ApplicationInput.safeParse(json);
      if (!parsed.success) throw badRequest("Invalid body", fieldsOf(parsed.error));
      const input: ParsedApplicationInput = parsed.data;

      // 2. The job: visible and open, and not applied to yet.
      const membership = await findMembership(db(), user.id);
      const job = await findJob(db(), input.jobId);
      if (!job || !canViewJob(user, job, membership)) throw notFound(JOB_MESSAGES.jobNotFound);
      if (!canApply({ status: effectiveStatus(job) })) {
        throw conflict("JOB_CLOSED", JOB_MESSAGES.jobClosed);
      }
      if (await hasApplied(db(), job.id, user.id)) {
        throw conflict("ALREADY_APPLIED", APPLICATION_MESSAGES.alreadyApplied);
      }

      // 3. The résumé: present, at most 5 MB, and a PDF, DOC or DOCX by its bytes.
      if (!resume || resume.length === 0) {
        throw badRequest("Invalid body", {
          [APPLICATION_PARTS.resume]: [APPLICATION_MESSAGES.resumeRequired],
        });
      }
      if (resume.length > RESUME_MAX_BYTES) throw resumeTooLarge();
      const mimeType = detectResumeType(resume);
      if (!mimeType) throw resumeWrongType();
      if (room !== null && resume.length > room) throw overQuota();

      // 4. Stored under a server-made key; a failed database write or a full quota removes the file.
      const resumeId = randomUUID();
      const storageKey = `resumes/${resumeId.slice(0, 2)}/${resumeId}`;
      const bytes = resume.length;
      await app.storage.put(storageKey, resume, mimeType);
      let id: string;
      try {
        id = await db().transaction(async (tx) => {
          // The quota again, with the account locked: concurrent uploads never go over it.
          await checkRoomLocked(tx, app.config, user, bytes);
          return insertApplication(tx, {
            applicantId: user.id,
            input,
            resume: { id: resumeId, mimeType, bytes, storageKey },
          });
        });
      } catch (error) {
        await app.storage.delete(storageKey);
        if (isUniqueViolation(error, "applications_job_applicant_unique")) {
          throw conflict("ALREADY_APPLIED", APPLICATION_MESSAGES.alreadyApplied);
        }
        throw error;
      }
      // The job's application count moved.
      clearJobCaches();
      const row = await findApplication(db(), id);
      return reply.status(201).send(presentApplication(row!));
    },
  );

  app.get(
    "/",
    {
      config: { access: access("signed-in") },
      schema: {
        tags: ["applications"],
        summary: "The signed-in applicant's own applications with their status, newest first",
        querystring: MyApplicationsQuery,
        response: { 200: ApplicationPage, 400: ApiErrorBody, 401: ApiErrorBody },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const { page, limit, status } = request.query;
      const { rows, total } = await listApplications(db(), {
        applicantId: user.id,
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
    "/:id",
    {
      config: { access: access("owner", { policy: canReadApplication }) },
      schema: {
        tags: ["applications"],
        summary: "One application: its applicant and the job's organization only",
        params: IdParams,
        response: { 200: Application, ...errors },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const { row } = await readable(user.id, request.params.id);
      return presentApplication(row);
    },
  );

  app.put(
    "/:id",
    {
      bodyLimit: 4096,
      config: { access: access("owner", { policy: canReviewApplication }) },
      schema: {
        tags: ["applications"],
        summary:
          "Set an application's status (any of the four from any other); members of the job's organization only",
        params: IdParams,
        body: ApplicationStatusInput,
        response: { 200: Application, ...errors },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const { row, membership } = await readable(user.id, request.params.id);
      if (!canReviewApplication(user, row, membership)) {
        throw forbidden("Only the organization that posted the job can change the status.");
      }
      await setApplicationStatus(db(), row.id, request.body.status);
      return presentApplication((await findApplication(db(), row.id)) as ApplicationListedRow);
    },
  );

  app.get(
    "/:id/resume",
    {
      config: { access: access("owner", { policy: canDownloadResume }) },
      schema: {
        tags: ["applications"],
        summary:
          "Download the résumé (as an attachment); its applicant and the job's organization only",
        params: IdParams,
      },
    },
    async (request, reply) => {
      const user = request.requireUser();
      const { row, membership } = await readable(user.id, request.params.id);
      if (!canDownloadResume(user, row, membership)) throw applicationNotFound();
      const stream = await app.storage.get(row.resumeStorageKey);
      if (!stream) throw notFound("File not found");
      return reply
        .header("content-type", row.resumeMimeType)
        .header(
          "content-disposition",
          `attachment; filename="${resumeFileName(row.name, row.resumeMimeType)}"`,
        )
        .header("content-length", String(row.resumeBytes))
        .header("cache-control", "private, no-store")
        .send(stream);
    },
  );
}
