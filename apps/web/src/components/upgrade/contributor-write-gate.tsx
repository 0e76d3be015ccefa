import { WRITE_DRAFT_LABEL, publishNeedsContributorMessage } from "@field-commons/shared/auth";
import { hasContributorRights } from "@field-commons/shared/users";
import { useEffect, useState } from "react";
import type { ReactNode } from "react";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { useSession } from "../../lib/session/use-session";
import { UpgradeModal } from "./upgrade-modal";

export interface ContributorWriteGateProps {
  /** 'Case Study': the page behind the offer is headed 'New Case Study'. */
  label: string;
  /** 'case studies', in the offer's sentence. */
  nounPlural: string;
  /** The editor, shown once the reader has upgraded or chosen to write a draft. */
  children: ReactNode;
}

/**
 * Before a signed-in account without the Contributor plan starts writing a
 * type that needs the plan to be published, the upgrade modal opens first and
 * says so in one sentence. Upgrading (the server grants the plan) or choosing
 * 'Write a Draft' (free accounts may keep drafts), or closing the modal, opens
 * the editor; the editor's own publish-time gate stays as it is.
 * Contributors, admins and signed-out visitors go straight to the editor.
 */
export function ContributorWriteGate({ label, nounPlural, children }: ContributorWriteGateProps) {
  const { user, status } = useSession();
  const [decided, setDecided] = useState(false);
  // Once offered, the offer stays until the reader decides: paying makes the
  // account a contributor at once, and the offer's success step still shows.
  const [offered, setOffered] = useState(false);
  const waiting = status === "loading";
  const gated = user !== null && !hasContributorRights(user);
  const asking = !decided && (offered || (!waiting && gated));
  useEffect(() => {
    if (asking) setOffered(true);
  }, [asking]);

  if (!waiting && !asking) return <>{children}</>;

  return (
    <GatePage label={label}>
      {!asking ? null : (
        <UpgradeModal
          open
          onOpenChange={(open) => {
            if (!open) setDecided(true);
          }}
          onSuccess={() => setDecided(true)}
          reason={publishNeedsContributorMessage(nounPlural)}
          dismissLabel={WRITE_DRAFT_LABEL}
        />
      )}
    </GatePage>
  );
}

/** What lies behind the offer: the page's heading and title, no editor yet. */
function GatePage({ label, children }: { label: string; children: ReactNode }) {
  useDocumentTitle(`New ${label}`);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">New {label}</h1>
      {children}
    </div>
  );
}
