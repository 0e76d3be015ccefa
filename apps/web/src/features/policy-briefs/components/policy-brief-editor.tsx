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
import { POLICY_BRIEF_TEXTS as T } from "../utils/texts";
import { PolicyBriefForm } from "./policy-brief-form";
import { canEditContent } from "../../../lib/content/permissions";

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

function Dead({
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

/** The create form at /publish/policy-brief. */
export function NewPolicyBrief() {
  useDocumentTitle(T.newHeading);
  return <PolicyBriefForm />;
}

/** The edit form at /publish/policy-brief/{id}: loads the brief, then fills the form. */
export function EditPolicyBrief({ id }: { id: string }) {
  useDocumentTitle(T.editHeading);
  const query = useContentDetail("policy-brief", id, { recordView: false });
  const { user, status } = useSession();

  if (query.isPending || status === "loading") return <FormSkeleton />;

  if (query.isNotFound) {
    return (
      <ContentNotFound
        heading={T.notFoundHeading}
        message={T.notFoundMessage}
        backTo="/dashboard"
        backLabel="Back to Dashboard"
      />
    );
  }

  const item = query.item;
  if (query.isError || !item) {
    return (
      <ContentLoadError
        message={T.detailFetchFailed}
        isRetrying={query.isFetching}
        onRetry={() => void query.refetch()}
        backTo="/dashboard"
        backLabel="Back to Dashboard"
      />
    );
  }

  if (!user) {
    return (
      <Dead
        title="Sign in to edit this policy brief"
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
      <Dead
        title="You cannot edit this policy brief"
        description="Only its author can edit a policy brief. You can still read it."
        action={
          <Link to={contentPath(item)} className={buttonStyles()}>
            View Policy Brief
          </Link>
        }
      />
    );
  }

  // Keyed by id so that moving to another brief starts a fresh form.
  return <PolicyBriefForm key={item.id} item={item} />;
}
