import { ADMIN_SUCCESS_CLEAR_MS } from "@field-commons/shared/admin";
import { useCallback, useEffect, useState } from "react";

export interface Notice {
  tone: "success" | "error";
  text: string;
}

/** The outcome of the last action: a success clears itself after 3 s, an error stays. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    if (notice?.tone !== "success") return;
    const timer = window.setTimeout(() => setNotice(null), ADMIN_SUCCESS_CLEAR_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);
  const success = useCallback((text: string) => setNotice({ tone: "success", text }), []);
  const failure = useCallback((text: string) => setNotice({ tone: "error", text }), []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, success, failure, clear };
}
