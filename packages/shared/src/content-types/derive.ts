import type { ContentTypeDefinition } from "./definition";

/** The type names of a list of definitions, as a tuple in the same order. */
export type TypesOf<L extends readonly ContentTypeDefinition[]> = { [K in keyof L]: L[K]["type"] };

/** One value per type of the list, keyed by type: every per-type table is one of these. */
export function tableOf<const L extends readonly ContentTypeDefinition[], V>(
  list: L,
  pick: (definition: L[number]) => V,
): Record<L[number]["type"], V> {
  return Object.fromEntries(list.map((d) => [d.type, pick(d)])) as Record<L[number]["type"], V>;
}

/**
 * Every table the code reads, derived from a list of type definitions: the
 * registry's list in production, any list in tests (a new type shows up in
 * each of these as soon as it is listed).
 */
export function contentTypeTables<const L extends readonly ContentTypeDefinition[]>(list: L) {
  return {
    types: list.map((d) => d.type) as unknown as TypesOf<L>,
    /** Each type's whole definition. */
    byType: tableOf(list, (d) => d),
    labels: tableOf(list, (d) => d.label),
    detailPaths: tableOf(list, (d) => d.detailPath),
    editPaths: tableOf(list, (d) => d.editPath),
    feedFetchErrors: tableOf(list, (d) => d.feedFetchError),
    schemaOrgTypes: tableOf(list, (d) => d.schemaOrgType),
    cslTypes: tableOf(list, (d) => d.csl),
    digestNouns: tableOf(list, (d) => d.digestNouns),
    /** The header's Publish menu, in its own order. */
    publishMenu: [...list].sort((a, b) => a.publishMenuOrder - b.publishMenuOrder) as L[number][],
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
