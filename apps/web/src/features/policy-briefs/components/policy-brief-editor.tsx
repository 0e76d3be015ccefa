import { EditContent, NewContent } from "../../../components/content/content-editor";
import { Skeleton } from "../../../components/ui/skeleton";
import { POLICY_BRIEF_TEXTS as T } from "../utils/texts";
import { PolicyBriefForm } from "./policy-brief-form";

function FormSkeleton() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8" aria-busy="true">
      <p role="status" className="sr-only">
        {T.loading}
      </p>
      <Skeleton className="h-9 w-64" />
      <Skeleton className="mt-10 h-6 w-32" />
      <Skeleton className="mt-5 h-11 w-full" />
      <Skeleton className="mt-5 h-11 w-full" />
      <Skeleton className="mt-5 h-11 w-full" />
      <Skeleton className="mt-5 h-28 w-full" />
    </div>
  );
}

const TEXTS = {
  notFoundHeading: T.notFoundHeading,
  notFoundMessage: T.notFoundMessage,
  fetchFailed: T.detailFetchFailed,
};

/** The create form at /publish/policy-brief. */
export function NewPolicyBrief() {
  return <NewContent title={T.newHeading} Form={PolicyBriefForm} />;
}

/** The edit form at /publish/policy-brief/{id}: loads the brief, then fills the form. */
export function EditPolicyBrief({ id }: { id: string }) {
  return (
    <EditContent
      type="policy-brief"
      id={id}
      title={T.editHeading}
      texts={TEXTS}
      skeleton={<FormSkeleton />}
      Form={PolicyBriefForm}
    />
  );
}
