import { useCallback, useRef } from "react";
import { useSearchParams } from "react-router";

/** The last session and trip parameter the load flow acted on. */
export interface Handled {
  userId: string | null;
  param: string | null;
}

/** The ?trip= parameter of the planner's address. */
export function useTripParam() {
  const [params, setParams] = useSearchParams();
  const tripParam = params.get("trip");
  const handled = useRef<Handled | null>(null);

  /** Sets or removes ?trip= without the load flow acting on it again. */
  const setTripParam = useCallback(
    (id: string | null, user: string | null) => {
      handled.current = { userId: user, param: id };
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set("trip", id);
          else next.delete("trip");
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  /** Opens another saved trip: the load flow loads it. */
  const openTrip = useCallback((id: string) => setParams({ trip: id }), [setParams]);

  return { tripParam, handled, setTripParam, openTrip };
}
