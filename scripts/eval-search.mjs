// Search evaluation: how well text, semantic and hybrid search rank the demo
// data for the queries in scripts/eval/search-judgments.json.
//
//   node --import tsx scripts/eval-search.mjs [--verbose] [--results] [--nodes]
//                                            [--judgments=file.json]
//
// Method
//   1. Builds the real app in-process on a fresh in-memory PGlite database,
//      migrated, with the demo data (the same seeding as `npm start`), then
//      brings the search index up to date with syncSearchIndex (after
//      reconcileSearchIndex has queued every public thing), as the worker
//      would. The embedder is the offline one, or the OpenAI-compatible
//      service when EMBEDDINGS_URL (EMBEDDINGS_API_KEY, EMBEDDINGS_MODEL) is set.
//   2. Every query is sent to POST /api/search/{text,semantic,hybrid} through
//      app.inject with { text, options: { limit: 10 } } (default filters,
//      relevance order, hybrid's default semantic ratio).
//   3. Results are matched to the judged items: content by entity type and
//      slug (the last segment of node.url); jobs, topics, places and the
//      rest by entity type and title (their ids are random). Anything
//      unjudged counts as not relevant.
//   4. Per query: nDCG@10 = DCG@10 / IDCG@10, with DCG = sum over ranks i of
//      (2^grade - 1) / log2(i + 1) and IDCG the DCG of the judged items sorted
//      by grade (so a query's best possible score is 1); recall@10 = judged
//      items (any grade) in the top 10 / judged items; reciprocal rank of the
//      first judged item of grade >= 2. The figures printed are means over
//      queries, overall and by kind of query (title, paraphrase, place,
//      topic, typo).
//   5. A diagnostic row, cosine*, ranks every embedded node by the query's
//      cosine alone, as the script computes it: the embedder's quality
//      without the engine's score floors and candidate handling.
//
// --verbose adds one line per query and type with its scores and the grades
// of the top 10 ("3 . 2 ..." : "." is an unjudged result, "-" no result);
// --results also lists the results, and --nodes every indexed node, to check
// and extend the judgments.
// Exits non-zero when a judged item is not in the index at all (a typo in the
// judgments or a seeding change), so the figures are never silently wrong.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "../apps/server/src/app.ts";
import { createPglite, pgliteDatabase } from "../apps/server/src/db/client.ts";
import { seedDemoData } from "../apps/server/src/demo/seed.ts";
import { testEnv } from "../apps/server/src/env.ts";
import { createEmbedder } from "../apps/server/src/modules/search/embeddings/embedder.ts";
import {
  reconcileSearchIndex,
  syncSearchIndex,
} from "../apps/server/src/modules/search/search.indexer.ts";
import { encodedCosine } from "../apps/server/src/modules/search/vector-index.ts";
import { LocalDiskStorage } from "../apps/server/src/storage/local-disk-storage.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const showResults = args.includes("--results");
const verbose = args.includes("--verbose") || showResults;
const judgmentsFile = path.resolve(
  args.find((arg) => arg.startsWith("--judgments="))?.slice("--judgments=".length) ??
    path.join(root, "scripts/eval/search-judgments.json"),
);
const TYPES = ["text", "semantic", "hybrid"];
// Diagnostic: every embedded node ranked by cosine alone, without the engine's floors.
const COSINE = "cosine*";
const ALL = [...TYPES, COSINE];
const K = 10;

/** The stable key of a judged item or a result node. */
const keyOf = (entityType, name) => `${entityType}:${name}`;
const CONTENT_TYPES = new Set(["case-study", "trip", "policy-brief", "opinion-essay", "interview"]);
const judgedKey = (item) => keyOf(item.entityType, item.slug ?? item.title);
const nodeKey = (node) =>
  keyOf(
    node.entityType,
    CONTENT_TYPES.has(node.entityType) ? node.url.split("/").pop() : node.title,
  );

function dcg(grades) {
  return grades.reduce((sum, grade, i) => sum + (2 ** grade - 1) / Math.log2(i + 2), 0);
}

function scoreQuery(query, nodes) {
  const grades = new Map(query.relevant.map((item) => [judgedKey(item), item.grade]));
  const got = nodes.slice(0, K).map((node) => grades.get(nodeKey(node)) ?? 0);
  const ideal = [...grades.values()].sort((a, b) => b - a).slice(0, K);
  const found = got.filter((grade) => grade > 0).length;
  const firstGood = got.findIndex((grade) => grade >= 2);
  return {
    ndcg: dcg(got) / dcg(ideal),
    recall: found / grades.size,
    rr: firstGood < 0 ? 0 : 1 / (firstGood + 1),
    got,
    count: nodes.length,
  };
}

const mean = (values) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
const fixed = (value) => value.toFixed(3);

/** A plain text table: left-aligned first column, right-aligned figures. */
function printTable(records) {
  const columns = Object.keys(records[0]);
  const cells = [columns, ...records.map((record) => columns.map((c) => String(record[c])))];
  const widths = columns.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  for (const row of cells) {
    console.log(
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
        .join("  "),
    );
  }
}

const { queries } = JSON.parse(fs.readFileSync(judgmentsFile, "utf8"));

