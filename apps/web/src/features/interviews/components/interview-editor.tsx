import { EditContent, NewContent } from "../../../components/content/content-editor";
import { Skeleton } from "../../../components/ui/skeleton";
import { INTERVIEW_TEXTS } from "../utils/labels";
import { InterviewForm } from "./interview-form";

function FormSkeleton() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8" aria-busy="true">
      <p role="status" className="sr-only">
        Loading interview…
      </p>
      <Skeleton className="h-9 w-64" />
      <Skeleton className="mt-10 h-6 w-32" />
      <Skeleton className="mt-5 h-11 w-full" />
      <Skeleton className="mt-5 h-11 w-full" />
      <Skeleton className="mt-5 h-28 w-full" />
    </div>
  );
}

const TEXTS = {
  notFoundHeading: INTERVIEW_TEXTS.notFoundHeading,
  notFoundMessage: INTERVIEW_TEXTS.notFoundText,
  fetchFailed: INTERVIEW_TEXTS.detailFetchFailed,
};

/** /publish/interview: a new interview. */
export function NewInterview() {
  return <NewContent title={"New Interview"} Form={InterviewForm} />;
}

/** /publish/interview/{id}: loads the interview (no view is recorded), then fills the form. */
export function EditInterview({ id }: { id: string }) {
  return (
    <EditContent
      type="interview"
      id={id}
      title={"Edit Interview"}
      texts={TEXTS}
      skeleton={<FormSkeleton />}
      Form={InterviewForm}
    />
  );
}
