import { useEffect, useMemo, useRef, useState } from "react";
import type { FormEvent } from "react";
import { useForm } from "react-hook-form";
import type { DefaultValues, FieldValues } from "react-hook-form";
import type { z } from "zod";
import { ApiError } from "../../lib/api-client";
import { otherMessages } from "./form-errors";
import type { RowMaps } from "./form-errors";
import { FORM_TEXT, applyServerErrors, errorText, routedResolver } from "./form-model";
import type { MessageFix, RowLists } from "./form-model";

/** What a form says after a submit: success (a status) or failure (an alert). */
export interface FormOutcome {
  success: string | null;
  error: string | null;
  /** Messages no field shows. */
  other: string[];
}

/**
 * What a save went on to: the message that announces it and, when the form
 * should start again from new values (blank passwords, the saved profile),
 * those values. Nothing when what follows is up to the caller.
 */
export interface SaveResult<T extends FieldValues> {
  message?: string;
  reset?: DefaultValues<T>;
}

const NO_OUTCOME: FormOutcome = { success: null, error: null, other: [] };

/**
 * A form that is not a content form (decision 015): react-hook-form over the
 * API's own input, checked with the shared schema (routedResolver), sent with
 * `save`. A refused check or save puts each message on the field that shows
 * its path (the rest go with the form's error) and focuses the first field
 * marked invalid once the marks are rendered; a save that went through is
 * announced with `save`'s message.
 */
export function useRoutedForm<T extends FieldValues, Output = T>({
  schema,
  shown,
  lists,
  fix,
  defaultValues,
  save,
}: {
  schema: z.ZodType;
  /** Every path the form shows messages for. */
  shown: ReadonlySet<string>;
  /** Lists of rows whose untouched rows are not sent. */
  lists?: RowLists;
  fix?: MessageFix;
  defaultValues: DefaultValues<T>;
  /**
   * Sends the checked values. A form that asks for a confirmation first
   * resolves at once and later calls `reportFailure` if need be.
   */
  save: (values: Output) => Promise<SaveResult<T> | void>;
}) {
  const rows = useRef<RowMaps>({});
  const resolver = useMemo(
    () => routedResolver<T>(schema, shown, { lists, fix, rows }),
    [schema, shown, lists, fix],
  );
  const form = useForm<T, unknown, Output>({
    defaultValues,
    resolver: resolver as never,
    shouldFocusError: false,
  });
  const [outcome, setOutcome] = useState<FormOutcome>(NO_OUTCOME);
  const ref = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0) return;
    // The schema's marks reach the fields a render after the refused submit:
    // look again for a few frames until they are there.
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      const invalid = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (invalid) {
        invalid.focus();
        // Focus does not scroll a field that is only covered (by the sticky
        // header or action bar); its scroll margins keep it clear of them.
        invalid.scrollIntoView?.({ block: "nearest" });
      } else if (++tries < 10) {
        frame = requestAnimationFrame(attempt);
      }
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [focusRequest]);
  const focusInvalid = () => setFocusRequest((n) => n + 1);

  // The form starts again from the saved values once the submit has finished
  // (a reset inside the submit would leave react-hook-form's submit unfinished).
  const resetTo = useRef<DefaultValues<T> | null>(null);
  const { submitCount } = form.formState;
  const { reset } = form;
  useEffect(() => {
    const values = resetTo.current;
    resetTo.current = null;
    if (values) reset(values);
  }, [submitCount, reset]);

  /** A refused save: its messages on the fields, the rest with the form's error. */
  const reportFailure = (failure: unknown) => {
    const other = applyServerErrors(form.setError, failure, shown, rows.current);
    const hasFields = failure instanceof ApiError && Object.keys(failure.fields).length > 0;
    setOutcome({
      success: null,
      error: hasFields ? FORM_TEXT.fixFields : errorText(failure, FORM_TEXT.saveFailed),
      other,
    });
    focusInvalid();
  };

  const submit = form.handleSubmit(
    async (values) => {
      setOutcome(NO_OUTCOME);
      try {
        const saved = await save(values);
        // Saved: what the form holds now is the new starting point (nothing unsaved).
        resetTo.current = saved?.reset ?? (form.getValues() as DefaultValues<T>);
        setOutcome({ success: saved?.message ?? null, error: null, other: [] });
      } catch (failure) {
        reportFailure(failure);
      }
    },
    (errors) => {
      setOutcome({ success: null, error: FORM_TEXT.fixFields, other: otherMessages(errors) });
      focusInvalid();
    },
  );

  return {
    form,
    /** For the <form> element: where the first invalid field is looked for. */
    ref,
    outcome,
    reportFailure,
    busy: form.formState.isSubmitting,
    /** Changed since loaded or last saved, and not being saved: leaving asks first. */
    unsaved: form.formState.isDirty && !form.formState.isSubmitting,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
  };
}
