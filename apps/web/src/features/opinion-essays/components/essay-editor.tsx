import { EditContent, NewContent } from "../../../components/content/content-editor";
import { Skeleton } from "../../../components/ui/skeleton";
import { ESSAY_MESSAGES } from "../utils/essay-messages";
import { EssayForm } from "./essay-form";

function FormSkeleton() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8" aria-busy="true">
      <p role="status" className="sr-only">
        Loading opinion essay…
      </p>
      <Skeleton className="h-9 w-64" />
      <Skeleton className="mt-10 h-11 w-full" />
      <Skeleton className="mt-8 h-11 w-full" />
      <Skeleton className="mt-5 h-11 w-full" />
      <Skeleton className="mt-5 h-28 w-full" />
    </div>
  );
}

const TEXTS = {
  notFoundHeading: ESSAY_MESSAGES.notFoundHeading,
  notFoundMessage: ESSAY_MESSAGES.notFoundText,
  fetchFailed: ESSAY_MESSAGES.fetchOneFailed,
};

/** /publish/opinion-essay: a new essay, starting from the outline template. */
export function NewEssay() {
  return <NewContent title={"New Opinion Essay"} Form={EssayForm} />;
}

/** /publish/opinion-essay/{id}: loads the essay (no view is recorded), then fills the form. */
export function EditEssay({ id }: { id: string }) {
  return (
    <EditContent
      type="opinion-essay"
      id={id}
      title={"Edit Opinion Essay"}
      texts={TEXTS}
      skeleton={<FormSkeleton />}
      Form={EssayForm}
    />
  );
}
