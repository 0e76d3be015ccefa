import { useCallback, useContext, useRef } from "react";
import { createSearchParams, UNSAFE_DataRouterContext, useSearchParams } from "react-router";
import type { NavigateOptions, URLSearchParamsInit } from "react-router";

type Next = URLSearchParamsInit | ((current: URLSearchParams) => URLSearchParamsInit);

/**
 * `useSearchParams`, except that a functional update starts from the newest
 * address: the one this hook last asked for, or the router's own.
 *
 * React Router hands a functional update the parameters of the render that
 * made the setter. The router completes a navigation a moment after it is
 * asked, and renders it later still, so a second change made in between (a
 * filter picked, then the sort changed straight away) would start from the
 * old address and drop the first change.
 */
export function useUrlSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  // The address asked for, and the location it was asked from: while the
  // router still shows that location, the navigation has not completed.
  const pending = useRef<{ from: string; search: string } | null>(null);

  const set = useCallback(
    (next: Next, options?: NavigateOptions) => {
      if (typeof next !== "function" || !router) {
        pending.current = null;
        setSearchParams(next, options);
        return;
      }
      const location = router.state.location;
      const asked = pending.current;
      const current = new URLSearchParams(
        asked && asked.from === location.key ? asked.search : location.search,
      );
      const result = createSearchParams(next(current));
      pending.current = { from: location.key, search: result.toString() };
      setSearchParams(result, options);
    },
    [router, setSearchParams],
  );

  return [searchParams, set] as const;
}
