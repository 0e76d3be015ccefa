import { useEffect } from "react";

const SITE_NAME = "Field Commons";

/** Sets the document title to "{title} · Field Commons" (or the site name alone). */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
