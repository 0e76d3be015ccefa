// The scale generator: fills a migrated database (PGlite or PostgreSQL) with
// realistic data in proportion to a number of content items. Per million
// items: 100k users (10k of them authors), 2M likes and 8M views spread over
// the two years before 2026-01-01, 5k organizations with 50k jobs, 20k
// recordings (metadata and transcripts; no media files), a digest for every
// ISO week of the two years, and the search index of everything public.
//
// Every row follows from the seed: ids, texts and dates come from hashes of
// (seed, kind, index), so a run with the same seed writes the same rows. Two
// things do not: the accounts' password hash (one Argon2 hash of
// SCALE_PASSWORD, with a random salt), and the vector lists, which the
// server's own training (trainIvfLists) starts from random centroids once
// there are 2,000 nodes.
//
// Rows are written with multi-row INSERTs (unnest of one array per column),
// with the tables' triggers off (session_replication_role = replica) and
// their indexes built after the rows are in. The search index is written
// directly, as the bench's search seeding does, instead of being queued for
// the indexer. Foreign keys are not checked while writing; the ids are made
// to match, and the scale generator's test checks every one of them.
import { sql } from "drizzle-orm";
import { DOMAINS } from "../../../packages/shared/src/domains.ts";
import {
  CURRENCIES,
  EXPERIENCE_LEVELS,
  JOB_DOMAINS,
  JOB_TYPES,
  LOCATION_TYPES,
} from "../../../packages/shared/src/jobs.ts";
import { LICENSES } from "../../../packages/shared/src/licenses.ts";
import { contentPath } from "../../../packages/shared/src/content-types.ts";
import { completeness, descriptionOf } from "../../../packages/shared/src/content-rules.ts";
import { isoWeekOf, isoWeekStart, weekKey } from "../../../packages/shared/src/digests.ts";
import { hashPassword } from "../../../apps/server/src/lib/passwords.ts";
import { searchExtraOf as jobSearchExtraOf } from "../../../apps/server/src/lib/jobs-board.ts";
import { searchTextOf } from "../../../apps/server/src/modules/content/content.repository.ts";
import { slugify } from "../../../apps/server/src/modules/content/slug.ts";
import { describeWeek } from "../../../apps/server/src/modules/digests/digest.builder.ts";
import { searchExtraOf as recordingSearchExtraOf } from "../../../apps/server/src/modules/recordings/recordings.repository.ts";
import { createLocalEmbedder } from "../../../apps/server/src/modules/search/embeddings/local-embedder.ts";
import {
  BODY_MAX,
  joinSentences,
  textOf,
} from "../../../apps/server/src/modules/search/search.documents.ts";
import {
  encodeVector,
  trainIvfLists,
} from "../../../apps/server/src/modules/search/vector-index.ts";
import { between, generator, hash32, pick, tag, uuidOf, weighted } from "./random.mjs";
import {
  PLACES,
  paragraphs,
  personName,
  sentence,
  sentences,
  tags,
  title,
  words,
} from "./text.mjs";

const DAY_MS = 86_400_000;
/** The data ends here, whatever the day the generator runs. */
export const BASE = Date.UTC(2026, 0, 1);
/** ... and begins two years before. */
export const START = Date.UTC(2024, 0, 1);
const SPAN = BASE - START;

/** Every account signs in with this password (one Argon2 hash for all). */
export const SCALE_PASSWORD = "commons-scale-password";

/** The content types in the demo data's proportions (30 : 9 : 10 : 9 : 7). */
const TYPES = ["case-study", "policy-brief", "opinion-essay", "interview", "trip"];
const TYPE_WEIGHTS = [30, 9, 10, 9, 7];
const STATUSES = ["published", "draft", "pending", "archived", "rejected"];
const STATUS_WEIGHTS = [86, 8, 3, 2, 1];
const LICENSE_WEIGHTS = [70, 12, 8, 6, 4];

/** Rows per table per million items; digests are one per ISO week, whatever the size. */
const PER_MILLION = {
  users: 100_000,
  authors: 10_000,
  likes: 2_000_000,
  views: 8_000_000,
  organizations: 5_000,
  jobs: 50_000,
  recordings: 20_000,
};

/** The ISO weeks that end before BASE, from the first one of START. */
function weeksOf() {
  const weeks = [];
  for (let t = START; t + 7 * DAY_MS <= BASE; t += 7 * DAY_MS) weeks.push(isoWeekOf(new Date(t)));
  return weeks;
}

/** How many rows of each kind `items` content items come with. */
export function scalePlan(items) {
  const f = items / 1_000_000;
  const n = (key, min) => Math.max(min, Math.round(PER_MILLION[key] * f));
  return {
    items,
    users: n("users", 10),
    authors: n("authors", 3),
    likes: n("likes", 0),
    views: n("views", 0),
    organizations: n("organizations", 1),
    jobs: n("jobs", 1),
    recordings: n("recordings", 1),
    digests: weeksOf().length,
  };
}

function gcd(a, b) {
  while (b) [a, b] = [b, a % b];
  return a;
}

/** A step through 0..n-1 that visits n distinct places before repeating. */
function strideFor(n) {
  for (const p of [7919, 7927, 7933, 7937, 7949, 7951, 7963, 7993]) if (gcd(p, n) === 1) return p;
  return 1;
}

const iso = (ms) => new Date(ms).toISOString();
const capitalise = (s) => s.charAt(0).toUpperCase() + s.slice(1);

/** Multi-row INSERTs: one array per column, unnested; the triggers off unless asked for. */
class Writer {
  constructor(db, { onProgress }) {
    this.db = db;
    this.onProgress = onProgress;
    this.tables = {};
    /** Search nodes written so far: the next node's index, for its id. */
    this.nodes = 0;
  }

