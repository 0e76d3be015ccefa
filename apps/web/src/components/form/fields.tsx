import { safeWebUrl } from "@field-commons/shared/safe-url";
import { useEffect, useId, useState } from "react";
import type { ComponentProps, ReactNode } from "react";
import { useController, useFormState } from "react-hook-form";
import { DEFAULT_LICENSE, LICENSES, LICENSE_INFO } from "@field-commons/shared/licenses";
import type { License } from "@field-commons/shared/licenses";
import { DomainSelect } from "../ui/domain-select";
import { LicenseSelect } from "../ui/license-select";
import { FormField } from "../ui/form-field";
import { Input } from "../ui/input";
import { Select } from "../ui/select";
import { TagsInput } from "../ui/tags-input";
import type { TagsInputProps } from "../ui/tags-input";
import { TextField as LabelledInput } from "../ui/text-field";
import { TextListInput } from "../ui/text-list-input";
import type { TextListInputProps } from "../ui/text-list-input";
import { Textarea } from "../ui/textarea";
import { useContentFormContext, useOptionalContentFormContext } from "./content-form";
import type { ContentFormContextValue } from "./content-form";
import { messagesAt } from "./form-errors";

/*
 * The field primitives of every form in the app. They work in any
 * react-hook-form FormProvider: each reads its value and messages by path.
 * Inside <ContentForm> a field also registers its path as one the form shows
 * messages for, and is marked required when the type's publish rules name it;
 * in any other form the required marker comes from the `required` prop only.
 */

/** What every field takes: its path in the form's values, label, hint and required marker. */
export interface FieldProps {
  /** The path of the value in the API's input: 'title', 'location.name', 'body.dates'. */
  name: string;
  label: string;
  hint?: ReactNode;
  /**
   * Shows the required marker. In a content form, by default when the type's
   * publish rules name this path; elsewhere only when set.
   */
  required?: boolean;
  className?: string;
}

/** The messages for a field and the values under it (from the schema or the server). */
export function useFieldMessages(name: string): string[] {
  const { errors } = useFormState({ name });
  return messagesAt(errors, name);
}

/** Registers `name` with the content form, if there is one, as a path it shows messages for. */
function useRegisterField(name: string, context: ContentFormContextValue | null) {
  const registerField = context?.registerField;
  useEffect(() => registerField?.(name), [registerField, name]);
}

/**
 * The messages for `name`, and the content form around the caller (null in
 * any other form), where `name` is registered as a path the form shows
 * messages for. For groups laid out by hand that work in any form (a list).
 */
export function useGroupMessages(name: string) {
  const context = useOptionalContentFormContext();
  useRegisterField(name, context);
  return { messages: useFieldMessages(name), context };
}

/**
 * Registers `name` as a path this content form shows messages for, and
 * returns them. For groups laid out by hand (a list, a set of checkboxes).
 */
export function useShownMessages(name: string) {
  const context = useContentFormContext();
  useRegisterField(name, context);
  return { messages: useFieldMessages(name), context };
}

/**
 * A content form field's value, messages, required marker and the form's
 * context (uploads, rows, parse errors); the field is registered as the one
 * that shows messages for its path. Only inside <ContentForm>.
 */
export function useContentField(name: string, required?: boolean) {
  const { messages, context } = useShownMessages(name);
  const { field } = useController({ name });
  return {
    field,
    messages,
    required: required ?? context.required.has(name),
    context,
  };
}

/**
 * A field's value, messages and required marker in any react-hook-form
 * FormProvider; in a content form the field is registered as the one that
 * shows messages for its path, and marked when the publish rules name it.
 */
