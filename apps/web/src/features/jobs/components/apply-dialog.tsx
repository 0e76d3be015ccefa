import {
  APPLICATION_MESSAGES,
  AVAILABILITY,
  AVAILABILITY_LABELS,
  ApplicationInput,
  COVER_LETTER_MAX,
  RESUME_ACCEPT,
} from "@field-commons/shared/applications";
import type { Availability } from "@field-commons/shared/applications";
import { VALIDATION_MESSAGE } from "@field-commons/shared/error-messages";
import type { JobDetail } from "@field-commons/shared/jobs";
import type { PublicUser } from "@field-commons/shared/users";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useRef, useState } from "react";
import type { BaseSyntheticEvent } from "react";
import { Controller, useForm, useFormState, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Dialog as DialogPrimitive } from "radix-ui";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "../../../components/ui/dialog";
import type { useReturnFocus } from "../../../components/ui/dialog-focus";
import { FIELD_SCROLL_MARGINS, focusFirstInvalid } from "../../../components/form/focus-invalid";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Message } from "../../../components/ui/message";
import { ProgressBar } from "../../../components/ui/progress-bar";
import { Select } from "../../../components/ui/select";
import { Textarea } from "../../../components/ui/textarea";
import { ApiError } from "../../../lib/api-client";
import { applicationErrorText, useSubmitApplication } from "../api/submit-application";
import { checkResumeFile, formatFileSize } from "../utils/resume";
import { SkillsInput } from "./skills-input";

type FormInput = z.input<typeof ApplicationInput>;
type FormOutput = z.output<typeof ApplicationInput>;

/** Fields of the form that the server may name in a 400 answer. */
const FORM_FIELDS = [
  "name",
  "email",
  "coverLetter",
  "portfolio",
  "linkedin",
  "experience",
  "skills",
  "availability",
  "expectedSalary",
  "notes",
] as const satisfies readonly (keyof FormInput)[];

export const APPLY_TEXTS = {
  submit: "Submit Application",
  cancel: "Cancel",
  successHeading: "Application submitted!",
  uploading: "Uploading your application",
  close: "Close",
} as const;

/**
 * Why Submit is not yet enabled: the spec enables it once there is a cover
 * letter and a résumé, and the form says which of the two is still missing.
 */
export function submitHint(needsLetter: boolean, needsResume: boolean): string | null {
  if (needsLetter && needsResume) return "To submit, add a cover letter and a résumé.";
  if (needsLetter) return "To submit, add a cover letter.";
  if (needsResume) return "To submit, add a résumé.";
  return null;
}

const SECTION_HEADING = "text-sm font-semibold tracking-wide text-slate-600 uppercase";

/**
 * The apply modal: name and e-mail (from the session), cover letter (with a
 * length/1000 counter), résumé (.pdf, .doc, .docx, at most 5 MB, with upload
 * progress), portfolio, LinkedIn, experience, skills, availability, expected
 * salary and notes. Submit is enabled once there is a cover letter and a
 * résumé, and until then a line beside it says which is missing. Pressed
 * with another part wrong, each field says what it needs, focus moves to the
 * first one and 'Please correct the highlighted fields.' shows beside
 * Submit. A success is confirmed in the modal.
 */
