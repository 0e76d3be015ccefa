import { SegmentedControl } from "../ui/segmented-control";
import {
  CITATION_DOWNLOADS,
  CITATION_STYLES,
  CITATION_STYLE_LABELS,
  CITE_TEXT,
  citationFileName,
  citationUrl,
} from "@field-commons/shared/citations";
import type { CitationStyle } from "@field-commons/shared/citations";
import type { ContentSummary } from "@field-commons/shared/content";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { NetworkError, toApiError } from "../../lib/api-client";
import { cn } from "../../lib/cn";
import { Button, buttonStyles } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../ui/dialog";
import { useReturnFocus } from "../ui/dialog-focus";
import { Icon } from "../ui/icons";
import { LoadError } from "../ui/load-states";
import { Skeleton } from "../ui/skeleton";

const CONFIRM_MS = 2500;

function QuoteIcon() {
  return (
    <Icon>
      <path d="M10 7H6a2 2 0 0 0-2 2v3a2 2 0 0 0 2 2h3v1a3 3 0 0 1-3 3" />
      <path d="M20 7h-4a2 2 0 0 0-2 2v3a2 2 0 0 0 2 2h3v1a3 3 0 0 1-3 3" />
    </Icon>
  );
}

/** GET /api/content/{type}/{slug}/cite?format={style}: the formatted citation, as text. */
async function getCitation(
  item: Pick<ContentSummary, "type" | "slug">,
  style: CitationStyle,
  signal?: AbortSignal,
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(citationUrl(item, style), {
      headers: { Accept: "text/plain" },
      credentials: "same-origin",
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new NetworkError("Could not reach Field Commons. Check your connection and try again.", {
      cause,
    });
  }
  const text = await response.text();
  if (!response.ok) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    throw toApiError(response.status, body);
  }
  return text.trim();
}

function citationQuery(item: Pick<ContentSummary, "type" | "slug">, style: CitationStyle) {
  return {
    queryKey: ["citation", item.type, item.slug, style] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => getCitation(item, style, signal),
    staleTime: 5 * 60_000,
  };
}

/** APA or Chicago author-date. */
function StylePicker({
  style,
  onChange,
}: {
  style: CitationStyle;
  onChange: (style: CitationStyle) => void;
}) {
  return (
    <SegmentedControl
      legend={CITE_TEXT.style}
      options={CITATION_STYLES.map((value) => ({ value, label: CITATION_STYLE_LABELS[value] }))}
      value={style}
      onChange={onChange}
    />
  );
}

function CitePanel({ item }: { item: ContentSummary }) {
  const [style, setStyle] = useState<CitationStyle>("apa");
  const [copy, setCopy] = useState<"copied" | "failed" | null>(null);
  const citation = useQuery(citationQuery(item, style));
  const headingId = useId();

  useEffect(() => {
    if (!copy) return;
    const timer = window.setTimeout(() => setCopy(null), CONFIRM_MS);
    return () => window.clearTimeout(timer);
  }, [copy]);

  const onCopy = async () => {
    if (!citation.data) return;
    try {
      await navigator.clipboard.writeText(citation.data);
      setCopy("copied");
    } catch (error) {
      console.error("Failed to copy the citation", error);
      setCopy("failed");
    }
  };

  return (
    <div className="mt-4 space-y-5">
      <StylePicker
        style={style}
        onChange={(next) => {
          setStyle(next);
          setCopy(null);
        }}
      />

      <div>
        {citation.isPending ? (
          <div aria-busy="true" className="space-y-2 rounded-lg border border-slate-200 p-4">
            <p role="status" className="sr-only">
              {CITE_TEXT.loading}
            </p>
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-11/12" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : citation.isError ? (
          <LoadError onRetry={() => void citation.refetch()} isRetrying={citation.isFetching}>
            {CITE_TEXT.failed}
          </LoadError>
        ) : (
          <p
            lang="en"
            aria-label={`${CITATION_STYLE_LABELS[style]} citation`}
            className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-base leading-relaxed break-words text-slate-900"
          >
            {citation.data}
          </p>
        )}
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button variant="primary" disabled={!citation.data} onClick={() => void onCopy()}>
            {copy === "copied" ? CITE_TEXT.copied : CITE_TEXT.copy}
          </Button>
          <span
            role="status"
            className={cn("text-sm", copy === "failed" ? "text-danger" : "sr-only")}
          >
            {copy === "copied" ? CITE_TEXT.copied : null}
            {copy === "failed" ? CITE_TEXT.copyFailed : null}
          </span>
        </div>
      </div>

      <section aria-labelledby={headingId}>
        <h3 id={headingId} className="text-sm font-semibold text-slate-800">
          {CITE_TEXT.downloads}
        </h3>
        <ul className="mt-2 flex flex-wrap gap-2">
          {CITATION_DOWNLOADS.map(({ format, label }) => (
            <li key={format}>
              <a
                href={citationUrl(item, format)}
                download={citationFileName(item.slug, format)}
                className={buttonStyles({ variant: "secondary" })}
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/**
 * "Cite this" for a published item: APA or Chicago author-date to read and
 * copy, and BibTeX, RIS and CSL-JSON files to download, all made by the server.
 */
export function CiteButton({ item }: { item: ContentSummary }) {
  const [open, setOpen] = useState(false);
  const focus = useReturnFocus();
  if (item.status !== "published") return null;

  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <QuoteIcon />
        {CITE_TEXT.button}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open ? (
          <DialogContent {...focus}>
            <DialogTitle>{CITE_TEXT.title}</DialogTitle>
            <DialogDescription>
              Cite “{item.title}” in your work, or add it to a reference manager.
            </DialogDescription>
            <CitePanel item={item} />
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
