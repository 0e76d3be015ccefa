import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { NodeEntityType } from "@field-commons/shared/search";
import { queryRows, type Db } from "../../db/client";
import { searchDirty, searchEdges, searchNodes } from "../../db/schema/search";
import type { NodeDocument } from "./search.documents";

/** A thing the index holds a node for: its entity type and id. */
export interface EntityKey {
  entityType: NodeEntityType;
  entityId: string;
}

/** Title (A), description and tags (B), body (C), English stemming. */
const SEARCH_VECTOR = (title: string, description: string, tags: string[], body: string) => sql`
  setweight(to_tsvector('english', ${title}), 'A') ||
  setweight(to_tsvector('english', ${`${description} ${tags.join(" ")}`}), 'B') ||
  setweight(to_tsvector('english', ${body}), 'C')`;

// --- the queue of changes ------------------------------------------------------

/** Queues things for reindexing, or moves the time of those already queued to now. */
export async function upsertDirtyEntries(db: Db, keys: EntityKey[]): Promise<void> {
  await db
    .insert(searchDirty)
    .values(keys)
    .onConflictDoUpdate({
      target: [searchDirty.entityType, searchDirty.entityId],
      set: { dirtiedAt: sql`now()` },
    });
}

/** Takes up to `limit` queued entries off the queue, oldest first (others' claims are skipped). */
export async function claimDirtyEntries(db: Db, limit: number): Promise<EntityKey[]> {
  const rows = await queryRows<{ entity_type: NodeEntityType; entity_id: string }>(
    db,
    sql`
    delete from search_dirty
    where (entity_type, entity_id) in (
      select entity_type, entity_id from search_dirty
      order by dirtied_at
      limit ${limit}
      for update skip locked)
    returning entity_type, entity_id`,
  );
  return rows.map((r) => ({ entityType: r.entity_type, entityId: r.entity_id }));
}

/**
 * Up to 10,000 things the index has wrong without a queued change: public
 * things without a node, and nodes whose thing is gone or no longer public.
 */
export async function listUnsyncedEntities(db: Db): Promise<EntityKey[]> {
  const rows = await queryRows<{ entity_type: NodeEntityType; entity_id: string }>(
    db,
    sql`
    select c.type::text as entity_type, c.id::text as entity_id from content c
    where c.status = 'published' and not exists (
      select 1 from search_nodes n where n.entity_type = c.type::text and n.entity_id = c.id::text)
    union all
    select 'recording', r.id::text from recordings r
    where r.status = 'published' and r.privacy = 'public' and not exists (
      select 1 from search_nodes n where n.entity_type = 'recording' and n.entity_id = r.id::text)
    union all
    select 'job', j.id::text from jobs j
    where j.status = 'active' and not exists (
      select 1 from search_nodes n where n.entity_type = 'job' and n.entity_id = j.id::text)
    union all
    select 'organization', o.id::text from organizations o
    where not exists (
      select 1 from search_nodes n where n.entity_type = 'organization' and n.entity_id = o.id::text)
    union all
    select n.entity_type, n.entity_id from search_nodes n
    where n.entity_type in ('case-study', 'trip', 'policy-brief', 'opinion-essay', 'interview')
      and not exists (select 1 from content c
        where c.id::text = n.entity_id and c.status = 'published' and c.type::text = n.entity_type)
    union all
    select n.entity_type, n.entity_id from search_nodes n
    where n.entity_type = 'recording' and not exists (select 1 from recordings r
      where r.id::text = n.entity_id and r.status = 'published' and r.privacy = 'public')
    union all
    select n.entity_type, n.entity_id from search_nodes n
    where n.entity_type = 'job' and not exists (select 1 from jobs j
      where j.id::text = n.entity_id and j.status = 'active')
    limit 10000`,
  );
  return rows.map((r) => ({ entityType: r.entity_type, entityId: r.entity_id }));
}

// --- nodes ---------------------------------------------------------------------

/** A thing's key as one string, `entityType:entityId`. */
export const entityKeyText = (key: EntityKey) => `${key.entityType}:${key.entityId}`;

/** The id of a thing's node, or null when it has none. */
export async function findNodeId(db: Db, key: EntityKey): Promise<string | null> {
  return (await findNodeIds(db, [key])).get(entityKeyText(key)) ?? null;
}

