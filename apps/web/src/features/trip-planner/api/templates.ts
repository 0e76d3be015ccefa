import { PAGE_SIZE_DEFAULT } from "@field-commons/shared/pagination";
import {
  TemplateCategories,
  TemplatePage,
  TripTemplate,
  TripWithCards,
} from "@field-commons/shared/trips";
import type {
  SaveTemplateInput,
  TEMPLATE_CATEGORIES,
  UseTemplateInput,
} from "@field-commons/shared/trips";
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { z } from "zod";
import { apiClient } from "../../../lib/api-client";

export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];
export type TemplatePageData = z.infer<typeof TemplatePage>;
export type TemplateCategoriesData = z.infer<typeof TemplateCategories>;
export type UseTemplateBody = z.input<typeof UseTemplateInput>;
export type SaveTemplateBody = z.input<typeof SaveTemplateInput>;

/** Templates are public data; usage counts change when one is used. */
export const templateKeys = {
  all: ["trip-templates"] as const,
  lists: () => [...templateKeys.all, "list"] as const,
  list: (category: TemplateCategory | null) => [...templateKeys.lists(), category] as const,
  categories: () => [...templateKeys.all, "categories"] as const,
};

/** Templates shown per page of the chooser. */
export const TEMPLATE_PAGE_SIZE = PAGE_SIZE_DEFAULT;

/** GET /api/trip-templates?category=&limit=&cursor= */
export function getTemplates(
  { category, cursor }: { category: TemplateCategory | null; cursor: string | null },
  signal?: AbortSignal,
): Promise<TemplatePageData> {
  const search = new URLSearchParams({ limit: String(TEMPLATE_PAGE_SIZE) });
  if (category) search.set("category", category);
  if (cursor) search.set("cursor", cursor);
  return apiClient.get(`/api/trip-templates?${search.toString()}`, {
    schema: TemplatePage,
    signal,
  });
}

export const templatesQueryOptions = (category: TemplateCategory | null) =>
  infiniteQueryOptions({
    queryKey: templateKeys.list(category),
    queryFn: ({ pageParam, signal }) => getTemplates({ category, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useTemplates(category: TemplateCategory | null, { enabled = true } = {}) {
  return useInfiniteQuery({ ...templatesQueryOptions(category), enabled });
}

/** GET /api/trip-templates/categories: each category with its label and template count. */
export function getTemplateCategories(signal?: AbortSignal): Promise<TemplateCategoriesData> {
  return apiClient.get("/api/trip-templates/categories", { schema: TemplateCategories, signal });
}

export const templateCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: templateKeys.categories(),
    queryFn: ({ signal }) => getTemplateCategories(signal),
  });

export function useTemplateCategories({ enabled = true } = {}) {
  return useQuery({ ...templateCategoriesQueryOptions(), enabled });
}

/**
 * POST /api/trip-templates/{id}/use: a new draft trip with the template's
 * cards, for the signed-in user. 403 TRIP_LIMIT_REACHED when a free account
 * already has its 5 trips.
 */
export function createTripFromTemplate(
  id: string,
  body: UseTemplateBody = {},
): Promise<TripWithCards> {
  return apiClient.post(`/api/trip-templates/${encodeURIComponent(id)}/use`, body, {
    schema: TripWithCards,
  });
}

/** After a template is used: the user's trips, their figures and the usage counts change. */
export function useUseTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body?: UseTemplateBody }) =>
      createTripFromTemplate(id, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["me"] }),
        queryClient.invalidateQueries({ queryKey: ["content"] }),
        queryClient.invalidateQueries({ queryKey: templateKeys.all }),
      ]);
    },
  });
}

/**
 * POST /api/trip-templates: the trip's cards as a private template of its
 * author, in the category given (Custom by default). 400 when the trip has
 * no cards; 403 for anyone but the trip's author.
 */
export function saveTripAsTemplate(body: SaveTemplateBody): Promise<TripTemplate> {
  return apiClient.post("/api/trip-templates", body, { schema: TripTemplate });
}

/** After a trip was saved as a template: the template lists and category counts change. */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTripAsTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
