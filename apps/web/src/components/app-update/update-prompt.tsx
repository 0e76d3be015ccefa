import { useEffect, useState } from "react";
import { registerServiceWorker } from "../../lib/app-update";
import { Button } from "../ui/button";

interface UpdatePromptProps {
  /** Sets up the worker and reports a waiting version (the real one unless a test says otherwise). */
  register?: typeof registerServiceWorker;
}

/**
 * Says when a new version of the app is ready. Reload switches to it at once;
 * Later keeps the running version until the next start.
 */
export function UpdatePrompt({ register = registerServiceWorker }: UpdatePromptProps) {
  const [apply, setApply] = useState<(() => void) | null>(null);

  useEffect(() => {
    void register((applyUpdate) => setApply(() => applyUpdate));
  }, [register]);

  return (
    // A live region without the status role: it is on every page, empty until an update waits.
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 px-4">
      {apply && (
        <div className="pointer-events-auto mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-lg border border-slate-300 bg-white p-4 shadow-lg">
          <p className="flex-1 text-sm text-slate-900">A new version of Field Commons is ready.</p>
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" onClick={() => setApply(null)}>
              Later
            </Button>
            <Button size="sm" onClick={apply}>
              Reload
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