export function ApplyDialog({
  job,
  user,
  open,
  onOpenChange,
  focusHandlers,
}: {
  job: JobDetail;
  user: PublicUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  focusHandlers?: ReturnType<typeof useReturnFocus>;
}) {
  const submit = useSubmitApplication(job.id);
  // The draft lives here, above the dialog's content: closing the dialog with
  // Keep draft and opening it again on this page shows what was typed.
  const draft = useApplicationDraft(job, user);
  const { isDirty } = useFormState({ control: draft.form.control });
  const unsaved = (isDirty || draft.resume !== null) && !submit.isPending && !submit.isSuccess;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // An upload in progress is not abandoned by a stray click.
        if (!submit.isPending) onOpenChange(next);
      }}
      unsaved={unsaved}
      onDiscard={draft.discard}
      onKeepDraft={() => undefined}
    >
      <DialogContent className="sm:max-w-2xl" {...focusHandlers}>
        <DialogTitle>{`Apply for ${job.title}`}</DialogTitle>
        <DialogDescription>{job.organization.name}</DialogDescription>
        {submit.isSuccess ? (
          <ApplySuccess job={job} />
        ) : (
          <ApplyForm draft={draft} submit={submit} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** What the applicant has typed and picked so far, kept while the job page is open. */
function useApplicationDraft(job: JobDetail, user: PublicUser) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ApplicationInput),
    // The form focuses its first invalid field itself, the résumé included.
    shouldFocusError: false,
    defaultValues: {
      jobId: job.id,
      name: user.name,
      email: user.email,
      coverLetter: "",
      portfolio: "",
      linkedin: "",
      experience: "",
      skills: [],
      availability: null,
      expectedSalary: "",
      notes: "",
    },
  });
  const [resume, setResume] = useState<File | null>(null);
  const discard = () => {
    form.reset();
    setResume(null);
  };
  return { form, resume, setResume, discard };
}

type ApplicationDraft = ReturnType<typeof useApplicationDraft>;

function ApplySuccess({ job }: { job: JobDetail }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="status" className="mt-6 rounded-lg border border-green-300 bg-success-soft p-5">
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-success">
        {APPLY_TEXTS.successHeading}
      </h3>
      <p className="mt-2 text-slate-800">
        {`Your application for ${job.title} has been sent to ${job.organization.name}.`}
      </p>
      <DialogPrimitive.Close asChild>
        <Button className="mt-5">{APPLY_TEXTS.close}</Button>
      </DialogPrimitive.Close>
    </div>
  );
}

