import { Button } from "../ui/button";

/** Shown when rendering failed: reload the page, or dismiss and return to the app. */
export function ErrorFallback({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto my-12 max-w-lg rounded-lg border border-red-200 bg-white p-6 text-center shadow-sm"
    >
      <h1 className="text-2xl font-semibold text-slate-900">Something went wrong</h1>
      <p className="mt-2 text-slate-700">
        This part of Field Commons stopped working. Refresh the page to try again, or dismiss this
        message and carry on.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Refresh Page</Button>
        <Button variant="secondary" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
    </div>
  );
}
