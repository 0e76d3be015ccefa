import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CITATION_MEDIA_TYPES,
  CitationParams,
  CitationQuery,
  citationFileName,
} from "@field-commons/shared/citations";
import { ApiErrorBody } from "@field-commons/shared/errors";
import { notFound } from "../../errors";
import { access } from "../../plugins/access";
import { findContent } from "../content";
import { cslItem, formatCitation } from "./citations.service";

/** GET /api/content/{type}/{idOrSlug}/cite?format=bibtex|ris|csl-json|apa|chicago */
export default async function citationRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/:type/:idOrSlug/cite",
    {
      config: { access: access("public") },
      schema: {
        tags: ["content"],
        summary:
          "Cite a published item: BibTeX, RIS, CSL-JSON, or formatted in APA or Chicago author-date",
        params: CitationParams,
        querystring: CitationQuery,
        // Sent as the format's own media type, not serialised as JSON.
        response: { 200: z.string(), 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const { type, idOrSlug } = request.params;
      const { format } = request.query;
      // Only published items are citable, whoever asks: the author's drafts are not either.
      const row = await findContent(app.database.db, type, idOrSlug, undefined);
      if (!row || row.status !== "published") throw notFound("Content not found");
      const text = await formatCitation(cslItem(row, app.config.appUrl), format);
      const name = citationFileName(row.slug, format);
      return reply
        .type(CITATION_MEDIA_TYPES[format])
        .header("content-disposition", `attachment; filename="${name}"`)
        .header("cache-control", "private, no-cache")
        .send(text);
    },
  );
}
