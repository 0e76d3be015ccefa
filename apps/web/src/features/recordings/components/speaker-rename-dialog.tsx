import { RECORDING_TEXT_LIMITS } from "@field-commons/shared/recordings";
import { useId, useState } from "react";
import type { FormEvent } from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { speakerNameProblem } from "../utils/transcript-speakers";

/** 'Rename speaker': a new name for every line of one speaker. */
function RenameSpeakerDialog({
  speaker,
  onRename,
  onClose,
}: {
  speaker: string;
  onRename: (from: string, to: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(speaker);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = speakerNameProblem(name);
    if (found) {
      setProblem(found);
      return;
    }
    onRename(speaker, name.trim());
    onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      // A new name typed and not applied: closing asks first.
      unsaved={name.trim() !== "" && name.trim() !== speaker}
    >
      <DialogContent>
        <DialogTitle>Rename speaker</DialogTitle>
        <DialogDescription>Every line of {speaker} takes the new name.</DialogDescription>
        <form className="mt-4" onSubmit={submit} noValidate>
          <Label htmlFor={id}>New name for {speaker}</Label>
          <Input
            id={id}
            className="mt-1"
            value={name}
            maxLength={RECORDING_TEXT_LIMITS.speaker}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setProblem(null);
            }}
            autoFocus
            onFocus={(event) => event.currentTarget.select()}
          />
          {problem ? (
            <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
              {problem}
            </p>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogPrimitive.Close asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogPrimitive.Close>
            <Button type="submit">Rename</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The transcript's speakers, each with a button to rename it everywhere. */
export function SpeakersPanel({
  speakers,
  onRename,
}: {
  speakers: readonly string[];
  onRename: (from: string, to: string) => void;
}) {
  const [renaming, setRenaming] = useState<string | null>(null);
  if (speakers.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        No speakers yet: choose one for a line in its speaker list (New speaker adds one).
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h4 className="text-sm font-semibold text-slate-800">Speakers</h4>
      <ul className="flex flex-wrap gap-2">
        {speakers.map((speaker) => (
          <li
            key={speaker}
            className="flex items-center gap-1 rounded-full border border-slate-300 bg-white py-0.5 pr-0.5 pl-3 text-sm text-slate-800"
          >
            <span>{speaker}</span>
            <Button
              size="sm"
              variant="ghost"
              className="rounded-full"
              aria-label={`Rename speaker ${speaker}`}
              onClick={() => setRenaming(speaker)}
            >
              Rename
            </Button>
          </li>
        ))}
      </ul>
      {renaming !== null ? (
        <RenameSpeakerDialog
          speaker={renaming}
          onRename={onRename}
          onClose={() => setRenaming(null)}
        />
      ) : null}
    </div>
  );
}
