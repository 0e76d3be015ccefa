import type { ExportSection } from "../data-export";
import { presentUser } from "../../lib/present-user";
import { findUserById } from "../users";
import { myProfile } from "./profiles.service";

/** The account, its public profile, its pending e-mail change and its preferences. */
export const profileExport: ExportSection = {
  name: "profile",
  async write(ctx) {
    const row = await findUserById(ctx.db, ctx.user.id);
    if (!row) throw new Error("The account no longer exists.");
    const { id, email, name, role, status, plan, isVerified, isContributor, createdAt } =
      presentUser(row);
    const settings = await myProfile(ctx.db, ctx.user.id);
    await ctx.archive.addJson("profile.json", {
      account: {
        id,
        name,
        email,
        role,
        status,
        plan,
        requestedPlan: row.requestedPlan,
        isVerified,
        isContributor,
        createdAt,
        updatedAt: row.updatedAt.toISOString(),
      },
      profile: settings.profile,
      pendingEmail: settings.pendingEmail,
      preferences: settings.preferences,
    });
    ctx.counts.profile = 1;
  },
};
