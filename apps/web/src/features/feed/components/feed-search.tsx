import { useEffect, useId, useState } from "react";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { FEED_TEXTS } from "../utils/feed-items";

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The feed's search box. Typing updates the URL after a short pause; Enter
 * applies it at once. A change of the URL (for example Clear filters) is
 * shown in the box.
 */
export function FeedSearch({
  value,
  onSearch,
}: {
  value: string | undefined;
  onSearch: (q: string | undefined) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value ?? "");
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The URL changed: show its value, unless the box already says the same.
    setShown(value);
    if (draft.trim() !== (value ?? "")) setDraft(value ?? "");
  }

  useEffect(() => {
    const next = draft.trim();
    if (next === (value ?? "")) return;
    const timer = window.setTimeout(() => onSearch(next || undefined), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, value, onSearch]);

  return (
    <form
      role="search"
      className="w-full sm:max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim() || undefined);
      }}
    >
      <Label htmlFor={id}>{FEED_TEXTS.searchLabel}</Label>
      <Input
        id={id}
        type="search"
        className="mt-1"
        value={draft}
        maxLength={200}
        placeholder={FEED_TEXTS.searchPlaceholder}
        onChange={(event) => setDraft(event.target.value)}
      />
    </form>
  );
}
