import { formatDate } from "@field-commons/shared/content";
import type { ContentDetail } from "@field-commons/shared/content";
import { authorHref } from "@field-commons/shared/profile-links";
import { useId } from "react";
import { Link } from "react-router";
import { AuthorName } from "./author-name";

/** Up to two initials of a name ('Ada Ostrom' → 'AO'), or '?' for a blank one. */
export function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase())
      .join("") || "?"
  );
}

/**
 * The author's name, their real count of published items and when they
 * joined. The name and 'View profile' lead to the author's profile, except for
 * the deleted-user account, which has none.
 */
export function AuthorCard({ author }: { author: ContentDetail["authorCard"] }) {
  const headingId = useId();
  const href = authorHref(author);
  const publications = `${author.publications} ${author.publications === 1 ? "publication" : "publications"}`;
  const since = formatDate(author.memberSince);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        About the author
      </h2>
      <div className="mt-3 flex items-center gap-4">
        <span
          aria-hidden="true"
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-soft text-lg font-bold text-accent-hover"
        >
          {initials(author.name)}
        </span>
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold text-slate-900">
            <AuthorName author={author} />
          </p>
          <p className="text-slate-700">
            {publications}
            {since ? ` · Member since ${since}` : null}
          </p>
        </div>
      </div>
      {href ? (
        <Link
          to={href}
          className="mt-4 inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-2"
        >
          View profile
        </Link>
      ) : null}
    </section>
  );
}
