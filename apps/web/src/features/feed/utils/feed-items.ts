import {
  CONTENT_MESSAGES,
  CONTENT_TYPES,
  ContentSummary,
  FEED_FETCH_ERRORS,
  noContentForDomain,
} from "@field-commons/shared/content";
import type { ContentType, FeedSearchParams } from "@field-commons/shared/content";
import { ZodError } from "zod";
import { NetworkError } from "../../../lib/api-client";

export type FeedItemCheck =
  | { kind: "card"; item: ContentSummary }
  | { kind: "unknown-type" }
  | { kind: "invalid" }
  /** No slug or no id: no card is rendered. */
  | { kind: "skip" };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function hasText(value: unknown): boolean {
  return typeof value === "string" && value.trim().length > 0;
}

/** Decides how one feed item is shown: a card, 'Unknown Content Type', invalid data or nothing. */
export function checkFeedItem(raw: unknown): FeedItemCheck {
  if (!isRecord(raw)) return { kind: "invalid" };
  if (!(CONTENT_TYPES as readonly unknown[]).includes(raw.type)) return { kind: "unknown-type" };
  if (!hasText(raw.slug) || !hasText(raw.id)) return { kind: "skip" };
  const parsed = ContentSummary.safeParse(raw);
  return parsed.success ? { kind: "card", item: parsed.data } : { kind: "invalid" };
}

/** A stable React key for an item that may not be valid. */
export function feedItemKey(raw: unknown, index: number): string {
  return isRecord(raw) && typeof raw.id === "string" && raw.id ? `id:${raw.id}` : `index:${index}`;
}

export const FEED_TEXTS = {
  heading: "Research Feed",
  searchLabel: "Search content",
  searchPlaceholder: "Search by title, place or domain",
  typeTabs: "Content type",
  viewGroup: "View",
  domainGroup: "Filter by domain",
  /** The arrow buttons of the domain chips when they run past the screen's edge. */
  domainScroll: { before: "Scroll domains left", after: "Scroll domains right" },
  loadMore: "Load more",
  tryAgain: "Try Again",
  clearFilters: "Clear filters",
  publish: "Publish your research",
  allContentError: "Failed to fetch content",
  /** After 'Error: ': 'Error: Invalid data format'. */
  invalidData: "Invalid data format",
  loading: "Loading content…",
} as const;

export type FeedEmptyState =
  { title: string; action: "clear-filters" } | { title: string; action: "publish" };

/**
 * The empty state's text: a selected domain names it;
 * other filters or a search say 'No content found'; with no filter at all,
 * nothing has been published yet.
 */
export function feedEmptyState(
  filters: Pick<FeedSearchParams, "type" | "domain" | "q">,
): FeedEmptyState {
  if (filters.domain) return { title: noContentForDomain(filters.domain), action: "clear-filters" };
  if (filters.type || filters.q)
    return { title: CONTENT_MESSAGES.noContentFound, action: "clear-filters" };
  return { title: CONTENT_MESSAGES.noContentYet, action: "publish" };
}

/** The server answered, but not with the shape the feed reads (the page schema failed). */
export function isInvalidFeedData(error: unknown): boolean {
  return error instanceof NetworkError && error.cause instanceof ZodError;
}

/**
 * The message after 'Error: ' in place of the feed: 'Invalid data
 * format' when the answer does not match the feed's shape, otherwise the
 * fetch failure naming the type.
 */
export function feedErrorMessage(type: ContentType | undefined, error?: unknown): string {
  if (isInvalidFeedData(error)) return FEED_TEXTS.invalidData;
  return type ? FEED_FETCH_ERRORS[type] : FEED_TEXTS.allContentError;
}
