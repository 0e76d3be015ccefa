import { SKILL_MAX, SKILLS_MAX } from "@field-commons/shared/applications";
import { useEffect, useId, useRef, useState } from "react";
import type { KeyboardEvent } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { addTag } from "../../../components/ui/tags-input";

export const SKILL_TEXTS = {
  label: "Skills",
  hint: "Press Enter or + after each skill.",
  duplicate: "That skill is already added.",
  full: `You can add up to ${SKILLS_MAX} skills.`,
} as const;

/**
 * The applicant's skills: type one and press Enter or +. Skills are trimmed,
 * never blank and never repeated (ignoring case); each has a remove button.
 */
export function SkillsInput({
  value,
  onChange,
  errors = [],
}: {
  value: string[];
  onChange: (skills: string[]) => void;
  errors?: readonly string[];
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusAfterRemove = useRef<number | null>(null);
  const [draft, setDraft] = useState("");
  const [note, setNote] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const full = value.length >= SKILLS_MAX;

  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>("button");
    (buttons?.[Math.min(index, buttons.length - 1)] ?? inputRef.current)?.focus();
  }, [value]);

  const add = () => {
    const result = addTag(value, draft, SKILLS_MAX);
    if ("tags" in result) {
      onChange(result.tags);
      setAnnouncement(`Added skill ${draft.trim()}`);
      setDraft("");
      setNote(null);
      return;
    }
    if (result.reason === "duplicate") {
      setDraft("");
      setNote(SKILL_TEXTS.duplicate);
    } else if (result.reason === "full") setNote(SKILL_TEXTS.full);
    else setNote(null);
  };

  const remove = (index: number) => {
    const skill = value[index];
    focusAfterRemove.current = index;
    onChange(value.filter((_, i) => i !== index));
    if (skill !== undefined) setAnnouncement(`Removed skill ${skill}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add();
  };

  const describedBy = [hintId, note ? noteId : null, errors.length > 0 ? errorId : null]
    .filter(Boolean)
    .join(" ");

  return (
    <div>
      <Label htmlFor={id}>{SKILL_TEXTS.label}</Label>
      <div className="mt-1 flex gap-2">
        <Input
          ref={inputRef}
          id={id}
          value={draft}
          maxLength={SKILL_MAX}
          disabled={full}
          autoComplete="off"
          placeholder="e.g. Qualitative interviews"
          aria-describedby={describedBy}
          aria-invalid={errors.length > 0 || undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            if (note) setNote(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button
          variant="secondary"
          className="shrink-0 px-3"
          aria-label="Add skill"
          disabled={full || draft.trim() === ""}
          onClick={add}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none">
            <path
              d="M12 5v14M5 12h14"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </Button>
      </div>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {full ? SKILL_TEXTS.full : SKILL_TEXTS.hint}
      </p>
      {note ? (
        <p id={noteId} className="mt-1 text-sm font-medium text-amber-900">
          {note}
        </p>
      ) : null}
      {errors.length > 0 ? (
        <ul id={errorId} className="mt-1 space-y-0.5 text-sm font-medium text-danger">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {value.length > 0 ? (
        <ul ref={listRef} aria-label="Added skills" className="mt-3 flex flex-wrap gap-2">
          {value.map((skill, index) => (
            <li
              key={`${skill}-${index}`}
              className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-0.5 pr-0.5 pl-3 text-sm text-slate-800"
            >
              <span className="break-all">{skill}</span>
              <button
                type="button"
                aria-label={`Remove skill ${skill}`}
                onClick={() => remove(index)}
                className="inline-flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none">
                  <path
                    d="M7 7l10 10M17 7L7 17"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
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
