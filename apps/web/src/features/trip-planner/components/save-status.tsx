import { CARD_SYNC_MESSAGES } from "@field-commons/shared/trips";
import { Message } from "../../../components/ui/message";
import type { SaveState } from "../hooks/use-trip-sync";

/** 'Saving...', then 'Saved' (cleared after 3 s), or the error (and, offline, that nothing is lost). */
export function SaveStatus({ state }: { state: SaveState }) {
  return (
    <>
      <p role="status" className="min-h-6 text-sm font-medium text-slate-700">
        {state.kind === "saving" ? "Saving..." : null}
        {state.kind === "saved" ? <span className="text-success">Saved</span> : null}
      </p>
      {state.kind === "error" ? <Message tone="error">{state.message}</Message> : null}
      {state.kind === "error" && state.waiting ? (
        <p className="text-sm text-slate-700">{CARD_SYNC_MESSAGES.waiting}</p>
      ) : null}
    </>
  );
}
