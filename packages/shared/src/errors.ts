import { z } from "zod";

/** Stable machine-readable error codes used in every error response. */
export const ERROR_CODES = [
  "BAD_REQUEST",
  "VALIDATION_FAILED",
  "INVALID_CURSOR",
  "UNAUTHENTICATED",
  "INVALID_CREDENTIALS",
  "FORBIDDEN",
  "CROSS_ORIGIN_REFUSED",
  "ACCOUNT_BANNED",
  "ACCOUNT_INACTIVE",
  "NOT_FOUND",
  "CONFLICT",
  "EDIT_CONFLICT",
  "DELETED_MEANWHILE",
  "IDEMPOTENCY_KEY_REUSED",
  "IDEMPOTENCY_IN_PROGRESS",
  "EMAIL_TAKEN",
  "PAYLOAD_TOO_LARGE",
  "QUOTA_EXCEEDED",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "TOKEN_INVALID",
  "TOKEN_EXPIRED",
  "TOKEN_USED",
  "DEMO_DISABLED",
  "UPGRADE_REQUIRED",
  "NOT_READY_TO_PUBLISH",
  "TRIP_LIMIT_REACHED",
  "JOB_LIMIT_REACHED",
  "ORGANIZATION_NOT_FOUND",
  "ORGANIZATION_OWNER",
  "INVITATION_NOT_FOUND",
  "INVITATION_EXPIRED",
  "INVITATION_USED",
  "EMAIL_NOT_VERIFIED",
  "PROFILE_NOT_FOUND",
  "ALREADY_APPLIED",
  "JOB_CLOSED",
  "UPSTREAM_FAILED",
  "ALREADY_REPORTED",
  "LAST_SUPERADMIN",
  "REASON_REQUIRED",
  "EXPORT_IN_PROGRESS",
  "EXPORT_NOT_READY",
  "EXPORT_EXPIRED",
  "DATABASE_UNAVAILABLE",
  "INTERNAL",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const ApiErrorBody = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** Field path (dot-separated) to the messages for that field. */
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

export { plainErrorMessage } from "./error-messages";
