import { Suspense } from "react";
import { useParams } from "react-router";
import { NotFound } from "../../components/errors/not-found";
import { editorKey, isKeptEditor } from "../../components/content/kept-editors";
import { Skeleton } from "../../components/ui/skeleton";
import { typeOfPublishSegment } from "../../lib/content-types";
import { CONTENT_TYPE_REGISTRY } from "../content-types";

function EditorLoading() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8" aria-busy="true">
      <Skeleton className="h-9 w-64" />
      <Skeleton className="mt-10 h-11 w-full" />
      <Skeleton className="mt-5 h-28 w-full" />
    </div>
  );
}

/**
 * /publish/{type} (create) and /publish/{type}/{id} (edit): the type's
 * editor from the content-type registry; an unknown type is not found. The
 * editor that just created a draft stays as it is when the address becomes
 * the draft's (kept-editors).
 */
function PublishRoute() {
  const { type = "", id } = useParams();
  const contentType = typeOfPublishSegment(type);
  const Editor = contentType ? CONTENT_TYPE_REGISTRY[contentType].Editor : null;
  if (!Editor) return <NotFound />;
  return (
    <Suspense fallback={<EditorLoading />}>
      <Editor key={editorKey(id)} id={isKeptEditor(id) ? undefined : id} />
    </Suspense>
  );
}

export { PublishRoute as Component };
