import type { ContentSummary } from "@field-commons/shared/content";
import { ReactionButton } from "./reaction-button";

/** Save / Unsave with the item's save count (see ReactionButton). */
export function SaveButton({ item, className }: { item: ContentSummary; className?: string }) {
  return <ReactionButton kind="save" item={item} className={className} />;
}
