import { registerContentTypeHooks } from "./modules/content/content-types";
import { interviewContentHooks } from "./modules/interviews/interviews.content-type";
import { tripContentHooks } from "./modules/trips/trips.content-type";

/**
 * The composition root of the content types: each type's module owns its
 * hooks, the generic content module knows none of them by name. Called by
 * buildApp(); safe to call again.
 */
export function registerContentTypes(): void {
  registerContentTypeHooks("trip", tripContentHooks);
  registerContentTypeHooks("interview", interviewContentHooks);
}
