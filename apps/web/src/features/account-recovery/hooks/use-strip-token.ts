import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";

/** Removes `?token=` from the address once the page has read it. */
export function useStripToken(): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!params.has("token")) return;
    params.delete("token");
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : "" }, { replace: true });
  }, [navigate, pathname, search]);
}
