import { useEffect } from "react";

/** Failed loads are logged (with what was being loaded); the screen says so itself. */
export function useLogError(error: unknown, context: string): void {
  useEffect(() => {
    if (error) console.error(context, error);
  }, [error, context]);
}
