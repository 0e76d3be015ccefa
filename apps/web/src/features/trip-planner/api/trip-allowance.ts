import { FREE_PLAN_TRIP_LIMIT } from "@field-commons/shared/auth";
import { CONTENT_STATUSES, ContentPage } from "@field-commons/shared/content";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { myTripsKeys } from "./my-trips";

/**
 * Under the user's trips (["me", "trips"]), so saving, creating or deleting a
 * trip refreshes it.
 */
export const tripAllowanceKeys = {
  all: [...myTripsKeys.all, "allowance"] as const,
};

/**
 * How many trips the signed-in user owns, counted as the server's free-plan
 * limit counts them (every trip, in any status). One page of
 * FREE_PLAN_TRIP_LIMIT is enough: a further page means the limit is reached.
 */
export async function countMyTrips(signal?: AbortSignal): Promise<number> {
  const search = new URLSearchParams({
    type: "trip",
    author: "me",
    status: CONTENT_STATUSES.join(","),
    sort: "updated",
    limit: String(FREE_PLAN_TRIP_LIMIT),
  });
  const page = await apiClient.get(`/api/content?${search.toString()}`, {
    schema: ContentPage,
    signal,
  });
  return page.nextCursor
    ? Math.max(page.items.length + 1, FREE_PLAN_TRIP_LIMIT)
    : page.items.length;
}

export const tripAllowanceQueryOptions = () =>
  queryOptions({
    queryKey: tripAllowanceKeys.all,
    queryFn: ({ signal }) => countMyTrips(signal),
    staleTime: 0,
  });

export type TripAllowance =
  | { kind: "unlimited" }
  | { kind: "loading" }
  | { kind: "unknown" }
  | { kind: "limited"; limit: number; used: number; remaining: number };

/**
 * The free plan's trip allowance: how many of its FREE_PLAN_TRIP_LIMIT trips
 * are left. Contributors (and admins) have no limit and nothing is fetched.
 */
export function useTripAllowance({
  limited,
  enabled = true,
}: {
  limited: boolean;
  enabled?: boolean;
}): TripAllowance {
  const query = useQuery({ ...tripAllowanceQueryOptions(), enabled: enabled && limited });
  if (!limited) return { kind: "unlimited" };
  if (query.isPending) return { kind: "loading" };
  if (query.isError) return { kind: "unknown" };
  const used = query.data;
  return {
    kind: "limited",
    limit: FREE_PLAN_TRIP_LIMIT,
    used,
    remaining: Math.max(0, FREE_PLAN_TRIP_LIMIT - used),
  };
}
