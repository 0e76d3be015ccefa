/**
 * Links to profiles, without the profile schemas: the header and every
 * content card use these, so they stay out of the first page's JavaScript.
 */

/**
 * The one account that holds published work its authors chose to keep when
 * they deleted their accounts. It cannot sign in and has no profile page.
 */
export const DELETED_USER_ID = "00000000-0000-4000-8000-000000000000";

/** A person's public profile page. */
export function profilePath(id: string): string {
  return `/profile/${id}`;
}

/** Where an author's name links to; null for the deleted-user account. */
export function authorHref(author: { id: string }): string | null {
  return author.id === DELETED_USER_ID ? null : profilePath(author.id);
}
