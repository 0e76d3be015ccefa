import { z } from "zod";
import { NAME_MAX_LENGTH, EMAIL_MAX_LENGTH } from "./auth";
import { CONTENT_STATUSES, CONTENT_TYPES } from "./content";
import type { ContentType } from "./content";
import { PROFILE_LIMITS } from "./profiles";
import { ANALYTICS_WINDOWS } from "./jobs";
import { PublicUser, USER_ROLES, USER_STATUSES } from "./users";

// ---------------------------------------------------------------------------
// Constants and texts
// ---------------------------------------------------------------------------

/** Admin lists: users, actions, content, the queue. */
export const ADMIN_PAGE_SIZE = 20;
/** The analytics windows, the same for organizations (jobs) and content. */
export { ANALYTICS_WINDOWS } from "./jobs";
export type AnalyticsWindow = (typeof ANALYTICS_WINDOWS)[number];
export const DEFAULT_ANALYTICS_DAYS: AnalyticsWindow = 30;
export const TOP_CONTENT_LIMIT = 10;
/** An item waiting longer than this is urgent, as is any reported item. */
export const URGENT_AFTER_DAYS = 3;
export const QUICK_REJECT_REASON = "Inappropriate content";
export const BAN_REASON = "Admin action";
/** Success messages on the admin screens clear after this long. */
export const ADMIN_SUCCESS_CLEAR_MS = 3000;
export const MODERATION_REASON_MAX = 500;
export const REPORT_DETAILS_MAX = 1000;

export const ADMIN_MESSAGES = {
  loginRequired: "Please log in to access admin dashboard",
  accessDenied: "Access Denied",
  loadFailed: "Failed to load dashboard data",
  fetchDashboard: "Failed to fetch dashboard data",
  fetchQueue: "Failed to fetch moderation queue",
  fetchUsers: "Failed to fetch users",
  fetchActions: "Failed to fetch admin actions",
  updateRole: "Failed to update user role",
  updateUser: "Failed to update user",
  deleteContent: "Failed to delete content",
  updateStatus: "Failed to update content status",
  reasonRequired: "Say why the item is rejected",
  noteRequired: "Tell the author what to change",
  lastSuperadmin: "The last super admin cannot be demoted, banned or deactivated",
  notYourself: "You cannot ban, deactivate or change the role of your own account",
  superadminOnly: "Only a super admin can make or unmake admins or act on an admin",
  superadminRoleOnly: "Only a super admin can grant or remove the super admin role",
  emailSuperadminOnly:
    "Only a super admin can change another account's e-mail address. The member can change it from their account settings.",
  emailNotYourself:
    "Change your own e-mail address from your account settings: it needs your password and a confirmation link.",
  alreadyReported: "You have already reported this item",
  reported: "Thank you. The report was sent to the moderators.",
} as const;

/** 'Failed to approve item or user'. */
export function adminActionFailed(action: string): string {
  return `Failed to ${action} item or user`;
}

// ---------------------------------------------------------------------------
// Audit log
// ---------------------------------------------------------------------------

export const ADMIN_ACTION_KINDS = [
  "approve",
  "reject",
  "status",
  "delete",
  "ban",
  "unban",
  "role",
  "edit-user",
  "dismiss-reports",
  "hide",
  "request-revision",
  "regenerate",
  "send",
] as const;
export type AdminActionKind = (typeof ADMIN_ACTION_KINDS)[number];

export const ADMIN_TARGET_TYPES = [...CONTENT_TYPES, "user", "digest"] as const;
export type AdminTargetType = ContentType | "user" | "digest";

export const AdminAction = z.object({
  id: z.string(),
  adminId: z.string().nullable(),
  adminName: z.string(),
  action: z.enum(ADMIN_ACTION_KINDS),
  targetType: z.enum(ADMIN_TARGET_TYPES),
  targetId: z.string(),
  /** What changed, in words: 'status published → rejected', 'role user → contributor'. */
  details: z.string(),
  reason: z.string(),
  status: z.literal("success"),
  timestamp: z.string(),
  /** The item's page, while the item exists (content targets only). */
  targetPath: z.string().nullable(),
  /** The item's current title, while it exists. */
  targetTitle: z.string().nullable(),
  /** The person concerned: the item's author, or the user acted on. */
  user: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type AdminAction = z.infer<typeof AdminAction>;

export const AdminPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
});

export const AdminActionsPage = z.object({
  actions: z.array(AdminAction),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type AdminActionsPage = z.infer<typeof AdminActionsPage>;

// ---------------------------------------------------------------------------
// Dashboard
// ---------------------------------------------------------------------------

const TypeFigures = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  /** Published (approved or published directly). */
  approved: z.number().int(),
});

