import { sql } from "drizzle-orm";
import type { NodeEntityType, RelationshipType, SearchNode } from "@field-commons/shared/search";
import { queryRows, type Db } from "../../db/client";
import type { SearchNodeRow } from "../../db/schema/search";

/** A row of `search_nodes` as a raw query returns it. */
export interface RawNode {
  id: string;
  title: string;
  description: string;
  body: string;
  node_type: SearchNodeRow["nodeType"];
  entity_type: SearchNodeRow["entityType"];
  entity_id: string;
  url: string;
  domain: string | null;
  tags: string[];
  location: string;
  date: string | Date;
  views: number;
  likes: number;
  shares: number;
}

/** A node's facet values as a raw query returns them. */
export interface RawNodeFacets {
  id: string;
  entity_type: NodeEntityType;
  domain: string | null;
  tags: string[];
  location: string;
}

/** A facet value and how many nodes have it. */
export interface FacetValueCount<T = string> {
  value: T;
  count: number;
}

/** Nodes `ids` with their `per` strongest relationships, and nodes `tagsOf` with their tags alone, in one statement. */
export async function readNodesWithRelationships(
  db: Db,
  ids: string[],
  per: number,
  tagsOf: string[],
): Promise<
  (RawNode & {
    relationships: { type: RelationshipType; strength: number }[] | null;
    full: boolean;
  })[]
> {
  // Rows read only for their tags skip the body and the relationships.
  const full =
    tagsOf.length === 0 ? sql`true` : ids.length === 0 ? sql`false` : sql`n.id in ${ids}`;
  return queryRows<
    RawNode & {
      relationships: { type: RelationshipType; strength: number }[] | null;
      full: boolean;
    }
  >(
    db,
    sql`
    select n.id, n.title, n.description, case when ${full} then n.body else '' end as body,
      n.node_type, n.entity_type, n.entity_id, n.url, n.domain, n.tags, n.location, n.date,
      n.views, n.likes, n.shares, ${full} as full, r.relationships
    from search_nodes n
    left join lateral (
      select json_agg(json_build_object('type', x.type, 'strength', x.strength)
        order by x.strength desc, x.type) as relationships
      from (
        select type, strength from (
          select e.type, e.strength from search_edges e where e.source_id = n.id
          union all
          select e.type, e.strength from search_edges e where e.target_id = n.id) both_ways
        where ${full}
        order by strength desc, type
        limit ${per}) x) r on true
    where n.id in ${[...ids, ...tagsOf]}`,
  );
}

/** The facet values (entity type, domain, tags, location) of nodes `ids`. */
export async function readNodeFacets(db: Db, ids: string[]): Promise<RawNodeFacets[]> {
  return queryRows<RawNodeFacets>(
    db,
    sql`select n.id, n.entity_type, n.domain, n.tags, n.location from search_nodes n
      where n.id = any(${sql.param(ids)}::uuid[])`,
  );
}

/** Nodes `ids`' date, popularity (views, likes and shares) and tags, for sorting. */
export async function readNodeSortFacts(
  db: Db,
  ids: string[],
): Promise<{ id: string; date: string | Date; popularity: number; tags: string[] }[]> {
  return queryRows<{
    id: string;
    date: string | Date;
    popularity: number;
    tags: string[];
  }>(
    db,
    sql`
      select n.id, n.date, (n.views + n.likes + n.shares)::int as popularity, n.tags
      from search_nodes n where n.id in ${ids}`,
  );
}