  table(name) {
    return (this.tables[name] ??= { rows: 0, seconds: 0 });
  }

  /**
   * columns: [name, arrayType, cast?, expression?]; a column whose arrayType
   * is null is computed by its expression from the others (`t.<name>`).
   * rows: the values of the other columns, in order. The elapsed time is
   * added to `name`'s seconds.
   */
  async insert(name, columns, rows, { triggers = false } = {}) {
    if (rows.length === 0) return;
    const t0 = performance.now();
    const given = columns.filter((c) => c[1] !== null);
    const arrays = given.map((c, k) => {
      const values = rows.map((row) => row[k]);
      return sql`${sql.param(values)}::${sql.raw(c[1])}[]`;
    });
    const selected = columns
      .map((c) => c[3] ?? (c[2] ? `t.${c[0]}::${c[2]}` : `t.${c[0]}`))
      .join(", ");
    const statement = sql`insert into ${sql.raw(name)} (${sql.raw(columns.map((c) => c[0]).join(", "))})
      select ${sql.raw(selected)}
      from unnest(${sql.join(arrays, sql`, `)}) as t(${sql.raw(given.map((c) => c[0]).join(", "))})`;
    if (triggers) await this.db.execute(statement);
    else
      await this.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(statement);
      });
    const entry = this.table(name);
    entry.rows += rows.length;
    entry.seconds += (performance.now() - t0) / 1000;
    this.onProgress?.(name, entry.rows);
  }

  /** Time spent outside inserts (embedding, training) counted against a table. */
  async timed(name, task) {
    const t0 = performance.now();
    const result = await task();
    this.table(name).seconds += (performance.now() - t0) / 1000;
    return result;
  }
}

/** Buffers rows and writes them `size` at a time. */
function batcher(writer, name, columns, size, options) {
  let rows = [];
  const lane = inFlight();
  return {
    async push(row) {
      rows.push(row);
      if (rows.length >= size) {
        const full = rows;
        rows = [];
        await lane.run(() => writer.insert(name, columns, full, options));
      }
    },
    async flush() {
      const rest = rows;
      rows = [];
      await lane.run(() => writer.insert(name, columns, rest, options));
      await lane.drain();
    },
  };
}

/**
 * One write in flight while the next batch is made: the database works on
 * one core while the generator makes rows on the other.
 */
function inFlight() {
  let pending = Promise.resolve();
  return {
    async run(task) {
      await pending;
      pending = task();
      // Still thrown by the next run or drain; not reported as unhandled meanwhile.
      pending.catch(() => {});
    },
    drain: () => pending,
  };
}

/** The tables written in bulk: their indexes are built after the rows are in. */
const BULK_TABLES = [
  "users",
  "content",
  "likes",
  "content_events",
  "jobs",
  "uploads",
  "recordings",
  "search_nodes",
  "search_text",
  "search_vocabulary",
];

/**
 * Drops the indexes of BULK_TABLES that back no constraint (primary keys
 * stay: the triggers' upserts use them) and returns their definitions, as
 * the catalog holds them, to make them again: building an index over the
 * rows at once is much faster than growing it a row at a time (a GIN index
 * above all).
 */
async function dropIndexes(db) {
  const result = await db.execute(sql`
    select i.indexname as name, i.indexdef as definition from pg_indexes i
    where i.schemaname = 'public' and i.tablename = any(${sql.param(BULK_TABLES)}::text[])
      and not exists (select 1 from pg_constraint c
        where c.conindid = to_regclass(quote_ident(i.schemaname) || '.' || quote_ident(i.indexname)))
    order by i.tablename, i.indexname`);
  for (const { name } of result.rows) await db.execute(sql.raw(`drop index "${name}"`));
  return result.rows;
}

async function createIndexes(db, indexes) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const { definition } of indexes) await tx.execute(sql.raw(definition));
  });
}

// --- users -----------------------------------------------------------------------

function userOf(seed, plan, u) {
  const random = generator(seed, tag("user"), u);
  const name = u === 0 ? "Scale Admin" : personName(random);
  const author = u >= 1 && u <= plan.authors;
  const role = u === 0 ? "admin" : author ? "contributor" : "user";
  // Authors joined early (their items follow); other accounts at an even pace.
  const created =
    u === 0
      ? START
      : author
        ? START + Math.floor(SPAN * 0.8 * random())
        : START + Math.floor(SPAN * random());
  const status =
    role !== "user" ? "active" : weighted(random, ["active", "inactive", "banned"], [985, 10, 5]);
  const verified = role !== "user" || random() < 0.9;
  const email = `${slugify(name).replace(/-/g, ".")}.${u}@scale.example.org`;
  return { id: uuidOf(seed, "user", u), name, email, role, status, verified, created };
}

// --- content -----------------------------------------------------------------

/** What the likes, views and digests need of an item, without its texts. */
function itemMeta(seed, plan, authorCreated, i) {
  const random = generator(seed, tag("item"), i);
  const type = weighted(random, TYPES, TYPE_WEIGHTS);
  const status = weighted(random, STATUSES, STATUS_WEIGHTS);
  // Prolific authors write most (the square skews towards the first ones).
  const author = 1 + Math.floor(plan.authors * random() * random());
  const joined = authorCreated[author];
  // After the author joined (so more of them as more authors join).
  const created = joined + Math.floor((BASE - DAY_MS - joined) * random());
  const published =
    status === "published" || status === "archived"
      ? Math.min(BASE - 60_000, created + Math.floor(3 * DAY_MS * random()))
      : null;
  return { random, type, status, author, created, published };
}