export const AdminDashboard = z.object({
  users: z.object({ total: z.number().int(), newThisWeek: z.number().int() }),
  content: z.record(z.enum(CONTENT_TYPES), TypeFigures),
  jobs: z.object({ total: z.number().int(), active: z.number().int() }),
  moderation: z.object({ pending: z.number().int(), urgent: z.number().int() }),
  recentActions: z.array(AdminAction),
});
export type AdminDashboard = z.infer<typeof AdminDashboard>;

// ---------------------------------------------------------------------------
// Moderation
// ---------------------------------------------------------------------------

export const REPORT_REASONS = [
  "spam",
  "harassment",
  "misinformation",
  "copyright",
  "inappropriate",
  "other",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: "Spam or advertising",
  harassment: "Harassment or hate",
  misinformation: "False or misleading",
  copyright: "Copyright or someone else's work",
  inappropriate: "Inappropriate content",
  other: "Something else",
};

/** POST /api/content/{id}/reports. */
export const ReportInput = z.strictObject({
  reason: z.enum(REPORT_REASONS, { error: "Choose a reason" }),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX, `At most ${REPORT_DETAILS_MAX} characters`)
    .default(""),
});
export type ReportInput = z.input<typeof ReportInput>;

/** One open report, as the moderators see it: category, the reporter's words, who and when. */
export const ModerationReport = z.object({
  id: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  reporter: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
});
export type ModerationReport = z.infer<typeof ModerationReport>;

export const ModerationItem = z.object({
  id: z.string(),
  type: z.enum(CONTENT_TYPES),
  slug: z.string(),
  title: z.string(),
  author: z.object({ id: z.string(), name: z.string() }),
  status: z.enum(CONTENT_STATUSES),
  priority: z.enum(["urgent", "normal"]),
  /** Open reports and their reasons, most frequent first. */
  reportCount: z.number().int(),
  reportReasons: z.array(z.enum(REPORT_REASONS)),
  /** The open reports, oldest first. */
  reports: z.array(ModerationReport),
  /** The last moderator's note or reason (a revision request's note). */
  moderationReason: z.string().nullable(),
  domain: z.string().nullable(),
  createdAt: z.string(),
  /** When it entered the queue: submitted for review, or first reported. */
  waitingSince: z.string(),
});
export type ModerationItem = z.infer<typeof ModerationItem>;

