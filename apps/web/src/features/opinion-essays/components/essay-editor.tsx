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
import { ESSAY_MESSAGES } from "../utils/essay-messages";
import { EssayForm } from "./essay-form";
import { canEditContent } from "../../../lib/content/permissions";

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

const backToDashboard = { backTo: "/dashboard", backLabel: "Back to Dashboard" } as const;

/** /publish/opinion-essay: a new essay, starting from the outline template. */
export function NewEssay() {
  useDocumentTitle("New Opinion Essay");
  return <EssayForm />;
}

/** /publish/opinion-essay/{id}: loads the essay (no view is recorded), then fills the form. */
export function EditEssay({ id }: { id: string }) {
  useDocumentTitle("Edit Opinion Essay");
  const detail = useContentDetail("opinion-essay", id, { recordView: false });
  const { user, status } = useSession();

  if (detail.isPending || status === "loading") return <FormSkeleton />;

  if (detail.isNotFound) {
    return (
      <ContentNotFound
        heading={ESSAY_MESSAGES.notFoundHeading}
        message={ESSAY_MESSAGES.notFoundText}
        {...backToDashboard}
      />
    );
  }
  const item = detail.item;
  if (detail.isError || !item) {
    return (
      <ContentLoadError
        message={ESSAY_MESSAGES.fetchOneFailed}
        onRetry={() => void detail.refetch()}
        isRetrying={detail.isRefetching}
        {...backToDashboard}
      />
    );
  }

  if (!user) {
    return (
      <Blocked
        title="Sign in to edit this opinion essay"
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
        title="You cannot edit this opinion essay"
        description="Only its author can edit an opinion essay. You can still read it."
        action={
          <Link to={contentPath(item)} className={buttonStyles()}>
            View Opinion Essay
          </Link>
        }
      />
    );
  }

  // Keyed by id so that moving to another essay starts a fresh form.
  return <EssayForm key={item.id} item={item} />;
}
