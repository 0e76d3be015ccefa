import { CONTENT_MESSAGES } from "@field-commons/shared/content";
import { ContentCard } from "../../../components/content/content-card";
import { checkFeedItem } from "../utils/feed-items";

function ItemNotice({ text, tone }: { text: string; tone: "neutral" | "error" }) {
  return (
    <div
      className={
        tone === "error"
          ? "flex h-full min-h-40 items-center justify-center rounded-lg border border-red-300 bg-danger-soft p-5 text-center font-medium text-danger"
          : "flex h-full min-h-40 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-white p-5 text-center font-medium text-slate-700"
      }
    >
      <p>{text}</p>
    </div>
  );
}

/** One feed entry: a card, or what the spec shows for an unknown type or invalid data. */
export function FeedItem({ item }: { item: unknown }) {
  const check = checkFeedItem(item);
  switch (check.kind) {
    case "card":
      return <ContentCard item={check.item} />;
    case "unknown-type":
      return <ItemNotice text={CONTENT_MESSAGES.unknownType} tone="neutral" />;
    case "invalid":
      return <ItemNotice text={CONTENT_MESSAGES.invalidData} tone="error" />;
    case "skip":
      return null;
  }
}