function useFormField(name: string, required?: boolean) {
  const context = useOptionalContentFormContext();
  useRegisterField(name, context);
  const messages = useFieldMessages(name);
  const { field } = useController({ name });
  return { field, messages, required: required ?? context?.required.has(name) ?? false };
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

type InputAttributes = Omit<
  ComponentProps<"input">,
  "name" | "value" | "onChange" | "onBlur" | "type" | "required" | "id" | "className"
>;

type TextFieldProps = FieldProps &
  InputAttributes & {
    type?: "text" | "url" | "date" | "email" | "password";
    /**
     * What blank is held as: '' (by default), left out ('omit'), or null; for
     * values like dates that cannot be ''.
     */
    blank?: "empty" | "omit" | "null";
    /** Rewrites the text when the field loses focus ('example.org' -> 'https://example.org/'). */
    normalize?: (value: string) => string;
    inputClassName?: string;
    /** The input's own `required`: the browser asks for a value before the form is checked. */
    inputRequired?: boolean;
  };

const BLANK_VALUES = { empty: "", omit: undefined, null: null } as const;

/** A one-line text input. */
export function TextField({
  name,
  label,
  hint,
  required,
  className,
  type = "text",
  blank = "empty",
  normalize,
  inputClassName,
  inputRequired,
  ...attributes
}: TextFieldProps) {
  const { field, messages, required: marked } = useFormField(name, required);
  return (
    <LabelledInput
      {...attributes}
      required={inputRequired}
      label={label}
      hint={hint}
      marked={marked}
      errors={messages}
      className={className}
      inputClassName={inputClassName}
      ref={field.ref}
      name={field.name}
      type={type}
      value={text(field.value)}
      onBlur={(event) => {
        if (normalize) {
          const next = normalize(event.target.value);
          if (next !== event.target.value) field.onChange(next);
        }
        field.onBlur();
      }}
      onChange={(event) =>
        field.onChange(event.target.value === "" ? BLANK_VALUES[blank] : event.target.value)
      }
    />
  );
}

/**
 * A web address: 'example.org' is completed to 'https://example.org/' when
 * the field loses focus; anything else is left as typed for the form's check.
 */
export function UrlField(props: Omit<TextFieldProps, "type" | "normalize">) {
  return (
    <TextField
      inputMode="url"
      placeholder="https://"
      autoComplete="url"
      {...props}
      type="url"
      normalize={completeWebUrl}
    />
  );
}

/** 'example.org' -> 'https://example.org/'; blank, an address with its scheme, or what is no address stays as typed. */
function completeWebUrl(value: string): string {
  const typed = value.trim();
  if (typed === "" || /^https?:\/\//i.test(typed)) return value;
  return safeWebUrl(typed) ?? value;
}

/** A number input; blank (or not a number) is sent as null. */
export function NumberField({
  name,
  label,
  hint,
  required,
  className,
  ...attributes
}: FieldProps & InputAttributes) {
  const { field, messages, required: marked } = useFormField(name, required);
  const value: unknown = field.value;
  return (
    <FormField label={label} hint={hint} required={marked} errors={messages} className={className}>
      {(control) => (
        <Input
          {...attributes}
          {...control}
          ref={field.ref}
          name={field.name}
          type="number"
          inputMode="decimal"
          step="any"
          value={typeof value === "number" ? value : ""}
          onBlur={field.onBlur}
          onChange={(event) => {
            const typed = event.target.value.trim();
            const number = Number(typed);
            field.onChange(typed === "" || !Number.isFinite(number) ? null : number);
          }}
        />
      )}
    </FormField>
  );
}

/**
 * A whole number typed as people write it ('52,000', '52000.50'): decimals
 * are dropped and blank is null; text that is no number is held as typed, so
 * the form's check names it. What was typed stays in the input.
 */
export function parseWholeNumber(typed: string): number | null | string {
  const compact = typed.trim().replace(/[\s,_]/g, "");
  if (compact === "") return null;
  if (!/^\d+(\.\d*)?$/.test(compact)) return typed;
  return Math.trunc(Number(compact));
}

/** A whole number (an amount, a salary) in a text input; see parseWholeNumber. */
export function WholeNumberField({
  name,
  label,
  hint,
  required,
  className,
  ...attributes
}: FieldProps & Omit<InputAttributes, "inputMode">) {
  const { field, messages, required: marked } = useFormField(name, required);
  const initial: unknown = field.value;
  const [typed, setTyped] = useState(() =>
    typeof initial === "number" ? String(initial) : text(initial),
  );
  return (
    <FormField label={label} hint={hint} required={marked} errors={messages} className={className}>
      {(control) => (
        <Input
          autoComplete="off"
          {...attributes}
          {...control}
          ref={field.ref}
          name={field.name}
          type="text"
          inputMode="numeric"
          value={typed}
          onBlur={field.onBlur}
          onChange={(event) => {
            setTyped(event.target.value);
            field.onChange(parseWholeNumber(event.target.value));
          }}
        />
      )}
    </FormField>
  );
}

/** A multi-line text input. */
export function TextareaField({
  name,
  label,
  hint,
  required,
  className,
  ...attributes
}: FieldProps &
  Omit<ComponentProps<"textarea">, "name" | "value" | "onChange" | "onBlur" | "id" | "className">) {
  const { field, messages, required: marked } = useFormField(name, required);
  return (
    <FormField label={label} hint={hint} required={marked} errors={messages} className={className}>
      {(control) => (
        <Textarea
          {...attributes}
          {...control}
          ref={field.ref}
          name={field.name}
          value={text(field.value)}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A native select. With `placeholder`, a first empty choice stands for "not
 * chosen", held as `blank` (null or left out); a stored value the options do
 * not list is kept as its own choice.
 */
export function SelectField({
  name,
  label,
  hint,
  required,
  className,
  options,
  placeholder,
  blank = "omit",
  selectClassName,
}: FieldProps & {
  options: readonly SelectOption[];
  placeholder?: string;
  blank?: "omit" | "null";
  selectClassName?: string;
}) {
  const { field, messages, required: marked } = useFormField(name, required);
  const value = text(field.value);
  const known = value === "" || options.some((option) => option.value === value);
  return (
    <FormField label={label} hint={hint} required={marked} errors={messages} className={className}>
      {(control) => (
        <Select
          {...control}
          ref={field.ref}
          name={field.name}
          className={selectClassName}
          value={value}
          onBlur={field.onBlur}
          onChange={(event) => {
            const next = event.target.value;
            if (next === "" && placeholder !== undefined) {
              field.onChange(blank === "null" ? null : undefined);
            } else {
              field.onChange(next);
            }
          }}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {known ? null : <option value={value}>{value}</option>}
        </Select>
      )}
    </FormField>
  );
}

/** The seven commons domains ('Select a domain' first); not chosen is sent as null. */
export function DomainField({
  name = "domain",
  label = "Domain",
  hint,
  required,
  className,
}: Partial<FieldProps>) {
  const { field, messages, required: marked } = useFormField(name, required);
  const value = text(field.value);
  return (
    <FormField label={label} hint={hint} required={marked} errors={messages} className={className}>
      {(control) => (
        <DomainSelect
          {...control}
          ref={field.ref}
          name={field.name}
          value={value as Parameters<typeof DomainSelect>[0]["value"]}
          onBlur={field.onBlur}
          onValueChange={(domain) => field.onChange(domain === "" ? null : domain)}
        />
      )}
    </FormField>
  );
}

/** The licence an author publishes under; its hint says what readers may do. */
export function LicenseField({
  name = "license",
  className,
}: {
  name?: string;
  className?: string;
}) {
  const { field, messages } = useFormField(name);
  const value = (LICENSES as readonly string[]).includes(text(field.value))
    ? (field.value as License)
    : DEFAULT_LICENSE;
  return (
    <FormField
      label="Licence"
      hint={LICENSE_INFO[value].hint}
      errors={messages}
      className={className}
    >
      {(control) => (
        <LicenseSelect
          {...control}
          ref={field.ref}
          name={field.name}
          value={value}
          onBlur={field.onBlur}
          onValueChange={field.onChange}
        />
      )}
    </FormField>
  );
}

/** A checkbox with its label beside it. */
export function CheckboxField({ name, label, className }: Omit<FieldProps, "hint" | "required">) {
  const { field, messages } = useFormField(name);
  const id = useId();
  return (
    <div className={className}>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={id}
          ref={field.ref}
          name={field.name}
          type="checkbox"
          checked={field.value === true}
          aria-invalid={messages.length > 0 || undefined}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.target.checked)}
          className="size-5 shrink-0 rounded border-slate-400 accent-accent focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
        />
        <label htmlFor={id} className="text-slate-800">
          {label}
        </label>
      </div>
      <FieldMessages messages={messages} />
    </div>
  );
}

/** Checkboxes for a list of values (held as the array of the ticked ones), in a fieldset. */
export function CheckboxGroupField({
  name,
  legend,
  hint,
  options,
  className,
}: {
  name: string;
  legend: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
  className?: string;
}) {
  const { field, messages } = useFormField(name);
  const hintId = useId();
  const chosen: readonly string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const toggle = (value: string, on: boolean) =>
    field.onChange(
      on
        ? options.map((o) => o.value).filter((v) => v === value || chosen.includes(v))
        : chosen.filter((v) => v !== value),
    );
  return (
    <fieldset className={className} aria-describedby={hint ? hintId : undefined}>
      <legend className="font-medium text-slate-900">{legend}</legend>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className="mt-2 grid gap-x-6 sm:grid-cols-2">
        {options.map((option, index) => (
          <label key={option.value} className="flex min-h-11 items-center gap-3 text-slate-800">
            <input
              ref={index === 0 ? field.ref : undefined}
              type="checkbox"
              name={field.name}
              value={option.value}
              checked={chosen.includes(option.value)}
              onBlur={field.onBlur}
              onChange={(event) => toggle(option.value, event.target.checked)}
              className="size-5 shrink-0 rounded border-slate-400 accent-accent focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldMessages messages={messages} />
    </fieldset>
  );
}

/** A field's messages, for fields that lay out their own label. */
export function FieldMessages({ messages, id }: { messages: readonly string[]; id?: string }) {
  if (messages.length === 0) return null;
  return (
    <ul id={id} className="mt-1 space-y-0.5 text-sm font-medium text-danger">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

/** Tags: type one and press Enter or Add (trimmed, never blank, never repeated). */
export function TagsField({
  name,
  label,
  hint,
  ...props
}: Omit<FieldProps, "required" | "className"> &
  Omit<TagsInputProps, "label" | "value" | "onChange" | "errors" | "hint">) {
  const { field, messages } = useFormField(name);
  return (
    <TagsInput
      {...props}
      label={label}
      hint={typeof hint === "string" ? hint : undefined}
      value={list(field.value)}
      onChange={field.onChange}
      errors={messages}
    />
  );
}

/** A list of short texts (key points, stakeholders), added one at a time. */
export function TextListField({
  name,
  label,
  hint,
  ...props
}: Omit<FieldProps, "required" | "className"> &
  Omit<TextListInputProps, "label" | "value" | "onChange" | "errors" | "hint">) {
  const { field, messages } = useFormField(name);
  return (
    <TextListInput
      {...props}
      label={label}
      hint={typeof hint === "string" ? hint : undefined}
      value={list(field.value)}
      onChange={field.onChange}
      errors={messages}
    />
  );
}
