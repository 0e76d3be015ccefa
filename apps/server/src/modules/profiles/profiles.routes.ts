import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { truncateDescription } from "@field-commons/shared/content";
import type { Domain } from "@field-commons/shared/domains";
import { ApiErrorBody } from "@field-commons/shared/errors";
import {
  DELETED_USER_ID,
  PROFILE_MESSAGES,
  ProfileIdParams,
  ProfileStats,
  PublicationPage,
  PublicationsQuery,
  PublicProfile,
} from "@field-commons/shared/profiles";
import { imageUrls } from "@field-commons/shared/uploads";
import type { PublicUser } from "@field-commons/shared/users";
import { AppError } from "../../errors";
import { access } from "../../plugins/access";
import { listContent } from "../content";
import { findUserWithProfile, profileStats } from "./profiles.repository";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const profileNotFound = () => new AppError(404, "PROFILE_NOT_FOUND", PROFILE_MESSAGES.notFound);

const errors = { 400: ApiErrorBody, 404: ApiErrorBody };

/** Public profiles, under /api/profiles: anyone may read them. */
export default async function profileRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  /** The account behind a profile id; unknown, malformed, deleted or banned: 404. */
  async function findVisible(id: string) {
    if (!UUID.test(id) || id.toLowerCase() === DELETED_USER_ID) throw profileNotFound();
    const found = await findUserWithProfile(db(), id.toLowerCase());
    if (!found || found.user.status === "banned") throw profileNotFound();
    return found;
  }

  function statsFor(viewer: PublicUser | null, userId: string, showApplications: boolean) {
    return profileStats(db(), userId, { owner: viewer?.id === userId, showApplications });
  }

  app.get(
    "/:id",
    {
      config: { access: access("public") },
      schema: {
        tags: ["profiles"],
        summary: "A person's public profile with their figures",
        params: ProfileIdParams,
        response: { 200: PublicProfile, ...errors },
      },
    },
    async (request) => {
      const { user, profile } = await findVisible(request.params.id);
      const isOwner = request.user?.id === user.id;
      const stats = await statsFor(request.user, user.id, profile.showApplicationCount);
      return {
        id: user.id,
        name: user.name,
        avatar: profile.avatarUploadId ? imageUrls(profile.avatarUploadId).cardUrl : null,
        title: profile.title,
        location: profile.location,
        createdAt: user.createdAt.toISOString(),
        experience: profile.experience,
        website: profile.website,
        orcid: profile.orcid,
        bio: profile.bio,
        skills: profile.skills,
        researchInterests: profile.researchInterests,
        education: profile.education,
        email: profile.showEmail ? user.email : null,
        likes: stats.likes,
        saves: stats.saves,
        stats,
        isOwner,
      };
    },
  );

  app.get(
    "/:id/stats",
    {
      config: { access: access("public") },
      schema: {
        tags: ["profiles"],
        summary:
          "Profile figures: likes, saves and views received, publications, case studies, trips, applications (null unless shown)",
        params: ProfileIdParams,
        response: { 200: ProfileStats, ...errors },
      },
    },
    async (request) => {
      const { user, profile } = await findVisible(request.params.id);
      return statsFor(request.user, user.id, profile.showApplicationCount);
    },
  );

  app.get(
    "/:id/publications",
    {
      config: { access: access("public") },
      schema: {
        tags: ["profiles"],
        summary: "A person's published items of every type, newest first",
        params: ProfileIdParams,
        querystring: PublicationsQuery,
        response: { 200: PublicationPage, ...errors },
      },
    },
    async (request) => {
      const { user } = await findVisible(request.params.id);
      const { type, limit, cursor } = request.query;
      // Anonymous and shared: the cached published list, the viewer's state is not needed.
      const { rows, nextCursor } = await listContent(
        db(),
        {
          authorId: user.id,
          statuses: ["published"],
          ...(type ? { types: [type] } : {}),
          sort: "recent",
          limit,
          ...(cursor ? { cursor } : {}),
        },
        undefined,
      );
      return {
        publications: rows.map((row) => ({
          id: row.id,
          type: row.type,
          slug: row.slug,
          title: row.title,
          domain: row.domain as Domain | null,
          createdAt: row.createdAt.toISOString(),
          publishedAt: row.publishedAt?.toISOString() ?? null,
          excerpt: truncateDescription(row.description),
        })),
        nextCursor,
      };
    },
  );
}
