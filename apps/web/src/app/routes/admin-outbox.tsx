import { Outbox } from "../../features/account-recovery/components/outbox";
import { useDocumentTitle } from "../../hooks/use-document-title";

function AdminOutboxRoute() {
  useDocumentTitle("Outbox");
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Outbox</h1>
      <p className="mt-2 max-w-prose text-slate-700">
        Messages this demo server has sent, newest first. Nothing leaves the machine: open a message
        to follow its links.
      </p>
      <Outbox />
    </div>
  );
}

export { AdminOutboxRoute as Component };
