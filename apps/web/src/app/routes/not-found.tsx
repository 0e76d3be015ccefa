import { NotFound } from "../../components/errors/not-found";
import { useDocumentTitle } from "../../hooks/use-document-title";

function NotFoundRoute() {
  useDocumentTitle("Page not found");
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <NotFound />
    </div>
  );
}

export { NotFoundRoute as Component };