export const ModerationQueue = z.object({
  items: z.array(ModerationItem),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type ModerationQueue = z.infer<typeof ModerationQueue>;

/**
 * The queue's actions: approve (publish), reject (with a reason), dismiss the
 * reports (the item stays as it is), hide it pending review (offline, status
 * in-review, the reports stay open) and request a revision (status
 * needs-revision, with a note the author sees).
 */
export const MODERATION_DECISIONS = [
  "approve",
  "reject",
  "dismiss",
  "hide",
  "request-revision",
] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

export const ModerationParams = z.object({
  type: z.enum(CONTENT_TYPES),
  id: z.uuid(),
  decision: z.enum(MODERATION_DECISIONS),
});

/** POST /api/admin/content/{type}/{id}/{decision}; a rejection needs a reason, a revision request a note. */
export const ModerationInput = z.strictObject({
  reason: z
    .string()
    .trim()
    .max(MODERATION_REASON_MAX, `At most ${MODERATION_REASON_MAX} characters`)
    .default(""),
});
export type ModerationInput = z.input<typeof ModerationInput>;

export const ADMIN_SETTABLE_STATUSES = [
  "draft",
  "pending",
  "published",
  "rejected",
  "in-review",
  "needs-revision",
] as const;

/**
 * PATCH /api/admin/content/{id}/status (the Content tab and the queue):
 * `note` is what the author reads for in-review and needs-revision (needed
 * for needs-revision); `reason` for the other statuses.
 */
export const AdminContentStatusInput = z.strictObject({
  status: z.enum(ADMIN_SETTABLE_STATUSES),
  reason: z
    .string()
    .trim()
    .max(MODERATION_REASON_MAX, `At most ${MODERATION_REASON_MAX} characters`)
    .default(""),
  note: z
    .string()
    .trim()
    .max(MODERATION_REASON_MAX, `At most ${MODERATION_REASON_MAX} characters`)
    .default(""),
});

export const AdminContentQuery = AdminPageQuery.extend({
  type: z.enum(CONTENT_TYPES).optional(),
  status: z.enum(CONTENT_STATUSES).optional(),
  search: z.string().trim().max(200).optional(),
});

export const AdminContentItem = z.object({
  id: z.string(),
  type: z.enum(CONTENT_TYPES),
  slug: z.string(),
  title: z.string(),
  status: z.enum(CONTENT_STATUSES),
  author: z.object({ id: z.string(), name: z.string() }),
  domain: z.string().nullable(),
  moderationReason: z.string().nullable(),
  reportCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminContentItem = z.infer<typeof AdminContentItem>;

export const AdminContentPage = z.object({
  items: z.array(AdminContentItem),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type AdminContentPage = z.infer<typeof AdminContentPage>;

// ---------------------------------------------------------------------------
// Users
// ---------------------------------------------------------------------------

export const AdminUsersQuery = AdminPageQuery.extend({
  search: z.string().trim().max(200).optional(),
});

export const AdminUser = PublicUser.extend({
  bio: z.string(),
  researchInterests: z.array(z.string()),
  updatedAt: z.string(),
  /** Likes and saves on this user's content. */
  totalLikes: z.number().int(),
  totalSaves: z.number().int(),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUserList = z.object({
  users: z.array(AdminUser),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type AdminUserList = z.infer<typeof AdminUserList>;

/** PUT /api/admin/users/{id}: the role alone, or any of the user form's fields. */
export const AdminUserUpdateInput = z
  .strictObject({
    name: z.string().trim().min(1, "Name is required").max(NAME_MAX_LENGTH).optional(),
    email: z.email("Enter a valid e-mail address").max(EMAIL_MAX_LENGTH).optional(),
    role: z.enum(USER_ROLES).optional(),
    status: z.enum(USER_STATUSES).optional(),
    bio: z.string().trim().max(PROFILE_LIMITS.bio).optional(),
    researchInterests: z
      .array(z.string().trim().min(1).max(PROFILE_LIMITS.interest))
      .max(PROFILE_LIMITS.interests)
      .optional(),
    isVerified: z.boolean().optional(),
  })
  .refine((value) => Object.keys(value).length > 0, "Nothing to change");
export type AdminUserUpdateInput = z.input<typeof AdminUserUpdateInput>;

/** POST /api/admin/users/{id}/ban. */
export const BanInput = z.strictObject({
  banned: z.boolean(),
  reason: z.string().trim().max(MODERATION_REASON_MAX).default(BAN_REASON),
});
export type BanInput = z.input<typeof BanInput>;

// ---------------------------------------------------------------------------
// Analytics
// ---------------------------------------------------------------------------

export const AnalyticsQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((days) => (ANALYTICS_WINDOWS as readonly number[]).includes(days), {
      message: "days must be 7, 30 or 90",
    })
    .default(DEFAULT_ANALYTICS_DAYS),
});

export const TopContent = z.object({
  contentId: z.string(),
  title: z.string(),
  contentType: z.enum(CONTENT_TYPES),
  slug: z.string(),
  authorId: z.string(),
  views: z.number().int(),
  uniqueViews: z.number().int(),
});

export const DayFigures = z.object({
  /** YYYY-MM-DD (UTC). */
  day: z.string(),
  views: z.number().int(),
  uniqueViews: z.number().int(),
});

const TypeBreakdown = z.object({
  views: z.number().int(),
  uniqueViews: z.number().int(),
  count: z.number().int(),
});

/**
 * Views in a window: `views` counts every counted page view (not the
 * author's, not known bots); `uniqueViews` counts distinct visitors per item
 * per day. Engagement rate = unique / total views, in percent.
 */
export const Analytics = z.object({
  days: z.number().int(),
  totalViews: z.number().int(),
  totalUniqueViews: z.number().int(),
  totalContent: z.number().int(),
  engagementRate: z.number(),
  topContent: z.array(TopContent),
  contentTypeBreakdown: z.record(z.enum(CONTENT_TYPES), TypeBreakdown),
  series: z.array(DayFigures),
});
export type Analytics = z.infer<typeof Analytics>;

export const AuthorAnalyticsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  contentType: z.enum(CONTENT_TYPES).optional(),
});

export const AuthorAnalyticsItem = z.object({
  contentId: z.string(),
  title: z.string(),
  contentType: z.enum(CONTENT_TYPES),
  slug: z.string(),
  status: z.enum(CONTENT_STATUSES),
  views: z.number().int(),
  uniqueViews: z.number().int(),
  likes: z.number().int(),
  saves: z.number().int(),
  shares: z.number().int(),
});

export const AuthorAnalytics = z.object({
  items: z.array(AuthorAnalyticsItem),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type AuthorAnalytics = z.infer<typeof AuthorAnalytics>;

export const ContentAnalytics = AuthorAnalyticsItem.extend({
  /** The last 30 days, oldest first. */
  series: z.array(DayFigures),
});
export type ContentAnalytics = z.infer<typeof ContentAnalytics>;

/** Engagement rate in percent with one decimal; 0 without views. */
export function engagementRate(uniqueViews: number, views: number): number {
  if (views <= 0) return 0;
  return Math.round((uniqueViews / views) * 1000) / 10;
}
