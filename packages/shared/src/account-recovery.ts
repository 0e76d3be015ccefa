import { z } from "zod";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./auth";

/** A verification link works this long (and once). */
export const VERIFY_TOKEN_TTL_HOURS = 48;
/** A password-reset link works this long (and once). */
export const RESET_TOKEN_TTL_MINUTES = 60;
/** The pages move on to the trip planner this long after success. */
export const RECOVERY_REDIRECT_MS = 3000;
export const RECOVERY_REDIRECT_TO = "/trip-planner";

/** Texts of the verification and reset screens. */
export const RECOVERY_MESSAGES = {
  verifying: "Verifying your e-mail address…",
  verifySuccess: "Email verified successfully!",
  alreadyVerified: "This e-mail address is already verified.",
  toDashboard: "Taking you to your dashboard…",
  toLogin: "Taking you to the login page…",
  verifiedNotice: "Your e-mail address is verified.",
  verifiedLogIn: "Your e-mail address is verified. Log in to continue.",
  verifyFailed: "Verification failed",
  noVerifyToken: "No verification token provided",
  resetSuccess: "Password reset successfully! Taking you to the trip planner…",
  resetFailed: "Password reset failed",
  noResetToken: "No reset token provided",
  passwordsDiffer: "Passwords do not match",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  network: "Network error. Please try again.",
  forgotSent:
    "If an account exists for that e-mail address, we have sent it a link to reset the password. The link works for 1 hour.",
  resendSent: "Verification e-mail sent. Check your inbox.",
  unverifiedBanner: "Please verify your e-mail address. We sent you a link when you signed up.",
} as const;

const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(EMAIL_MAX_LENGTH, "Email is too long")
  .pipe(z.email("Enter a valid email address"));

/** Tokens are 43 base64url characters; anything far off is refused before a lookup. */
const token = z
  .string()
  .min(16, "This link is not valid")
  .max(128, "This link is not valid")
  .regex(/^[A-Za-z0-9_-]+$/, "This link is not valid");

export const ForgotPasswordInput = z.strictObject({ email });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInput>;

export const NewPassword = z
  .string({ error: "Password is required" })
  .min(PASSWORD_MIN_LENGTH, RECOVERY_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const ResetPasswordInput = z.strictObject({ token, password: NewPassword });
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

/** The reset form: a new password typed twice. */
export const ResetPasswordForm = z
  .object({ password: NewPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: RECOVERY_MESSAGES.passwordsDiffer,
    path: ["confirmPassword"],
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;

export const VerifyEmailQuery = z.strictObject({ token });

export const MessageResponse = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** The answer to a verification link; a link followed again for a verified address says so. */
export const VerifyEmailResponse = MessageResponse.extend({ alreadyVerified: z.boolean() });
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponse>;

/** The demo outbox (admin, demo mode only). */
export const OutboxSummary = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  transport: z.enum(["outbox", "smtp"]),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxSummary = z.infer<typeof OutboxSummary>;

export const OutboxMessage = OutboxSummary.extend({
  /** Null for messages sent by SMTP, whose bodies are not kept. */
  text: z.string().nullable(),
  headers: z.record(z.string(), z.string()),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;

export const OUTBOX_PAGE_SIZE = 20;