/** The id of the node of an entity, by entity id or (content) by the slug its url ends with. */
export async function findEntityNodeId(
  db: Db,
  entityType: NodeEntityType,
  entityId: string,
): Promise<string | undefined> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    select n.id from search_nodes n
    where n.entity_type = ${entityType} and (n.entity_id = ${entityId}
      or (n.entity_type in ('case-study', 'trip', 'policy-brief', 'opinion-essay', 'interview')
          and n.url like ${`%/${entityId.replace(/[%_\\]/g, "")}`}))
    limit 1`,
  );
  return rows[0]?.id;
}

/** How many nodes there are of each entity type. */
export async function countNodesByEntityType(db: Db): Promise<FacetValueCount<NodeEntityType>[]> {
  return queryRows<{ value: NodeEntityType; count: number }>(
    db,
    sql`
      select entity_type as value, count(*)::int as count from search_nodes group by entity_type`,
  );
}

/** How many nodes there are of each stored domain. */
export async function countNodesByDomain(db: Db): Promise<FacetValueCount[]> {
  return queryRows<{ value: string; count: number }>(
    db,
    sql`
      select domain as value, count(*)::int as count from search_nodes
      where domain is not null group by domain`,
  );
}

/** The 50 tags most items, people and organizations carry (spellings of a tag counted as one). */
export async function countTopTags(db: Db): Promise<FacetValueCount[]> {
  return queryRows<{ value: string; count: number }>(
    db,
    sql`
      select min(tag) as value, count(*)::int as count
      from search_nodes n, unnest(n.tags) as tag
      where n.entity_type not in ('topic', 'location')
      group by lower(regexp_replace(tag, '[-_]+', ' ', 'g')) order by count desc, value limit 50`,
  );
}

/** The 50 locations most items, people and organizations have. */
export async function countTopLocations(db: Db): Promise<FacetValueCount[]> {
  return queryRows<{ value: string; count: number }>(
    db,
    sql`
      select location as value, count(*)::int as count from search_nodes
      where location <> '' and entity_type not in ('topic', 'location')
      group by location order by count desc, location limit 50`,
  );
}

/**
 * Titles suggested for `needle` (LIKE-escaped, lower case): up to 200 starting
 * with it, in the prefix index's order and from the index alone; then, only
 * when fewer than `wanted` distinct titles start with it, up to 200 more
 * containing it. A title that two nodes share comes back for each.
 */
export async function findTitleSuggestions(
  db: Db,
  needle: string,
  wanted: number,
): Promise<{ title: string; node_type: SearchNode["type"]; views: number; starts: boolean }[]> {
  return queryRows<{
    title: string;
    node_type: SearchNode["type"];
    views: number;
    starts: boolean;
  }>(
    db,
    sql`
    with starting as materialized (
      select n.title, n.node_type, n.views from search_nodes n
      where lower(n.title) like ${`${needle}%`}
      order by lower(n.title) using ~<~
      limit 200)
    select title, node_type, views, true as starts from starting
    union all
    (select n.title, n.node_type, n.views, false from search_nodes n
      where (select count(distinct lower(title)) from starting) < ${wanted}
        and lower(n.title) like ${`%${needle}%`} and lower(n.title) not like ${`${needle}%`}
      limit 200)`,
  );
}

/** An edge seen from `source`: `other` is the node at its other end. */
export interface EdgeRow {
  source: string;
  other: string;
  type: RelationshipType;
  strength: number;
  confidence: number;
}

/** Node `id`'s edges in either direction, strongest first, at most `limit`. */
export async function readNodeEdges(db: Db, id: string, limit: number): Promise<EdgeRow[]> {
  return queryRows<EdgeRow>(
    db,
    sql`
    select source, other, type, strength, confidence from (
      select e.source_id as source, e.target_id as other, e.type, e.strength, e.confidence
      from search_edges e where e.source_id = ${id}
      union all
      select e.target_id, e.source_id, e.type, e.strength, e.confidence
      from search_edges e where e.target_id = ${id}
    ) edges
    order by strength desc, type, other
    limit ${limit}`,
  );
}

/** Each hub's `per` strongest edges in either direction, with the hub's degree counted in the same statement. */
export async function readHubEdges(
  db: Db,
  hubs: string[],
  per: number,
): Promise<Array<EdgeRow & { degree: number }>> {
  return queryRows<EdgeRow & { degree: number }>(
    db,
    sql`
    select h.id as source, x.other, x.type, x.strength, x.confidence, d.degree
    from unnest(${sql.param(hubs)}::uuid[]) as h(id)
    cross join lateral (
      select (select count(*) from search_edges e where e.source_id = h.id)
        + (select count(*) from search_edges e where e.target_id = h.id) as degree) d
    cross join lateral (
      select other, type, strength, confidence from (
        select e.target_id as other, e.type, e.strength, e.confidence
        from search_edges e where e.source_id = h.id
        union all
        select e.source_id, e.type, e.strength, e.confidence
        from search_edges e where e.target_id = h.id) both_ways
      order by strength desc, type, other
      limit ${per}) x`,
  );
}
