import { useCallback, useRef } from "react";

/**
 * After an action that may remove its row (approve, reject, delete), focus
 * moves to the list's heading instead of being lost with the row. Give the
 * heading `ref` and tabIndex={-1}; call `afterAction()` when the action is
 * done; pass `onCloseAutoFocus` to the dialog the action came from.
 */
export function useAfterActionFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const pending = useRef(false);
  /** Marks that focus should move; moves it now unless a dialog will close first. */
  const afterAction = useCallback((fromDialog: boolean) => {
    if (fromDialog) pending.current = true;
    else ref.current?.focus();
  }, []);
  const onCloseAutoFocus = useCallback((event: Event) => {
    if (!pending.current) return;
    pending.current = false;
    if (ref.current) {
      event.preventDefault();
      ref.current.focus();
    }
  }, []);
  return { ref, afterAction, onCloseAutoFocus };
}
