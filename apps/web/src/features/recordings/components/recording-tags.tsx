import { RECORDING_LIMITS } from "@field-commons/shared/recordings";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";

/** The recording tag rule: trimmed, not blank, not already there. Null when refused. */
export function withTag(tags: readonly string[], raw: string): string[] | null {
  const tag = raw.trim();
  if (!tag || tags.length >= RECORDING_LIMITS.tags) return null;
  if (tags.some((t) => t.toLocaleLowerCase() === tag.toLocaleLowerCase())) return null;
  return [...tags, tag];
}

/** Tags: type one and press Enter or Add Tag; × removes one. The input clears after each try. */
export function RecordingTags({
  value,
  onChange,
}: {
  value: string[];
  onChange: (tags: string[]) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const full = value.length >= RECORDING_LIMITS.tags;

  const add = () => {
    const next = withTag(value, draft);
    if (next) {
      onChange(next);
      setAnnouncement(`Added tag ${draft.trim()}`);
    }
    setDraft("");
  };

  return (
    <div>
      <Label htmlFor={id}>Tags</Label>
      <div className="mt-1 flex gap-2">
        <Input
          id={id}
          value={draft}
          maxLength={RECORDING_LIMITS.tag}
          disabled={full}
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          placeholder="Add a tag"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
            event.preventDefault();
            add();
          }}
        />
        <Button variant="secondary" className="shrink-0" onClick={add} disabled={full}>
          Add Tag
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {full
          ? `You can add up to ${RECORDING_LIMITS.tags} tags.`
          : `Press Enter or Add Tag after each tag. Up to ${RECORDING_LIMITS.tags} tags.`}
      </p>
      {value.length > 0 ? (
        <ul aria-label="Added tags" className="mt-3 flex flex-wrap gap-2">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-0.5 pr-0.5 pl-3 text-sm text-slate-800"
            >
              <span className="break-all">{tag}</span>
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                onClick={() => {
                  onChange(value.filter((t) => t !== tag));
                  setAnnouncement(`Removed tag ${tag}`);
                }}
                className="inline-flex size-9 items-center justify-center rounded-full text-lg leading-none text-slate-600 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
