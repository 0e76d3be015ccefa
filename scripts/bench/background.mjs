// The growth table's background work at one size: building one week's
// digest, a data export of the heaviest author, and the search index's
// catch-up of 1,000 changed items, and of the same items edited again (with
// BENCH_GROWTH_INDEX_BUILD=1 also its full build), each run in this process
// with the server's own functions.
//
// They run on a copy of the size's database (fc_scale_<items>_work, dropped
// afterwards): indexing adds people, topics, places and edges that the
// generated index does not hold, and the reads are measured on the database
// as the generator wrote it.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { isoWeekOf, weekKey } from "../../packages/shared/src/digests.ts";
import { postgresDatabase } from "../../apps/server/src/db/client.ts";
import { EXPORT_SECTIONS } from "../../apps/server/src/export-sections.ts";
import { presentUser } from "../../apps/server/src/lib/present-user.ts";
import { ArchiveWriter } from "../../apps/server/src/modules/data-export/data-export.archive.ts";
import { buildArchive } from "../../apps/server/src/modules/data-export/data-export.builder.ts";
import { generateDigest } from "../../apps/server/src/modules/digests/digests.repository.ts";
import { createLocalEmbedder } from "../../apps/server/src/modules/search/embeddings/local-embedder.ts";
import { markDirty, syncSearchIndex } from "../../apps/server/src/modules/search/search.indexer.ts";
import { nearestNodes } from "../../apps/server/src/modules/search/search.query.ts";
import { findUserById } from "../../apps/server/src/modules/users/index.ts";
import { LocalDiskStorage } from "../../apps/server/src/storage/local-disk-storage.ts";
import { percentileOf } from "./lib.mjs";
import { BASE } from "./scale/generate.mjs";

/** Catch-up of 1,000 changed items under 10 s; a first index of 1M items under 15 minutes. */
const BACKGROUND_TARGETS = { catchUpItems: 1_000, catchUpSeconds: 10, buildMinutes1M: 15 };
const INDEX_BUILD = process.env.BENCH_GROWTH_INDEX_BUILD === "1";
const DIGEST_RUNS = 5;
const DAY_MS = 86_400_000;
/** The generated data's last full ISO week (2025-W52, also its busiest). */
const DIGEST_WEEK = isoWeekOf(new Date(BASE - 7 * DAY_MS));

const rows = async (db, query) => (await db.execute(query)).rows;
const secondsSince = (t0) => (performance.now() - t0) / 1000;

/** A copy of database `name` beside it; returns its URL and a drop function. */
async function copyDatabase(adminUrl, name) {
  const copy = `${name}_work`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const drop = () => admin.query(`drop database if exists ${copy} with (force)`);
  try {
    await drop();
    // A file copy: no other session may be connected to the original meanwhile.
    await admin.query(`create database ${copy} template ${name} strategy file_copy`);
  } catch (error) {
    await admin.end();
    throw new Error(`copying ${name}: ${error.message}`, { cause: error });
  }
  const url = new URL(adminUrl);
  url.pathname = `/${copy}`;
  return {
    url: url.toString(),
    drop: async () => {
      await drop();
      await admin.end();
    },
  };
}

/**
 * The daily view rollup the digest reads, from the view events, as migration
 * 0008 made it for views recorded before it existed: the generator writes
 * the events only. Returns the rows written (0 when it was filled already).
 */
async function fillViewRollup(db) {
  const [{ filled }] = await rows(
    db,
    sql`select exists (select 1 from content_daily_stats) as filled`,
  );
  if (filled) return 0;
  const result = await db.execute(sql`
    insert into content_daily_stats (content_id, day, views, unique_views)
    select content_id, day, count(*), count(*) from content_events
    where kind = 'view' group by content_id, day`);
  await db.execute(sql`analyze content_daily_stats`);
  return result.rowCount;
}

