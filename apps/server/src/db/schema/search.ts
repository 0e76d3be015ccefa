import { sql } from "drizzle-orm";
import {
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { NodeEntityType, NodeType, RelationshipType } from "@field-commons/shared/search";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/**
 * The search index (decision 022): one node per public thing (published
 * content, public recordings, active jobs, organizations, authors) and per
 * topic and place they share. Only public things are ever written here, so a
 * search never needs the viewer. Kept current by `search.sync` from the
 * `search_dirty` queue that triggers on the source tables fill.
 */
export const searchNodes = pgTable(
  "search_nodes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    entityType: text("entity_type").$type<NodeEntityType>().notNull(),
    /** The source row's id; for topics and places, their normalised name. */
    entityId: text("entity_id").notNull(),
    nodeType: text("node_type").$type<NodeType>().notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** The searchable text beyond title and description, cut to a bounded length. */
    body: text("body").notNull().default(""),
    url: text("url").notNull(),
    domain: text("domain"),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    location: text("location").notNull().default(""),
    date: timestamp("date", { withTimezone: true }).notNull(),
    views: integer("views").notNull().default(0),
    likes: integer("likes").notNull().default(0),
    shares: integer("shares").notNull().default(0),
    /**
     * Title (A), description and tags (B), body (C), English stemming. Written
     * here by the indexer; searched in `search_text`, which a trigger keeps.
     */
    searchVector: tsvector("search_vector").notNull(),
    /** The title alone: its matches rank first and are never crowded out. */
    titleVector: tsvector("title_vector").notNull(),
    /** Float32 unit vector of the embedder named by embedding_model; null until embedded. */
    embedding: bytea("embedding"),
    embeddingModel: text("embedding_model"),
    /** Hash of the embedded text: an unchanged text is not embedded again. */
    embeddedHash: text("embedded_hash"),
    /** The inverted-file list (nearest centroid) the vector belongs to; 0 before lists exist. */
    ivfList: integer("ivf_list").notNull().default(0),
    /** The centroid generation ivf_list was chosen under; other generations are always scanned. */
    ivfGeneration: integer("ivf_generation").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("search_nodes_entity_unique").on(t.entityType, t.entityId),
    index("search_nodes_title_trgm_idx").using("gin", sql`lower(${t.title}) gin_trgm_ops`),
    /** Suggestions: titles starting with what was typed, read from the index alone. */
    index("search_nodes_title_prefix_idx").using(
      "btree",
      sql`lower(${t.title}) text_pattern_ops`,
      t.title,
      t.nodeType,
      t.views,
    ),
    index("search_nodes_tags_idx").using("gin", t.tags),
    // search_nodes_ivf_idx (embedding_model, ivf_generation, ivf_list) INCLUDE (id, node_type,
    // embedding) is made in migration 0011 by hand (drizzle has no INCLUDE): a query's
    // lists are read from that index alone.
    index("search_nodes_type_date_idx").on(t.entityType, t.date.desc()),
    // Servers' copies of the vectors read what was written since a time (vector-store.ts).
    index("search_nodes_model_updated_idx").on(t.embeddingModel, t.updatedAt),
  ],
);

export type SearchNodeRow = typeof searchNodes.$inferSelect;

/**
 * The text side's own narrow copy of each node (decision 022): its two text
 * vectors and the columns filters test, about a third of a node's width, so
 * taking a pool of matches reads a third of the pages. The trigger
 * `search_nodes_text` (migration 0017) writes it in the same statement as the
 * node; it goes with its node.
 */
export const searchText = pgTable(
  "search_text",
  {
    nodeId: uuid("node_id")
      .primaryKey()
      .references(() => searchNodes.id, { onDelete: "cascade" }),
    entityType: text("entity_type").$type<NodeEntityType>().notNull(),
    domain: text("domain"),
    tags: text("tags").array().notNull(),
    location: text("location").notNull(),
    searchVector: tsvector("search_vector").notNull(),
    titleVector: tsvector("title_vector").notNull(),
    /**
     * Words in each field of `search_vector` (title A, description and tags B,
     * body C), written by the trigger: BM25's length normalisation.
     */
    lengthA: integer("length_a").notNull().default(0),
    lengthB: integer("length_b").notNull().default(0),
    lengthC: integer("length_c").notNull().default(0),
    /**
     * Bloom filters of the lexemes of the description and tags (B) and of the
     * body (C), written by the trigger (`search_bloom`): which fields of a
     * pooled item hold a term is read from these few hundred bytes in the row
     * instead of its whole `search_vector`, which is kept out of line.
     */
    headBloom: bytea("head_bloom")
      .notNull()
      .default(sql`'\\x0000000000000000'::bytea`),
    bodyBloom: bytea("body_bloom")
      .notNull()
      .default(sql`'\\x0000000000000000'::bytea`),
  },
  (t) => [
    index("search_text_vector_idx").using("gin", t.searchVector),
    index("search_text_title_vector_idx").using("gin", t.titleVector),
  ],
);

/**
 * Every word the text index has held, lower-cased as written (not stemmed),
 * written by the `search_nodes_text` trigger and never removed (a word no
 * node holds any more finds nothing), for typo tolerance: a query word the
 * index does not know is corrected to a word within its typo budget, found
 * through the trigram index.
 */
export const searchVocabulary = pgTable(
  "search_vocabulary",
  {
    word: text("word").primaryKey(),
  },
  (t) => [index("search_vocabulary_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`)],
);

/** Typed relationships between nodes, derived from the data when a node is indexed. */
export const searchEdges = pgTable(
  "search_edges",
  {
    sourceId: uuid("source_id")
      .notNull()
      .references(() => searchNodes.id, { onDelete: "cascade" }),
    targetId: uuid("target_id")
      .notNull()
      .references(() => searchNodes.id, { onDelete: "cascade" }),
    type: text("type").$type<RelationshipType>().notNull(),
    strength: real("strength").notNull(),
    confidence: real("confidence").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sourceId, t.targetId, t.type] }),
    index("search_edges_target_idx").on(t.targetId),
  ],
);

/**
 * Things whose node may be out of date, written by triggers in the same
 * transaction as the change; `search.sync` reindexes and deletes them.
 */
export const searchDirty = pgTable(
  "search_dirty",
  {
    entityType: text("entity_type").$type<NodeEntityType>().notNull(),
    entityId: text("entity_id").notNull(),
    dirtiedAt: timestamp("dirtied_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.entityType, t.entityId] }),
    /** The sync claims the oldest entries first: read in order, not sorted whole each batch. */
    index("search_dirty_dirtied_idx").on(t.dirtiedAt),
  ],
);

/** Centroids of the inverted-file lists of one embedding model (k-means over the vectors). */
export const searchIvfCentroids = pgTable(
  "search_ivf_centroids",
  {
    model: text("model").notNull(),
    list: integer("list").notNull(),
    centroid: bytea("centroid").notNull(),
    /** Bumped on every training; nodes assigned under another generation are reassigned. */
    generation: integer("generation").notNull(),
  },
  (t) => [primaryKey({ columns: [t.model, t.list] })],
);
