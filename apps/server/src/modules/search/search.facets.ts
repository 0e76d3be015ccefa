import { commonsDomainOf, DOMAINS } from "@field-commons/shared/domains";
import {
  NODE_ENTITY_LABELS,
  NODE_ENTITY_TYPES,
  type NodeEntityType,
  type SearchFacets,
  type SearchFilters,
} from "@field-commons/shared/search";
import { topicKey } from "./search.documents";

/** Tag and location values listed per facet (chosen values are always listed too). */
export const FACET_VALUES = 50;

/** What filters test of a matched node. */
export interface Facetable {
  id: string;
  entityType: NodeEntityType;
  /** As stored: a commons domain, a job field, or anything else. */
  domain: string | null;
  tags: string[];
  location: string;
}

type Test = (item: Facetable) => boolean;

interface Tests {
  types: Test;
  domains: Test;
  tags: Test;
  locations: Test;
}

const any: Test = () => true;

/**
 * One test per facet. Values of one facet are alternatives (any of them
 * matches); facets combine (all must match). A domain filter matches the
 * commons domain a node stands under, so a job whose field is Health &
 * Wellbeing is found under Social & Governance Systems; tags match by their
 * topic ("Seed banks" and "seed-bank" are one).
 */
function testsOf(filters: SearchFilters): Tests {
  const types = new Set<string>(filters.types);
  const domains = new Set(filters.domains.map((d) => commonsDomainOf(d) ?? d));
  const tags = new Set(filters.tags.map(topicKey));
  const locations = new Set(filters.locations);
  return {
    types: types.size === 0 ? any : (item) => types.has(item.entityType),
    domains:
      domains.size === 0
        ? any
        : (item) => {
            const domain = commonsDomainOf(item.domain);
            return domain !== null && domains.has(domain);
          },
    tags: tags.size === 0 ? any : (item) => item.tags.some((tag) => tags.has(topicKey(tag))),
    locations: locations.size === 0 ? any : (item) => locations.has(item.location),
  };
}

/** The test of every active filter at once: what a search's results are narrowed by. */
export function matchesFilters(filters: SearchFilters): Test {
  const t = testsOf(filters);
  return (item) => t.types(item) && t.domains(item) && t.tags(item) && t.locations(item);
}

function ranked(
  counts: Map<string, { value: string; count: number }>,
  chosen: Set<string>,
  limit: number,
) {
  const all = [...counts.entries()]
    .filter(([key, entry]) => entry.count > 0 || chosen.has(key))
    .sort(([, a], [, b]) => b.count - a.count || a.value.localeCompare(b.value));
  const top = all.slice(0, limit);
  // A chosen value past the limit stays listed, so it can be unticked.
  const rest = all.slice(limit).filter(([key]) => chosen.has(key));
  return [...top, ...rest].map(([, entry]) => ({ value: entry.value, count: entry.count }));
}

/**
 * Facet counts over a search's matched set, in one pass: each facet's
 * values counted among the nodes that pass every other facet's filter (a
 * facet's own choice does not narrow its own counts), so a value's count is
 * what the results would number with that value chosen in its facet alone.
 * Domains are the seven commons domains; job fields count under theirs.
 */
export function facetCounts(
  items: Iterable<Facetable>,
  filters: SearchFilters,
  limit = FACET_VALUES,
): SearchFacets {
  const t = testsOf(filters);
  const types = new Map<NodeEntityType, number>();
  const domains = new Map<string, number>();
  const tags = new Map<string, { value: string; count: number }>();
  const locations = new Map<string, { value: string; count: number }>();
  const chosenTags = new Map(filters.tags.map((tag) => [topicKey(tag), tag]));
  for (const tag of chosenTags.keys()) tags.set(tag, { value: chosenTags.get(tag)!, count: 0 });
  for (const location of filters.locations) locations.set(location, { value: location, count: 0 });

  for (const item of items) {
    const type = t.types(item);
    const domain = t.domains(item);
    const tag = t.tags(item);
    const location = t.locations(item);
    if (domain && tag && location)
      types.set(item.entityType, (types.get(item.entityType) ?? 0) + 1);
    if (type && tag && location) {
      const commons = commonsDomainOf(item.domain);
      if (commons) domains.set(commons, (domains.get(commons) ?? 0) + 1);
    }
    if (type && domain && location) {
      // A node counts once per topic, however many spellings of it it carries.
      const seen = new Set<string>();
      for (const value of item.tags) {
        const key = topicKey(value);
        if (!key || seen.has(key)) continue;
        seen.add(key);
        const entry = tags.get(key);
        if (entry) {
          entry.count++;
          // The first spelling alphabetically names the topic, unless one was chosen.
          if (!chosenTags.has(key) && value < entry.value) entry.value = value;
        } else tags.set(key, { value, count: 1 });
      }
    }
    if (type && domain && tag && item.location !== "") {
      const entry = locations.get(item.location);
      if (entry) entry.count++;
      else locations.set(item.location, { value: item.location, count: 1 });
    }
  }

  const chosenTypes = new Set<string>(filters.types);
  const chosenDomains = new Set(filters.domains.map((d) => commonsDomainOf(d) ?? d));
  return {
    types: NODE_ENTITY_TYPES.filter((type) => (types.get(type) ?? 0) > 0 || chosenTypes.has(type))
      .map((type) => ({
        value: type,
        label: NODE_ENTITY_LABELS[type],
        count: types.get(type) ?? 0,
      }))
      .sort((a, b) => b.count - a.count),
    domains: DOMAINS.filter((d) => (domains.get(d) ?? 0) > 0 || chosenDomains.has(d))
      .map((d) => ({ value: d, count: domains.get(d) ?? 0 }))
      .sort((a, b) => b.count - a.count),
    tags: ranked(tags, new Set(chosenTags.keys()), limit),
    locations: ranked(locations, new Set(filters.locations), limit),
  };
}
