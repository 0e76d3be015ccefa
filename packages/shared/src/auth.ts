import { z } from "zod";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
} from "./password-rules";
import { OPEN_JOBS_LIMIT } from "./jobs";
import { STORAGE_QUOTA_MB } from "./uploads";
import { PLANS, PublicUser } from "./users";

/** The spec's minimum password length and the other password rules live in password-rules.ts. */
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-rules";
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

/** Free plan trip allowance. */
export const FREE_PLAN_TRIP_LIMIT = 5;
export const CONTRIBUTOR_PRICE_USD_PER_YEAR = 120;

const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(EMAIL_MAX_LENGTH, "Email is too long")
  .pipe(z.email("Enter a valid email address"));

export const LoginInput = z.strictObject({
  email,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const RegisterInput = z
  .strictObject({
    name: z
      .string({ error: "Name is required" })
      .trim()
      .min(1, "Name is required")
      .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`),
    email,
    password: z
      .string({ error: "Password is required" })
      .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort)
      .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong),
    plan: z.enum(PLANS).default("free"),
    /** 'Send me the weekly digest' at sign-up (off unless ticked). */
    weeklyDigest: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    // The password rules that read the e-mail too; the message names the rule.
    const problem = passwordProblem(value.password, value.email, value.name);
    // Length is the field's own check, with the spec's message.
    if (problem && problem !== "tooShort" && problem !== "tooLong")
      ctx.addIssue({ code: "custom", path: ["password"], message: PASSWORD_MESSAGES[problem] });
  });
export type RegisterInput = z.input<typeof RegisterInput>;

export const AuthSuccess = z.object({ success: z.literal(true), user: PublicUser });
export type AuthSuccess = z.infer<typeof AuthSuccess>;

export const MeResponse = z.object({ user: PublicUser.nullable() });
export type MeResponse = z.infer<typeof MeResponse>;

export const OkResponse = z.object({ success: z.literal(true) });

/** Public runtime configuration the web app needs before signing in. */
export const PublicConfig = z.object({
  demo: z.boolean(),
  tileUrl: z.string(),
  tileAttribution: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;

export const SimulatedPaymentInput = z.strictObject({ plan: z.literal("contributor") });

export const SimulatedPaymentResult = z.object({
  success: z.literal(true),
  payment: z.object({
    id: z.string(),
    plan: z.literal("contributor"),
    amountCents: z.number().int(),
    currency: z.literal("USD"),
    createdAt: z.string(),
  }),
  user: PublicUser,
});
export type SimulatedPaymentResult = z.infer<typeof SimulatedPaymentResult>;

/** Why an existing account cannot sign in. */
export const ACCOUNT_MESSAGES = {
  inactive: "This account is inactive. Contact an administrator to reactivate it.",
  banned: "This account has been suspended.",
} as const;

/** Messages shown by the account panel. */
export const AUTH_MESSAGES = {
  loginSuccess: "Login successful!",
  contributorCreated: "Account created successfully! Redirecting to payment...",
  contributorActivated: "Payment simulation: Contributor account activated!",
  freeCreated: "Free account created successfully! You can now create up to 5 trips.",
  loginFailed: "Login failed",
  signupFailed: "Signup failed",
  loginException: "Error logging in. Please try again.",
  signupException: "Error creating account. Please try again.",
} as const;

/**
 * A panel message is styled as success when its text contains 'success'.
 * The payment confirmation does not contain the word but
 * reports a success, so it is styled as one too (decision 005).
 */
export function isSuccessMessage(message: string): boolean {
  return (
    message.toLowerCase().includes("success") || message === AUTH_MESSAGES.contributorActivated
  );
}

/**
 * The contributor upgrade offer. The
 * spec's list also names community voting, priority support, advanced
 * analytics and collaboration tools; none of them exists in the product, so
 * the list says only what the Contributor plan really changes (publish
 * rights, the free plan's trip limit, upload storage, open job postings).
 */
export const CONTRIBUTOR_OFFER = {
  priceUsdPerYear: 120,
  monthlyEquivalentUsd: 10,
  listPriceUsdPerYear: 144,
  savingUsd: 24,
  features: [
    "Publish case studies, policy briefs, opinion essays, interviews and recordings (free accounts keep them as drafts)",
    `Unlimited trips (free accounts: up to ${FREE_PLAN_TRIP_LIMIT})`,
    `${(STORAGE_QUOTA_MB.contributor / 1000).toLocaleString("en-US")} GB of uploads for images and recordings (free accounts: ${STORAGE_QUOTA_MB.free} MB)`,
    `Up to ${OPEN_JOBS_LIMIT.contributor} open job postings for your organization (free accounts: ${OPEN_JOBS_LIMIT.free})`,
  ],
  /** The simulated card payment takes 3 s; the modal closes 2 s after success. */
  paymentDelayMs: 3000,
  successCloseDelayMs: 2000,
} as const;

/** Said before a free account starts writing a type that needs the Contributor plan to publish. */
export function publishNeedsContributorMessage(nounPlural: string): string {
  return `Publishing ${nounPlural} needs the Contributor plan; on the free plan you can still write and save a draft.`;
}

/** The gate's way on to the editor without upgrading. */
export const WRITE_DRAFT_LABEL = "Write a Draft";

/** Contributor sign-up: the payment step's way out, and what it means. */
export const SIGNUP_PAYMENT_TEXTS = {
  skipLabel: "Stay on the Free Plan",
  pending: "Your account is a free account until the payment is recorded.",
  skipped:
    "No payment was made, so your account is a free account. You can upgrade to Contributor later, when you publish.",
  continueLabel: "Continue",
} as const;
