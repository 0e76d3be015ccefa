import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import { hashPassword } from "../modules/auth/passwords";
import { countUsers, insertUser } from "../modules/users/users.repository";
import { DEMO_ACCOUNTS } from "./demo-accounts";

/** Loads the demo accounts, only into an empty database. Returns whether it did. */
export async function seedDemoData(db: Db, log: FastifyBaseLogger): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  for (const account of DEMO_ACCOUNTS) {
    await insertUser(db, {
      email: account.email,
      name: account.name,
      passwordHash: await hashPassword(account.password),
      role: account.role,
      status: "active",
      plan: account.plan,
      requestedPlan: account.plan,
      isContributor: account.isContributor,
      isVerified: true,
    });
  }
  log.info({ accounts: DEMO_ACCOUNTS.length }, "demo data loaded");
  return true;
}