function ApplyForm({
  draft,
  submit,
}: {
  draft: ApplicationDraft;
  submit: ReturnType<typeof useSubmitApplication>;
}) {
  const resumeId = useId();
  const resumeInputRef = useRef<HTMLInputElement>(null);
  const { form, resume, setResume } = draft;
  const [resumeError, setResumeError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Bumped by a submit with fields to correct: focus then moves to the first one.
  const [focusRequest, setFocusRequest] = useState(0);

  const { errors } = form.formState;
  const coverLetter = useWatch({ control: form.control, name: "coverLetter" }) ?? "";
  const busy = submit.isPending;
  const hint = submitHint(coverLetter.trim().length === 0, resume === null);
  const hintId = useId();

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [focusRequest]);

  const messages = (name: (typeof FORM_FIELDS)[number]) => {
    const message = errors[name]?.message;
    return typeof message === "string" && message ? [message] : [];
  };
  const hasFieldErrors =
    FORM_FIELDS.some((name) => messages(name).length > 0) || resumeError !== null;
  // Shown once Submit has been pressed, until every field is right.
  const showSummary = focusRequest > 0 && hasFieldErrors;

  const onResumeChange = (file: File | null) => {
    setFailure(null);
    if (!file) {
      setResume(null);
      setResumeError(null);
      return;
    }
    const problem = checkResumeFile(file);
    if (problem) {
      setResume(null);
      setResumeError(problem);
      // Nothing stays picked that would not be sent.
      if (resumeInputRef.current) resumeInputRef.current.value = "";
      return;
    }
    setResume(file);
    setResumeError(null);
  };

  const removeResume = () => {
    setResume(null);
    setResumeError(null);
    if (resumeInputRef.current) {
      resumeInputRef.current.value = "";
      resumeInputRef.current.focus();
    }
  };

  // Set while a submit finds fields to correct; the focus moves once the form
  // has published its errors, which it does after calling back.
  const correctionsAsked = useRef(false);
  const askForCorrections = () => {
    setFailure(null);
    if (!resume && !resumeError) setResumeError(APPLICATION_MESSAGES.resumeRequired);
    correctionsAsked.current = true;
  };

  const submitForm = form.handleSubmit(async (values) => {
    if (!resume || resumeError) {
      askForCorrections();
      return;
    }
    setFailure(null);
    setProgress(0);
    try {
      await submit.mutateAsync({ input: values, resume, onProgress: setProgress });
    } catch (error) {
      console.error("Failed to submit application", error);
      setFailure(applicationErrorText(error));
      if (error instanceof ApiError) {
        for (const name of FORM_FIELDS) {
          const message = error.fields[name]?.[0];
          if (message) form.setError(name, { message });
        }
        const resumeMessage = error.fields.resume?.[0];
        if (resumeMessage) setResumeError(resumeMessage);
      }
    }
  }, askForCorrections);

  const onSubmit = async (event?: BaseSyntheticEvent) => {
    correctionsAsked.current = false;
    await submitForm(event);
    if (correctionsAsked.current) setFocusRequest((n) => n + 1);
  };

  const percent = Math.round(progress * 100);

  return (
    <form
      ref={formRef}
      aria-label="Job application"
      noValidate
      onSubmit={onSubmit}
      className="mt-5"
    >
      <fieldset disabled={busy} className={`space-y-6 ${FIELD_SCROLL_MARGINS}`}>
        <div className="space-y-4">
          <h3 className={SECTION_HEADING}>About you</h3>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Full Name" required errors={messages("name")}>
              {(control) => <Input {...control} autoComplete="name" {...form.register("name")} />}
            </FormField>
            <FormField label="Email" required errors={messages("email")}>
              {(control) => (
                <Input {...control} type="email" autoComplete="email" {...form.register("email")} />
              )}
            </FormField>
          </div>
        </div>

        <div className="space-y-4">
          <h3 className={SECTION_HEADING}>Your application</h3>
          <FormField
            label="Cover Letter"
            required
            errors={messages("coverLetter")}
            hint={
              <span className="flex justify-between gap-3">
                <span>Why are you a good fit for this role?</span>
                <span data-testid="cover-letter-counter" className="tabular-nums">
                  {`${coverLetter.length}/${COVER_LETTER_MAX}`}
                </span>
              </span>
            }
          >
            {(control) => (
              <Textarea
                {...control}
                rows={6}
                maxLength={COVER_LETTER_MAX}
                {...form.register("coverLetter")}
              />
            )}
          </FormField>

          <div>
            <div className="flex items-baseline gap-0.5">
              <label htmlFor={resumeId} className="block text-sm font-semibold text-slate-800">
                Resume
              </label>
              <span aria-hidden="true" className="text-sm font-semibold text-danger">
                *
              </span>
            </div>
            <input
              ref={resumeInputRef}
              id={resumeId}
              type="file"
              accept={RESUME_ACCEPT}
              aria-required="true"
              aria-invalid={resumeError ? true : undefined}
              aria-describedby={`${resumeId}-hint${resumeError ? ` ${resumeId}-error` : ""}`}
              onChange={(event) => onResumeChange(event.target.files?.[0] ?? null)}
              className="mt-1 block w-full rounded-md border border-slate-400 bg-white text-sm text-slate-800 file:mr-3 file:min-h-11 file:cursor-pointer file:border-0 file:border-r file:border-slate-300 file:bg-slate-100 file:px-4 file:font-semibold file:text-slate-900 hover:file:bg-slate-200 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus"
            />
            <p id={`${resumeId}-hint`} className="mt-1 text-sm text-slate-600">
              {APPLICATION_MESSAGES.resumeHelp}
            </p>
            {resumeError ? (
              <p id={`${resumeId}-error`} className="mt-1 text-sm font-medium text-danger">
                {resumeError}
              </p>
            ) : null}
            {resume ? (
              <div className="mt-2 flex items-center justify-between gap-3 rounded-md border border-slate-200 bg-slate-50 px-3 py-1 text-sm">
                <span className="min-w-0 truncate text-slate-800">
                  <span className="font-medium">{resume.name}</span>{" "}
                  <span className="text-slate-600">{`(${formatFileSize(resume.size)})`}</span>
                </span>
                <Button variant="ghost" size="sm" onClick={removeResume}>
                  Remove
                </Button>
              </div>
            ) : null}
          </div>
        </div>

        <div className="space-y-4">
          <h3 className={SECTION_HEADING}>Links</h3>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Portfolio URL" errors={messages("portfolio")}>
              {(control) => (
                <Input
                  {...control}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  {...form.register("portfolio")}
                />
              )}
            </FormField>
            <FormField label="LinkedIn Profile" errors={messages("linkedin")}>
              {(control) => (
                <Input
                  {...control}
                  type="url"
                  inputMode="url"
                  placeholder="https://www.linkedin.com/in/"
                  {...form.register("linkedin")}
                />
              )}
            </FormField>
          </div>
        </div>

        <div className="space-y-4">
          <h3 className={SECTION_HEADING}>More about you</h3>
          <FormField
            label="Experience"
            hint="Years and kind of relevant experience."
            errors={messages("experience")}
          >
            {(control) => <Textarea {...control} rows={3} {...form.register("experience")} />}
          </FormField>
          <Controller
            control={form.control}
            name="skills"
            render={({ field }) => (
              <SkillsInput
                value={field.value ?? []}
                onChange={field.onChange}
                errors={messages("skills")}
              />
            )}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Controller
              control={form.control}
              name="availability"
              render={({ field }) => (
                <FormField label="Availability" errors={messages("availability")}>
                  {(control) => (
                    <Select
                      {...control}
                      ref={field.ref}
                      name={field.name}
                      value={field.value ?? ""}
                      onBlur={field.onBlur}
                      onChange={(event) =>
                        field.onChange((event.target.value || null) as Availability | null)
                      }
                    >
                      <option value="">Select availability</option>
                      {AVAILABILITY.map((value) => (
                        <option key={value} value={value}>
                          {AVAILABILITY_LABELS[value]}
                        </option>
                      ))}
                    </Select>
                  )}
                </FormField>
              )}
            />
            <FormField label="Expected Salary" errors={messages("expectedSalary")}>
              {(control) => (
                <Input
                  {...control}
                  placeholder="e.g. EUR 40,000 per year"
                  {...form.register("expectedSalary")}
                />
              )}
            </FormField>
          </div>
          <FormField label="Additional Notes" errors={messages("notes")}>
            {(control) => <Textarea {...control} rows={3} {...form.register("notes")} />}
          </FormField>
        </div>
      </fieldset>

      {busy ? (
        <div className="mt-6">
          <ProgressBar value={percent} label={APPLY_TEXTS.uploading} />
          <p className="mt-1 text-sm text-slate-700">{`Uploading… ${percent}%`}</p>
        </div>
      ) : null}
      {failure ? (
        <Message tone="error" className="mt-6">
          {failure}
        </Message>
      ) : null}

      <div className="sticky -bottom-5 -mx-5 mt-6 border-t border-slate-200 bg-white px-5 py-4 sm:-bottom-6 sm:-mx-6 sm:px-6">
        {showSummary ? (
          <Message tone="error" className="mb-3">
            {VALIDATION_MESSAGE}
          </Message>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogPrimitive.Close asChild>
            <Button variant="secondary" disabled={busy}>
              {APPLY_TEXTS.cancel}
            </Button>
          </DialogPrimitive.Close>
          <Button
            type="submit"
            isBusy={busy}
            disabled={hint !== null}
            aria-describedby={hint ? hintId : undefined}
          >
            {APPLY_TEXTS.submit}
          </Button>
        </div>
        {hint ? (
          <p id={hintId} className="mt-2 text-sm text-slate-600 sm:text-right">
            {hint}
          </p>
        ) : null}
      </div>
    </form>
  );
}
