import { useSearchParams } from "react-router";

export const PROFILE_TABS = [
  { value: "overview", label: "Overview" },
  { value: "publications", label: "Publications" },
  { value: "applications", label: "Applications" },
  { value: "skills", label: "Skills & Expertise" },
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number]["value"];

function isTab(value: string | null): value is ProfileTab {
  return PROFILE_TABS.some((tab) => tab.value === value);
}

/**
 * The selected tab lives in the URL (?tab=publications), so a reload keeps
 * it. Overview is the default and leaves the URL bare; Applications is the
 * owner's alone, so anyone else asking for it gets Overview.
 */
export function useProfileTab(isOwner: boolean) {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: ProfileTab =
    isTab(requested) && (requested !== "applications" || isOwner) ? requested : "overview";

  const setTab = (value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === "overview" || !isTab(value)) next.delete("tab");
        else next.set("tab", value);
        return next;
      },
      { replace: true },
    );

  return { tab, setTab };
}
