import type { PublicUser } from "@field-commons/shared/users";
import { createContext, useContext } from "react";

export interface Session {
  /** The signed-in user (possibly the cached copy until the server answers), or null. */
  user: PublicUser | null;
  /** loading: no answer yet and nothing cached. */
  status: "loading" | "authenticated" | "anonymous";
  /** True once the server has answered (the user is not just the cached copy). */
  isConfirmed: boolean;
  /** True while the server cannot be reached and the user is the copy kept on this device. */
  isOffline: boolean;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession must be used inside <SessionProvider>.");
  return session;
}