function bodyOf(random, type, place) {
  const long = (chars) => paragraphs(random, chars);
  switch (type) {
    case "case-study":
      return {
        dates: `${between(random, 1990, 2025)} to present`,
        problem: long(between(random, 300, 700)),
        intervention: long(between(random, 300, 700)),
        governanceModel: long(between(random, 200, 500)),
        actors: sentences(random, 2, 4),
        methods: sentences(random, 2, 4),
        outcomes: long(between(random, 300, 700)),
        metrics: sentences(random, 1, 3),
        equityJustice: sentences(random, 2, 4),
        tradeoffs: sentences(random, 2, 4),
        risks: sentences(random, 1, 3),
        replication: sentences(random, 1, 3),
        sources: sentences(random, 1, 2),
      };
    case "policy-brief":
      return {
        subtitle: sentence(random, 6, 12),
        executiveSummary: long(between(random, 400, 800)),
        problemStatement: long(between(random, 500, 1000)),
        keyFindings: long(between(random, 500, 1000)),
        recommendations: long(between(random, 500, 1000)),
        implementationPlan: long(between(random, 300, 600)),
        conclusion: long(between(random, 300, 500)),
        tags: tags(random, 2, 5),
      };
    case "opinion-essay":
      return {
        subtitle: sentence(random, 6, 12),
        thesis: sentences(random, 2, 3),
        content: long(between(random, 3500, 8000)),
        conclusion: sentences(random, 2, 4),
        tags: tags(random, 2, 5),
        keywords: tags(random, 2, 4),
      };
    case "interview":
      return {
        subtitle: sentence(random, 6, 12),
        description: long(between(random, 300, 600)),
        interviewee: {
          name: personName(random),
          title: capitalise(words(random, 2, 4)),
          organization: `${capitalise(words(random, 1, 3))} ${place.country}`,
          bio: sentences(random, 2, 4),
        },
        transcript: long(between(random, 1800, 3500)),
        tags: tags(random, 2, 5),
      };
    default:
      return {
        description: long(between(random, 300, 900)),
        city: place.name.split(",")[0],
        notes: sentences(random, 2, 5),
        isPublic: true,
      };
  }
}

/** An item's columns, from its index (texts included). */
function itemOf(seed, plan, authorCreated, i, counts) {
  const meta = itemMeta(seed, plan, authorCreated, i);
  const { random, type, status, created, published } = meta;
  const place = pick(random, PLACES);
  const domain = pick(random, DOMAINS);
  const itemTitle = title(random);
  const summary = sentence(random, 12, 30).slice(0, 480);
  const body = bodyOf(random, type, place);
  const location = { name: place.name, country: place.country };
  const subject = { title: itemTitle, summary, domain, location, body };
  const description = descriptionOf(type, subject);
  const slug = `${slugify(itemTitle)}-${i}`;
  const updated = (published ?? created) + Math.floor(DAY_MS * random());
  const archived = status === "archived" ? updated : null;
  const values = {
    title: itemTitle,
    summary,
    description,
    locationName: place.name,
    country: place.country,
    domain,
  };
  return {
    id: uuidOf(seed, "item", i),
    type,
    slug,
    status,
    domain,
    place,
    body,
    title: itemTitle,
    summary,
    description,
    author: meta.author,
    created,
    published,
    row: [
      uuidOf(seed, "item", i),
      type,
      slug,
      itemTitle,
      summary,
      description,
      domain,
      status,
      uuidOf(seed, "user", meta.author),
      place.name,
      place.country,
      Math.round((place.lat + (random() - 0.5) * 0.2) * 1e5) / 1e5,
      Math.round((place.lng + (random() - 0.5) * 0.2) * 1e5) / 1e5,
      JSON.stringify(body),
      weighted(random, LICENSES, LICENSE_WEIGHTS),
      iso(created),
      iso(Math.min(BASE - 1, updated)),
      published === null ? null : iso(published),
      archived === null ? null : iso(Math.min(BASE - 1, archived)),
      iso(published ?? created),
      counts.views[i],
      counts.likes[i],
      completeness(type, subject),
      status === "pending" ? iso(created) : null,
      searchTextOf(values),
    ],
  };
}

const CONTENT_COLUMNS = [
  ["id", "uuid"],
  ["type", "text", "content_type"],
  ["slug", "text"],
  ["title", "text"],
  ["summary", "text"],
  ["description", "text"],
  ["domain", "text"],
  ["status", "text", "content_status"],
  ["author_id", "uuid"],
  ["location_name", "text"],
  ["country", "text"],
  ["lat", "float8"],
  ["lng", "float8"],
  ["body", "jsonb"],
  ["license", "text"],
  ["created_at", "timestamptz"],
  ["updated_at", "timestamptz"],
  ["published_at", "timestamptz"],
  ["archived_at", "timestamptz"],
  ["listed_at", "timestamptz"],
  ["views", "int4"],
  ["likes", "int4"],
  ["completeness", "int4"],
  ["submitted_at", "timestamptz"],
  ["search_text", "text"],
];

// --- likes and views ---------------------------------------------------------

/**
 * Each account's share of `total`, in proportion to how long it has existed
 * (the remainder one each to the first accounts), so that activity does not
 * pile up in the weeks after late accounts were made.
 */
function sharesByTenure(total, userCreated) {
  const tenure = Array.from(userCreated, (created) => BASE - created);
  const sum = tenure.reduce((a, b) => a + b, 0);
  const shares = Int32Array.from(tenure, (t) => Math.floor((total * t) / sum));
  let left = total - shares.reduce((a, b) => a + b, 0);
  for (let u = 0; left > 0; u = (u + 1) % shares.length, left--) shares[u] += 1;
  return shares;
}

