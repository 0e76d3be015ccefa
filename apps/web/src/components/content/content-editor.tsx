import { contentPath } from "@field-commons/shared/content";
import type { ContentDetail, ContentType } from "@field-commons/shared/content";
import type { ComponentType, ReactNode } from "react";
import { Link } from "react-router";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { CONTENT_TYPE_INFO } from "../../lib/content-types";
import { canEditContent } from "../../lib/content/permissions";
import { useContentDetail } from "../../lib/content/use-content-detail";
import { useSession } from "../../lib/session/use-session";
import { buttonStyles } from "../ui/button";
import { EmptyState } from "../ui/empty-state";
import { ContentLoadError, ContentNotFound } from "./content-detail-states";

/** What a type's edit screen says when the item cannot be edited. */
export interface ContentEditorTexts {
  notFoundHeading: string;
  notFoundMessage: string;
  fetchFailed: string;
}

/** A type's authoring form: blank without an item, filled with one. */
export type ContentFormComponent = ComponentType<{ item?: ContentDetail }>;

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

/** /publish/{type}: a new item of the type, in its form. */
export function NewContent({ title, Form }: { title: string; Form: ContentFormComponent }) {
  useDocumentTitle(title);
  return <Form />;
}

/**
 * /publish/{type}/{id}: loads the item (no view is recorded), then fills the
 * type's form; meanwhile its skeleton, and instead a not-found, load-error,
 * sign-in or not-yours state.
 */
export function EditContent({
  type,
  id,
  title,
  texts,
  skeleton,
  Form,
}: {
  type: ContentType;
  id: string;
  title: string;
  texts: ContentEditorTexts;
  skeleton: ReactNode;
  Form: ContentFormComponent;
}) {
  useDocumentTitle(title);
  const detail = useContentDetail(type, id, { recordView: false });
  const { user, status } = useSession();
  const { label, noun } = CONTENT_TYPE_INFO[type];
  const article = /^[aeiou]/.test(noun) ? "an" : "a";

  if (detail.isPending || status === "loading") return skeleton;

  if (detail.isNotFound) {
    return (
      <ContentNotFound
        heading={texts.notFoundHeading}
        message={texts.notFoundMessage}
        backTo="/dashboard"
        backLabel="Back to Dashboard"
      />
    );
  }
  const item = detail.item;
  if (detail.isError || !item) {
    return (
      <ContentLoadError
        message={texts.fetchFailed}
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
        title={`Sign in to edit this ${noun}`}
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
        title={`You cannot edit this ${noun}`}
        description={`Only its author can edit ${article} ${noun}. You can still read it.`}
        action={
          <Link to={contentPath(item)} className={buttonStyles()}>
            View {label}
          </Link>
        }
      />
    );
  }

  // Keyed by id so that moving to another item starts a fresh form.
  return <Form key={item.id} item={item} />;
}
