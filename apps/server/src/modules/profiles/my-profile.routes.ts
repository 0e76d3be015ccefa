import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ApiErrorBody } from "@field-commons/shared/errors";
import { MyProfile, PreferencesInput, ProfileInput } from "@field-commons/shared/profiles";
import { access } from "../../plugins/access";
import { myProfile, updatePreferences, updateProfile } from "./profiles.service";

const BODY_LIMIT = 64 * 1024;

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
  413: ApiErrorBody,
  415: ApiErrorBody,
  429: ApiErrorBody,
};

const signedIn = { access: access("signed-in") };

/** The signed-in person's own profile and e-mail preferences, under /api/me. */
export default async function myProfileRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    "/profile",
    {
      config: signedIn,
      schema: {
        tags: ["me"],
        summary: "Your profile, e-mail address and preferences, as the settings page edits them",
        response: { 200: MyProfile, ...errors },
      },
    },
    async (request) => myProfile(db(), request.requireUser().id),
  );

  app.put(
    "/profile",
    {
      config: signedIn,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ["me"],
        summary: "Save your profile (name, avatar, title, bio, education, skills, ORCID iD...)",
        body: ProfileInput,
        response: { 200: MyProfile, ...errors },
      },
    },
    async (request) => updateProfile(db(), request.requireUser(), request.body),
  );

  app.put(
    "/preferences",
    {
      config: signedIn,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ["me"],
        summary: "Save your digest and notification e-mail preferences",
        body: PreferencesInput,
        response: { 200: MyProfile, ...errors },
      },
    },
    async (request) => updatePreferences(db(), request.requireUser().id, request.body),
  );
}