/**
 * Who liked (or viewed) what: each user their share of the total, half among
 * the hot hundredth of published items and half among the rest, at distinct
 * items (a stride coprime with the pool's size), at a time after both the
 * account and the item exist. Yields [user, item, time].
 */
function* userPairs(seed, kind, total, pools, userCreated, itemTime) {
  const { hot, rest } = pools;
  if (total === 0 || hot.length + rest.length === 0) return;
  const strideHot = strideFor(hot.length);
  const strideRest = strideFor(rest.length);
  const shares = sharesByTenure(total, userCreated);
  const kindTag = tag(kind);
  for (let u = 0; u < shares.length; u++) {
    const count = shares[u];
    const fromHot = Math.min(Math.floor(count / 2), hot.length);
    const fromRest = Math.min(count - fromHot, rest.length);
    const offHot = hash32(seed, kindTag, u, 1) % Math.max(1, hot.length);
    const offRest = hash32(seed, kindTag, u, 2) % Math.max(1, rest.length);
    for (let j = 0; j < fromHot + fromRest; j++) {
      const item =
        j < fromHot
          ? hot[(offHot + j * strideHot) % hot.length]
          : rest[(offRest + (j - fromHot) * strideRest) % rest.length];
      const from = Math.max(userCreated[u], itemTime[item]);
      const r = hash32(seed, kindTag, u, j + 3) / 4294967296;
      // Mostly soon after: the fourth power puts half of them in the first
      // sixteenth of what is left.
      yield [u, item, from + Math.floor((BASE - 1 - from) * r ** 4)];
    }
  }
}

/** Views by visitors without an account: an item (half of them hot) and a day after it. */
function* anonymousViews(seed, total, pools, itemTime) {
  const { hot, rest } = pools;
  const kindTag = tag("anonymous-view");
  for (let k = 0; k < total; k++) {
    const h = hash32(seed, kindTag, k, 1);
    const item =
      h & 1 || rest.length === 0 ? hot[(h >>> 1) % hot.length] : rest[(h >>> 1) % rest.length];
    const r = hash32(seed, kindTag, k, 2) / 4294967296;
    const from = itemTime[item];
    yield [k, item, from + Math.floor((BASE - 1 - from) * r ** 4)];
  }
}

// --- the whole fill ----------------------------------------------------------

/**
 * Fills an already migrated database. `db` is a Drizzle database (either
 * driver). Returns the rows and seconds per table, in the order written.
 */
export async function fillScale(db, { items, seed = 1, onProgress, log = () => {} }) {
  const writer = new Writer(db, { onProgress });
  const indexes = await writer.timed("indexes (dropped, then built)", () => dropIndexes(db));
  try {
    await fillTables(db, writer, { items, seed, log });
  } finally {
    await writer.timed("indexes (dropped, then built)", () => createIndexes(db, indexes));
  }
  log(`indexes: ${indexes.length} built`);
  // The items' counts per type and status, which a trigger keeps when rows go
  // in one at a time (triggers were off for the bulk writes).
  await writer.timed("content_counts", () =>
    db.execute(sql`
      insert into content_counts (type, status, items)
      select type, status, count(*)::int from content group by type, status
      on conflict (type, status) do update set items = excluded.items`),
  );
  // The vector lists, as the indexer trains them, and settled statistics.
  const model = createLocalEmbedder().model;
  await writer.timed("search_nodes", () => trainIvfLists(db, model));
  await writer.timed("vacuum analyze", async () => {
    for (const table of BULK_TABLES) await db.execute(sql.raw(`vacuum analyze ${table}`));
  });
  return { plan: scalePlan(items), tables: writer.tables };
}

