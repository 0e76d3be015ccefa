import type { Recording } from "@field-commons/shared/recordings";
import { useQueryClient } from "@tanstack/react-query";
import { createContext, useContext, useId, useRef, useState } from "react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { UpgradeModal } from "../../../components/upgrade/upgrade-modal";
import { Button } from "../../../components/ui/button";
import { Message } from "../../../components/ui/message";
import { useToast } from "../../../components/ui/toast";
import { useSession } from "../../../lib/session/use-session";
import { recordingKeys, updateRecording } from "../api/recordings-api";
import {
  missingLabels,
  missingText,
  needsUpgrade,
  notReady,
  publishErrorText,
  PUBLISH_TEXT,
  PUBLISHED_FOR,
  RECORDING_UPGRADE_REASON,
} from "../utils/publish";

/** Set where a page shows its own Publish above: buttons inside (the editor's) stay hidden. */
const ShownAbove = createContext(false);

/** Wraps what a page shows under its own Publish, so the recording has one Publish button. */
export function PublishShownAbove({ children }: { children: ReactNode }) {
  return <ShownAbove.Provider value>{children}</ShownAbove.Provider>;
}

interface Problem {
  text: string;
  /** Fields are missing: the message links to the form. */
  fields: boolean;
  tone: "error" | "info";
}

/**
 * Publish for a draft recording, for its author and admins (nothing for
 * anyone else, nor once it is published, nor under a page's own Publish:
 * see PublishShownAbove). It checks the fields publishing
 * needs first and names the missing ones with a link to Edit Details; then
 * it asks the server (PUT status=published). Without the Contributor plan
 * the server refuses and the plan's dialog opens, as on the other publishing
 * forms; once paid, the publish is tried again. Any refusal's text is shown.
 * The recording's cached copies are updated.
 */
export function PublishRecordingButton({ recording }: { recording: Recording }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const messageId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [gateOpen, setGateOpen] = useState(false);
  const busyRef = useRef(false);
  const shownAbove = useContext(ShownAbove);

  const canManage = recording.isOwner || session.user?.isAdmin === true;
  if (shownAbove || !canManage || recording.status === "published") return null;

  const send = async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setProblem(null);
    try {
      const saved = await updateRecording(recording.id, { status: "published" });
      queryClient.setQueryData(recordingKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: recordingKeys.all });
      toast.show({ title: PUBLISH_TEXT.published, description: PUBLISHED_FOR[saved.privacy] });
    } catch (failure) {
      if (needsUpgrade(failure)) {
        setProblem({ text: publishErrorText(failure), fields: false, tone: "info" });
        setGateOpen(true);
      } else if (notReady(failure)) {
        // Someone changed the recording since it was loaded: read it again.
        void queryClient.invalidateQueries({ queryKey: recordingKeys.detail(recording.id) });
        setProblem({ text: publishErrorText(failure), fields: true, tone: "error" });
      } else {
        setProblem({ text: publishErrorText(failure), fields: false, tone: "error" });
      }
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const onPublish = () => {
    const missing = missingLabels(recording);
    if (missing.length > 0) {
      setProblem({ text: missingText(missing), fields: true, tone: "error" });
      return;
    }
    void send();
  };

  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        size="sm"
        onClick={onPublish}
        isBusy={busy}
        aria-describedby={problem ? messageId : undefined}
      >
        {busy ? PUBLISH_TEXT.publishing : PUBLISH_TEXT.publish}
      </Button>
      {problem ? (
        <Message id={messageId} tone={problem.tone} className="max-w-prose">
          {problem.text}
          {problem.fields ? (
            <>
              {" "}
              <Link
                to={`/publish/recording/${recording.id}`}
                className="underline underline-offset-2"
              >
                Edit Details
              </Link>
            </>
          ) : null}
        </Message>
      ) : null}
      {session.user ? (
        <UpgradeModal
          open={gateOpen}
          onOpenChange={setGateOpen}
          onSuccess={() => void send()}
          reason={RECORDING_UPGRADE_REASON}
        />
      ) : null}
    </div>
  );
}
