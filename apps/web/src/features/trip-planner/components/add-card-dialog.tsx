import { CARD_TYPES, CARD_TYPE_INFO } from "@field-commons/shared/trips";
import type { CardType } from "@field-commons/shared/trips";
import { useEffect, useId, useRef, useState } from "react";
import type { FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "../../../components/ui/dialog";
import { TextField } from "../../../components/ui/text-field";
import { useReturnFocus } from "../../../components/ui/dialog-focus";
import { TextAreaField } from "./card-editors/fields";
import { CardIcon } from "./card-icon";
import { CARD_TITLE_MAX, CARD_TITLE_REQUIRED } from "./trip-card";

export interface AddCardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdd: (cardType: CardType) => void;
  onAddCustom: (card: { title: string; description: string }) => void;
}

/** 'Add Section Card': the fourteen card types, and the custom card form. */
export function AddCardDialog({ open, onOpenChange, onAdd, onAddCustom }: AddCardDialogProps) {
  const returnFocus = useReturnFocus();
  // A custom card's typed title or description: closing asks before throwing it away.
  const [typed, setTyped] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setTyped(false);
        onOpenChange(next);
      }}
      unsaved={typed}
    >
      <DialogContent className="sm:max-w-2xl" {...returnFocus}>
        {open ? (
          <AddCardBody
            onTypedChange={setTyped}
            onAdd={(type) => {
              onAdd(type);
              onOpenChange(false);
            }}
            onAddCustom={(card) => {
              onAddCustom(card);
              setTyped(false);
              onOpenChange(false);
            }}
          />
        ) : (
          <DialogTitle>Add Section Card</DialogTitle>
        )}
      </DialogContent>
    </Dialog>
  );
}

function AddCardBody({
  onAdd,
  onAddCustom,
  onTypedChange,
}: {
  onTypedChange: (typed: boolean) => void;
  onAdd: (cardType: CardType) => void;
  onAddCustom: (card: { title: string; description: string }) => void;
}) {
  const [step, setStep] = useState<"types" | "custom">("types");
  const idBase = useId();

  if (step === "custom") {
    return (
      <>
        <DialogTitle>Custom Card</DialogTitle>
        <DialogDescription>Name the section and, if you like, describe it.</DialogDescription>
        <CustomCardForm
          onBack={() => setStep("types")}
          onAdd={onAddCustom}
          onTypedChange={onTypedChange}
        />
      </>
    );
  }

  return (
    <>
      <DialogTitle>Add Section Card</DialogTitle>
      <DialogDescription>Choose the kind of section to add to the trip.</DialogDescription>
      <ul className="mt-5 grid gap-2 sm:grid-cols-2" aria-label="Card types">
        {CARD_TYPES.map((type) => {
          const info = CARD_TYPE_INFO[type];
          const descriptionId = `${idBase}-${type}`;
          return (
            <li key={type}>
              <button
                type="button"
                aria-label={info.label}
                aria-describedby={descriptionId}
                onClick={() => (type === "custom" ? setStep("custom") : onAdd(type))}
                className="flex min-h-14 w-full items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 text-left hover:border-accent hover:bg-accent-soft focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
              >
                <span className="text-accent">
                  <CardIcon name={info.icon} className="size-6" />
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900">{info.label}</span>
                  <span id={descriptionId} className="block text-sm text-slate-600">
                    {type === "custom" ? "Your own title and description" : info.defaultTitle}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function CustomCardForm({
  onBack,
  onAdd,
  onTypedChange,
}: {
  onBack: () => void;
  onAdd: (card: { title: string; description: string }) => void;
  onTypedChange: (typed: boolean) => void;
}) {
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [error, setError] = useState<string | null>(null);
  const report = useRef(onTypedChange);
  report.current = onTypedChange;
  const typed = title.trim() !== "" || description.trim() !== "";
  useEffect(() => report.current(typed), [typed]);
  // Back to the card types: nothing typed is held any more.
  useEffect(() => () => report.current(false), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) {
      setError(CARD_TITLE_REQUIRED);
      return;
    }
    onAdd({ title: trimmed, description: description.trim() });
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Custom card" className="mt-5 space-y-4">
      <TextField
        label="Card title"
        value={title}
        maxLength={CARD_TITLE_MAX}
        required
        aria-required="true"
        autoFocus
        errors={error ? [error] : []}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextAreaField
        label="Description"
        value={description}
        maxLength={5000}
        onChange={(event) => setDescription(event.target.value)}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button type="submit">Add Card</Button>
      </div>
    </form>
  );
}
