import { safeHttpUrl } from "@field-commons/shared/safe-url";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/**
 * A link written by an author: opened in a new tab without giving the page
 * access to this one (rel="noopener noreferrer"). Only http(s) addresses
 * become links; anything else is shown as inert text.
 */
export function ExternalLink({
  href,
  children,
  className,
}: {
  href: string;
  /** The link text; the address itself by default. */
  children?: ReactNode;
  className?: string;
}) {
  const safe = safeHttpUrl(href);
  if (!safe) {
    return <span className={cn("break-all", className)}>{children ?? href}</span>;
  }
  return (
    <a
      href={safe}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        "break-all text-accent underline underline-offset-2 hover:text-accent-hover",
        className,
      )}
    >
      {children ?? href}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
