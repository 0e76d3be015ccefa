import { JOB_MESSAGES } from "@field-commons/shared/jobs";
import { useState } from "react";
import type { JobDetail } from "@field-commons/shared/jobs";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "../../../components/ui/dialog";
import { useReturnFocus } from "../../../components/ui/dialog-focus";
import { ListSkeleton, LoadError } from "../../../components/ui/load-states";
import { useLogError } from "../../../hooks/use-log-error";
import { useJobDetail } from "../api/organization-jobs";
import { ORGANIZATION_TEXT } from "../utils/organization-text";
import { JobForm } from "./job-form";

/** Which job the modal edits: null for a new one. */
export type JobEditorState = { jobId: string | null } | null;

function EditJob({
  jobId,
  onSaved,
  onUnsavedChange,
}: {
  jobId: string;
  onSaved: (job: JobDetail, created: boolean) => void;
  onUnsavedChange: (unsaved: boolean) => void;
}) {
  const job = useJobDetail(jobId);
  useLogError(job.error, "Failed to load the job");
  if (job.isPending) return <ListSkeleton label="Loading the job…" rows={4} />;
  if (job.isError) {
    return (
      <div className="mt-4">
        <LoadError onRetry={() => void job.refetch()} isRetrying={job.isFetching}>
          {JOB_MESSAGES.fetchFailed}
        </LoadError>
      </div>
    );
  }
  return (
    <JobForm
      job={job.data}
      onSaved={(saved) => onSaved(saved, false)}
      onUnsavedChange={onUnsavedChange}
    />
  );
}

/** The post/edit job modal: closing it with unsaved changes asks first. */
export function JobFormDialog({
  state,
  onClose,
  onSaved,
}: {
  state: JobEditorState;
  onClose: () => void;
  onSaved: (job: JobDetail, created: boolean) => void;
}) {
  const focus = useReturnFocus();
  const editing = state?.jobId ?? null;
  const [unsaved, setUnsaved] = useState(false);
  return (
    <Dialog
      open={state !== null}
      onOpenChange={(open) => {
        if (open) return;
        setUnsaved(false);
        onClose();
      }}
      unsaved={unsaved}
    >
      {state ? (
        <DialogContent className="sm:max-w-3xl" {...focus}>
          <DialogTitle>
            {editing ? ORGANIZATION_TEXT.editJob : ORGANIZATION_TEXT.postJob}
          </DialogTitle>
          <DialogDescription>
            {editing
              ? "Change the listing; applicants see the changes at once."
              : "Describe the position. Save it as a draft to finish it later."}
          </DialogDescription>
          {editing ? (
            <EditJob key={editing} jobId={editing} onSaved={onSaved} onUnsavedChange={setUnsaved} />
          ) : (
            <JobForm onSaved={(saved) => onSaved(saved, true)} onUnsavedChange={setUnsaved} />
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
