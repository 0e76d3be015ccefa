import { zodResolver } from "@hookform/resolvers/zod";
import {
  BODY_SCHEMAS,
  ContentCreateInput,
  TYPE_RULES,
  fieldPath,
  missingPublishFields,
} from "@field-commons/shared/content";
import type { ContentDetail, ContentImage, ContentType } from "@field-commons/shared/content";
import { DOMAINS } from "@field-commons/shared/domains";
import { DEFAULT_LICENSE } from "@field-commons/shared/licenses";
import type { Domain } from "@field-commons/shared/domains";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { ReactNode } from "react";
import { FormProvider, useForm, useFormState, useWatch } from "react-hook-form";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import type { ContentInputOf } from "../../lib/content/save-content";
import { useDraftOnDevice } from "./use-draft-on-device";
import { useSession } from "../../lib/session/use-session";
import { AuthoringFormShell } from "../content/authoring-form-shell";
import { useSaveContent } from "../content/use-save-content";
import type { SaveContentLabels } from "../content/use-save-content";
import {
  errorLeaf,
  errorTree,
  flattenErrors,
  otherMessages,
  routeMessages,
  withoutBlankRows,
} from "./form-errors";
import type { FieldMessages, RowMaps } from "./form-errors";
import { focusFirstInvalid } from "./focus-invalid";
import { FORM_TEXT } from "./form-model";
import { UnsavedChangesGuard } from "./unsaved-changes-guard";

/**
 * What a content form holds: the API's own create/update input for the type
 * (so every path the server names is a path of the form), with the images as
 * loaded (their URLs are needed to show them; only id, alt and caption are
 * sent).
 */
export type ContentFormValues<T extends ContentType> = Omit<ContentInputOf<T>, "images"> & {
  images: ContentImage[];
};

/** A new item of `type`: a blank envelope (no domain, place or images) around `body`. */
export function blankContent<T extends ContentType>(type: T, body: ContentInputOf<T>["body"]) {
  return {
    type,
    title: "",
    summary: "",
    domain: null,
    location: { name: "", country: "", lat: null, lng: null },
    images: [],
    coverUploadId: null,
    license: DEFAULT_LICENSE,
    body,
  };
}

/** Shown above the actions when the form's own checks refuse fields. */
export const FIX_FIELDS_MESSAGE = FORM_TEXT.fixFields;

/** 'Update published' refused before sending: the live page would lose what publishing needs. */
export const KEEP_PUBLISHABLE_MESSAGE =
  "Not saved: the published page needs the marked fields. Fill them in, then update it.";

/** The create/update input schema of one type (a member of the shared discriminated union). */
export function contentInputSchema(type: ContentType): z.ZodType {
  const schema = ContentCreateInput.options.find((option) => option.shape.type.value === type);
  if (!schema) throw new Error(`No input schema for content type '${type}'`);
  return schema;
}

