import { useState } from "react";
import type { ReactNode } from "react";
import { isHydrating } from "../../lib/hydration";

/**
 * Content that is costly to build in the browser (the Markdown parser and its
 * chunk) and that the server has already rendered: while the page hydrates,
 * the server's HTML inside this element is kept as it is and the children are
 * not rendered. Mounted any other way, it renders its children. Empty, it
 * takes no room.
 */
export function KeepServerHtml({ children }: { children: ReactNode }) {
  const [keep] = useState(isHydrating);
  if (keep) {
    // React leaves the children of an element with inner HTML alone when it hydrates.
    return (
      <div
        className="empty:hidden"
        dangerouslySetInnerHTML={{ __html: "" }}
        suppressHydrationWarning
      />
    );
  }
  return <div className="empty:hidden">{children}</div>;
}
