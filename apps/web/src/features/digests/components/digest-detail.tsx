import { formatCount } from "@field-commons/shared/us-format";
import { CONTENT_TYPE_LABELS, DISPLAY_FALLBACKS, formatDate } from "@field-commons/shared/content";
import { DIGEST_MESSAGES, type Digest } from "@field-commons/shared/digests";
import { isAdminRole } from "@field-commons/shared/users";
import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  ContentDetailSkeleton,
  ContentLoadError,
  ContentNotFound,
} from "../../../components/content/content-detail-states";
import { Button, buttonStyles } from "../../../components/ui/button";
import { DomainBadge } from "../../../components/ui/domain-badge";
import { Message } from "../../../components/ui/message";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useMetaDescription } from "../../../hooks/use-meta-description";
import { ApiError } from "../../../lib/api-client";
import { useSession } from "../../../lib/session/use-session";
import { useDigest, useRegenerateDigest, useSendDigest } from "../api/digests";
import { DigestFigures } from "./digest-figures";
import { DigestFeedLinks } from "./feed-links";

const ID_PATTERN = /^(\d{4}-W\d{2}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

function NotFound() {
  return (
    <ContentNotFound
      heading={DIGEST_MESSAGES.notFound}
      message={DIGEST_MESSAGES.notFoundBody}
      backTo="/digest"
      backLabel={DIGEST_MESSAGES.backToArchive}
    />
  );
}

/** /digest/{id}: one week, by id or YYYY-Www. */
export function DigestDetailPage({ id }: { id: string }) {
  return ID_PATTERN.test(id) ? <LoadedDigest id={id} /> : <InvalidId />;
}

function InvalidId() {
  useDocumentTitle(DIGEST_MESSAGES.notFound);
  return <NotFound />;
}

function LoadedDigest({ id }: { id: string }) {
  const digest = useDigest(id);
  const notFound =
    digest.error instanceof ApiError &&
    (digest.error.status === 404 || digest.error.status === 400);
  useDocumentTitle(digest.data?.title ?? (notFound ? DIGEST_MESSAGES.notFound : "Digest"));
  useMetaDescription(digest.data?.summary);
  if (digest.data) return <DigestView id={id} digest={digest.data} />;
  if (notFound) return <NotFound />;
  if (digest.isError) {
    return (
      <ContentLoadError
        message="The digest could not be loaded."
        onRetry={() => void digest.refetch()}
        isRetrying={digest.isFetching}
        backTo="/digest"
        backLabel={DIGEST_MESSAGES.backToArchive}
      />
    );
  }
  return <ContentDetailSkeleton label="Loading digest…" />;
}

function Section({
  title,
  empty,
  count,
  children,
  more,
}: {
  title: string;
  empty: string;
  count: number;
  children: ReactNode;
  more?: { to: string; label: string };
}) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
        {more ? (
          <Link to={more.to} className="text-sm font-medium text-accent underline">
            {more.label}
          </Link>
        ) : null}
      </div>
      {count === 0 ? (
        <p className="mt-3 text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">{children}</ul>
      )}
    </section>
  );
}

function ItemLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="rounded-sm font-semibold text-accent hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      {children}
    </Link>
  );
}

function Meta({ children }: { children: ReactNode }) {
  return <p className="mt-1 text-sm text-slate-600">{children}</p>;
}

