// Search evaluation: how well text, semantic and hybrid search rank the demo
// data (and, with a set that has documents, its own documents seeded next to
// it) for the queries of a judged set. The default set is
// scripts/eval/search-judgments.json.
//
//   node --import tsx scripts/eval-search.mjs [--verbose] [--results] [--nodes]
//                                            [--set=heldout | --judgments=file.json]
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
//      topic, typo for the default set).
//   5. A diagnostic row, cosine*, ranks every embedded node by the query's
//      cosine alone, as the script computes it: the embedder's quality
//      without the engine's score floors and candidate handling.
//
// Sets with documents (--set=NAME reads scripts/eval/search-NAME.json;
// --set=heldout is scripts/eval/search-heldout.json, or --judgments= a file
// with "documents"): an outside evaluator's test, with
//   - documents { key, type, title, summary, tags, domain, location, body }:
//     inserted after the demo seeding and before the index is brought up to
//     date, as published content of the demo contributor, the way the demo
//     seeding inserts content (validated with ContentCreateInput, derived
//     columns from contentValues, insertContent, slug = slugify(title)). The
//     location "City, Country" (or "Country") gives the location name and
//     country; the body goes in the type's main text field (case study:
//     problem, policy brief: executiveSummary, opinion essay: content,
//     interview: transcript) and the tags in body.tags (case studies have no
//     tags field, so theirs are not stored). Documents are published without
//     the other fields the publish rules ask for: the index reads only text.
//     Queries name judged documents by key ({ key, grade }), which maps to the
//     document's type and slug; every document must be in the index after
//     the sync, or the run exits 1. Only the set's own documents are judged:
//     demo content, topics and places in the results count as not relevant.
//   - queries of kind keyword, paraphrase and mixed. Each time the set is
//     loaded, every paraphrase query is checked against its relevant
//     documents: the English-stemmed content words of the query (PostgreSQL's
//     to_tsvector('english'), the stemmer of the engine) must not occur in
//     the documents' title, summary, tags, location or body; offending words
//     are printed and the run exits 1.
//   - nonsense: queries that should find nothing. Each is sent to the three
//     searches and the script prints how many answered with no results.
//   The table by kind then has an "all" row.
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
import { ContentCreateInput } from "@field-commons/shared/content";
import { DEMO_ACCOUNTS, seedDemoData } from "../apps/server/demo/index.ts";
import { testEnv } from "../apps/server/src/env.ts";
import { insertContent } from "../apps/server/src/modules/content/content.repository.ts";
import { contentValues } from "../apps/server/src/modules/content/content.service.ts";
import { slugify } from "../apps/server/src/modules/content/slug.ts";
import { createEmbedder } from "../apps/server/src/modules/search/embeddings/embedder.ts";
import {
  reconcileSearchIndex,
  syncSearchIndex,
} from "../apps/server/src/modules/search/search.indexer.ts";
import { encodedCosine } from "../apps/server/src/modules/search/vector-index.ts";
import { findUserByEmail } from "../apps/server/src/modules/users/users.repository.ts";
import { LocalDiskStorage } from "../apps/server/src/storage/local-disk-storage.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const showResults = args.includes("--results");
const verbose = args.includes("--verbose") || showResults;
const setName = args.find((arg) => arg.startsWith("--set="))?.slice("--set=".length);
const judgmentsFile = path.resolve(
  args.find((arg) => arg.startsWith("--judgments="))?.slice("--judgments=".length) ??
    path.join(root, `scripts/eval/search-${setName ?? "judgments"}.json`),
);
if (!fs.existsSync(judgmentsFile)) {
  console.error(`No judged set at ${judgmentsFile}`);
  process.exit(1);
}
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

// ------------------------------------------------- sets with their own documents
const DAY_MS = 86_400_000;
/** Where a set document's body goes: the type's main text field. */
const BODY_FIELDS = {
  "case-study": "problem",
  "policy-brief": "executiveSummary",
  "opinion-essay": "content",
  interview: "transcript",
};

/** A set document as POST /api/content would receive it. */
function documentInput(doc) {
  const field = BODY_FIELDS[doc.type];
  if (!field)
    throw new Error(`document ${doc.key}: type ${doc.type} is not one of the set's types`);
  const comma = doc.location.lastIndexOf(",");
  const name = comma < 0 ? doc.location : doc.location.slice(0, comma);
  const country = doc.location.slice(comma + 1);
  return ContentCreateInput.parse({
    type: doc.type,
    title: doc.title,
    summary: doc.summary,
    domain: doc.domain,
    location: { name: name.trim(), country: country.trim(), lat: null, lng: null },
    body: doc.type === "case-study" ? { [field]: doc.body } : { [field]: doc.body, tags: doc.tags },
  });
}

/** Inserts the set's documents as published content of the demo contributor, as the demo does. */
async function seedSetDocuments(db, documents) {
  const account = DEMO_ACCOUNTS.find((a) => a.role === "contributor");
  const author = account ? await findUserByEmail(db, account.email) : undefined;
  if (!author) throw new Error("no demo contributor account to own the set's documents");
  const now = Date.now();
  for (const [index, doc] of documents.entries()) {
    const input = documentInput(doc);
    const publishedAt = new Date(now - (3 + index * 4) * DAY_MS - index * 3_600_000);
    const row = await insertContent(db, {
      type: input.type,
      slug: slugify(input.title),
      authorId: author.id,
      status: "published",
      ...contentValues(input, []),
      createdAt: new Date(publishedAt.getTime() - 5 * DAY_MS),
      updatedAt: publishedAt,
      publishedAt,
      listedAt: publishedAt,
    });
    // insertContent suffixes a taken slug; the judged key would then point elsewhere.
    if (row.slug !== slugify(input.title)) {
      throw new Error(`document ${doc.key}: slug ${slugify(input.title)} is already taken`);
    }
  }
}

