import type {
  AdminAction,
  AdminContentItem,
  AdminDashboard,
  AdminUser,
  Analytics,
  ModerationItem,
} from "@field-commons/shared/admin";
import type { PublicUser } from "@field-commons/shared/users";

function person(overrides: Partial<PublicUser>): PublicUser {
  return {
    id: "30000000-0000-4000-8000-000000000001",
    email: "ada@example.org",
    name: "Ada Ostrom",
    role: "user",
    status: "active",
    plan: "free",
    isVerified: false,
    isContributor: false,
    isAdmin: false,
    isSuperAdmin: false,
    createdAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

export const ADMIN = person({
  id: "10000000-0000-4000-8000-000000000001",
  name: "Elinor Admin",
  email: "admin@example.org",
  role: "admin",
  isAdmin: true,
});

export function makeAction(overrides: Partial<AdminAction> = {}): AdminAction {
  return {
    id: "a1",
    adminId: ADMIN.id,
    adminName: "Elinor Admin",
    action: "approve",
    targetType: "case-study",
    targetId: "20000000-0000-4000-8000-000000000001",
    details: "status pending → published",
    reason: "",
    status: "success",
    timestamp: "2026-03-04T10:15:00.000Z",
    targetPath: null,
    targetTitle: null,
    user: null,
    ...overrides,
  };
}

export function makeDashboard(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  const figures = { total: 0, pending: 0, approved: 0 };
  return {
    users: { total: 128, newThisWeek: 9 },
    content: {
      "case-study": { total: 40, pending: 3, approved: 35 },
      trip: { total: 12, pending: 1, approved: 10 },
      "policy-brief": figures,
      "opinion-essay": figures,
      interview: figures,
    },
    jobs: { total: 27, active: 19 },
    moderation: { pending: 4, urgent: 2 },
    recentActions: [makeAction()],
    ...overrides,
  };
}

export function makeQueueItem(overrides: Partial<ModerationItem> = {}): ModerationItem {
  return {
    id: "9a7f3c1e-2b4d-4e6f-8a9b-0c1d2e3f4a5b",
    type: "policy-brief",
    slug: "water-user-associations",
    title: "Water user associations",
    author: { id: "user-1", name: "Ada Ostrom" },
    status: "pending",
    priority: "urgent",
    reportCount: 2,
    reportReasons: ["spam", "misinformation"],
    reports: [
      {
        id: "r1",
        reason: "spam",
        details: "The same text is posted under three titles.",
        reporter: { id: "user-2", name: "Rosa Reader" },
        createdAt: "2026-03-02T00:00:00.000Z",
      },
      {
        id: "r2",
        reason: "misinformation",
        details: "",
        reporter: { id: "user-3", name: "Tomas Field" },
        createdAt: "2026-03-03T00:00:00.000Z",
      },
    ],
    moderationReason: null,
    domain: "Water & Oceans",
    createdAt: "2026-03-01T00:00:00.000Z",
    waitingSince: "2026-03-01T00:00:00.000Z",
    ...overrides,
  };
}

export function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    ...person({}),
    bio: "Studies irrigation commons.",
    researchInterests: ["water"],
    updatedAt: "2026-02-01T00:00:00.000Z",
    totalLikes: 12,
    totalSaves: 4,
    ...overrides,
  };
}

export function makeContentItem(overrides: Partial<AdminContentItem> = {}): AdminContentItem {
  return {
    id: "40000000-0000-4000-8000-000000000001",
    type: "case-study",
    slug: "lofoten",
    title: "The Lofoten fishing commons",
    status: "published",
    author: { id: "user-1", name: "Ada Ostrom" },
    domain: "Water & Oceans",
    moderationReason: null,
    reportCount: 0,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-03-04T00:00:00.000Z",
    ...overrides,
  };
}

export function makeAnalytics(days = 30, overrides: Partial<Analytics> = {}): Analytics {
  const zero = { views: 0, uniqueViews: 0, count: 0 };
  return {
    days,
    totalViews: 200 + days,
    totalUniqueViews: 150,
    totalContent: 52,
    engagementRate: 62.5,
    topContent: [
      {
        contentId: "40000000-0000-4000-8000-000000000001",
        title: "The Lofoten fishing commons",
        contentType: "case-study",
        slug: "lofoten",
        authorId: "user-1",
        views: 90,
        uniqueViews: 70,
      },
    ],
    contentTypeBreakdown: {
      "case-study": { views: 180, uniqueViews: 130, count: 40 },
      trip: { views: 20, uniqueViews: 20, count: 12 },
      "policy-brief": zero,
      "opinion-essay": zero,
      interview: zero,
    },
    series: [
      { day: "2026-03-03", views: 12, uniqueViews: 9 },
      { day: "2026-03-04", views: 20, uniqueViews: 15 },
    ],
    ...overrides,
  };
}
