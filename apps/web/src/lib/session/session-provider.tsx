import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import type { ReactNode } from "react";
import { meQueryOptions } from "./get-me";
import { SessionContext } from "./use-session";
import type { Session } from "./use-session";
import { readStoredUser, writeStoredUser } from "./stored-user";

/**
 * Restores the session from GET /api/auth/me. A cached copy of the user in
 * localStorage paints the first frame; the server's answer replaces it and is
 * written back (or the copy removed when nobody is signed in).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [storedUser] = useState(readStoredUser);
  const me = useQuery({
    ...meQueryOptions(),
    placeholderData: storedUser ? { user: storedUser } : undefined,
  });

  const confirmed = me.isSuccess && !me.isPlaceholderData;
  const confirmedUser = confirmed ? me.data.user : undefined;

  useEffect(() => {
    if (confirmedUser !== undefined) writeStoredUser(confirmedUser);
  }, [confirmedUser]);

  const user = me.data?.user ?? null;
  const status: Session["status"] = user ? "authenticated" : me.isPending ? "loading" : "anonymous";

  const session = useMemo<Session>(
    () => ({ user, status, isConfirmed: confirmed }),
    [user, status, confirmed],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
