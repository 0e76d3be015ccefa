import { contentPath } from "@field-commons/shared/content";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { Skeleton } from "../../../components/ui/skeleton";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useSession } from "../../../lib/session/use-session";
import {
  ContentLoadError,
  ContentNotFound,
} from "../../../components/content/content-detail-states";
import { useContentDetail } from "../../../lib/content/use-content-detail";
import { INTERVIEW_TEXTS } from "../utils/labels";
import { InterviewForm } from "./interview-form";
import { canEditContent } from "../../../lib/content/permissions";

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

function Blocked({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <EmptyState headingLevel={1} title={title} description={description} action={action} />
    </div>
  );
}

/** /publish/interview: a new interview. */
export function NewInterview() {
  useDocumentTitle("New Interview");
  return <InterviewForm />;
}

/** /publish/interview/{id}: loads the interview (no view is recorded), then fills the form. */
export function EditInterview({ id }: { id: string }) {
  useDocumentTitle("Edit Interview");
  const detail = useContentDetail("interview", id, { recordView: false });
  const { user, status } = useSession();

  if (detail.isPending || status === "loading") return <FormSkeleton />;

  if (detail.isNotFound) {
    return (
      <ContentNotFound
        heading={INTERVIEW_TEXTS.notFoundHeading}
        message={INTERVIEW_TEXTS.notFoundText}
        backTo="/dashboard"
        backLabel="Back to Dashboard"
      />
    );
  }
  const item = detail.item;
  if (detail.isError || !item) {
    return (
      <ContentLoadError
        message={INTERVIEW_TEXTS.detailFetchFailed}
        onRetry={() => void detail.refetch()}
        isRetrying={detail.isRefetching}
        backTo="/dashboard"
        backLabel="Back to Dashboard"
      />
    );
  }

  if (!user) {
    return (
      <Blocked
        title="Sign in to edit this interview"
        action={
          <Link to="/login" className={buttonStyles()}>
            Login
          </Link>
        }
      />
    );
  }

  if (!canEditContent(item)) {
    return (
      <Blocked
        title="You cannot edit this interview"
        description="Only its author can edit an interview. You can still read it."
        action={
          <Link to={contentPath(item)} className={buttonStyles()}>
            View Interview
          </Link>
        }
      />
    );
  }

  // Keyed by id so that moving to another interview starts a fresh form.
  return <InterviewForm key={item.id} item={item} />;
}
