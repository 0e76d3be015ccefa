import { useEffect, useMemo, useRef, useState } from "react";
import type { FormEvent } from "react";
import { useForm } from "react-hook-form";
import type { DefaultValues, FieldValues } from "react-hook-form";
import type { z } from "zod";
import { ApiError } from "../../../lib/api-client";
import { applyServerErrors, errorText, otherMessages, routedResolver } from "../utils/form-model";
import type { MessageFix } from "../utils/form-model";
import { ORGANIZATION_TEXT } from "../utils/organization-text";

/**
 * A form of this feature (decision 015): react-hook-form over the API's own
 * input, checked with the shared schema (routedResolver), saved with `save`.
 * A refused check or save puts each message on the field that shows its path
 * (the rest go with the form's error) and focuses the first field marked
 * invalid once the marks are rendered.
 */
export function useRoutedForm<T extends FieldValues>({
  schema,
  shown,
  fix,
  defaultValues,
  save,
}: {
  schema: z.ZodType;
  /** Every path the form shows messages for. */
  shown: ReadonlySet<string>;
  fix?: MessageFix;
  defaultValues: DefaultValues<T>;
  /** Sends the checked values (and does what follows a save). */
  save: (values: T) => Promise<void>;
}) {
  const resolver = useMemo(() => routedResolver<T>(schema, shown, fix), [schema, shown, fix]);
  const form = useForm<T>({ defaultValues, resolver, shouldFocusError: false });
  const [error, setError] = useState<string | null>(null);
  const [other, setOther] = useState<string[]>([]);
  const ref = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  const focusInvalid = () => setFocusRequest((n) => n + 1);

  const submit = form.handleSubmit(
    async (values) => {
      setError(null);
      setOther([]);
      try {
        await save(values);
      } catch (failure) {
        const unshown = applyServerErrors(form.setError, failure, shown);
        const hasFields = failure instanceof ApiError && Object.keys(failure.fields).length > 0;
        setOther(unshown);
        setError(
          hasFields
            ? ORGANIZATION_TEXT.fixFields
            : errorText(failure, ORGANIZATION_TEXT.saveFailed),
        );
        focusInvalid();
      }
    },
    (errors) => {
      setError(ORGANIZATION_TEXT.fixFields);
      setOther(otherMessages(errors));
      focusInvalid();
    },
  );

  return {
    form,
    /** For the <form> element: where the first invalid field is looked for. */
    ref,
    /** The form's own error line, and the messages no field shows. */
    error,
    other,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
  };
}