// ---------------------------------------------------------------- the app
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-eval-search-"));
const client = await createPglite();
const database = pgliteDatabase(client);
await database.migrate();
// LOG_LEVEL=error shows the app's errors (silent by default).
const env = testEnv({ DEMO: "false", LOG_LEVEL: process.env.LOG_LEVEL ?? "silent" });
const embedder = createEmbedder({
  EMBEDDINGS_URL: process.env.EMBEDDINGS_URL,
  EMBEDDINGS_API_KEY: process.env.EMBEDDINGS_API_KEY,
  EMBEDDINGS_MODEL: process.env.EMBEDDINGS_MODEL,
});
const storage = new LocalDiskStorage(uploadsDir);
const app = await buildApp({ env, database, storage, embedder, webDistDir: null });
await app.ready();

let exitCode = 0;
try {
  let started = performance.now();
  await seedDemoData(database.db, app.log, storage);
  const seedSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  await reconcileSearchIndex(database.db);
  const synced = await syncSearchIndex(database.db, embedder);
  const indexSeconds = (performance.now() - started) / 1000;
  const { rows: indexed } = await client.query(
    `select entity_type as "entityType", title, url, embedding, embedding_model as model
     from search_nodes`,
  );
  const embedded = indexed.filter((node) => node.embedding && node.model === embedder.model);
  console.log(
    `Embedder: ${embedder.model}; ${queries.length} queries; demo data seeded in ${seedSeconds.toFixed(1)} s; ` +
      `${indexed.length} nodes indexed in ${indexSeconds.toFixed(1)} s (${JSON.stringify(synced)})\n`,
  );

  if (args.includes("--nodes")) {
    for (const node of indexed.sort((a, b) => nodeKey(a).localeCompare(nodeKey(b)))) {
      console.log(nodeKey(node));
    }
    console.log("");
  }
  const inIndex = new Set(indexed.map(nodeKey));
  const missing = queries.flatMap((query) =>
    query.relevant
      .filter((item) => !inIndex.has(judgedKey(item)))
      .map((item) => `${query.id}: ${judgedKey(item)}`),
  );
  if (missing.length > 0) {
    console.error(`Judged items not in the index:\n  ${missing.join("\n  ")}\n`);
    exitCode = 1;
  }

  const scores = new Map(ALL.map((type) => [type, []]));
  const failures = [];
  const timings = new Map(ALL.map((type) => [type, []]));
  for (const query of queries) {
    for (const type of TYPES) {
      const t0 = performance.now();
      const response = await app.inject({
        method: "POST",
        url: `/api/search/${type}`,
        payload: { text: query.text, options: { limit: K } },
      });
      timings.get(type).push(performance.now() - t0);
      let nodes = [];
      if (response.statusCode === 200) {
        nodes = response.json().results.map((result) => result.node);
      } else {
        // Scored as no results; reported, and the exit code says so.
        failures.push(
          `${type} "${query.text}": ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
      }
      const score = scoreQuery(query, nodes);
      scores.get(type).push({ query, ...score });
      if (verbose) {
        const grades = Array.from({ length: K }, (_, i) =>
          i < score.count ? String(score.got[i] || ".") : "-",
        ).join(" ");
        if (showResults) {
          for (const [i, node] of nodes.slice(0, K).entries()) {
            console.log(`    ${i + 1}. [${score.got[i] || "."}] ${nodeKey(node)}`);
          }
        }
        console.log(
          `${query.id.padEnd(24)} ${type.padEnd(8)} nDCG ${fixed(score.ndcg)}  recall ${fixed(score.recall)}  [${grades}]  ${JSON.stringify(query.text)}`,
        );
      }
    }
    const t0 = performance.now();
    const [vector] = await embedder.embed([query.text]);
    const nodes = embedded
      .map((node) => ({ node, score: encodedCosine(vector, node.embedding) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, K)
      .map((scored) => scored.node);
    timings.get(COSINE).push(performance.now() - t0);
    const score = scoreQuery(query, nodes);
    scores.get(COSINE).push({ query, ...score });
    if (verbose) {
      if (showResults) {
        for (const [i, node] of nodes.entries()) {
          console.log(`    ${i + 1}. [${score.got[i] || "."}] ${nodeKey(node)}`);
        }
      }
      console.log(
        `${query.id.padEnd(24)} ${COSINE.padEnd(8)} nDCG ${fixed(score.ndcg)}  recall ${fixed(score.recall)}`,
      );
      console.log("");
    }
  }

  if (failures.length > 0) {
    console.error(
      `${failures.length} searches failed (scored as empty):\n  ${failures.slice(0, 5).join("\n  ")}\n`,
    );
    exitCode = 1;
  }

  const summary = (rows) => ({
    "nDCG@10": fixed(mean(rows.map((r) => r.ndcg))),
    "recall@10": fixed(mean(rows.map((r) => r.recall))),
    MRR: fixed(mean(rows.map((r) => r.rr))),
  });
  printTable(
    ALL.map((type) => ({
      type,
      ...summary(scores.get(type)),
      "ms/query": mean(timings.get(type)).toFixed(1),
    })),
  );
  console.log(
    `${COSINE}: the ${embedded.length} embedded nodes ranked by the query's cosine alone (no floors), in the script`,
  );
  console.log("\nnDCG@10 by kind of query:");
  const kinds = [...new Set(queries.map((q) => q.kind))];
  printTable(
    kinds.map((kind) => ({
      kind: `${kind} (${queries.filter((q) => q.kind === kind).length})`,
      ...Object.fromEntries(
        ALL.map((type) => [
          type,
          fixed(
            mean(
              scores
                .get(type)
                .filter((r) => r.query.kind === kind)
                .map((r) => r.ndcg),
            ),
          ),
        ]),
      ),
    })),
  );
} finally {
  await app.close();
  await database.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
}
process.exit(exitCode);
