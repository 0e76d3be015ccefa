import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { OkResponse } from "@field-commons/shared/auth";
import { contentPath } from "@field-commons/shared/content";
import { ApiErrorBody } from "@field-commons/shared/errors";
import {
  CardInput,
  CardUpdateInput,
  CardList,
  CardOrderInput,
  TripCard,
  TripCreateInput,
  TripWithCards,
} from "@field-commons/shared/trips";
import { AppError } from "../../errors";
import { access } from "../../plugins/access";
import { calendarFileName, tripCalendar } from "./calendar";
import { canEditContent } from "../content";
import { cardsVisibleTo, presentCard } from "./trips.presenter";
import { listCards } from "./trips.repository";
import {
  appendCard,
  createTripWithCards,
  loadViewableTrip,
  presentTrip,
  removeCard,
  reorderCards,
  updateCard,
} from "./trips.service";

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
  413: ApiErrorBody,
  415: ApiErrorBody,
};

/** A trip by id, or (for reading) by slug, as the detail route accepts both. */
const TripRef = z.object({ id: z.string().min(1).max(200) });
const TripId = z.object({ id: z.uuid() });
const CardRef = z.object({ id: z.uuid(), cardId: z.uuid() });
const CARD_BODY_LIMIT = 512 * 1024;

/** The trip planner: trips with their cards, card writes, reordering and the calendar file. */
export default async function tripRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.post(
    "/",
    {
      config: { access: access("signed-in") },
      schema: {
        tags: ["trips"],
        summary:
          "Create a trip (a draft of type trip) and its cards in one transaction; free accounts own at most 5 trips",
        body: TripCreateInput,
        response: { 201: TripWithCards, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createTripWithCards(db(), request.requireUser(), request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    "/:id",
    {
      config: { access: access("public") },
      schema: {
        tags: ["trips"],
        summary: "A trip with its cards, by id or slug; drafts only for their author and admins",
        params: TripRef,
        response: { 200: TripWithCards, ...errors },
      },
    },
    async (request) => {
      const row = await loadViewableTrip(db(), request.user, request.params.id);
      return presentTrip(db(), row, request.user);
    },
  );

  app.get(
    "/:id/cards",
    {
      config: { access: access("public") },
      schema: {
        tags: ["trips"],
        summary: "The trip's cards in order",
        params: TripId,
        response: { 200: CardList, ...errors },
      },
    },
    async (request) => {
      const row = await loadViewableTrip(db(), request.user, request.params.id);
      const cards = cardsVisibleTo(
        await listCards(db(), row.id),
        canEditContent(request.user, row),
      );
      return { items: cards.map(presentCard) };
    },
  );

  app.post(
    "/:id/cards",
    {
      config: { access: access("owner", { policy: canEditContent }) },
      bodyLimit: CARD_BODY_LIMIT,
      schema: {
        tags: ["trips"],
        summary: "Add a card at the end; author or admin",
        params: TripId,
        body: CardInput,
        response: { 201: TripCard, ...errors },
      },
    },
    async (request, reply) => {
      const card = await appendCard(db(), request.requireUser(), request.params.id, request.body);
      return reply.status(201).send(card);
    },
  );

  app.put(
    "/:id/cards/order",
    {
      config: { access: access("owner", { policy: canEditContent }) },
      schema: {
        tags: ["trips"],
        summary:
          "Reorder: renumber the cards 0..n-1 in the order given; the list must name each card once",
        params: TripId,
        body: CardOrderInput,
        response: { 200: CardList, ...errors },
      },
    },
    async (request) => {
      return {
        items: await reorderCards(
          db(),
          request.requireUser(),
          request.params.id,
          request.body.cardIds,
        ),
      };
    },
  );

  app.put(
    "/:id/cards/:cardId",
    {
      config: { access: access("owner", { policy: canEditContent }) },
      bodyLimit: CARD_BODY_LIMIT,
      schema: {
        tags: ["trips"],
        summary:
          "Replace a card (its order stays); author or admin. With `base` (the card as the change began), changes merge field by field: 409 EDIT_CONFLICT names fields changed differently meanwhile, 409 DELETED_MEANWHILE if the card is gone",
        params: CardRef,
        body: CardUpdateInput,
        response: { 200: TripCard, ...errors },
      },
    },
    async (request) => {
      return updateCard(
        db(),
        request.requireUser(),
        request.params.id,
        request.params.cardId,
        request.body,
      );
    },
  );

  app.delete(
    "/:id/cards/:cardId",
    {
      config: { access: access("owner", { policy: canEditContent }) },
      schema: {
        tags: ["trips"],
        summary: "Delete a card; the others are renumbered; author or admin",
        params: CardRef,
        response: { 200: OkResponse, ...errors },
      },
    },
    async (request) => {
      await removeCard(db(), request.requireUser(), request.params.id, request.params.cardId);
      return { success: true as const };
    },
  );

  app.get(
    "/:id/calendar.ics",
    {
      config: { access: access("public") },
      schema: {
        tags: ["trips"],
        summary:
          "The trip as an iCalendar file (text/calendar): one all-day event from the start to the end date",
        params: TripRef,
        // Sent as text/calendar, not serialised as JSON.
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const row = await loadViewableTrip(db(), request.user, request.params.id);
      const body = row.body ?? {};
      const startDate = typeof body.startDate === "string" ? body.startDate : "";
      const endDate = typeof body.endDate === "string" ? body.endDate : startDate;
      if (!startDate) {
        throw new AppError(
          409,
          "CONFLICT",
          "Add a start date to the trip before adding it to a calendar.",
        );
      }
      const city = typeof body.city === "string" ? body.city : "";
      const location =
        row.locationName || [city, row.country].filter((part) => part.trim()).join(", ");
      const description =
        (typeof body.description === "string" && body.description) || row.description;
      const calendar = tripCalendar({
        id: row.id,
        title: row.title,
        description,
        location,
        lat: row.lat,
        lng: row.lng,
        startDate,
        endDate,
        // On APP_URL, never on the Host the request names.
        url: `${app.config.appUrl}${contentPath({ type: "trip", slug: row.slug })}`,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      });
      return reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="${calendarFileName(row.slug)}"`)
        .header("cache-control", "private, no-cache")
        .send(calendar);
    },
  );
}