/** One week's digest rebuilt DIGEST_RUNS times: the median in ms. */
async function timeDigest(db) {
  const times = [];
  for (let run = 0; run < DIGEST_RUNS; run++) {
    const t0 = performance.now();
    await generateDigest(db, DIGEST_WEEK, { replace: true });
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { week: weekKey(DIGEST_WEEK), ms: Math.round(percentileOf(times, 50)) };
}

/**
 * The data export of the author with the most items, built as the export
 * task builds it (every section, the archive streamed to local-disk storage),
 * into a temporary directory removed afterwards.
 */
async function timeExport(db) {
  const [heaviest] = await rows(
    db,
    sql`select author_id, count(*)::int as items from content
        group by author_id order by count(*) desc, author_id limit 1`,
  );
  const user = presentUser(await findUserById(db, heaviest.author_id));
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "fc-bench-export-"));
  try {
    const storage = new LocalDiskStorage(dir);
    const archive = new ArchiveWriter();
    const t0 = performance.now();
    const stored = storage.putStream("exports/bench.zip", archive.output, "application/zip");
    archive.watch(stored);
    let result;
    try {
      // The server's default APP_URL: only the archive's links hold it.
      result = await buildArchive(
        { db, storage, appUrl: "http://localhost:3000" },
        EXPORT_SECTIONS,
        user,
        archive,
      );
      archive.end();
    } catch (error) {
      archive.abort(error);
      await stored.catch(() => undefined);
      throw error;
    }
    const bytes = await stored;
    return {
      seconds: secondsSince(t0),
      items: heaviest.items,
      mb: bytes / 1024 ** 2,
      files: result.files.length,
      missingFiles: result.counts.missingFiles,
    };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/**
 * What a running worker has loaded before it syncs: the word vectors and its
 * copy of the stored vectors (which the similar-item links are read from).
 */
async function warmIndexer(db, embedder) {
  const [vector] = await embedder.embed(["community water rights"]);
  await nearestNodes(db, embedder.model, vector, { limit: 1, fromCopy: true });
}

/** syncSearchIndex until it reports no more work; seconds and its counts. */
async function syncToEnd(db, embedder) {
  const t0 = performance.now();
  let processed = 0;
  let embedded = 0;
  for (;;) {
    const result = await syncSearchIndex(db, embedder);
    processed += result.processed;
    embedded += result.embedded;
    if (!result.more) return { seconds: secondsSince(t0), processed, embedded };
  }
}

/**
 * 1,000 published items (spread over the table by their random ids) edited
 * and reindexed: each summary gets a sentence, so each item's node, vector
 * and similar items are made again, as after an author's edit.
 */
async function timeCatchUp(db, embedder, sentence = " Revised after a second visit.") {
  const items = await rows(
    db,
    sql`select type::text as type, id::text as id from content where status = 'published'
        order by id limit ${BACKGROUND_TARGETS.catchUpItems}`,
  );
  await db.execute(sql`
    update content set summary = summary || ${sentence}
    where id::text in ${items.map((item) => item.id)}`);
  await markDirty(
    db,
    items.map((item) => ({ entityType: item.type, entityId: item.id })),
  );
  const run = await syncToEnd(db, embedder);
  return { ...run, items: items.length, perSecond: items.length / run.seconds };
}

/**
 * A first index of the installation: the index emptied, then everything
 * public queued as migration 0011 queued an existing installation's first
 * index (the daily reconcile finds the same things), and synced to the end.
 */
async function timeIndexBuild(db, embedder) {
  await db.execute(sql`truncate search_edges, search_text, search_nodes, search_vocabulary,
                       search_ivf_centroids, search_dirty`);
  const t0 = performance.now();
  const queued = await db.execute(sql`
    insert into search_dirty (entity_type, entity_id)
    select type::text, id::text from content where status = 'published'
    union all select 'recording', id::text from recordings where status = 'published' and privacy = 'public'
    union all select 'job', id::text from jobs where status = 'active'
    union all select 'organization', id::text from organizations`);
  const run = await syncToEnd(db, embedder);
  const seconds = secondsSince(t0);
  const [{ nodes }] = await rows(db, sql`select count(*)::int as nodes from search_nodes`);
  return {
    minutes: seconds / 60,
    queued: queued.rowCount,
    nodes,
    embedded: run.embedded,
    perSecond: queued.rowCount / seconds,
  };
}

/** Measures the background work on a copy of database `name` of `items` items. */
export async function measureBackground(adminUrl, name, items) {
  const t0 = performance.now();
  const copy = await copyDatabase(adminUrl, name);
  console.log(`\n${name}: copied for the background work in ${secondsSince(t0).toFixed(0)} s`);
  const database = postgresDatabase(copy.url, 4);
  const db = database.db;
  try {
    const rollupRows = await fillViewRollup(db);
    const digest = await timeDigest(db);
    const dataExport = await timeExport(db);
    const embedder = createLocalEmbedder();
    await warmIndexer(db, embedder);
    const catchUp = await timeCatchUp(db, embedder);
    // The same items edited again: their nodes, authors and topics are now as
    // the sync writes them (the generator's are not in every detail), as in
    // an installation that has been running.
    const catchUpAgain = await timeCatchUp(db, embedder, " Revised once more.");
    const build = INDEX_BUILD ? await timeIndexBuild(db, embedder) : null;
    return { items, rollupRows, digest, dataExport, catchUp, catchUpAgain, build };
  } finally {
    await database.close();
    await copy.drop();
  }
}

export function printBackground(bg) {
  const { digest, dataExport: ex, catchUp, catchUpAgain, build } = bg;
  const table = {
    [`digest of ${digest.week} (median of ${DIGEST_RUNS})`]: {
      time: `${digest.ms} ms`,
      detail: bg.rollupRows
        ? `view rollup filled from the events first (${bg.rollupRows.toLocaleString("en-US")} rows)`
        : "",
    },
    "data export, heaviest author": {
      time: `${ex.seconds.toFixed(1)} s`,
      detail:
        `${ex.items.toLocaleString("en-US")} items, ${ex.mb.toFixed(1)} MB, ${ex.files} files, ` +
        `${ex.missingFiles ?? 0} stored files missing`,
    },
    [`search catch-up, ${catchUp.items.toLocaleString("en-US")} items`]: {
      time: `${catchUp.seconds.toFixed(1)} s`,
      detail: `${catchUp.perSecond.toFixed(0)} items/s, ${catchUp.embedded} nodes embedded`,
    },
    "the same items edited again": {
      time: `${catchUpAgain.seconds.toFixed(1)} s`,
      detail: `${catchUpAgain.perSecond.toFixed(0)} items/s, ${catchUpAgain.embedded} nodes embedded`,
    },
  };
  if (build) {
    table["search index, full build"] = {
      time: `${build.minutes.toFixed(1)} min`,
      detail:
        `${build.queued.toLocaleString("en-US")} queued, ${build.nodes.toLocaleString("en-US")} nodes, ` +
        `${build.perSecond.toFixed(0)} items/s (1M at this rate: ${(1e6 / build.perSecond / 60).toFixed(0)} min)`,
    };
  }
  console.log(
    `Background work, ${bg.items.toLocaleString("en-US")} items (in-process, one at a time)`,
  );
  console.table(table);
}

/** Missed targets of one size's background work. */
export function backgroundFailures(bg) {
  const failures = [];
  const { catchUp, build } = bg;
  if (catchUp.seconds > BACKGROUND_TARGETS.catchUpSeconds) {
    failures.push(
      `growth ${bg.items}: search catch-up of ${catchUp.items} items took ${catchUp.seconds.toFixed(1)} s`,
    );
  }
  if (build && bg.items >= 1_000_000 && build.minutes > BACKGROUND_TARGETS.buildMinutes1M) {
    failures.push(`growth ${bg.items}: search index build took ${build.minutes.toFixed(1)} min`);
  }
  return failures;
}

/** Each background figure at every size, and its growth between the last two. */
export function printBackgroundGrowth(results) {
  const measured = results.filter((r) => r.background);
  if (measured.length < 2) return;
  const label = (n) => `${n / 1000}k`;
  const figures = Object.entries({
    "digest (ms)": (bg) => bg.digest.ms,
    "data export (s)": (bg) => bg.dataExport.seconds,
    "search catch-up (s)": (bg) => bg.catchUp.seconds,
    "search catch-up again (s)": (bg) => bg.catchUpAgain?.seconds,
    "search index build (min)": (bg) => bg.build?.minutes,
  }).filter(([, figure]) => measured.some((r) => figure(r.background) !== undefined));
  const [before, after] = measured.slice(-2).map((r) => r.background);
  console.log(
    `\nGrowth of the background work from ${label(before.items)} to ${label(after.items)} items ` +
      `(targets: catch-up of ${BACKGROUND_TARGETS.catchUpItems} items under ${BACKGROUND_TARGETS.catchUpSeconds} s; ` +
      `index build under ${BACKGROUND_TARGETS.buildMinutes1M} min at 1M)`,
  );
  console.table(
    Object.fromEntries(
      figures.map(([name, figure]) => {
        const row = Object.fromEntries(
          measured.map((r) => [label(r.items), figure(r.background)?.toFixed(1) ?? ""]),
        );
        const [a, b] = [figure(before), figure(after)];
        row.growth = a && b ? `${(b / a).toFixed(2)}x` : "";
        return [name, row];
      }),
    ),
  );
}
