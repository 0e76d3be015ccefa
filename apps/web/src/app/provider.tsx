import { QueryClientProvider } from "@tanstack/react-query";
import type { QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { ReactNode } from "react";
import { ToastProvider } from "../components/ui/toast";
import { SessionProvider } from "../lib/session/session-provider";

/** App-wide providers that do not depend on the router (toasts stay across navigations). */
export function AppProvider({
  queryClient,
  onMounted,
  children,
}: {
  queryClient: QueryClient;
  /**
   * Called once the app has committed (after every child's effects). A prop,
   * not a component beside the children, so the tree stays the server's and
   * `useId` gives the same ids on both sides.
   */
  onMounted?: () => void;
  children: ReactNode;
}) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <ToastProvider>{children}</ToastProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
