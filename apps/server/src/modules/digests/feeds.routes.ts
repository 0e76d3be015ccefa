import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { and, desc, eq } from "drizzle-orm";
import { Feed } from "feed";
import { z } from "zod";
import { ApiErrorBody } from "@field-commons/shared/errors";
import {
  CONTENT_TYPE_LABELS,
  contentPath,
  truncateDescription,
} from "@field-commons/shared/content";
import { FEED_ITEMS } from "@field-commons/shared/digests";
import { domainFromSlug } from "@field-commons/shared/domains";
import { content } from "../../db/schema/content";
import { users } from "../../db/schema/users";
import { notFound } from "../../errors";
import { etagOf } from "../../plugins/http-cache";
import { access } from "../../plugins/access";
import { latestDigests } from "./digests.repository";

const MEDIA_TYPES = {
  rss: "application/rss+xml; charset=utf-8",
  atom: "application/atom+xml; charset=utf-8",
} as const;

const ContentFeedParams = z.object({ file: z.string().regex(/^[a-z-]+\.(xml|atom)$/) });

type Format = keyof typeof MEDIA_TYPES;

function formatOf(file: string): Format {
  return file.endsWith(".atom") ? "atom" : "rss";
}

/** Sends the feed with an ETag, so readers polling it get a 304 while nothing changed. */
function sendFeed(request: FastifyRequest, reply: FastifyReply, feed: Feed, format: Format) {
  const body = format === "atom" ? feed.atom1() : feed.rss2();
  const etag = etagOf(body);
  void reply
    .header("etag", etag)
    .header("cache-control", "public, max-age=300")
    .type(MEDIA_TYPES[format]);
  if (request.headers["if-none-match"] === etag) return reply.code(304).send();
  return reply.send(body);
}

/**
 * RSS 2.0 and Atom feeds: the weekly digests, everything newly published,
 * and newly published work per domain. Each is offered as `.xml` (RSS) and
 * `.atom`.
 */
export default async function feedRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const site = () => app.config.appUrl;

  function newFeed(input: { path: string; title: string; description: string; updated: Date }) {
    const base = site();
    return new Feed({
      id: `${base}${input.path}`,
      title: input.title,
      description: input.description,
      link: `${base}/`,
      language: "en",
      updated: input.updated,
      generator: false,
      copyright: `Field Commons contributors`,
      feedLinks: {
        rss: `${base}${input.path}.xml`,
        atom: `${base}${input.path}.atom`,
      },
    });
  }

  async function digestFeed(request: FastifyRequest, reply: FastifyReply, format: Format) {
    const rows = await latestDigests(db(), FEED_ITEMS);
    const feed = newFeed({
      path: "/digest/feed",
      title: "Field Commons weekly digest",
      description: "What the Field Commons community published each week.",
      updated: rows[0]?.generatedAt ?? new Date(0),
    });
    for (const row of rows) {
      const url = `${site()}/digest/${row.weekKey}`;
      feed.addItem({
        title: row.title,
        id: url,
        link: url,
        date: row.generatedAt,
        published: new Date(`${row.weekStart}T00:00:00Z`),
        description: row.summary,
      });
    }
    return sendFeed(request, reply, feed, format);
  }

  // Two fixed paths, not a parameter: /digest/{week} is a page of the web app.
  for (const [file, format] of [
    ["feed.xml", "rss"],
    ["feed.atom", "atom"],
  ] as const) {
    app.get(
      `/digest/${file}`,
      {
        config: { access: access("public") },
        schema: {
          tags: ["feeds"],
          summary: `The weekly digests (${format === "atom" ? "Atom" : "RSS 2.0"})`,
        },
      },
      async (request, reply) => digestFeed(request, reply, format),
    );
  }

  async function contentFeed(
    request: FastifyRequest,
    reply: FastifyReply,
    domain: string | null,
    file: string,
  ) {
    const rows = await db()
      .select({
        type: content.type,
        slug: content.slug,
        title: content.title,
        description: content.description,
        summary: content.summary,
        domain: content.domain,
        publishedAt: content.publishedAt,
        updatedAt: content.updatedAt,
        author: users.name,
      })
      .from(content)
      .innerJoin(users, eq(users.id, content.authorId))
      .where(and(eq(content.status, "published"), domain ? eq(content.domain, domain) : undefined))
      .orderBy(desc(content.publishedAt), desc(content.id))
      .limit(FEED_ITEMS);
    const path = domain ? `/feed/${file.replace(/\.(xml|atom)$/, "")}` : "/feed";
    const feed = newFeed({
      path,
      title: domain ? `Field Commons: ${domain}` : "Field Commons: newly published",
      description: domain
        ? `New case studies, field work, policy briefs, essays and interviews on ${domain}.`
        : "New case studies, field work, policy briefs, essays and interviews.",
      updated: rows[0]?.publishedAt ?? new Date(0),
    });
    for (const row of rows) {
      const url = `${site()}${contentPath(row)}`;
      feed.addItem({
        title: row.title,
        id: url,
        link: url,
        date: row.updatedAt,
        published: row.publishedAt ?? row.updatedAt,
        description: truncateDescription(row.description || row.summary, 300),
        author: [{ name: row.author }],
        category: [
          { name: CONTENT_TYPE_LABELS[row.type] },
          ...(row.domain ? [{ name: row.domain }] : []),
        ],
      });
    }
    return sendFeed(request, reply, feed, formatOf(file));
  }

  for (const file of ["feed.xml", "feed.atom"]) {
    app.get(
      `/${file}`,
      {
        config: { access: access("public") },
        schema: {
          tags: ["feeds"],
          summary: `Newly published work, every type and domain (${file.endsWith("atom") ? "Atom" : "RSS 2.0"})`,
        },
      },
      async (request, reply) => contentFeed(request, reply, null, file),
    );
  }

  app.get(
    "/feed/:file",
    {
      config: { access: access("public") },
      schema: {
        tags: ["feeds"],
        summary: "Newly published work in one domain: /feed/{domain-slug}.xml (RSS) or .atom",
        params: ContentFeedParams,
        response: { 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const slug = request.params.file.replace(/\.(xml|atom)$/, "");
      const domain = domainFromSlug(slug);
      if (!domain) throw notFound("No such domain");
      return contentFeed(request, reply, domain, request.params.file);
    },
  );
}
