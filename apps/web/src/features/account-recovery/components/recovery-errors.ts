import { RECOVERY_MESSAGES } from "@field-commons/shared/account-recovery";
import { ApiError } from "../../../lib/api-client";

/** The detail under a failure heading: the server's reason, or the network message. */
export function failureDetail(error: unknown): { network: boolean; detail: string | null } {
  if (error instanceof ApiError) {
    const fieldMessage = Object.values(error.fields)[0]?.[0];
    return { network: false, detail: fieldMessage ?? error.serverMessage };
  }
  if (error instanceof DOMException && error.name === "AbortError") {
    return { network: false, detail: null };
  }
  return { network: true, detail: RECOVERY_MESSAGES.network };
}
