import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../src/db/client";
import { generateDemoDigests } from "../src/modules/digests";
import { hashPassword } from "../src/lib/passwords";
import { countUsers, insertUser } from "../src/modules/users";
import type { Storage } from "../src/storage/storage";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { seedDemoContent } from "./demo-content";
import { seedDemoTrips } from "./demo-trips";
import { seedDemoLongform } from "./demo-longform";
import { seedDemoJobs } from "./demo-jobs";
import { seedDemoRecordings } from "./demo-recordings";
import { seedDemoActivity, seedDemoDigestViews, seedDemoRecordingViews } from "./demo-activity";
import { firstPublishedAt, insertProfile } from "./demo.repository";

/**
 * Loads the demo accounts and the demo content, only into an empty database.
 * Returns whether it did. The database writes are one transaction, so a
 * failure leaves the database empty and the next start tries again.
 */
export async function seedDemoData(
  db: Db,
  log: FastifyBaseLogger,
  storage: Storage,
): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  await db.transaction(async (tx) => {
    for (const account of DEMO_ACCOUNTS) {
      const user = await insertUser(tx, {
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
      if (user && account.profile) {
        await insertProfile(tx, { userId: user.id, ...account.profile });
      }
    }
    await seedDemoContent(tx, storage, log);
    await seedDemoTrips(tx, storage, log);
    await seedDemoLongform(tx, storage, log);
    await seedDemoJobs(tx, storage, log);
    log.info(await seedDemoActivity(tx), "demo views and shares loaded");
    // Queued for transcription by the background worker, after the start.
    const recorded = await seedDemoRecordings(tx, storage, log);
    log.info(
      { recordings: recorded.created, views: await seedDemoRecordingViews(tx) },
      "demo recordings loaded",
    );
  });
  // The weekly digests the demo content makes, as if the site had run all along.
  const first = await firstPublishedAt(db);
  if (first) {
    const made = await generateDemoDigests(db, new Date(first));
    log.info({ digests: made, views: await seedDemoDigestViews(db) }, "demo digests generated");
  }
  log.info({ accounts: DEMO_ACCOUNTS.length }, "demo data loaded");
  return true;
}
