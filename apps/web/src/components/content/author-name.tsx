import { authorHref } from "@field-commons/shared/profile-links";
import { Link } from "react-router";
import { cn } from "../../lib/cn";

/**
 * An author's name as a link to their profile; plain text for the
 * deleted-user account, which has no profile page.
 */
export function AuthorName({
  author,
  name = author.name,
  className,
}: {
  author: { id: string; name: string };
  /** The text shown; the author's name by default (pass a fallback for a blank name). */
  name?: string;
  className?: string;
}) {
  const href = authorHref(author);
  if (!href) return <span className={className}>{name}</span>;
  return (
    <Link
      to={href}
      className={cn(
        "rounded-sm underline decoration-slate-400 underline-offset-2 hover:text-accent hover:decoration-current",
        className,
      )}
    >
      {name}
    </Link>
  );
}