/** The English-stemmed content words of a text, by the database's own stemmer. */
async function stems(client, text) {
  const { rows } = await client.query(
    "select lexeme from unnest(to_tsvector('english', $1::text))",
    [text],
  );
  return new Set(rows.map((row) => row.lexeme));
}

/** Paraphrase queries that share a stemmed content word with a relevant document, and the words. */
async function paraphraseOverlaps(client, queries, documents) {
  const byKey = new Map(documents.map((doc) => [doc.key, doc]));
  const overlaps = [];
  for (const query of queries.filter((q) => q.kind === "paraphrase")) {
    const words = await stems(client, query.text);
    for (const item of query.relevant) {
      const doc = byKey.get(item.key);
      const text = [doc.title, doc.summary, doc.tags.join(". "), doc.location, doc.body].join("\n");
      const docWords = await stems(client, text);
      const shared = [...words].filter((word) => docWords.has(word));
      if (shared.length > 0) overlaps.push(`${query.id} / ${doc.key}: ${shared.join(", ")}`);
    }
  }
  return overlaps;
}

const judged = JSON.parse(fs.readFileSync(judgmentsFile, "utf8"));
const documents = judged.documents ?? null;
const nonsense = judged.nonsense ?? [];
let queries = judged.queries;
if (documents) {
  const byKey = new Map(documents.map((doc) => [doc.key, doc]));
  if (byKey.size !== documents.length) {
    console.error("The set's document keys are not unique");
    process.exit(1);
  }
  const unknown = queries.flatMap((query) =>
    query.relevant.filter((item) => !byKey.has(item.key)).map((item) => `${query.id}: ${item.key}`),
  );
  if (unknown.length > 0) {
    console.error(`Judged keys that are no document of the set:\n  ${unknown.join("\n  ")}`);
    process.exit(1);
  }
  // A judged key is the document's type and slug, as the index names content.
  queries = queries.map((query) => ({
    ...query,
    relevant: query.relevant.map((item) => {
      const doc = byKey.get(item.key);
      return { entityType: doc.type, slug: slugify(doc.title), grade: item.grade, key: item.key };
    }),
  }));
}

// ---------------------------------------------------------------- the app
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-eval-search-"));
const client = await createPglite();
const database = pgliteDatabase(client);
if (documents) {
  const overlaps = await paraphraseOverlaps(client, judged.queries, documents);
  const count = judged.queries.filter((q) => q.kind === "paraphrase").length;
  if (overlaps.length > 0) {
    console.error(
      `Paraphrase queries sharing stemmed content words with their relevant documents:\n  ${overlaps.join("\n  ")}`,
    );
    await database.close();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
    process.exit(1);
  }
  console.log(
    `Paraphrase check: none of the ${count} paraphrase queries shares a stemmed content word with its relevant documents.`,
  );
}
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
  if (documents) await seedSetDocuments(database.db, documents);
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
    `Embedder: ${embedder.model}; ${queries.length} queries; demo data` +
      `${documents ? ` and ${documents.length} set documents` : ""} seeded in ${seedSeconds.toFixed(1)} s; ` +
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
  const unindexed = (documents ?? []).filter(
    (doc) => !inIndex.has(keyOf(doc.type, slugify(doc.title))),
  );
  if (unindexed.length > 0) {
    console.error(
      `Set documents not in the index:\n  ${unindexed.map((doc) => doc.key).join("\n  ")}\n`,
    );
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
  const byKind = (label, keep) => ({
    kind: `${label} (${queries.filter(keep).length})`,
    ...Object.fromEntries(
      ALL.map((type) => [
        type,
        fixed(
          mean(
            scores
              .get(type)
              .filter((r) => keep(r.query))
              .map((r) => r.ndcg),
          ),
        ),
      ]),
    ),
  });
  printTable([
    ...kinds.map((kind) => byKind(kind, (q) => q.kind === kind)),
    ...(documents ? [byKind("all", () => true)] : []),
  ]);

  if (nonsense.length > 0) {
    const empty = new Map(TYPES.map((type) => [type, 0]));
    for (const text of nonsense) {
      const counts = [];
      for (const type of TYPES) {
        const response = await app.inject({
          method: "POST",
          url: `/api/search/${type}`,
          payload: { text, options: { limit: K } },
        });
        if (response.statusCode !== 200) {
          console.error(`${type} "${text}": ${response.statusCode} ${response.body.slice(0, 200)}`);
          exitCode = 1;
          counts.push(`${type} failed`);
          continue;
        }
        const count = response.json().results.length;
        if (count === 0) empty.set(type, empty.get(type) + 1);
        counts.push(`${type} ${count}`);
      }
      if (verbose) console.log(`  ${JSON.stringify(text)}: ${counts.join(", ")} results`);
    }
    console.log(
      `\nnonsense: ${TYPES.map(
        (type, i) =>
          `${type} ${empty.get(type)}/${nonsense.length}${i === 0 ? " answered nothing" : ""}`,
      ).join(", ")}`,
    );
  }
} finally {
  await app.close();
  await database.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
}
process.exit(exitCode);
