import { TRIP_MESSAGES } from "@field-commons/shared/trips";
import { Link } from "react-router";
import { Button, buttonStyles } from "../../../components/ui/button";
import type { PublishAction } from "../hooks/use-publish-action";
import type { SaveState } from "../hooks/use-trip-sync";

export interface PlannerActionBarProps {
  signedIn: boolean;
  saveState: SaveState;
  /** The same handler as the hero's Save Trip. */
  onSave: () => void;
  /** The same handler as the hero's 'Sign In to Save Trip' (signed out). */
  onSignIn: () => void;
  /** Where the saved trip is shown to readers; null until the trip is saved. */
  previewHref: string | null;
  /** Shared with the publish panel. */
  publish: PublishAction;
  /** Submitted or published: nothing left to publish. */
  published: boolean;
}

export const ACTION_BAR_TEXTS = {
  label: "Trip actions",
  save: "Save",
  signIn: "Sign In to Save",
  preview: "Preview",
  publish: "Publish",
  previewNeedsSave: "Save the trip to preview it.",
} as const;

/**
 * DESIGN.md's sticky action bar, for phones: Save, Preview and Publish stay
 * at the bottom of the viewport while the cards scroll. Each button runs the
 * planner's own action (the hero's Save Trip, the saved trip's page, the
 * publish panel's Publish Trip).
 */
export function PlannerActionBar({
  signedIn,
  saveState,
  onSave,
  onSignIn,
  previewHref,
  publish,
  published,
}: PlannerActionBarProps) {
  const saving = saveState.kind === "saving";
  const status =
    saveState.kind === "saving"
      ? "Saving..."
      : saveState.kind === "saved"
        ? "Saved"
        : saveState.kind === "error"
          ? saveState.message
          : publish.result
            ? publish.result.ok
              ? TRIP_MESSAGES.willBeReviewed
              : publish.result.message
            : "";
  return (
    <div
      role="region"
      aria-label={ACTION_BAR_TEXTS.label}
      className="sticky bottom-0 z-30 -mx-4 border-t border-slate-200 bg-white/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur"
    >
      <p role="status" className="min-h-5 truncate text-xs font-medium text-slate-700">
        {status}
      </p>
      <div className="grid grid-cols-3 gap-2">
        {signedIn ? (
          <Button size="sm" isBusy={saving} onClick={onSave}>
            {ACTION_BAR_TEXTS.save}
          </Button>
        ) : (
          <Button size="sm" onClick={onSignIn}>
            {ACTION_BAR_TEXTS.signIn}
          </Button>
        )}
        {previewHref ? (
          <Link to={previewHref} className={buttonStyles({ size: "sm", variant: "secondary" })}>
            {ACTION_BAR_TEXTS.preview}
          </Link>
        ) : (
          <Button size="sm" variant="secondary" disabled>
            {ACTION_BAR_TEXTS.preview}
            <span className="sr-only">{` (${ACTION_BAR_TEXTS.previewNeedsSave})`}</span>
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          isBusy={publish.busy}
          disabled={!publish.ready || published}
          onClick={() => void publish.publish()}
        >
          {ACTION_BAR_TEXTS.publish}
        </Button>
      </div>
    </div>
  );
}
