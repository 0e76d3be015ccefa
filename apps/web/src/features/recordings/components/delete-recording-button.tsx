import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Message } from "../../../components/ui/message";
import { useToast } from "../../../components/ui/toast";
import { deleteRecording, recordingKeys } from "../api/recordings-api";

/** Delete, after a confirmation; then back to the hub. */
export function DeleteRecordingButton({ id, title }: { id: string; title: string }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await deleteRecording(id);
      queryClient.removeQueries({ queryKey: recordingKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: recordingKeys.all });
      setOpen(false);
      toast.show({ title: "Recording deleted" });
      void navigate("/recordings");
    } catch {
      setError("The recording could not be deleted. Please try again.");
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="sm" variant="ghost" className="text-danger" onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this recording?"
        description={`“${title}”, its file, transcript and analysis are removed for good.`}
        confirmLabel="Delete"
        isBusy={busy}
        onConfirm={() => void confirm()}
      />
      {error ? (
        <Message tone="error" className="w-full">
          {error}
        </Message>
      ) : null}
    </>
  );
}
