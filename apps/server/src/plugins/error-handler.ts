import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from "fastify-type-provider-zod";
import { plainErrorMessage } from "@field-commons/shared/errors";
import type { ApiErrorBody, ErrorCode } from "@field-commons/shared/errors";
import { AppError } from "../errors";

/** The error body; a validation failure's message is plain language, its fields say what to fix. */
function body(code: ErrorCode, text: string, fields?: Record<string, string[]>): ApiErrorBody {
  const message = plainErrorMessage(code, text);
  return { success: false, error: fields ? { code, message, fields } : { code, message } };
}

const FRAMEWORK_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: "PAYLOAD_TOO_LARGE",
    message: "Request body is too large",
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: "Unsupported content type; send application/json",
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: "BAD_REQUEST",
    message: "Request body is empty",
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: "BAD_REQUEST",
    message: "Request body is not valid JSON",
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: "BAD_REQUEST",
    message: "Invalid content length",
  },
};

/**
 * Errors Fastify raises before a request reaches the error handler (a URL
 * that does not decode, an over-long path parameter): the same error shape.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.code === "FST_ERR_BAD_URL") {
    return reply.status(400).send(
      body("VALIDATION_FAILED", "Invalid request URL", {
        _: ["The URL does not decode to text"],
      }),
    );
  }
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    return reply.status(414).send(body("BAD_REQUEST", "The request URL is too long"));
  }
  reply.log.error({ err: error }, "framework error");
  return reply
    .status(500)
    .send(body("INTERNAL", "Something went wrong on our side. Please try again."));
}

/** The multipart parser's own errors for a body that is not the multipart it announced. */
function isMalformedMultipart(error: Error): boolean {
  return (
    !("statusCode" in error && error.statusCode) &&
    /^Multipart: |multipart data|Malformed part header/.test(error.message)
  );
}

/**
 * Text the database refuses to hold (a NUL, a broken escape): the input guard
 * keeps it out of bodies, queries and paths, and this answers 400 for any
 * other way it arrives (a JSON field inside a multipart body, say).
 */
function isInvalidText(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === "22021" || code === "22P05" || code === "22025") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** PostgreSQL's codes for a connection that failed or was cut, or a server that refuses new ones. */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300", "55000"]);
const UNAVAILABLE_ERRNOS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
]);

/**
 * The database cannot be reached (a restart, a failover, cut connections):
 * the request did not happen, and the same request will work once it is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string") {
      if (code.startsWith("08") || UNAVAILABLE_SQLSTATES.has(code)) return true;
      if (UNAVAILABLE_ERRNOS.has(code)) return true;
    }
    if (
      typeof message === "string" &&
      /^Connection terminated|timeout exceeded when trying to connect/.test(message)
    ) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** One error shape for every failure; 5xx never carry internals. */
async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.statusCode).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
        const message = issue.message ?? "Invalid value";
        (fields[key] ??= []).push(message);
      }
      const where = error.validationContext ?? "request";
      return reply.status(400).send(body("VALIDATION_FAILED", `Invalid ${where}`, fields));
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        "response did not match its schema",
      );
      return reply
        .status(500)
        .send(body("INTERNAL", "Something went wrong on our side. Please try again."));
    }
    if (isMalformedMultipart(error)) {
      return reply.status(400).send(body("BAD_REQUEST", "The multipart body could not be read."));
    }
    if (isInvalidText(error)) {
      request.log.warn({ err: error }, "the database refused text the input guard let through");
      return reply.status(400).send(
        body("VALIDATION_FAILED", "Invalid request", {
          _: ["Text must not contain NUL characters or unpaired surrogates"],
        }),
      );
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, "the database is unavailable");
      return reply
        .status(503)
        .header("retry-after", "5")
        .send(
          body(
            "DATABASE_UNAVAILABLE",
            "The service is briefly unavailable. Please try again in a few seconds.",
          ),
        );
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send(body(known.code, known.message));
    if (error.statusCode === 429) {
      return reply.status(429).send(body("RATE_LIMITED", "Too many requests. Please slow down."));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(body("BAD_REQUEST", error.message));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply
      .status(500)
      .send(body("INTERNAL", "Something went wrong on our side. Please try again."));
  });
}

export default fp(errorHandler, { name: "error-handler" });
