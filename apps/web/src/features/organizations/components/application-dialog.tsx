import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  AVAILABILITY_LABELS,
} from "@field-commons/shared/applications";
import type { Application, ApplicationStatus } from "@field-commons/shared/applications";
import { safeHref, safeSitePath, safeWebUrl } from "@field-commons/shared/safe-url";
import { useId, useState } from "react";
import type { ReactNode } from "react";
import { ApplicationStatusBadge } from "../../../components/applications/application-status-badge";
import { errorText } from "../../../components/form/form-model";
import { Button, buttonStyles } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "../../../components/ui/dialog";
import { useReturnFocus } from "../../../components/ui/dialog-focus";
import { ExternalLink } from "../../../components/ui/external-link";
import { Label } from "../../../components/ui/label";
import { Message } from "../../../components/ui/message";
import { Select } from "../../../components/ui/select";
import { useSetApplicationStatus } from "../api/organization-applications";
import { formatDay, placeText } from "../utils/organization-text";

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-slate-700">{term}</dt>
      <dd className="mt-0.5 break-words text-slate-900 sm:mt-0">{children}</dd>
    </div>
  );
}

const NOT_GIVEN = <span className="text-slate-500">Not given</span>;

function WebLink({ value }: { value: string }) {
  const href = safeWebUrl(value);
  if (!href) return value.trim() ? <span className="break-all">{value}</span> : NOT_GIVEN;
  return <ExternalLink href={href}>{value}</ExternalLink>;
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Change the status: any of the four from any other. */
function StatusForm({
  application,
  onSaved,
}: {
  application: Application;
  onSaved: (saved: Application) => void;
}) {
  const id = useId();
  const [choice, setChoice] = useState<ApplicationStatus>(application.status);
  const [done, setDone] = useState<string | null>(null);
  const update = useSetApplicationStatus();

  const submit = async () => {
    setDone(null);
    try {
      const saved = await update.mutateAsync({ id: application.id, status: choice });
      onSaved(saved);
      setDone(`Status changed to ${APPLICATION_STATUS_LABELS[saved.status]}.`);
    } catch (error) {
      console.error("Failed to update the application status", error);
    }
  };

  return (
    <form
      className="mt-2 rounded-lg border border-slate-200 bg-slate-50 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Label htmlFor={id}>Status</Label>
      <div className="mt-1 flex flex-col gap-3 sm:flex-row">
        <Select
          id={id}
          value={choice}
          onChange={(event) => {
            setChoice(event.target.value as ApplicationStatus);
            setDone(null);
          }}
        >
          {APPLICATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {APPLICATION_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
        <Button
          type="submit"
          className="shrink-0"
          isBusy={update.isPending}
          disabled={choice === application.status}
        >
          Update Status
        </Button>
      </div>
      {done ? (
        <Message tone="success" className="mt-3">
          {done}
        </Message>
      ) : null}
      {update.isError ? (
        <Message tone="error" className="mt-3">
          {errorText(update.error, "The status could not be changed. Please try again.")}
        </Message>
      ) : null}
    </form>
  );
}

/** One application in full: cover letter, every field, the résumé, and its status. */
export function ApplicationDialog({
  application,
  onOpenChange,
}: {
  application: Application | null;
  onOpenChange: (open: boolean) => void;
}) {
  const focus = useReturnFocus();
  return (
    <Dialog open={application !== null} onOpenChange={onOpenChange}>
      {application ? (
        <DialogContent className="sm:max-w-2xl" {...focus}>
          <ApplicationDetails key={application.id} loaded={application} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ApplicationDetails({ loaded }: { loaded: Application }) {
  // The latest answer: a status change shows at once, whatever the list behind does.
  const [application, setApplication] = useState(loaded);
  const { applicant } = application;
  const resume = safeSitePath(application.resumeUrl);
  const email = safeHref(`mailto:${applicant.email}`);
  const place = placeText(application.job.location);
  return (
    <>
      <DialogTitle>{applicant.name}</DialogTitle>
      <DialogDescription>
        Applied for {application.job.title}
        {place ? ` (${place})` : ""} on {formatDay(application.appliedAt)}
      </DialogDescription>
      <div className="mt-3">
        <ApplicationStatusBadge status={application.status} />
      </div>

      <StatusForm application={application} onSaved={setApplication} />

      <h3 className="mt-6 text-lg font-semibold text-slate-900">Cover letter</h3>
      <p className="mt-2 max-w-prose whitespace-pre-line text-slate-800">
        {application.coverLetter}
      </p>

      <div className="mt-4">
        {resume ? (
          <a href={resume} download className={buttonStyles({ variant: "secondary" })}>
            Download Résumé
            <span className="text-sm font-normal text-slate-600">
              ({application.resume.fileName}, {formatBytes(application.resume.bytes)})
            </span>
          </a>
        ) : null}
      </div>

      <h3 className="mt-6 text-lg font-semibold text-slate-900">Details</h3>
      <dl className="mt-2 divide-y divide-slate-200">
        <Detail term="E-mail">
          {email ? (
            <a className="break-all text-accent underline underline-offset-2" href={email}>
              {applicant.email}
            </a>
          ) : (
            applicant.email
          )}
        </Detail>
        <Detail term="Availability">
          {application.availability ? AVAILABILITY_LABELS[application.availability] : NOT_GIVEN}
        </Detail>
        <Detail term="Expected salary">{application.expectedSalary || NOT_GIVEN}</Detail>
        <Detail term="Experience">
          {applicant.experience ? (
            <span className="whitespace-pre-line">{applicant.experience}</span>
          ) : (
            NOT_GIVEN
          )}
        </Detail>
        <Detail term="Skills">
          {applicant.skills.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label="Skills">
              {applicant.skills.map((skill) => (
                <li
                  key={skill}
                  className="rounded-full border border-slate-300 bg-slate-50 px-2.5 py-0.5 text-sm"
                >
                  {skill}
                </li>
              ))}
            </ul>
          ) : (
            NOT_GIVEN
          )}
        </Detail>
        <Detail term="Portfolio">
          <WebLink value={applicant.portfolio} />
        </Detail>
        <Detail term="LinkedIn">
          <WebLink value={applicant.linkedin} />
        </Detail>
        <Detail term="Notes">
          {application.notes ? (
            <span className="whitespace-pre-line">{application.notes}</span>
          ) : (
            NOT_GIVEN
          )}
        </Detail>
      </dl>
    </>
  );
}
