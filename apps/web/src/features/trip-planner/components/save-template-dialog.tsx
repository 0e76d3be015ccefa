import { SaveTemplateInput, TEMPLATE_CATEGORY_LABELS } from "@field-commons/shared/trips";
import type { TripTemplate } from "@field-commons/shared/trips";
import { useEffect, useRef, useState } from "react";
import type { FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "../../../components/ui/dialog";
import { useReturnFocus } from "../../../components/ui/dialog-focus";
import { FormField } from "../../../components/ui/form-field";
import { Message } from "../../../components/ui/message";
import { TextField } from "../../../components/ui/text-field";
import { Textarea } from "../../../components/ui/textarea";
import { ApiError } from "../../../lib/api-client";
import { useSaveTemplate } from "../api/templates";

const CUSTOM = TEMPLATE_CATEGORY_LABELS.custom;
const NAME_MAX = SaveTemplateInput.shape.name.maxLength ?? 120;
const DESCRIPTION_MAX = 1000;

export const SAVE_TEMPLATE_TEXTS = {
  title: "Save as Template",
  description: `Keep this trip's section cards as a template to start new trips from. Only you can see it; it is listed under ${CUSTOM} in Use Template.`,
  name: "Template name",
  nameRequired: "Enter a name for the template",
  templateDescription: "Description (optional)",
  unsaved: "The trip's unsaved changes are saved first, so the template has them.",
  save: "Save Template",
  cancel: "Cancel",
  tripNotSaved: "The trip could not be saved, so no template was made. Please try again.",
  failed: "Failed to save the template. Please try again.",
  showTemplates: "Show My Templates",
  done: "Done",
} as const;

/** The confirmation once the template exists. */
export function templateSavedText(name: string): string {
  return `Saved “${name}” as a template. Find it under ${CUSTOM} in Use Template.`;
}

export interface SaveTemplateDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The saved trip the template is made from; the author's own. */
  tripId: string;
  /** The trip's title, the name's starting value. */
  tripTitle: string;
  /** The trip has changes the server does not have yet. */
  unsaved: boolean;
  /** Saves those changes; false when that failed. */
  saveTrip(): Promise<boolean>;
  /** Opens the template chooser, where the new template is listed under Custom. */
  onShowTemplates(): void;
}

/**
 * 'Save as Template' (trip owners): a name and an optional description, then
 * POST /api/trip-templates in the Custom category, and a confirmation that
 * says where the template is found.
 */
export function SaveTemplateDialog(props: SaveTemplateDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent {...returnFocus}>
        <DialogTitle>{SAVE_TEMPLATE_TEXTS.title}</DialogTitle>
        <DialogDescription>{SAVE_TEMPLATE_TEXTS.description}</DialogDescription>
        {props.open ? <SaveTemplateForm {...props} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    const fieldMessage = Object.values(error.fields).flat()[0];
    if (fieldMessage) return fieldMessage;
    if (error.status === 403 && error.serverMessage) return error.serverMessage;
  }
  return SAVE_TEMPLATE_TEXTS.failed;
}

/** Mounted only while the dialog is open, so each opening starts from the trip's title. */
function SaveTemplateForm({
  onOpenChange,
  tripId,
  tripTitle,
  unsaved,
  saveTrip,
  onShowTemplates,
}: SaveTemplateDialogProps) {
  const [name, setName] = useState(tripTitle.slice(0, NAME_MAX));
  const [description, setDescription] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [savingTrip, setSavingTrip] = useState(false);
  const [saved, setSaved] = useState<TripTemplate | null>(null);
  const mutation = useSaveTemplate();
  const closeRef = useRef<HTMLButtonElement>(null);
  const busy = savingTrip || mutation.isPending;

  useEffect(() => {
    if (saved) closeRef.current?.focus();
  }, [saved]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(SAVE_TEMPLATE_TEXTS.nameRequired);
      return;
    }
    setNameError(null);
    setFailure(null);
    if (unsaved) {
      setSavingTrip(true);
      const ok = await saveTrip();
      setSavingTrip(false);
      if (!ok) {
        setFailure(SAVE_TEMPLATE_TEXTS.tripNotSaved);
        return;
      }
    }
    mutation.mutate(
      { tripId, name: trimmed, description: description.trim(), category: "custom" },
      {
        onSuccess: (template) => setSaved(template),
        onError: (error) => setFailure(errorText(error)),
      },
    );
  };

  if (saved) {
    return (
      <div className="mt-5 space-y-5">
        <Message tone="success">{templateSavedText(saved.name)}</Message>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button ref={closeRef} variant="secondary" onClick={() => onOpenChange(false)}>
            {SAVE_TEMPLATE_TEXTS.done}
          </Button>
          <Button onClick={onShowTemplates}>{SAVE_TEMPLATE_TEXTS.showTemplates}</Button>
        </div>
      </div>
    );
  }

  return (
    <form
      aria-label={SAVE_TEMPLATE_TEXTS.title}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="mt-5 space-y-4"
    >
      <TextField
        label={SAVE_TEMPLATE_TEXTS.name}
        value={name}
        maxLength={NAME_MAX}
        required
        errors={nameError ? [nameError] : []}
        onChange={(event) => setName(event.target.value)}
      />
      <FormField label={SAVE_TEMPLATE_TEXTS.templateDescription}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={DESCRIPTION_MAX}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        )}
      </FormField>
      {unsaved ? <p className="text-sm text-slate-600">{SAVE_TEMPLATE_TEXTS.unsaved}</p> : null}
      {failure ? <Message tone="error">{failure}</Message> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
          {SAVE_TEMPLATE_TEXTS.cancel}
        </Button>
        <Button type="submit" isBusy={busy}>
          {SAVE_TEMPLATE_TEXTS.save}
        </Button>
      </div>
    </form>
  );
}
