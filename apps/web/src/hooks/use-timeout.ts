import { useCallback, useEffect, useRef } from "react";

/** Schedules one callback at a time; the pending one is cancelled on unmount. */
export function useTimeout(): (callback: () => void, ms: number) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return useCallback((callback: () => void, ms: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(callback, ms);
  }, []);
}
