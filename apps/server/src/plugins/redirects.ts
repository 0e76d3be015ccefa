import { APP_ROUTES } from "@field-commons/shared/app-routes";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Plural detail links (search results point at /policy-briefs/{id} and so on)
 * answer 301 with the canonical detail route, so each item has one address. The list
 * pages (/policy-briefs) are left alone. The id is re-encoded as one path
 * segment, so nothing in it can change where the redirect leads.
 */
export const PLURAL_DETAIL_REDIRECTS: Record<string, string> = Object.fromEntries(
  APP_ROUTES.flatMap(({ path, redirectFrom }) =>
    redirectFrom ? [[parentOf(redirectFrom), parentOf(path)]] : [],
  ),
);

/** "/interviews/:id" → "/interviews". */
function parentOf(pattern: string): string {
  return pattern.replace(/\/:[^/]+$/, "");
}

async function redirects(app: FastifyInstance) {
  for (const [plural, canonical] of Object.entries(PLURAL_DETAIL_REDIRECTS)) {
    app.get<{ Params: { id: string } }>(
      `${plural}/:id`,
      { schema: { hide: true } },
      async (request, reply) => {
        const at = request.url.indexOf("?");
        const query = at === -1 ? "" : request.url.slice(at);
        return reply.redirect(`${canonical}/${encodeURIComponent(request.params.id)}${query}`, 301);
      },
    );
  }
}

export default fp(redirects, { name: "redirects" });