async function fillTables(db, writer, { items, seed, log }) {
  const plan = scalePlan(items);
  const weeks = weeksOf();
  const weekIndex = new Map(weeks.map((w, k) => [weekKey(w), k]));
  const weekOfTime = (ms) => weekIndex.get(weekKey(isoWeekOf(new Date(ms))));
  const dayNames = [];
  for (let t = START; t < BASE; t += DAY_MS) dayNames.push(iso(t).slice(0, 10));
  const dayOf = (ms) => dayNames[Math.floor((ms - START) / DAY_MS)];

  // Users.
  const passwordHash = await writer.timed("users", () => hashPassword(SCALE_PASSWORD));
  const userIds = new Array(plan.users);
  const userNames = new Array(plan.users);
  const userCreated = new Float64Array(plan.users);
  const users = batcher(
    writer,
    "users",
    [
      ["id", "uuid"],
      ["email", "text"],
      ["name", "text"],
      ["password_hash", "text"],
      ["role", "text", "user_role"],
      ["status", "text", "user_status"],
      ["is_verified", "bool"],
      ["is_contributor", "bool"],
      ["plan", "text", "user_plan"],
      ["requested_plan", "text", "user_plan"],
      ["created_at", "timestamptz"],
      ["updated_at", "timestamptz"],
    ],
    5_000,
  );
  for (let u = 0; u < plan.users; u++) {
    const user = userOf(seed, plan, u);
    userIds[u] = user.id;
    userNames[u] = user.name;
    userCreated[u] = user.created;
    const contributor = user.role === "contributor";
    await users.push([
      user.id,
      user.email,
      user.name,
      passwordHash,
      user.role,
      user.status,
      user.verified,
      contributor,
      contributor ? "contributor" : "free",
      contributor ? "contributor" : "free",
      iso(user.created),
      iso(user.created),
    ]);
  }
  await users.flush();
  log(`users: ${plan.users.toLocaleString("en-US")}`);

  // Items without their texts: who, when, which are published.
  const itemTime = new Float64Array(items);
  const published = [];
  const itemWeekCounts = weeks.map(() => ({}));
  for (let i = 0; i < items; i++) {
    const meta = itemMeta(seed, plan, userCreated, i);
    itemTime[i] = meta.published ?? meta.created;
    if (meta.status === "published") {
      published.push(i);
      const week = weekOfTime(meta.published);
      if (week !== undefined)
        itemWeekCounts[week][meta.type] = (itemWeekCounts[week][meta.type] ?? 0) + 1;
    }
  }
  // The hot hundredth: a seeded shuffle of the published items.
  const shuffled = Int32Array.from(published);
  const shuffle = generator(seed, tag("hot"));
  for (let k = shuffled.length - 1; k > 0; k--) {
    const j = Math.floor(shuffle() * (k + 1));
    [shuffled[k], shuffled[j]] = [shuffled[j], shuffled[k]];
  }
  const hotSize = Math.min(shuffled.length, Math.max(1, Math.ceil(shuffled.length / 100)));
  const pools = { hot: shuffled.subarray(0, hotSize), rest: shuffled.subarray(hotSize) };
  const userViews = Math.round(plan.views * 0.4);
  const likeRows = () => userPairs(seed, "like", plan.likes, pools, userCreated, itemTime);
  const userViewRows = () => userPairs(seed, "view", userViews, pools, userCreated, itemTime);
  const anonymousViewRows = () => anonymousViews(seed, plan.views - userViews, pools, itemTime);

  // Counters first, so that each item is written with the counts of its rows.
  const counts = { likes: new Int32Array(items), views: new Int32Array(items) };
  const weekViews = new Int32Array(weeks.length);
  for (const [, item] of likeRows()) counts.likes[item] += 1;
  for (const rows of [userViewRows(), anonymousViewRows()]) {
    for (const [, item, time] of rows) {
      counts.views[item] += 1;
      const week = weekOfTime(time);
      if (week !== undefined) weekViews[week] += 1;
    }
  }

  // Content, and the search nodes of its published items.
  const embedder = createLocalEmbedder();
  const itemIds = new Array(items);
  const nodes = [];
  const contentBatch = [];
  // Items and their search nodes go to the database side by side, the nodes
  // (the costliest rows: their text is parsed three times) on two connections.
  const contentLane = inFlight();
  const nodeLanes = [inFlight(), inFlight()];
  let batches = 0;
  const flushContent = async () => {
    const rows = contentBatch.splice(0);
    const batchNodes = nodes.splice(0).map((node) => ({ ...node, index: writer.nodes++ }));
    await contentLane.run(() => writer.insert("content", CONTENT_COLUMNS, rows));
    await nodeLanes[batches++ % 2].run(() => writeNodes(writer, embedder, batchNodes, seed));
  };
  for (let i = 0; i < items; i++) {
    const item = itemOf(seed, plan, userCreated, i, counts);
    itemIds[i] = item.id;
    contentBatch.push(item.row);
    if (item.status === "published") {
      const tagList = [...new Set([...(item.body.tags ?? []), ...(item.body.keywords ?? [])])];
      nodes.push({
        entityType: item.type,
        entityId: item.id,
        title: item.title,
        description: (item.description || item.summary).slice(0, 500),
        body: joinSentences([item.summary, ...textOf(item.body)]).slice(0, BODY_MAX),
        url: contentPath(item),
        domain: item.domain,
        tags: tagList,
        location: item.place.country || item.place.name,
        date: item.published,
        views: counts.views[i],
        likes: counts.likes[i],
      });
    }
    if (contentBatch.length >= 1_000) await flushContent();
  }
  await flushContent();
  await contentLane.drain();
  for (const lane of nodeLanes) await lane.drain();
  log(`content: ${items.toLocaleString("en-US")}`);

  // Likes, then views (content_events), in the order they were counted.
  const likes = batcher(
    writer,
    "likes",
    [
      ["user_id", "uuid"],
      ["content_id", "uuid"],
      ["created_at", "timestamptz"],
    ],
    20_000,
  );
  for (const [u, item, time] of likeRows())
    await likes.push([userIds[u], itemIds[item], iso(time)]);
  await likes.flush();
  const views = batcher(
    writer,
    "content_events",
    [
      ["content_id", "uuid"],
      ["kind", "text", "content_event_kind"],
      ["visitor_key", "text"],
      ["day", "date"],
    ],
    20_000,
  );
  for (const [u, item, time] of userViewRows())
    await views.push([itemIds[item], "view", `u:${userIds[u]}`, dayOf(time)]);
  for (const [k, item, time] of anonymousViewRows())
    await views.push([
      itemIds[item],
      "view",
      `v:${uuidOf(seed, "visitor", k).replace(/-/g, "")}`,
      dayOf(time),
    ]);
  await views.flush();
  log(`likes and views: ${(plan.likes + plan.views).toLocaleString("en-US")}`);

  // Organizations (each owned by an account of its own) and their jobs.
  const organizations = [];
  const orgRows = [];
  const memberRows = [];
  for (let o = 0; o < plan.organizations; o++) {
    const random = generator(seed, tag("organization"), o);
    const place = pick(random, PLACES);
    const name = `${capitalise(words(random, 1, 3))} ${pick(random, ["Institute", "Cooperative", "Lab", "Foundation", "Network", "Trust", "Collective", "Centre"])}`;
    const owner = plan.users - 1 - (o % plan.users);
    const created = Math.max(userCreated[owner], START + Math.floor(SPAN * 0.5 * random()));
    const org = { id: uuidOf(seed, "organization", o), name, owner, created, place };
    organizations.push(org);
    orgRows.push([
      org.id,
      `${slugify(name)}-${o}`,
      name,
      `https://${slugify(name)}-${o}.example.org`,
      sentences(random, 2, 5),
      pick(random, ["1-10", "11-50", "51-200", "201-500"]),
      `${place.name}, ${place.country}`,
      pick(random, JOB_DOMAINS),
      userIds[owner],
      iso(created),
      iso(created),
    ]);
    memberRows.push([org.id, userIds[owner], "owner", iso(created)]);
  }
  await writer.insert(
    "organizations",
    [
      ["id", "uuid"],
      ["slug", "text"],
      ["name", "text"],
      ["website", "text"],
      ["description", "text"],
      ["size", "text"],
      ["location", "text"],
      ["domain", "text"],
      ["created_by", "uuid"],
      ["created_at", "timestamptz"],
      ["updated_at", "timestamptz"],
    ],
    orgRows,
  );
  await writer.insert(
    "organization_members",
    [
      ["organization_id", "uuid"],
      ["user_id", "uuid"],
      ["role", "text", "organization_member_role"],
      ["created_at", "timestamptz"],
    ],
    memberRows,
  );
  await writeNodes(
    writer,
    embedder,
    organizations.map((org, o) => ({
      entityType: "organization",
      entityId: org.id,
      nodeType: "organization",
      title: org.name,
      description: orgRows[o][4].slice(0, 500),
      body: "",
      url: `/organizations/${orgRows[o][1]}`,
      domain: orgRows[o][7],
      tags: [],
      location: orgRows[o][6],
      date: org.created,
      views: 0,
      likes: 0,
    })),
    seed,
  );

  const weekJobs = new Int32Array(weeks.length);
  const jobs = batcher(
    writer,
    "jobs",
    [
      ["id", "uuid"],
      ["organization_id", "uuid"],
      ["posted_by", "uuid"],
      ["title", "text"],
      ["description", "text"],
      ["type", "text", "job_type"],
      ["experience_level", "text", "job_experience_level"],
      ["domain", "text"],
      ["category", "text"],
      ["compensation_type", "text", "job_compensation_type"],
      ["salary_min", "int4"],
      ["salary_max", "int4"],
      ["currency", "text", "job_currency"],
      ["salary_sort", "int4"],
      ["location_country", "text"],
      ["location_city", "text"],
      ["location_type", "text", "job_location_type"],
      ["tags", "jsonb"],
      ["requirements", "jsonb"],
      ["responsibilities", "jsonb"],
      ["benefits", "jsonb"],
      ["application_deadline", "date"],
      ["status", "text", "job_status"],
      ["created_at", "timestamptz"],
      ["updated_at", "timestamptz"],
      ["closed_at", "timestamptz"],
      ["search_extra", "text"],
    ],
    1_000,
  );
  const jobNodes = [];
  for (let j = 0; j < plan.jobs; j++) {
    const random = generator(seed, tag("job"), j);
    const org = organizations[Math.floor(plan.organizations * random() * random())];
    const status = weighted(random, ["active", "closed", "draft"], [70, 25, 5]);
    const created = org.created + Math.floor((BASE - DAY_MS - org.created) * random());
    const paid = random() < 0.75;
    const low = paid ? 1_000 * between(random, 18, 90) : null;
    const high = paid ? low + 1_000 * between(random, 0, 30) : null;
    const jobTags = tags(random, 2, 5);
    const city = org.place.name.split(",")[0];
    const country = org.place.country;
    const jobTitle = `${capitalise(words(random, 2, 4))} ${pick(random, ["Researcher", "Coordinator", "Officer", "Fellow", "Analyst", "Facilitator", "Manager"])}`;
    const description = paragraphs(random, between(random, 600, 1800));
    const week = weekOfTime(created);
    if (week !== undefined && status !== "draft") weekJobs[week] += 1;
    const id = uuidOf(seed, "job", j);
    const domain = pick(random, JOB_DOMAINS);
    const requirements = Array.from({ length: between(random, 3, 6) }, () =>
      sentence(random, 5, 14),
    );
    const responsibilities = Array.from({ length: between(random, 3, 6) }, () =>
      sentence(random, 5, 14),
    );
    await jobs.push([
      id,
      org.id,
      userIds[org.owner],
      jobTitle,
      description,
      pick(random, JOB_TYPES),
      pick(random, EXPERIENCE_LEVELS),
      domain,
      "Research",
      paid ? "salary" : "unpaid",
      low,
      high,
      pick(random, CURRENCIES),
      high,
      country,
      city,
      pick(random, LOCATION_TYPES),
      JSON.stringify(jobTags),
      JSON.stringify(requirements),
      JSON.stringify(responsibilities),
      JSON.stringify(Array.from({ length: between(random, 0, 4) }, () => words(random, 2, 5))),
      status === "active" ? iso(created + between(random, 30, 120) * DAY_MS).slice(0, 10) : null,
      status,
      iso(created),
      iso(created),
      status === "closed"
        ? iso(Math.min(BASE - 1, created + between(random, 20, 90) * DAY_MS))
        : null,
      jobSearchExtraOf(org.name, { tags: jobTags, location: { city, country } }),
    ]);
    if (status === "active")
      jobNodes.push({
        entityType: "job",
        entityId: id,
        title: jobTitle,
        description: description.slice(0, 500),
        body: joinSentences([
          org.name,
          "Research",
          description,
          ...requirements,
          ...responsibilities,
        ]),
        url: `/jobs/${id}`,
        domain,
        tags: jobTags,
        location: country || city,
        date: created,
        views: 0,
        likes: 0,
      });
    if (jobNodes.length >= 1_000) await writeNodes(writer, embedder, jobNodes.splice(0), seed);
  }
  await jobs.flush();
  await writeNodes(writer, embedder, jobNodes.splice(0), seed);
  log(`organizations and jobs: ${plan.organizations} and ${plan.jobs}`);

  // Recordings: an upload row each (metadata; no file), transcript and analysis.
  await writeRecordings(writer, embedder, {
    seed,
    plan,
    published,
    itemIds,
    userIds,
    userCreated,
    seedItem: (i) => itemMeta(seed, plan, userCreated, i),
  });
  log(`recordings: ${plan.recordings}`);

  // A digest for every week, from the week's own figures.
  const featuredOf = weeks.map(() => []);
  for (const i of published) {
    const week = weekOfTime(itemTime[i]);
    if (week === undefined) continue;
    const top = featuredOf[week];
    top.push(i);
    top.sort((a, b) => counts.likes[b] - counts.likes[a] || a - b);
    if (top.length > 3) top.pop();
  }
  const digestRows = weeks.map((week, k) => {
    const byType = itemWeekCounts[k];
    const featured = featuredOf[k].map((i) => {
      const item = itemOf(seed, plan, userCreated, i, counts);
      return {
        type: item.type,
        title: item.title,
        author: userNames[item.author],
        domain: item.domain,
        excerpt: item.description.slice(0, 200),
        url: contentPath(item),
        views: counts.views[i],
        likes: counts.likes[i],
      };
    });
    const stats = {
      totalNewContent: Object.values(byType).reduce((a, b) => a + b, 0),
      newJobs: weekJobs[k],
      newCaseStudies: byType["case-study"] ?? 0,
      newTrips: byType.trip ?? 0,
      totalViews: weekViews[k],
      totalApplications: 0,
    };
    const { title: digestTitle, summary, quiet } = describeWeek(week, stats, byType, featured);
    const start = isoWeekStart(week);
    return [
      uuidOf(seed, "digest", k),
      weekKey(week),
      week.year,
      week.week,
      iso(start.getTime()).slice(0, 10),
      digestTitle,
      summary,
      quiet,
      JSON.stringify(stats),
      JSON.stringify(featured),
      iso(start.getTime() + 7 * DAY_MS + 6 * 3_600_000),
    ];
  });
  await writer.insert(
    "digests",
    [
      ["id", "uuid"],
      ["week_key", "text"],
      ["year", "int4"],
      ["week", "int4"],
      ["week_start", "date"],
      ["title", "text"],
      ["summary", "text"],
      ["quiet", "bool"],
      ["stats", "jsonb"],
      ["featured", "jsonb"],
      ["generated_at", "timestamptz"],
    ],
    digestRows,
  );
}

