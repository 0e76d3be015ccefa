import { useEffect } from "react";

/**
 * Sets the page's meta description while the component is mounted, and puts
 * the previous one back afterwards. Empty text leaves the description as is.
 */
export function useMetaDescription(text: string | null | undefined): void {
  useEffect(() => {
    const content = text?.trim();
    if (!content) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = meta === null;
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = content;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [text]);
}
