import type { AdminDashboard } from "@field-commons/shared/admin";
import { CONTENT_TYPES } from "@field-commons/shared/content";
import type { Db } from "../../db/client";
import { listAdminActions } from "../../lib/admin-actions.repository";
import { moderationCounts } from "../content";
import { countContentByType, countJobPostings, countUsers } from "./admin-dashboard.repository";

const WEEK_MS = 7 * 86_400_000;
const RECENT_ACTIONS = 10;

/** The Overview's figures, all counted by the database. */
export async function adminDashboard(db: Db, now = new Date()): Promise<AdminDashboard> {
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  const [userFigures, contentRows, jobFigures, moderation, recent] = await Promise.all([
    countUsers(db, weekAgo),
    countContentByType(db),
    countJobPostings(db),
    moderationCounts(db, now),
    listAdminActions(db, 1, RECENT_ACTIONS),
  ]);
  const figures = Object.fromEntries(
    CONTENT_TYPES.map((type) => [type, { total: 0, pending: 0, approved: 0 }]),
  ) as AdminDashboard["content"];
  for (const row of contentRows) {
    figures[row.type] = { total: row.total, pending: row.pending, approved: row.approved };
  }
  return {
    users: userFigures[0] ?? { total: 0, newThisWeek: 0 },
    content: figures,
    jobs: jobFigures[0] ?? { total: 0, active: 0 },
    moderation,
    recentActions: recent.actions,
  };
}
