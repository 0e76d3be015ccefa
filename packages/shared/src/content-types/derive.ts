import type { ContentTypeDefinition } from "./definition";

/** The type names of a list of definitions, as a tuple in the same order. */
export type TypesOf<L extends readonly ContentTypeDefinition[]> = { [K in keyof L]: L[K]["type"] };

/** One value per type of the list, keyed by type: every per-type table is one of these. */
export function tableOf<D extends ContentTypeDefinition, V>(
  list: readonly D[],
  pick: (definition: D) => V,
): Record<D["type"], V> {
  return Object.fromEntries(list.map((d) => [d.type, pick(d)])) as Record<D["type"], V>;
}

/**
 * Every table the code reads, derived from a list of type definitions: the
 * registry's list in production, any list in tests (a new type shows up in
 * each of these as soon as it is listed).
 */
export function contentTypeTables<const L extends readonly ContentTypeDefinition[]>(list: L) {
  type D = L[number];
  return {
    types: list.map((d) => d.type) as unknown as TypesOf<L>,
    labels: tableOf(list, (d: D) => d.label),
    detailPaths: tableOf(list, (d: D) => d.detailPath),
    editPaths: tableOf(list, (d: D) => d.editPath),
    feedFetchErrors: tableOf(list, (d: D) => d.feedFetchError),
    schemaOrgTypes: tableOf(list, (d: D) => d.schemaOrgType),
    cslTypes: tableOf(list, (d: D) => d.csl),
    digestNouns: tableOf(list, (d: D) => d.digestNouns),
    /** The header's Publish menu, in its own order. */
    publishMenu: [...list].sort((a, b) => a.publishMenuOrder - b.publishMenuOrder) as D[],
  };
}

/** The public page of an item: the type's detail route and the slug (or id). */
export function detailPathOf(detailPath: string, slug: string): string {
  return `${detailPath}/${slug}`;
}

/** The editor of an item: the type's authoring route and the id. */
export function editPathOf(editPath: string, id: string): string {
  const base = editPath;
  return base.endsWith("=") ? `${base}${id}` : `${base}/${id}`;
}