function DigestView({ id, digest }: { id: string; digest: Digest }) {
  const { user } = useSession();
  const regenerate = useRegenerateDigest(id);
  const send = useSendDigest();
  const failure = regenerate.error ?? send.error;
  const range = `${formatDate(`${digest.weekOf}T00:00:00Z`)} – ${formatDate(`${digest.weekEnd}T00:00:00Z`)}`;
  return (
    <article className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 lg:py-12">
      <DigestFeedLinks />
      <Link to="/digest" className="inline-block text-sm font-medium text-accent underline">
        ← {DIGEST_MESSAGES.backToArchive}
      </Link>
      <header>
        <p className="text-sm font-semibold text-accent">{range}</p>
        <h1 className="mt-1 text-3xl font-bold text-slate-900">{digest.title}</h1>
        <p className="mt-3 max-w-prose text-lg text-slate-700">{digest.summary}</p>
        <p className="mt-2 text-sm text-slate-600">
          {formatCount(digest.views)} {digest.views === 1 ? "view" : "views"}
        </p>
        {isAdminRole(user) ? (
          <div className="mt-4 space-y-3">
            <div className="flex flex-wrap items-center gap-3">
              <Button
                variant="secondary"
                size="sm"
                isBusy={regenerate.isPending}
                onClick={() => regenerate.mutate(digest.week)}
              >
                Regenerate
              </Button>
              {digest.quiet ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  isBusy={send.isPending}
                  onClick={() => send.mutate(digest.week)}
                >
                  Send to subscribers
                </Button>
              )}
            </div>
            <p role="status" className="text-sm text-slate-700">
              {send.isSuccess
                ? send.data.message
                : regenerate.isSuccess
                  ? DIGEST_MESSAGES.regenerated
                  : ""}
            </p>
            {failure ? (
              <Message tone="error">
                {failure instanceof ApiError ? failure.message : "Something went wrong."}
              </Message>
            ) : null}
          </div>
        ) : null}
      </header>

      <section aria-labelledby="digest-figures">
        <h2 id="digest-figures" className="sr-only">
          This week in figures
        </h2>
        <DigestFigures stats={digest.stats} />
      </section>

      <Section
        title="Featured content"
        empty="Nothing was published or read this week."
        count={digest.featuredContent.length}
        more={{ to: "/", label: "Browse all work" }}
      >
        {digest.featuredContent.map((item) => (
          <li key={item.url} className="py-3">
            <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {CONTENT_TYPE_LABELS[item.type]}
            </p>
            <ItemLink to={item.url}>{item.title}</ItemLink>
            <Meta>
              by {item.author || DISPLAY_FALLBACKS.author}
              {item.views > 0
                ? ` · ${item.views} ${item.views === 1 ? "view" : "views"} this week`
                : ""}
              {item.likes > 0 ? ` · ${item.likes} ${item.likes === 1 ? "like" : "likes"}` : ""}
            </Meta>
            {item.domain ? <DomainBadge domain={item.domain} className="mt-2" /> : null}
            {item.excerpt ? <p className="mt-2 text-slate-700">{item.excerpt}</p> : null}
          </li>
        ))}
      </Section>

      <Section
        title="New jobs"
        empty="No jobs were posted this week."
        count={digest.newJobs.length}
        more={{ to: "/jobs", label: "See all jobs" }}
      >
        {digest.newJobs.map((job) => (
          <li key={job.id} className="py-3">
            <ItemLink to={job.url}>{job.title}</ItemLink>
            <Meta>
              {[job.organization, job.location, job.domain].filter(Boolean).join(" · ")} · Posted{" "}
              {formatDate(job.postedAt)}
            </Meta>
          </li>
        ))}
      </Section>

      <Section
        title="New case studies"
        empty="No case studies were published this week."
        count={digest.newCaseStudies.length}
      >
        {digest.newCaseStudies.map((item) => (
          <li key={item.url} className="py-3">
            <ItemLink to={item.url}>{item.title}</ItemLink>
            <Meta>
              by {item.author} · {item.domain ?? DISPLAY_FALLBACKS.domain} ·{" "}
              {formatDate(item.publishedAt)}
            </Meta>
          </li>
        ))}
      </Section>

      <Section
        title="New field work trips"
        empty="No field work trips were published this week."
        count={digest.newTrips.length}
        more={{ to: "/trip-planner", label: "Plan a trip" }}
      >
        {digest.newTrips.map((item) => (
          <li key={item.url} className="py-3">
            <ItemLink to={item.url}>{item.title}</ItemLink>
            <Meta>
              by {item.author}
              {item.country ? ` · ${item.country}` : ""} · {item.domain ?? DISPLAY_FALLBACKS.domain}{" "}
              · {formatDate(item.publishedAt)}
            </Meta>
          </li>
        ))}
      </Section>

      <nav aria-label="More" className="flex flex-wrap gap-3">
        <Link to="/jobs" className={buttonStyles({ variant: "secondary" })}>
          Browse jobs
        </Link>
        <Link to="/" className={buttonStyles({ variant: "secondary" })}>
          Explore the feed
        </Link>
        <Link to="/trip-planner" className={buttonStyles({ variant: "secondary" })}>
          Plan a field trip
        </Link>
      </nav>
    </article>
  );
}
