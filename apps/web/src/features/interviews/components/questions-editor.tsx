import { LONG_TEXT_MAX } from "@field-commons/shared/content";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { parseTimestamp } from "../utils/duration";
import { FORM_MESSAGES, QUESTIONS_MAX, nextQuestionKey } from "../utils/form-values";
import type { FieldErrors, QuestionDraft } from "../utils/form-values";

const TIMESTAMP_MAX_LENGTH = 12;
const TIMESTAMP_HINT =
  "Optional. Where the question starts in the recording, for example 12:30 or 1:02:05.";

export const QUESTION_BLANK_NOTE = "Write the question first.";

type FocusTarget = { key: string; control: "up" | "down" | "remove" } | "new";

/**
 * The interview's question-and-answer pairs: a new pair is written below and
 * added with 'Add Question' (never with a blank question); each added pair
 * stays editable and can be moved up, moved down or removed, by keyboard too.
 */
export function QuestionsEditor({
  value,
  onChange,
  errors,
}: {
  value: readonly QuestionDraft[];
  onChange: (next: QuestionDraft[]) => void;
  /** Messages keyed 'questions', 'questions.{index}.question', 'questions.{index}.timestamp' ... */
  errors: FieldErrors;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  const newQuestionRef = useRef<HTMLTextAreaElement>(null);
  const focusAfterRender = useRef<FocusTarget | null>(null);
  const [draft, setDraft] = useState({ question: "", answer: "", timestamp: "" });
  const [draftErrors, setDraftErrors] = useState<{ question?: string; timestamp?: string }>({});
  const [announcement, setAnnouncement] = useState("");

  const full = value.length >= QUESTIONS_MAX;
  const blank = draft.question.trim() === "";

  useEffect(() => {
    const target = focusAfterRender.current;
    if (!target) return;
    focusAfterRender.current = null;
    if (target === "new") {
      newQuestionRef.current?.focus();
      return;
    }
    const find = (control: string) =>
      Array.from(
        listRef.current?.querySelectorAll<HTMLButtonElement>("[data-focus-key]") ?? [],
      ).find((button) => button.dataset.focusKey === `${target.key}:${control}`);
    const preferred = find(target.control);
    const fallback = find(
      target.control === "up" ? "down" : target.control === "down" ? "up" : "remove",
    );
    (preferred && !preferred.disabled ? preferred : fallback)?.focus();
  }, [value]);

  const add = () => {
    if (full) return;
    if (blank) {
      setDraftErrors({ question: QUESTION_BLANK_NOTE });
      newQuestionRef.current?.focus();
      return;
    }
    if (!parseTimestamp(draft.timestamp).ok) {
      setDraftErrors({ timestamp: FORM_MESSAGES.timestampInvalid });
      return;
    }
    onChange([
      ...value,
      {
        key: nextQuestionKey(),
        question: draft.question.trim(),
        answer: draft.answer.trim(),
        timestamp: draft.timestamp.trim(),
      },
    ]);
    setDraft({ question: "", answer: "", timestamp: "" });
    setDraftErrors({});
    setAnnouncement(`Question ${value.length + 1} added.`);
    focusAfterRender.current = "new";
  };

  const update = (index: number, patch: Partial<Omit<QuestionDraft, "key">>) =>
    onChange(value.map((pair, i) => (i === index ? { ...pair, ...patch } : pair)));

  const move = (index: number, direction: -1 | 1) => {
    const target = index + direction;
    const pair = value[index];
    if (!pair || target < 0 || target >= value.length) return;
    const list = [...value];
    list.splice(index, 1);
    list.splice(target, 0, pair);
    focusAfterRender.current = { key: pair.key, control: direction < 0 ? "up" : "down" };
    setAnnouncement(`Question moved to position ${target + 1} of ${list.length}.`);
    onChange(list);
  };

  const remove = (index: number) => {
    const list = value.filter((_, i) => i !== index);
    const neighbour = list[index] ?? list[index - 1];
    focusAfterRender.current = neighbour ? { key: neighbour.key, control: "remove" } : "new";
    setAnnouncement(`Question ${index + 1} removed.`);
    onChange(list);
  };

  return (
    <div>
      {errors.questions ? (
        <ul className="mb-3 space-y-0.5 text-sm font-medium text-danger">
          {errors.questions.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}

      {value.length > 0 ? (
        <ol ref={listRef} aria-label="Questions" className="space-y-4">
          {value.map((pair, index) => (
            <QuestionRow
              key={pair.key}
              pair={pair}
              index={index}
              count={value.length}
              errors={errors}
              onChange={(patch) => update(index, patch)}
              onMoveUp={() => move(index, -1)}
              onMoveDown={() => move(index, 1)}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-600">No questions yet.</p>
      )}

      <fieldset className="mt-5 space-y-4 rounded-lg border border-dashed border-slate-300 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">New question</legend>
        <FormField label="Question" errors={draftErrors.question ? [draftErrors.question] : []}>
          {(control) => (
            <Textarea
              {...control}
              ref={newQuestionRef}
              rows={2}
              value={draft.question}
              maxLength={LONG_TEXT_MAX}
              disabled={full}
              onChange={(event) => {
                setDraft((d) => ({ ...d, question: event.target.value }));
                if (draftErrors.question) setDraftErrors((e) => ({ ...e, question: undefined }));
              }}
            />
          )}
        </FormField>
        <FormField label="Answer">
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              value={draft.answer}
              maxLength={LONG_TEXT_MAX}
              disabled={full}
              onChange={(event) => setDraft((d) => ({ ...d, answer: event.target.value }))}
            />
          )}
        </FormField>
        <FormField
          label="Timestamp"
          hint={TIMESTAMP_HINT}
          errors={draftErrors.timestamp ? [draftErrors.timestamp] : []}
        >
          {(control) => (
            <Input
              {...control}
              value={draft.timestamp}
              maxLength={TIMESTAMP_MAX_LENGTH}
              inputMode="numeric"
              autoComplete="off"
              placeholder="m:ss"
              className="max-w-40"
              disabled={full}
              onChange={(event) => {
                setDraft((d) => ({ ...d, timestamp: event.target.value }));
                if (draftErrors.timestamp) setDraftErrors((e) => ({ ...e, timestamp: undefined }));
              }}
            />
          )}
        </FormField>
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" disabled={blank || full} onClick={add}>
            Add Question
          </Button>
          <span className="text-sm text-slate-600">
            {full
              ? `You can add up to ${QUESTIONS_MAX} questions.`
              : `${value.length} of ${QUESTIONS_MAX}`}
          </span>
        </div>
      </fieldset>

      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

function QuestionRow({
  pair,
  index,
  count,
  errors,
  onChange,
  onMoveUp,
  onMoveDown,
  onRemove,
}: {
  pair: QuestionDraft;
  index: number;
  count: number;
  errors: FieldErrors;
  onChange: (patch: Partial<Omit<QuestionDraft, "key">>) => void;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onRemove: () => void;
}) {
  const id = useId();
  const position = index + 1;
  const at = (field: string) => errors[`questions.${index}.${field}`] ?? [];
  return (
    <li
      aria-labelledby={`${id}-heading`}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 id={`${id}-heading`} className="text-sm font-semibold text-slate-700">
        Question {position} of {count}
      </h3>
      <FormField label={`Question ${position}`} errors={at("question")}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            value={pair.question}
            maxLength={LONG_TEXT_MAX}
            onChange={(event) => onChange({ question: event.target.value })}
          />
        )}
      </FormField>
      <FormField label={`Answer ${position}`} errors={at("answer")}>
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            value={pair.answer}
            maxLength={LONG_TEXT_MAX}
            onChange={(event) => onChange({ answer: event.target.value })}
          />
        )}
      </FormField>
      <FormField
        label={`Timestamp ${position}`}
        hint="Optional, m:ss or h:mm:ss."
        errors={at("timestamp")}
      >
        {(control) => (
          <Input
            {...control}
            value={pair.timestamp}
            maxLength={TIMESTAMP_MAX_LENGTH}
            inputMode="numeric"
            autoComplete="off"
            className="max-w-40"
            onChange={(event) => onChange({ timestamp: event.target.value })}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          data-focus-key={`${pair.key}:up`}
          disabled={index === 0}
          onClick={onMoveUp}
        >
          Move up<span className="sr-only"> question {position}</span>
        </Button>
        <Button
          variant="secondary"
          size="sm"
          data-focus-key={`${pair.key}:down`}
          disabled={index === count - 1}
          onClick={onMoveDown}
        >
          Move down<span className="sr-only"> question {position}</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-danger"
          data-focus-key={`${pair.key}:remove`}
          onClick={onRemove}
        >
          Remove<span className="sr-only"> question {position}</span>
        </Button>
      </div>
    </li>
  );
}
