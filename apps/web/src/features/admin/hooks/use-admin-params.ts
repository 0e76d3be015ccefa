import { useCallback } from "react";
import { useSearchParams } from "react-router";

export const ADMIN_TABS = [
  { value: "overview", label: "Overview" },
  { value: "moderation", label: "Moderation Queue" },
  { value: "analytics", label: "Analytics" },
  { value: "users", label: "Users" },
  { value: "content", label: "Content" },
  { value: "actions", label: "Actions Log" },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]["value"];

function isTab(value: string | null): value is AdminTab {
  return ADMIN_TABS.some((tab) => tab.value === value);
}

/**
 * The admin dashboard's state in the URL (?tab=users&page=2&q=ada&type=&status=),
 * so a reload or a shared link lands on the same list.
 */
export function useAdminParams() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("tab");
  const tab: AdminTab = isTab(raw) ? raw : "overview";
  const pageNumber = Number(params.get("page") ?? "1");
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1;

  /** Sets or clears some parameters; any change but the page itself goes back to page 1. */
  const update = useCallback(
    (changes: Record<string, string | number | undefined>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (!("page" in changes)) next.delete("page");
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === "" || (key === "page" && value === 1)) {
              next.delete(key);
            } else {
              next.set(key, String(value));
            }
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setTab = useCallback(
    (next: string) =>
      setParams(
        () => {
          const fresh = new URLSearchParams();
          if (next !== "overview") fresh.set("tab", next);
          return fresh;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    tab,
    page,
    get: (key: string) => params.get(key) ?? undefined,
    update,
    setTab,
  };
}
