import { useMemo, useRef } from "react";

/**
 * Focus handlers for a dialog opened from code rather than a DialogTrigger:
 * Radix returns focus only to its trigger, so this remembers whatever had
 * focus when the dialog opened and puts focus back there when it closes.
 * Spread the result onto DialogContent.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return useMemo(
    () => ({
      onOpenAutoFocus: () => {
        opener.current =
          document.activeElement instanceof HTMLElement ? document.activeElement : null;
      },
      onCloseAutoFocus: (event: Event) => {
        const target = opener.current;
        opener.current = null;
        if (target?.isConnected) {
          event.preventDefault();
          target.focus();
        }
      },
    }),
    [],
  );
}