/** The form paths the type needs filled to publish ('title', 'location.name', 'body.dates'). */
export function requiredPaths(type: ContentType): ReadonlySet<string> {
  return new Set(TYPE_RULES[type].requiredToPublish.map((rule) => fieldPath(rule.field)));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `base` with `over`'s values on top; nested objects merge, lists and other values replace. */
function merge(base: unknown, over: unknown): unknown {
  if (!isRecord(base) || !isRecord(over)) return over === undefined ? base : over;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = merge(base[key], value);
  return out;
}

/**
 * A stored body read field by field with the type's schema: a field of an
 * unexpected shape is left out (the form shows it blank) instead of making
 * the whole item uneditable.
 */
export function readBody(type: ContentType, raw: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const shape = BODY_SCHEMAS[type].shape as Record<string, z.ZodType>;
  for (const [key, schema] of Object.entries(shape)) {
    if (raw[key] === undefined) continue;
    const parsed = schema.safeParse(raw[key]);
    if (parsed.success && parsed.data !== undefined) body[key] = parsed.data;
  }
  return body;
}

function isDomain(value: unknown): value is Domain {
  return (DOMAINS as readonly unknown[]).includes(value);
}

/** The form's starting point for a loaded item: the type's blank values with the item on top. */
export function valuesFromItem<T extends ContentType>(
  blank: ContentFormValues<T>,
  item: ContentDetail,
): ContentFormValues<T> {
  return {
    ...blank,
    title: item.title,
    summary: item.summary,
    domain: isDomain(item.domain) ? item.domain : null,
    location: { ...item.location },
    images: item.images.map((image) => ({ ...image })),
    coverUploadId: null,
    license: item.license,
    body: merge(blank.body, readBody(blank.type, item.body)),
  } as ContentFormValues<T>;
}

// ---------------------------------------------------------------------------
// The context fields read
// ---------------------------------------------------------------------------

export interface ContentFormContextValue {
  /** Paths marked as needed to publish. */
  required: ReadonlySet<string>;
  signedOut: boolean;
  /** A field shows messages for `name` (and, unless another field is closer, its children). */
  registerField: (name: string) => () => void;
  /** A list of rows; rows for which `isBlank` holds are not sent. */
  registerRows: (name: string, isBlank: (row: unknown) => boolean) => () => void;
  /** An upload in a field started or finished; saving waits for uploads. */
  setUploading: (name: string, busy: boolean) => void;
  /** What a field's typed text cannot become yet ('12:70' for a time), or null. */
  setParseError: (name: string, message: string | null) => void;
}

const ContentFormContext = createContext<ContentFormContextValue | null>(null);

/** The content form around the caller, or null in any other form. */
export function useOptionalContentFormContext(): ContentFormContextValue | null {
  return useContext(ContentFormContext);
}

/** The content form around the caller; for fields that only work inside <ContentForm>. */
export function useContentFormContext(): ContentFormContextValue {
  const value = useOptionalContentFormContext();
  if (!value) throw new Error("Form fields must be used inside <ContentForm>.");
  return value;
}

export interface UseContentFormOptions<T extends ContentType> {
  type: T;
  /** The loaded item when editing. */
  item?: ContentDetail;
  /** A new item's values. */
  blank: ContentFormValues<T>;
  labels: SaveContentLabels;
  /** The form's own checks; the type's shared input schema by default. */
  schema?: z.ZodType;
}

/**
 * One form model for every content type: react-hook-form over the API's own
 * input shape, checked with the shared Zod schema, saved and published with
 * useSaveContent. Messages by path, from the schema or from the server
 * (VALIDATION_FAILED, NOT_READY_TO_PUBLISH), land on the field of that path;
 * messages no field shows are listed with the form's error. Drafts only need
 * a title: the schema lets every other field be blank.
 */
export function useContentForm<T extends ContentType>({
  type,
  item,
  blank,
  labels,
  schema: customSchema,
}: UseContentFormOptions<T>) {
  const { status, user } = useSession();
  const device = useRef<ReturnType<typeof useDraftOnDevice> | null>(null);
  const schema = useMemo(() => customSchema ?? contentInputSchema(type), [customSchema, type]);
  const applyServerMessages = useRef<(fields: FieldMessages) => void>(() => {});
  const saver = useSaveContent({
    type,
    id: item?.id,
    status: item?.status,
    labels,
    onFieldErrors: (fields) => applyServerMessages.current(fields),
  });

  const fields = useRef(new Map<string, number>());
  const lists = useRef(new Map<string, (row: unknown) => boolean>());
  const parseErrors = useRef(new Map<string, string>());
  const sentRows = useRef<RowMaps>({});
  const [uploads, setUploads] = useState<ReadonlySet<string>>(() => new Set());
  const [serverOther, setServerOther] = useState<string[]>([]);
  const [keepPublishable, setKeepPublishable] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const fieldsRef = useRef<HTMLDivElement>(null);

  const shown = useCallback(() => new Set(fields.current.keys()), []);

  const resolver = useMemo<Resolver<FieldValues>>(() => {
    const check = zodResolver(schema as z.ZodType<FieldValues, FieldValues>);
    return async (values, context, options) => {
      const { values: sent, rows } = withoutBlankRows(values, lists.current, schema);
      sentRows.current = rows;
      const result = await check(sent, context, options);
      const fromSchema = routeMessages(flattenErrors(result.errors), shown(), rows);
      const byField = { ...fromSchema.byField };
      for (const [name, message] of parseErrors.current) {
        byField[name] = [...new Set([...(byField[name] ?? []), message])];
      }
      if (Object.keys(byField).length === 0 && fromSchema.other.length === 0) return result;
      return { values: {}, errors: errorTree(byField, fromSchema.other) };
    };
  }, [schema, shown]);

  const form = useForm<FieldValues>({
    defaultValues: item ? valuesFromItem(blank, item) : blank,
    resolver,
    shouldFocusError: false,
  });
  const { errors, submitCount, isSubmitSuccessful, isDirty, isSubmitting } = useFormState({
    control: form.control,
  });
  const title: unknown = useWatch({ control: form.control, name: "title" });

  // The server's messages, on their fields (sent rows point back at the form's rows), set
  // in the same update as the save error so the frame can focus the first refused field.
  const { setError } = form;
  applyServerMessages.current = (fields) => {
    const routed = routeMessages(fields, shown(), sentRows.current);
    for (const [name, messages] of Object.entries(routed.byField)) {
      setError(name, errorLeaf(messages, "server"));
    }
    setServerOther(routed.other);
  };

  // After refused fields are shown, focus the first one, clear of the sticky action bar.
  useEffect(() => {
    if (focusRequest === 0) return;
    focusFirstInvalid(fieldsRef.current);
  }, [focusRequest]);

  const { reset, getValues, setValue } = form;
  /**
   * A save went through: what it sent is the form's new starting point, so
   * leaving does not ask about it. Anything typed while it was being saved
   * stays, and stays unsaved.
   */
  const markSaved = (sent: FieldValues) => {
    reset(sent, { keepValues: true });
    const now = getValues();
    if (JSON.stringify(now) !== JSON.stringify(sent)) {
      setValue("title", now.title, { shouldDirty: true });
    }
  };

  const submit = (action: "save" | "publish") => {
    setKeepPublishable(false);
    void form.handleSubmit(
      (values) => {
        const input = ContentCreateInput.parse(values);
        // A published item's save changes the live page at once (the server keeps
        // its status), so it must keep what publishing needs: nothing is sent.
        const missing = saver.status === "published" ? missingPublishFields(type, input) : [];
        if (action === "save" && missing.length > 0) {
          applyServerMessages.current(
            Object.fromEntries(missing.map((f) => [f.path, [`${f.label} is required to publish`]])),
          );
          setKeepPublishable(true);
          setFocusRequest((n) => n + 1);
          return;
        }
        if (action === "publish") {
          void saver.publish(input);
          return;
        }
        const sent = structuredClone(getValues());
        void saver.saveDraft(input).then((saved) => {
          if (saved) markSaved(sent);
          device.current?.afterSave(saved);
        });
      },
      () => setFocusRequest((n) => n + 1),
    )();
  };

  // What is typed stays on this device until the server has it (see useDraftOnDevice).
  const onDevice = useDraftOnDevice({
    type,
    userId: user?.id ?? null,
    itemId: saver.itemId(),
    form,
    saver,
    saveAgain: () => submit("save"),
  });
  device.current = onDevice;

  const context = useMemo<ContentFormContextValue>(
    () => ({
      required: requiredPaths(type),
      signedOut: status === "anonymous",
      registerField: (name) => {
        fields.current.set(name, (fields.current.get(name) ?? 0) + 1);
        return () => {
          const count = (fields.current.get(name) ?? 1) - 1;
          if (count > 0) fields.current.set(name, count);
          else fields.current.delete(name);
        };
      },
      registerRows: (name, isBlank) => {
        lists.current.set(name, isBlank);
        return () => {
          lists.current.delete(name);
        };
      },
      setUploading: (name, busy) =>
        setUploads((current) => {
          if (current.has(name) === busy) return current;
          const next = new Set(current);
          if (busy) next.add(name);
          else next.delete(name);
          return next;
        }),
      setParseError: (name, message) => {
        if (message) parseErrors.current.set(name, message);
        else parseErrors.current.delete(name);
      },
    }),
    [type, status],
  );

  const rootOther = otherMessages(errors);
  const invalid = submitCount > 0 && !isSubmitSuccessful && Object.keys(errors).length > 0;

  return {
    form,
    context,
    saver,
    fieldsRef,
    titleFilled: typeof title === "string" && title.trim() !== "",
    uploading: uploads.size > 0,
    error: keepPublishable
      ? KEEP_PUBLISHABLE_MESSAGE
      : (saver.error ?? (invalid ? FIX_FIELDS_MESSAGE : null)),
    otherErrors: [...serverOther, ...rootOther],
    submit,
    /** The item's status: as loaded, then as the last save left it. */
    status: saver.status,
    /** The item exists (loaded, or created by a save here): the form edits it. */
    editing: saver.created,
    /** The moderator's note while the item waits for the author's revision. */
    revisionNote: saver.status === "needs-revision" ? (item?.moderationReason?.trim() ?? "") : null,
    /** Kept on this device: restored after a reload, or waiting for the network. */
    deviceNotice: onDevice.notice,
    discardOnDevice: onDevice.discard,
    /** Changed and not being saved: leaving asks first (a save's redirect is never held). */
    unsaved: isDirty && !isSubmitting && !saver.saving,
  };
}

export type ContentFormModel = ReturnType<typeof useContentForm>;

/**
 * A content form: the shared authoring frame (heading, sections, sticky
 * Cancel / Save Draft (or Update published) / Publish bar, upgrade dialog) around the type's
 * fields, with the model's values, messages and actions.
 */
export function ContentForm({
  model,
  heading,
  children,
}: {
  model: ContentFormModel;
  heading: string;
  children: ReactNode;
}) {
  return (
    <FormProvider {...model.form}>
      <ContentFormContext.Provider value={model.context}>
        <AuthoringFormShell
          name={heading}
          heading={heading}
          status={model.status}
          saving={model.saver.saving}
          busy={model.saver.busy}
          uploading={model.uploading}
          titleFilled={model.titleFilled}
          signedIn={!model.context.signedOut}
          onSaveDraft={() => model.submit("save")}
          onPublish={() => model.submit("publish")}
          error={model.error}
          otherErrors={model.otherErrors}
          notice={model.saver.notice}
          deviceNote={model.deviceNotice}
          confirmation={model.saver.confirmation}
          revisionNote={model.revisionNote}
        >
          <div ref={model.fieldsRef}>{children}</div>
          {model.saver.upgrade}
          <UnsavedChangesGuard
            when={model.unsaved}
            saving={model.saver.isSaving}
            onDiscard={model.discardOnDevice}
          />
        </AuthoringFormShell>
      </ContentFormContext.Provider>
    </FormProvider>
  );
}
