import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import { caseStudyInput, makeTrip, signedIn } from "../../test/factories";
import { testDbKind } from "../../test/test-database";
import {
  backupDatabase,
  backupFileName,
  listBackups,
  pruneBackups,
  restorePglite,
  restorePostgres,
  tableCounts,
} from "./backup";
import { pgliteDatabase, postgresDatabase, queryRows } from "./client";

/*
 * A backup restored into a fresh database holds every row of the original:
 * the restore's row counts, table by table, equal the source's.
 */

let t: TestApp;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-backup-"));

beforeAll(async () => {
  t = await createTestApp();
  // Some of everything: accounts, sessions, content in several statuses, a trip with cards.
  for (let i = 0; i < 3; i++) {
    const { client, user } = await signedIn(t.app, t.database.db, "contributor");
    const created = await client.post(
      "/api/content",
      caseStudyInput({ title: `Commons backup ${i} — “Água”` }),
    );
    expect(created.statusCode).toBe(201);
    if (i > 0) await client.post(`/api/content/${created.json().id}/publish`);
    await makeTrip(t.database.db, user);
  }
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

describe("backups", () => {
  it("restore into a fresh database with every row of every table", async () => {
    const before = await tableCounts(t.database.db);
    expect(before.users).toBeGreaterThanOrEqual(3);
    expect(before.content).toBeGreaterThanOrEqual(3);
    expect(before.trip_cards).toBeGreaterThan(0);

    if (testDbKind() === "pglite") {
      const file = path.join(dir, backupFileName("pglite"));
      const { bytes } = await backupDatabase(t.database.db, file, undefined);
      expect(bytes).toBeGreaterThan(0);
      const target = path.join(dir, "restored-data");
      const restored = await restorePglite(file, target);
      try {
        expect(await tableCounts(pgliteDatabase(restored).db)).toEqual(before);
      } finally {
        await restored.close();
      }
      // The restored directory is a real data directory: it opens again from disk.
      const reopened = await restorePglite(file, path.join(dir, "second")).then(async (db) => {
        await db.close();
        return true;
      });
      expect(reopened).toBe(true);
      await expect(restorePglite(file, target)).rejects.toThrow(/not empty/);
    } else {
      const { adminUrl, prefix } = inject("postgresTemplate");
      const [current] = await queryRows<{ name: string }>(
        t.database.db,
        sql`select current_database() as name`,
      );
      const sourceUrl = withDatabase(adminUrl, current!.name);
      const file = path.join(dir, backupFileName("postgres"));
      await backupDatabase(t.database.db, file, sourceUrl);
      const restoredName = `${prefix}restore_${Date.now()}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`create database ${restoredName}`);
        const restoredUrl = withDatabase(adminUrl, restoredName);
        await restorePostgres(file, restoredUrl);
        const restored = postgresDatabase(restoredUrl, 2);
        try {
          expect(await tableCounts(restored.db)).toEqual(before);
        } finally {
          await restored.close();
        }
      } finally {
        await admin.query(`drop database if exists ${restoredName} with (force)`);
        await admin.end();
      }
    }
  });

  it("keep the newest ones and name them by the minute", () => {
    const kept = path.join(dir, "kept");
    fs.mkdirSync(kept);
    const names = [0, 1, 2, 3].map((day) =>
      backupFileName("pglite", new Date(Date.UTC(2026, 10, 20 + day, 3, 15))),
    );
    expect(names[0]).toBe("field-commons-20261120-0315.tar.gz");
    for (const name of names) fs.writeFileSync(path.join(kept, name), "x");
    fs.writeFileSync(path.join(kept, "notes.txt"), "not a backup");
    expect(pruneBackups(kept, 2)).toEqual([names[1], names[0]]);
    expect(listBackups(kept).map((b) => b.name)).toEqual([names[3], names[2]]);
    expect(fs.existsSync(path.join(kept, "notes.txt"))).toBe(true);
  });
});
