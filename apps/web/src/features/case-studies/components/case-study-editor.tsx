import { CONTENT_MESSAGES, contentPath } from "@field-commons/shared/content";
import { Link } from "react-router";
import { Button, buttonStyles } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { Skeleton } from "../../../components/ui/skeleton";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useSession } from "../../../lib/session/use-session";
import { useContentDetail } from "../../../lib/content/use-content-detail";
import { CaseStudyForm } from "./case-study-form";
import { canEditContent } from "../../../lib/content/permissions";

function FormSkeleton() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8" aria-busy="true">
      <p className="sr-only">Loading case study…</p>
      <Skeleton className="h-9 w-64" />
      <Skeleton className="mt-10 h-6 w-32" />
      <Skeleton className="mt-5 h-11 w-full" />
      <Skeleton className="mt-5 h-11 w-full" />
      <Skeleton className="mt-5 h-11 w-full" />
      <Skeleton className="mt-5 h-28 w-full" />
    </div>
  );
}

const backToDashboard = (
  <Link to="/dashboard" className={buttonStyles()}>
    Back to Dashboard
  </Link>
);

/** The create form at /publish/case-study. */
export function NewCaseStudy() {
  useDocumentTitle("New Case Study");
  return <CaseStudyForm />;
}

/** The edit form at /publish/case-study/{id}: loads the case study, then fills the form. */
export function EditCaseStudy({ id }: { id: string }) {
  useDocumentTitle("Edit Case Study");
  const query = useContentDetail("case-study", id, { recordView: false });
  const { user, status } = useSession();

  if (query.isPending || status === "loading") return <FormSkeleton />;

  if (query.isError) {
    const notFound = query.isNotFound;
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <EmptyState
          headingLevel={1}
          title={CONTENT_MESSAGES.oops}
          description={
            notFound ? CONTENT_MESSAGES.caseStudyNotFound : CONTENT_MESSAGES.caseStudyFetchFailed
          }
          action={
            <>
              {notFound ? null : (
                <Button variant="secondary" onClick={() => void query.refetch()}>
                  Try Again
                </Button>
              )}
              {backToDashboard}
            </>
          }
        />
      </div>
    );
  }

  const item = query.item;
  if (!item) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <EmptyState
          headingLevel={1}
          title={CONTENT_MESSAGES.caseStudyNotFound}
          description={CONTENT_MESSAGES.caseStudyGone}
          action={backToDashboard}
        />
      </div>
    );
  }

  if (!user) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <EmptyState
          headingLevel={1}
          title="Sign in to edit this case study"
          action={
            <Link to="/login" className={buttonStyles()}>
              Login
            </Link>
          }
        />
      </div>
    );
  }

  const canEdit = canEditContent(item);
  if (!canEdit) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <EmptyState
          headingLevel={1}
          title="You cannot edit this case study"
          description="Only its author can edit a case study. You can still read it."
          action={
            <Link to={contentPath(item)} className={buttonStyles()}>
              View Case Study
            </Link>
          }
        />
      </div>
    );
  }

  // Keyed by id so that moving to another case study starts a fresh form.
  return <CaseStudyForm key={item.id} item={item} />;
}
