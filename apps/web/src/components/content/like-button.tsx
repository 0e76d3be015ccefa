import type { ContentSummary } from "@field-commons/shared/content";
import { ReactionButton } from "./reaction-button";

/** Like / Unlike with the item's like count (see ReactionButton). */
export function LikeButton({ item, className }: { item: ContentSummary; className?: string }) {
  return <ReactionButton kind="like" item={item} className={className} />;
}
