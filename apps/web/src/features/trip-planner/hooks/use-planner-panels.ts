import { useCallback, useState } from "react";

type Panel = "edit" | "trips" | "copilot" | "template" | "add" | "places" | "save-template";

/**
 * The planner's dialogs: one is open at a time, and one opened once stays
 * mounted afterwards (the lazy ones load when first opened).
 */
export function usePlannerPanels() {
  const [panel, setPanel] = useState<Panel | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<Panel>>(() => new Set());

  const open = useCallback((next: Panel) => {
    setOpened((current) => (current.has(next) ? current : new Set([...current, next])));
    setPanel(next);
  }, []);

  /** The open and onOpenChange props of one panel's dialog. */
  const dialog = (name: Panel) => ({
    open: panel === name,
    onOpenChange: (isOpen: boolean) => setPanel(isOpen ? name : null),
  });

  const wasOpened = (name: Panel) => opened.has(name);

  return { open, dialog, wasOpened };
}
