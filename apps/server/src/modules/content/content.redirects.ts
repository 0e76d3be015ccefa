import { contentPath } from "@field-commons/shared/content";
import { CONTENT_DETAIL_PATHS } from "@field-commons/shared/content-types";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import { findContent } from "./content.repository";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Opinion essays are read at their slug, like case studies and interviews.
 * An old link to a published essay's id (/opinion-essay/{id}) answers 301
 * with the slug URL, its query kept. Anything else (a slug, an unknown id, an
 * essay not published) goes on to the web app as before, where the page
 * itself moves an id it can read to the slug.
 */
export async function essayIdRedirects(app: FastifyInstance, options: { db: Db }) {
  app.get<{ Params: { id: string } }>(
    `${CONTENT_DETAIL_PATHS["opinion-essay"]}/:id`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { id } = request.params;
      if (UUID.test(id)) {
        const row = await findContent(options.db, "opinion-essay", id, undefined);
        if (row && row.status === "published" && row.slug && row.slug !== id) {
          const at = request.url.indexOf("?");
          const query = at === -1 ? "" : request.url.slice(at);
          return reply.redirect(`${contentPath(row)}${query}`, 301);
        }
      }
      return reply.callNotFound();
    },
  );
}
