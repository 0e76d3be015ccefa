import type { z } from "zod";
import { ContentCreateInput } from "@field-commons/shared/content";
import { domainColour } from "@field-commons/shared/domains";
import {
  CardInput,
  DEFAULT_TRIP_DAYS,
  TRIP_MESSAGES,
  tripDurationDays,
  type SaveTemplateInput,
  type TripTemplate,
  type TripWithCards,
  type UseTemplateInput,
} from "@field-commons/shared/trips";
import type { PublicUser } from "@field-commons/shared/users";
import type { Db } from "../../db/client";
import { badRequest, forbidden, notFound } from "../../errors";
import { canViewContent } from "../content";
import { findContentById } from "../content";
import { insertItemIn } from "../content";
import { nextDay } from "../trips";
import { insertCards, listCards } from "../trips";
import { cardValues, END_BEFORE_START, presentTrip } from "../trips";
import { canSaveTripAsTemplate, canUseTemplate } from "./templates.policy";
import { presentTemplate } from "./templates.presenter";
import { findVisibleTemplate, incrementUsage, insertTemplate } from "./templates.repository";

function addDays(iso: string, days: number): string {
  let date = iso;
  for (let i = 0; i < days; i++) date = nextDay(date);
  return date;
}

/**
 * Starts a trip from a template: title, city, country and dates from the
 * input or the template (its name, and its duration after the start date),
 * the cards from its card templates. The trip allowance applies; the usage
 * count moves in the same transaction.
 */
export async function useTemplate(
  db: Db,
  user: PublicUser,
  templateId: string,
  input: z.output<typeof UseTemplateInput>,
): Promise<TripWithCards> {
  if (input.startDate && input.endDate && input.endDate < input.startDate) {
    throw badRequest("Invalid body", { endDate: [END_BEFORE_START] });
  }
  const tripId = await db.transaction(async (tx) => {
    const template = await findVisibleTemplate(tx, templateId, user.id);
    if (!template || !canUseTemplate(user, template)) throw notFound("Template not found");
    const startDate = input.startDate;
    const endDate =
      input.endDate ?? (startDate ? addDays(startDate, template.estimatedDuration) : undefined);
    const city = input.city ?? "";
    const trip = ContentCreateInput.parse({
      type: "trip",
      title: input.title ?? template.name,
      domain: template.domain,
      location: { name: city, country: input.country ?? "" },
      body: {
        description: template.description,
        ...(city ? { city } : {}),
        ...(startDate ? { startDate } : {}),
        ...(endDate ? { endDate } : {}),
      },
    });
    const id = await insertItemIn(tx, user, trip);
    await insertCards(
      tx,
      id,
      template.cardTemplates.map((card) => cardValues(CardInput.parse(card))),
    );
    await incrementUsage(tx, template.id);
    return id;
  });
  return presentTrip(db, (await findContentById(db, tripId, user.id))!, user);
}

/** Saves one of the user's own trips, with its cards, as a template private to them. */
export async function saveTemplate(
  db: Db,
  user: PublicUser,
  input: z.output<typeof SaveTemplateInput>,
): Promise<TripTemplate> {
  const trip = await findContentById(db, input.tripId, user.id);
  if (!trip || trip.type !== "trip" || !canViewContent(user, trip)) {
    throw notFound(TRIP_MESSAGES.tripNotFound);
  }
  if (!canSaveTripAsTemplate(user, trip)) {
    throw forbidden("Only the trip's author can save it as a template.");
  }
  const cards = await listCards(db, trip.id);
  if (cards.length === 0) {
    throw badRequest("Invalid body", {
      tripId: ["Add at least one card to the trip before saving it as a template"],
    });
  }
  const body = trip.body ?? {};
  const start = typeof body.startDate === "string" ? body.startDate : "";
  const end = typeof body.endDate === "string" ? body.endDate : "";
  const days = start && end ? tripDurationDays(start, end) : 0;
  const city = typeof body.city === "string" ? body.city : "";
  const row = await insertTemplate(db, {
    name: input.name,
    description: input.description,
    category: input.category,
    tags: [...new Set([trip.country, city].map((t) => t.trim()).filter(Boolean))],
    color: domainColour(trip.domain),
    difficulty: "intermediate",
    estimatedDuration: days > 0 ? days : DEFAULT_TRIP_DAYS,
    domain: trip.domain,
    cardTemplates: cards.map((card) =>
      CardInput.parse({
        cardType: card.cardType,
        title: card.title,
        icon: card.icon,
        isCollapsed: false,
        items: card.items,
        content: card.content,
      }),
    ),
    ownerId: user.id,
    isOfficial: false,
    isPrivate: true,
  });
  return presentTemplate(row);
}
