import { z } from "zod";
import { longText, shortText } from "../content-fields";
import { body, env } from "./rules";
import type { ContentTypeBody } from "./rules";

/** Trip. Country lives in the envelope's location; cards have their own table. */
export const TripBody = z.strictObject({
  description: longText.optional(),
  city: shortText.optional(),
  startDate: z.iso.date().optional(),
  endDate: z.iso.date().optional(),
  notes: longText.optional(),
  isPublic: z.boolean().optional(),
});
export type TripBody = z.infer<typeof TripBody>;

/** The trip body and its publish rules (the zod side of the type; words in ./trip.ts). */
export const tripBody = {
  type: "trip",
  schema: TripBody,
  rules: {
    requiredToPublish: [
      { field: env("title"), label: "Title" },
      { field: env("location.country"), label: "Country" },
    ],
    completeness: [
      env("title"),
      body("description"),
      env("location.country"),
      body("startDate"),
      body("endDate"),
      env("domain"),
    ],
    publishMode: "review",
    descriptionFrom: [env("summary"), body("description"), body("notes")],
    minCards: 3,
  },
} as const satisfies ContentTypeBody<"trip">;