/**
 * Search nodes, written as bench/search.mjs writes them: the text vectors in
 * the statement, the sentence vectors of the offline embedder beside them;
 * the search_nodes_text trigger fills search_text and the vocabulary.
 */
async function writeNodes(writer, embedder, nodes, seed) {
  if (nodes.length === 0) return;
  const vectors = await writer.timed("search_nodes", () =>
    embedder.embed(
      nodes.map((n) =>
        [n.title, n.description, n.tags.join(", "), n.body]
          .filter(Boolean)
          .join(". ")
          .slice(0, 4_000),
      ),
    ),
  );
  await writer.insert(
    "search_nodes",
    [
      ["id", "uuid"],
      ["entity_type", "text"],
      ["entity_id", "text"],
      ["node_type", "text"],
      ["title", "text"],
      ["description", "text"],
      ["body", "text"],
      ["url", "text"],
      ["domain", "text"],
      ["tags", "text", "text[]"],
      ["location", "text"],
      ["date", "timestamptz"],
      ["views", "int4"],
      ["likes", "int4"],
      [
        "search_vector",
        null,
        null,
        `setweight(to_tsvector('english', t.title), 'A') ||
         setweight(to_tsvector('english', t.description || ' ' || array_to_string(t.tags::text[], ' ')), 'B') ||
         setweight(to_tsvector('english', t.body), 'C')`,
      ],
      ["title_vector", null, null, "to_tsvector('english', t.title)"],
      ["embedding", "text", null, "decode(t.embedding, 'hex')"],
      ["embedding_model", "text"],
      ["updated_at", "timestamptz"],
    ],
    nodes.map((n, k) => [
      uuidOf(seed, "node", n.index ?? writer.nodes++),
      n.entityType,
      n.entityId,
      n.nodeType ?? "publication",
      n.title,
      n.description,
      n.body,
      n.url,
      n.domain,
      `{${n.tags.map((t) => `"${t.replace(/["\\]/g, "\\$&")}"`).join(",")}}`,
      n.location,
      iso(n.date),
      n.views,
      n.likes,
      encodeVector(vectors[k]).toString("hex"),
      embedder.model,
      iso(BASE),
    ]),
    { triggers: true },
  );
}

