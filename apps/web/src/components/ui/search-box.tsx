import { useEffect, useId, useState } from "react";
import { Input } from "./input";
import { Label } from "./label";

export const SEARCH_BOX_DEBOUNCE_MS = 300;

/**
 * A labelled search box (role="search"). Typing reports the trimmed text after
 * a short pause; Enter reports it at once. When `value` changes from outside
 * (for example the URL), the box shows it.
 */
export function SearchBox({
  label,
  value,
  onSearch,
  placeholder,
  maxLength = 200,
  className,
}: {
  label: string;
  value: string | undefined;
  onSearch: (q: string | undefined) => void;
  placeholder?: string;
  maxLength?: number;
  className?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value ?? "");
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // Changed from outside: show it, unless the box already says the same.
    setShown(value);
    if (draft.trim() !== (value ?? "")) setDraft(value ?? "");
  }

  useEffect(() => {
    const next = draft.trim();
    if (next === (value ?? "")) return;
    const timer = window.setTimeout(() => onSearch(next || undefined), SEARCH_BOX_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, value, onSearch]);

  return (
    <form
      role="search"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim() || undefined);
      }}
    >
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="search"
        className="mt-1"
        value={draft}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => setDraft(event.target.value)}
      />
    </form>
  );
}
