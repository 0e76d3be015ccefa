/**
 * What one content type is, in words and paths: everything the header, the
 * navigation, the cards, the server's pages, citations, digests and search
 * say about it. Plain data, no schemas, so it stays out of the first page's
 * JavaScript (decision 008); the body schema and the publish rules live in
 * the type's `.body.ts` module.
 */
export interface ContentTypeDefinition<T extends string = string> {
  type: T;
  /** 'Policy Brief'; also search's filter and badge label. */
  label: string;
  /** 'Policy Briefs': feed tab, list heading. */
  plural: string;
  /** 'policy brief', in sentences. */
  noun: string;
  /** 'policy briefs', in sentences. */
  nounPlural: string;
  /** The list of published items: '/policy-briefs'. */
  listPath: string;
  /** Public detail route; the slug or id is appended. */
  detailPath: string;
  /** Authoring route; the id is appended for editing ('/x/{id}', or after a closing '='). */
  editPath: string;
  /** Where creating one starts ('/publish/policy-brief', or the trip planner). */
  newPath: string;
  /** Where the header's Publish menu leads. */
  menuPath: string;
  /** Place in the header's Publish menu, from 1. */
  publishMenuOrder: number;
  /** The 'No drafts yet' link. */
  createLabel: string;
  /** schema.org type of its page's structured data. */
  schemaOrgType: string;
  /** CSL type of its citations, with the genre shown and whether the site is the container (decision 023). */
  csl: { type: string; genre?: string; container?: boolean };
  /** Singular and plural in the weekly digest's sentences. */
  digestNouns: readonly [string, string];
  /** The feed's message when a list of this type fails to load. */
  feedFetchError: string;
}
