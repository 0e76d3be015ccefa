import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../errors";
import { access } from "../../plugins/access";
import { addressOf, answerOai } from "./oai.service";

/** A POSTed request is a short form; a resumption token is its longest argument. */
const FORM_LIMIT = 8192;

const DESCRIPTION =
  "OAI-PMH 2.0 (Identify, ListMetadataFormats, ListSets, ListIdentifiers, ListRecords, " +
  "GetRecord; oai_dc) over published content. Protocol errors are OAI error elements in a " +
  "200 answer, as the protocol requires.";

/** The arguments in order, repeats kept (a repeated argument is an error the protocol names). */
function pairsOf(encoded: string): [string, string][] {
  return [...new URLSearchParams(encoded)];
}

/** `GET /oai` and `POST /oai`: the OAI-PMH endpoint for repositories and indexers. */
export default async function oaiRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  // The protocol's POST form: kept as text and read in order, so repeats stay visible.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: FORM_LIMIT },
    (_request, body, done) => done(null, String(body)),
  );

  async function send(reply: FastifyReply, pairs: [string, string][]) {
    const xml = await answerOai(
      {
        db: app.database.db,
        appUrl: app.config.appUrl,
        adminEmail: addressOf(app.config.MAIL_FROM),
        now: new Date(),
      },
      pairs,
    );
    return reply.type("text/xml; charset=utf-8").header("cache-control", "no-cache").send(xml);
  }

  app.get(
    "/oai",
    {
      config: { access: access("public") },
      schema: { tags: ["feeds"], summary: "OAI-PMH 2.0 harvesting", description: DESCRIPTION },
    },
    async (request, reply) => {
      const query = request.url.indexOf("?");
      return send(reply, pairsOf(query === -1 ? "" : request.url.slice(query + 1)));
    },
  );

  app.post(
    "/oai",
    {
      bodyLimit: FORM_LIMIT,
      config: { access: access("public") },
      schema: {
        tags: ["feeds"],
        summary: "OAI-PMH 2.0 harvesting, arguments as a form",
        description: DESCRIPTION,
        consumes: ["application/x-www-form-urlencoded"],
      },
    },
    async (request, reply) => {
      const type = request.headers["content-type"];
      if (type !== undefined && !/^\s*application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) {
        throw new AppError(
          415,
          "UNSUPPORTED_MEDIA_TYPE",
          "Send OAI-PMH arguments as application/x-www-form-urlencoded.",
        );
      }
      return send(reply, pairsOf(typeof request.body === "string" ? request.body : ""));
    },
  );
}
