import { Suspense } from "react";
import { lazyComponent } from "../../../components/errors/lazy-component";
import { KeepServerHtml } from "../../../components/ui/keep-server-html";
import { Skeleton } from "../../../components/ui/skeleton";

/*
 * The Markdown renderer and its parser live in their own chunk, loaded the
 * first time an essay or a preview is shown (never on the home page).
 */
const loadRenderer = () => import("../markdown/markdown-renderer");

const LazyMarkdownContent = lazyComponent(() =>
  loadRenderer().then((m) => ({ default: m.MarkdownContent })),
);
// The essay's own place says when the renderer could not be loaded; these two stay empty.
const LazyContentsList = lazyComponent(
  () => loadRenderer().then((m) => ({ default: m.MarkdownContentsList })),
  { hidden: true },
);
const LazyReferences = lazyComponent(
  () => loadRenderer().then((m) => ({ default: m.MarkdownReferences })),
  { hidden: true },
);

function RendererLoading() {
  return (
    <div aria-busy="true">
      <p className="sr-only">Loading the text…</p>
      <Skeleton className="h-5 w-full" />
      <Skeleton className="mt-3 h-5 w-11/12" />
      <Skeleton className="mt-3 h-5 w-4/5" />
    </div>
  );
}

/*
 * On a server-rendered page the three below keep the server's HTML while the
 * page hydrates, so the browser neither loads the parser nor parses the essay
 * again to show what is already there.
 */

/** An essay's Markdown, rendered safely. */
export function MarkdownView({ markdown, className }: { markdown: string; className?: string }) {
  return (
    <KeepServerHtml>
      <Suspense fallback={<RendererLoading />}>
        <LazyMarkdownContent markdown={markdown} className={className} />
      </Suspense>
    </KeepServerHtml>
  );
}

/** The on-page contents list built from the essay's headings. */
export function MarkdownContentsNav({ markdown }: { markdown: string }) {
  return (
    <KeepServerHtml>
      <Suspense fallback={null}>
        <LazyContentsList markdown={markdown} />
      </Suspense>
    </KeepServerHtml>
  );
}

/** The web links the essay cites. */
export function MarkdownReferenceList({ markdown }: { markdown: string }) {
  return (
    <KeepServerHtml>
      <Suspense fallback={null}>
        <LazyReferences markdown={markdown} />
      </Suspense>
    </KeepServerHtml>
  );
}
