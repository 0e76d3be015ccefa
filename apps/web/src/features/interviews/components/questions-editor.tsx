import { LONG_TEXT_MAX } from "@field-commons/shared/content";
import { useEffect, useId, useRef, useState } from "react";
import { useFieldArray } from "react-hook-form";
import { FieldMessages, TextareaField, useShownMessages } from "../../../components/form/fields";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { parseTimestamp } from "../utils/duration";
import { FORM_MESSAGES, QUESTIONS_MAX } from "../utils/interview-form-schema";
import { TimestampField } from "./interview-fields";

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
export function QuestionsEditor({ name = "body.questions" }: { name?: string }) {
  const { messages } = useShownMessages(name);
  const { fields: value, append, move: moveRow, remove: removeRow } = useFieldArray({ name });
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
    addedTimestamp.current = null;
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

  const parsedDraftTimestamp = parseTimestamp(draft.timestamp);
  // The timestamp as typed, shown as it was in the pair just added.
  const addedTimestamp = useRef<string | null>(null);

  const add = () => {
    if (full) return;
    if (blank) {
      setDraftErrors({ question: QUESTION_BLANK_NOTE });
      newQuestionRef.current?.focus();
      return;
    }
    if (!parsedDraftTimestamp.ok) {
      setDraftErrors({ timestamp: FORM_MESSAGES.timestampInvalid });
      return;
    }
    addedTimestamp.current = draft.timestamp.trim();
    append({
      question: draft.question.trim(),
      answer: draft.answer.trim(),
      timestamp: parsedDraftTimestamp.seconds,
    });
    setDraft({ question: "", answer: "", timestamp: "" });
    setDraftErrors({});
    setAnnouncement(`Question ${value.length + 1} added.`);
    focusAfterRender.current = "new";
  };

  const move = (index: number, direction: -1 | 1) => {
    const target = index + direction;
    const pair = value[index];
    if (!pair || target < 0 || target >= value.length) return;
    focusAfterRender.current = { key: pair.id, control: direction < 0 ? "up" : "down" };
    setAnnouncement(`Question moved to position ${target + 1} of ${value.length}.`);
    moveRow(index, target);
  };

  const remove = (index: number) => {
    const list = value.filter((_, i) => i !== index);
    const neighbour = list[index] ?? list[index - 1];
    focusAfterRender.current = neighbour ? { key: neighbour.id, control: "remove" } : "new";
    setAnnouncement(`Question ${index + 1} removed.`);
    removeRow(index);
  };

  return (
    <div>
      <FieldMessages messages={messages} />

      {value.length > 0 ? (
        <ol ref={listRef} aria-label="Questions" className="space-y-4">
          {value.map((pair, index) => (
            <QuestionRow
              key={pair.id}
              rowKey={pair.id}
              path={`${name}.${index}`}
              index={index}
              count={value.length}
              initialTimestamp={
                index === value.length - 1 ? (addedTimestamp.current ?? undefined) : undefined
              }
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
  rowKey,
  path,
  initialTimestamp,
  index,
  count,
  onMoveUp,
  onMoveDown,
  onRemove,
}: {
  rowKey: string;
  /** The pair's path: 'body.questions.2'. */
  path: string;
  initialTimestamp?: string;
  index: number;
  count: number;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onRemove: () => void;
}) {
  const id = useId();
  const position = index + 1;
  return (
    <li
      aria-labelledby={`${id}-heading`}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 id={`${id}-heading`} className="text-sm font-semibold text-slate-700">
        Question {position} of {count}
      </h3>
      <TextareaField
        name={`${path}.question`}
        label={`Question ${position}`}
        rows={2}
        maxLength={LONG_TEXT_MAX}
      />
      <TextareaField
        name={`${path}.answer`}
        label={`Answer ${position}`}
        rows={4}
        maxLength={LONG_TEXT_MAX}
      />
      <TimestampField
        name={`${path}.timestamp`}
        label={`Timestamp ${position}`}
        hint="Optional, m:ss or h:mm:ss."
        initialText={initialTimestamp}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          data-focus-key={`${rowKey}:up`}
          disabled={index === 0}
          onClick={onMoveUp}
        >
          Move up<span className="sr-only"> question {position}</span>
        </Button>
        <Button
          variant="secondary"
          size="sm"
          data-focus-key={`${rowKey}:down`}
          disabled={index === count - 1}
          onClick={onMoveDown}
        >
          Move down<span className="sr-only"> question {position}</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-danger"
          data-focus-key={`${rowKey}:remove`}
          onClick={onRemove}
        >
          Remove<span className="sr-only"> question {position}</span>
        </Button>
      </div>
    </li>
  );
}
