import { CopilotResult } from "@field-commons/shared/trips";
import type { CopilotInput } from "@field-commons/shared/trips";
import { CopilotAnswer } from "@field-commons/shared/copilot";
import type { CopilotQuestion } from "@field-commons/shared/copilot";
import { keepPreviousData, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiClient } from "../../../lib/api-client";

export type CopilotResultData = z.infer<typeof CopilotResult>;

export const copilotKeys = {
  all: ["trip-copilot"] as const,
  suggestions: (trip: CopilotInput) => [...copilotKeys.all, trip] as const,
};

/**
 * POST /api/trips/copilot: suggestions worked out on the server, offline, from
 * the trip as the planner holds it and from related published research.
 */
export function getCopilotSuggestions(
  trip: CopilotInput,
  signal?: AbortSignal,
): Promise<CopilotResultData> {
  return apiClient.post("/api/trips/copilot", trip, { schema: CopilotResult, signal });
}

/** A read, though sent as POST: keyed by the trip, so a changed trip asks again. */
export const copilotQueryOptions = (trip: CopilotInput) =>
  queryOptions({
    queryKey: copilotKeys.suggestions(trip),
    queryFn: ({ signal }) => getCopilotSuggestions(trip, signal),
  });

export function useCopilotSuggestions(trip: CopilotInput, { enabled = true } = {}) {
  return useQuery({ ...copilotQueryOptions(trip), enabled, placeholderData: keepPreviousData });
}

export type CopilotAnswerData = z.infer<typeof CopilotAnswer>;

/**
 * POST /api/trips/copilot/ask: the copilot's answer to a question, worked
 * out offline on the server: people to interview and reading from related
 * published work, or facts from the trip.
 */
export function askCopilot(body: CopilotQuestion): Promise<CopilotAnswerData> {
  return apiClient.post("/api/trips/copilot/ask", body, { schema: CopilotAnswer });
}

/** Asking changes nothing on the server: no query is invalidated. */
export function useAskCopilot() {
  return useMutation({ mutationFn: askCopilot });
}