/** The ids of the nodes of these things that exist, by `entityType:entityId`. */
export async function findNodeIds(db: Db, keys: EntityKey[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({
      id: searchNodes.id,
      entityType: searchNodes.entityType,
      entityId: searchNodes.entityId,
    })
    .from(searchNodes)
    .where(
      or(
        ...keys.map((k) =>
          and(eq(searchNodes.entityType, k.entityType), eq(searchNodes.entityId, k.entityId)),
        ),
      ),
    );
  return new Map(rows.map((r) => [entityKeyText(r), r.id]));
}

/** A node as written: what it was last embedded from, and whether it is new or its figures changed. */
export interface WrittenNode {
  id: string;
  embeddedHash: string | null;
  embeddingModel: string | null;
  created: boolean;
  figuresChanged: boolean;
  /** Its tags or place changed (the spellings it names its topics and place in). */
  namesChanged: boolean;
}

/**
 * Writes a thing's node from its document, with its text vectors, and
 * returns its id and what it was last embedded from.
 */
export async function upsertNode(db: Db, doc: Omit<NodeDocument, "edges">): Promise<WrittenNode> {
  const values = {
    entityType: doc.entityType,
    entityId: doc.entityId,
    nodeType: doc.nodeType,
    title: doc.title,
    description: doc.description,
    body: doc.body,
    url: doc.url,
    domain: doc.domain,
    tags: doc.tags,
    location: doc.location,
    date: doc.date,
    views: doc.views,
    likes: doc.likes,
    shares: doc.shares,
    searchVector: SEARCH_VECTOR(doc.title, doc.description, doc.tags, doc.body),
    titleVector: sql`to_tsvector('english', ${doc.title})`,
    updatedAt: new Date(),
  };
  const returned = {
    id: searchNodes.id,
    embeddedHash: searchNodes.embeddedHash,
    embeddingModel: searchNodes.embeddingModel,
  };
  const key = and(
    eq(searchNodes.entityType, doc.entityType),
    eq(searchNodes.entityId, doc.entityId),
  );
  const figuresChanged = or(
    ne(searchNodes.views, doc.views),
    ne(searchNodes.likes, doc.likes),
    ne(searchNodes.shares, doc.shares),
  );
  const namesChanged = or(ne(searchNodes.tags, doc.tags), ne(searchNodes.location, doc.location));
  const changed = or(
    ne(searchNodes.nodeType, doc.nodeType),
    ne(searchNodes.title, doc.title),
    ne(searchNodes.description, doc.description),
    ne(searchNodes.body, doc.body),
    ne(searchNodes.url, doc.url),
    sql`${searchNodes.domain} is distinct from ${doc.domain}`,
    ne(searchNodes.tags, doc.tags),
    ne(searchNodes.location, doc.location),
    ne(searchNodes.date, doc.date),
    figuresChanged,
  );
  // A node is written only when a column changed: making its text vectors
  // (the body's above all) is most of a write's cost, and the row goes to
  // eight indexes and the text copy. Most nodes a round reindexes (an
  // item's author, an unchanged item) are as they were. The check is a
  // statement of its own: the planner makes the vectors of a statement that
  // holds them even when it then changes no row.
  const [held] = await db
    .select({
      ...returned,
      changed: sql<boolean>`${changed}`,
      figuresChanged: sql<boolean>`${figuresChanged}`,
      namesChanged: sql<boolean>`${namesChanged}`,
    })
    .from(searchNodes)
    .where(key);
  if (held && !held.changed) {
    const { id, embeddedHash, embeddingModel } = held;
    return {
      id,
      embeddedHash,
      embeddingModel,
      created: false,
      figuresChanged: false,
      namesChanged: false,
    };
  }
  const [written] = held
    ? await db.update(searchNodes).set(values).where(key).returning(returned)
    : await db
        .insert(searchNodes)
        .values(values)
        .onConflictDoUpdate({ target: [searchNodes.entityType, searchNodes.entityId], set: values })
        .returning(returned);
  return {
    ...written!,
    created: !held,
    figuresChanged: held?.figuresChanged ?? true,
    namesChanged: held?.namesChanged ?? true,
  };
}

/** The columns of a topic or place node (no body); its text vectors are made from its title. */
export interface NamedNodeValues {
  entityType: NodeEntityType;
  entityId: string;
  nodeType: "topic" | "location";
  title: string;
  url: string;
  location: string;
  tags: string[];
  date: Date;
}

/**
 * Writes a topic or place node unless it exists (the first spelling is
 * kept), and returns its id.
 */
export async function upsertNamedNode(db: Db, values: NamedNodeValues): Promise<string> {
  const [row] = await db
    .insert(searchNodes)
    .values({
      ...values,
      searchVector: SEARCH_VECTOR(values.title, "", [], ""),
      titleVector: sql`to_tsvector('english', ${values.title})`,
    })
    .onConflictDoUpdate({
      target: [searchNodes.entityType, searchNodes.entityId],
      // A no-op update so the id comes back.
      set: { entityId: sql`excluded.entity_id` },
    })
    .returning({ id: searchNodes.id });
  return row!.id;
}

/** Removes a node (its edges go with it). */
export async function deleteNode(db: Db, id: string): Promise<void> {
  await db.delete(searchNodes).where(eq(searchNodes.id, id));
}

/** The topic and place nodes among these ids. */
export async function listNamedNodes(db: Db, ids: string[]) {
  return queryRows<{
    id: string;
    entity_type: "topic" | "location";
    entity_id: string;
    title: string;
    url: string;
  }>(
    db,
    sql`
    select id, entity_type, entity_id, title, url from search_nodes
    where id in ${ids} and entity_type in ('topic', 'location')`,
  );
}

/**
 * How many items write each topic or place node in each given form, counted
 * up to `max`: for a topic, the non-topic, non-place nodes with the form among
 * their tags; for a place, its located_in sources with the form as location.
 */
export async function countNameForms(
  db: Db,
  pairs: Array<{ id: string; form: string }>,
  max: number,
): Promise<Array<{ id: string; form: string; items: number }>> {
  return queryRows<{ id: string; form: string; items: number }>(
    db,
    sql`
      select c.id, c.form, case when n.entity_type = 'topic'
        then (select count(*) from (
          select 1 from search_nodes s
          where s.tags @> array[c.form] and s.entity_type not in ('topic', 'location')
          limit ${max}) t)
        else (select count(*) from (
          select 1 from search_edges e join search_nodes s on s.id = e.source_id
          where e.target_id = c.id and e.type = 'located_in' and s.location = c.form
          limit ${max}) p)
        end::int as items
      from unnest(${sql.param(pairs.map((p) => p.id))}::uuid[],
        ${sql.param(pairs.map((p) => p.form))}::text[]) as c(id, form)
      join search_nodes n on n.id = c.id`,
  );
}

/**
 * Gives a topic or place node a new title, search page, tags and location,
 * with text vectors made from the title; a changed title clears its embedded
 * hash, so it is embedded again.
 */
export async function retitleNamedNode(
  db: Db,
  id: string,
  values: { title: string; url: string; tags: string[]; location: string },
): Promise<void> {
  const { title, url, tags, location } = values;
  await db
    .update(searchNodes)
    .set({
      title,
      url,
      tags,
      location,
      searchVector: SEARCH_VECTOR(title, "", [], ""),
      titleVector: sql`to_tsvector('english', ${title})`,
      embeddedHash: sql`case when ${searchNodes.title} = ${title} then ${searchNodes.embeddedHash} end`,
    })
    .where(eq(searchNodes.id, id));
}

/** Removes the topic and place nodes among these ids that no edge touches any more. */
export async function deleteUnlinkedNamedNodes(db: Db, ids: string[]): Promise<void> {
  await db.execute(sql`
    delete from search_nodes n
    where n.id in ${ids} and n.entity_type in ('topic', 'location')
      and not exists (select 1 from search_edges e where e.target_id = n.id or e.source_id = n.id)`);
}

/**
 * Sets the figures (views, likes, shares) of these nodes to the sums of the
 * nodes with edges to them, and their description and search vector to
 * those of a topic or place of that many items.
 */
export async function refreshNamedNodeFigures(db: Db, ids: string[]): Promise<void> {
  await db.execute(sql`
    update search_nodes n set
      views = s.views, likes = s.likes, shares = s.shares,
      description = case when n.entity_type = 'topic'
        then 'Topic of ' || s.items || case when s.items = 1 then ' item' else ' items' end
        else 'Place of ' || s.items || case when s.items = 1 then ' item' else ' items' end end,
      search_vector = setweight(to_tsvector('english', n.title), 'A')
    from (
      select e.target_id as id, count(*)::int as items,
        coalesce(sum(src.views), 0)::int as views, coalesce(sum(src.likes), 0)::int as likes,
        coalesce(sum(src.shares), 0)::int as shares
      from search_edges e join search_nodes src on src.id = e.source_id
      where e.target_id in ${ids}
      group by e.target_id) s
    where n.id = s.id`);
}

/** The nodes among these ids not embedded with this model, or whose embedded hash was cleared. */
export async function listNodesToEmbed(db: Db, model: string, ids: string[]) {
  return db
    .select()
    .from(searchNodes)
    .where(
      and(
        inArray(searchNodes.id, ids),
        sql`(${searchNodes.embeddingModel} is distinct from ${model} or ${searchNodes.embeddedHash} is null)`,
      ),
    );
}

/** The tags and location of these nodes. */
export async function listNodeFacets(db: Db, ids: string[]) {
  return db
    .select({ id: searchNodes.id, tags: searchNodes.tags, location: searchNodes.location })
    .from(searchNodes)
    .where(inArray(searchNodes.id, ids));
}

// --- figures -------------------------------------------------------------------

/** Copies the views, likes and shares of content into its nodes where they differ. */
export async function copyContentFigures(db: Db): Promise<void> {
  await db.execute(sql`
    update search_nodes n set views = c.views, likes = c.likes, shares = c.shares
    from content c
    where n.entity_type = c.type::text and n.entity_id = c.id::text
      and (n.views, n.likes, n.shares) is distinct from (c.views, c.likes, c.shares)`);
}

/** Copies the views of recordings into their nodes where they differ. */
export async function copyRecordingFigures(db: Db): Promise<void> {
  await db.execute(sql`
    update search_nodes n set views = r.views
    from recordings r
    where n.entity_type = 'recording' and n.entity_id = r.id::text and n.views <> r.views`);
}

/** Copies the views and likes of jobs into their nodes where they differ. */
export async function copyJobFigures(db: Db): Promise<void> {
  await db.execute(sql`
    update search_nodes n set views = j.views, likes = j.likes
    from jobs j
    where n.entity_type = 'job' and n.entity_id = j.id::text
      and (n.views, n.likes) is distinct from (j.views, j.likes)`);
}

/**
 * Sets the figures of person, topic and place nodes to the sums of the
 * nodes that are authored by them, mention them or are located in them,
 * where they differ.
 */
export async function sumNamedNodeFigures(db: Db): Promise<void> {
  await db.execute(sql`
    update search_nodes n set views = s.views, likes = s.likes, shares = s.shares
    from (
      select e.target_id as id, coalesce(sum(src.views), 0)::int as views,
        coalesce(sum(src.likes), 0)::int as likes, coalesce(sum(src.shares), 0)::int as shares
      from search_edges e join search_nodes src on src.id = e.source_id
      where e.type in ('authored_by', 'mentions', 'located_in')
      group by e.target_id) s
    where n.id = s.id and n.entity_type in ('person', 'topic', 'location')
      and (n.views, n.likes, n.shares) is distinct from (s.views, s.likes, s.shares)`);
}

// --- edges ---------------------------------------------------------------------

/** A node's derived edges (every type but similar_to), with their targets' keys. */
export async function listDerivedEdges(db: Db, nodeId: string) {
  return db
    .select({
      id: searchNodes.id,
      entityType: searchNodes.entityType,
      entityId: searchNodes.entityId,
      type: searchEdges.type,
      strength: searchEdges.strength,
      confidence: searchEdges.confidence,
    })
    .from(searchEdges)
    .innerJoin(searchNodes, eq(searchNodes.id, searchEdges.targetId))
    .where(and(eq(searchEdges.sourceId, nodeId), ne(searchEdges.type, "similar_to")));
}

/** Removes a node's derived edges (every type but similar_to). */
export async function deleteDerivedEdges(db: Db, sourceId: string): Promise<void> {
  await db
    .delete(searchEdges)
    .where(and(eq(searchEdges.sourceId, sourceId), ne(searchEdges.type, "similar_to")));
}

/** A node's similar_to edges. */
export async function listSimilarEdges(db: Db, sourceId: string) {
  return db
    .select({
      targetId: searchEdges.targetId,
      type: searchEdges.type,
      strength: searchEdges.strength,
      confidence: searchEdges.confidence,
    })
    .from(searchEdges)
    .where(and(eq(searchEdges.sourceId, sourceId), eq(searchEdges.type, "similar_to")));
}

/** Removes a node's similar_to edges. */
export async function deleteSimilarEdges(db: Db, sourceId: string): Promise<void> {
  await db
    .delete(searchEdges)
    .where(and(eq(searchEdges.sourceId, sourceId), eq(searchEdges.type, "similar_to")));
}

/** Writes edges, skipping those that exist already. */
export async function insertEdges(
  db: Db,
  edges: Array<typeof searchEdges.$inferInsert>,
): Promise<void> {
  await db.insert(searchEdges).values(edges).onConflictDoNothing();
}