/** A transcript of `seconds` of speech: lines of 8 to 16 s, two or three speakers. */
function transcriptOf(random, seconds, speakers) {
  const segments = [];
  let at = 0;
  while (at < seconds) {
    const end = Math.min(seconds, at + between(random, 8, 16));
    segments.push({
      start: at,
      end,
      text: sentence(random, 18, 40),
      speaker: speakers[segments.length % 5 === 0 ? 1 : 0] ?? speakers[0],
    });
    at = end;
  }
  return segments;
}

async function writeRecordings(writer, embedder, context) {
  const { seed, plan, published, itemIds, userIds, userCreated, seedItem } = context;
  const uploads = batcher(
    writer,
    "uploads",
    [
      ["id", "uuid"],
      ["owner_id", "uuid"],
      ["kind", "text"],
      ["mime_type", "text"],
      ["bytes", "int4"],
      ["storage_key", "text"],
      ["created_at", "timestamptz"],
    ],
    200,
  );
  const recordings = batcher(
    writer,
    "recordings",
    [
      ["id", "uuid"],
      ["author_id", "uuid"],
      ["upload_id", "uuid"],
      ["title", "text"],
      ["description", "text"],
      ["type", "text", "recording_type"],
      ["status", "text", "recording_status"],
      ["processing_status", "text", "recording_processing_status"],
      ["processing_progress", "int4"],
      ["duration_seconds", "int4"],
      ["file_size", "int4"],
      ["mime_type", "text"],
      ["original_name", "text"],
      ["keywords", "jsonb"],
      ["tags", "jsonb"],
      ["domain", "text"],
      ["location_name", "text"],
      ["privacy", "text", "recording_privacy"],
      ["license", "text"],
      ["consent", "jsonb"],
      ["transcript", "jsonb"],
      ["transcript_text", "text"],
      ["summary", "text"],
      ["key_quotes", "jsonb"],
      ["topics", "jsonb"],
      ["speech_engine", "text"],
      ["analysis_engine", "text"],
      ["recorded_at", "timestamptz"],
      ["content_id", "uuid"],
      ["created_at", "timestamptz"],
      ["updated_at", "timestamptz"],
      ["search_extra", "text"],
    ],
    200,
  );
  const nodes = [];
  for (let r = 0; r < plan.recordings; r++) {
    const random = generator(seed, tag("recording"), r);
    // Most belong to an interview or case study (then they are its author's).
    let author = Math.floor(plan.users * random());
    let contentIndex = null;
    if (random() < 0.6 && published.length > 0) {
      for (let attempt = 0; attempt < 8; attempt++) {
        const i = published[Math.floor(published.length * random())];
        const meta = seedItem(i);
        if (meta.type === "interview" || meta.type === "case-study") {
          author = meta.author;
          contentIndex = i;
          break;
        }
      }
    }
    const recorded =
      userCreated[author] + Math.floor((BASE - DAY_MS - userCreated[author]) * random());
    const type = weighted(random, ["audio", "video", "both"], [80, 15, 5]);
    const mime = type === "audio" ? "audio/mpeg" : "video/mp4";
    const duration = between(random, 120, 2_700);
    const bytes = duration * (type === "audio" ? 16_000 : 250_000);
    const status = random() < 0.6 ? "published" : "draft";
    const privacy =
      status === "published"
        ? weighted(random, ["public", "shared", "private"], [80, 10, 10])
        : "private";
    const processed = weighted(random, ["completed", "failed", "pending"], [92, 3, 5]);
    const transcript =
      processed === "completed" ? transcriptOf(random, duration, ["Speaker 1", "Speaker 2"]) : [];
    const transcriptText = transcript.map((s) => s.text).join(" ");
    const keywords = processed === "completed" ? tags(random, 3, 8) : [];
    const recordingTags = tags(random, 1, 4);
    const place = pick(random, PLACES);
    const locationName = `${place.name}, ${place.country}`;
    const recordingTitle = title(random, 4, 10);
    const description = sentences(random, 1, 3);
    const summary = processed === "completed" ? sentences(random, 2, 5) : "";
    const domain = pick(random, DOMAINS);
    const topics = keywords
      .slice(0, 4)
      .map((topic) => ({ topic, confidence: 0.6 + random() * 0.4, relevance: random() }));
    const keyQuotes = transcript
      .filter((_, k) => k % 40 === 7)
      .slice(0, 5)
      .map((s) => ({ text: s.text, timestamp: s.start, importance: random() }));
    const id = uuidOf(seed, "recording", r);
    const uploadId = uuidOf(seed, "upload", r);
    await uploads.push([
      uploadId,
      userIds[author],
      "recording",
      mime,
      bytes,
      `recordings/${uploadId.slice(0, 2)}/${uploadId}`,
      iso(recorded),
    ]);
    await recordings.push([
      id,
      userIds[author],
      uploadId,
      recordingTitle,
      description,
      type,
      status,
      processed,
      processed === "completed" ? 100 : 0,
      duration,
      bytes,
      mime,
      `recording-${r}.${type === "audio" ? "mp3" : "mp4"}`,
      JSON.stringify(keywords),
      JSON.stringify(recordingTags),
      domain,
      locationName,
      privacy,
      pick(random, LICENSES),
      JSON.stringify({
        recorded: true,
        transcribed: true,
        analyzed: true,
        shared: privacy !== "private",
      }),
      JSON.stringify(transcript),
      transcriptText,
      summary,
      JSON.stringify(keyQuotes),
      JSON.stringify(topics),
      processed === "completed" ? "pocketsphinx:en-us" : null,
      processed === "completed" ? "extractive" : null,
      iso(recorded),
      contentIndex === null ? null : itemIds[contentIndex],
      iso(recorded),
      iso(recorded),
      recordingSearchExtraOf({ tags: recordingTags, keywords, locationName }),
    ]);
    if (status === "published" && privacy === "public") {
      const tagList = [...new Set([...recordingTags, ...keywords, ...topics.map((t) => t.topic)])];
      nodes.push({
        entityType: "recording",
        entityId: id,
        title: recordingTitle,
        description: (description || summary).slice(0, 500),
        body: joinSentences([summary, transcriptText]).slice(0, BODY_MAX),
        url: `/recordings/${id}`,
        domain,
        tags: tagList,
        location: locationName,
        date: recorded,
        views: 0,
        likes: 0,
      });
    }
  }
  await uploads.flush();
  await recordings.flush();
  for (let start = 0; start < nodes.length; start += 500)
    await writeNodes(writer, embedder, nodes.slice(start, start + 500), seed);
}
