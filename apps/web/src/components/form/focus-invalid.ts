/**
 * Where a form's fields keep clear of the sticky parts of the page when the
 * browser or focusFirstInvalid scrolls them into view: the site header above
 * and a form's sticky action bar (with its message) below. Put on an element
 * around the fields.
 */
export const FIELD_SCROLL_MARGINS =
  "[&_:is(input,select,textarea,button)]:scroll-mt-28 [&_:is(input,select,textarea,button)]:scroll-mb-64";

/**
 * Focuses the first field marked invalid inside `root` and scrolls it to the
 * middle of the screen, so it is neither under the site header nor under a
 * sticky action bar (focus alone only scrolls a field that is off screen, not
 * one that is covered). Returns whether there was such a field.
 */
export function focusFirstInvalid(root: ParentNode | null | undefined): boolean {
  const field = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return false;
  field.focus({ preventScroll: true });
  // jsdom has no scrollIntoView; browsers honour reduced motion for the default (instant) scroll.
  field.scrollIntoView?.({ block: "center", inline: "nearest" });
  return true;
}
