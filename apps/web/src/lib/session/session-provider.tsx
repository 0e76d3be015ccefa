import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import type { ReactNode } from "react";
import { isUnreachable } from "../offline/unreachable";
import { meQueryOptions } from "./get-me";
import { SessionContext } from "./use-session";
import type { Session } from "./use-session";
import { readStoredUser, writeStoredUser } from "./stored-user";

/**
 * Restores the session from GET /api/auth/me. A cached copy of the user in
 * localStorage paints the first frame; the server's answer replaces it and is
 * written back (or the copy removed when nobody is signed in). With no
 * network the copy stays: the app opens signed in, unconfirmed, and asks the
 * server again when the connection returns.
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

  const unreachable = (me.isError && isUnreachable(me.error)) || me.fetchStatus === "paused";
  const offlineUser = unreachable ? storedUser : null;
  const user = me.data?.user ?? offlineUser;
  const status: Session["status"] = user ? "authenticated" : me.isPending ? "loading" : "anonymous";
  const isOffline = !confirmed && unreachable && user !== null;

  const session = useMemo<Session>(
    () => ({ user, status, isConfirmed: confirmed, isOffline }),
    [user, status, confirmed, isOffline],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
