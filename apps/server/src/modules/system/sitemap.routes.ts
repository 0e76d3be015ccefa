import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { and, asc, eq, gte, ne, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import { contentPath } from "@field-commons/shared/content";
import { ApiErrorBody } from "@field-commons/shared/errors";
import type { Db } from "../../db/client";
import { content } from "../../db/schema/content";
import { digests } from "../../db/schema/digests";
import { jobs, organizations } from "../../db/schema/jobs";
import { recordings } from "../../db/schema/recordings";
import { notFound } from "../../errors";
import { access } from "../../plugins/access";

/** The protocol's limit of URLs per sitemap file. */
export const SITEMAP_PAGE_SIZE = 50_000;

/** Public pages that are not items. */
const STATIC_PATHS = [
  "/",
  "/about",
  "/jobs",
  "/digest",
  "/recordings",
  "/policy-briefs",
  "/opinion-essays",
  "/interviews",
] as const;

interface Entry {
  path: string;
  lastmod: Date | null;
}

/**
 * Each kind of public page: the rows that are public, their page, and the
 * column the pages are cut by (a unique, indexed key, so every sitemap page
 * is one keyset range and the index never reads a table whole).
 */
interface Source {
  name: string;
  table: PgTable;
  key: AnyPgColumn;
  where: SQL | undefined;
  read(db: Db, from: string | null, limit: number): Promise<(Entry & { key: string })[]>;
}

export const SITEMAP_SOURCES: Source[] = [
  {
    name: "content",
    table: content,
    key: content.id,
    where: eq(content.status, "published"),
    async read(db, from, limit) {
      const rows = await db
        .select({ key: content.id, type: content.type, slug: content.slug, at: content.updatedAt })
        .from(content)
        .where(and(eq(content.status, "published"), from ? gte(content.id, from) : undefined))
        .orderBy(asc(content.id))
        .limit(limit);
      return rows.map((r) => ({ key: r.key, path: contentPath(r), lastmod: r.at }));
    },
  },
  {
    name: "jobs",
    table: jobs,
    key: jobs.id,
    where: ne(jobs.status, "draft"),
    async read(db, from, limit) {
      const rows = await db
        .select({ key: jobs.id, at: jobs.updatedAt })
        .from(jobs)
        .where(and(ne(jobs.status, "draft"), from ? gte(jobs.id, from) : undefined))
        .orderBy(asc(jobs.id))
        .limit(limit);
      return rows.map((r) => ({ key: r.key, path: `/jobs/${r.key}`, lastmod: r.at }));
    },
  },
  {
    name: "organizations",
    table: organizations,
    key: organizations.id,
    where: undefined,
    async read(db, from, limit) {
      const rows = await db
        .select({ key: organizations.id, slug: organizations.slug, at: organizations.updatedAt })
        .from(organizations)
        .where(from ? gte(organizations.id, from) : undefined)
        .orderBy(asc(organizations.id))
        .limit(limit);
      return rows.map((r) => ({
        key: r.key,
        path: `/organizations/${encodeURIComponent(r.slug)}`,
        lastmod: r.at,
      }));
    },
  },
  {
    name: "digests",
    table: digests,
    key: digests.id,
    where: undefined,
    async read(db, from, limit) {
      const rows = await db
        .select({ key: digests.id, week: digests.weekKey, at: digests.generatedAt })
        .from(digests)
        .where(from ? gte(digests.id, from) : undefined)
        .orderBy(asc(digests.id))
        .limit(limit);
      return rows.map((r) => ({ key: r.key, path: `/digest/${r.week}`, lastmod: r.at }));
    },
  },
  {
    name: "recordings",
    table: recordings,
    key: recordings.id,
    where: and(eq(recordings.status, "published"), eq(recordings.privacy, "public")),
    async read(db, from, limit) {
      const rows = await db
        .select({ key: recordings.id, at: recordings.updatedAt })
        .from(recordings)
        .where(
          and(
            eq(recordings.status, "published"),
            eq(recordings.privacy, "public"),
            from ? gte(recordings.id, from) : undefined,
          ),
        )
        .orderBy(asc(recordings.id))
        .limit(limit);
      return rows.map((r) => ({ key: r.key, path: `/recordings/${r.key}`, lastmod: r.at }));
    },
  },
];

/**
 * The first key of every page of a source: every `pageSize`-th key in key
 * order, read from the index (a few rows come back, whatever the table's size).
 */
export async function pageStarts(db: Db, source: Source, pageSize: number): Promise<string[]> {
  const numbered = db
    .select({
      key: sql<string>`${source.key}::text`.as("key"),
      n: sql<number>`row_number() over (order by ${source.key})`.as("n"),
    })
    .from(source.table)
    .where(source.where)
    .as("numbered");
  const rows = await db
    .select({ key: numbered.key })
    .from(numbered)
    .where(sql`(${numbered.n} - 1) % ${pageSize} = 0`)
    .orderBy(asc(numbered.n));
  return rows.map((r) => r.key);
}

function escapeXml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

function urlSet(base: string, entries: readonly Entry[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${escapeXml(base + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

function sendXml(reply: FastifyReply, body: string) {
  return reply
    .header("cache-control", "public, max-age=3600")
    .type("application/xml; charset=utf-8")
    .send(body);
}

const PageParams = z.object({ file: z.string().regex(/^[a-z]+-\d{1,6}\.xml$|^static\.xml$/) });

/** `/robots.txt`, and `/sitemap.xml` as an index of sitemap pages of public pages only. */
export default async function sitemapRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const base = () => app.config.appUrl;
  const pageSize = SITEMAP_PAGE_SIZE;

  app.get(
    "/robots.txt",
    {
      config: { access: access("public") },
      schema: { tags: ["feeds"], summary: "Crawling rules and the sitemap's address" },
    },
    async (_request, reply) =>
      reply
        .type("text/plain; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(
          [
            "User-agent: *",
            "Disallow: /api/",
            "Disallow: /admin",
            "Disallow: /dashboard",
            "Disallow: /profile/edit",
            "Disallow: /publish/",
            "Disallow: /organization/dashboard",
            "Disallow: /digest/unsubscribe",
            "",
            `Sitemap: ${base()}/sitemap.xml`,
            "",
          ].join("\n"),
        ),
  );

  app.get(
    "/sitemap.xml",
    {
      config: { access: access("public") },
      schema: { tags: ["feeds"], summary: "The sitemap index: one file per 50,000 public pages" },
    },
    async (_request, reply) => {
      const files = ["static.xml"];
      for (const source of SITEMAP_SOURCES) {
        const starts = await pageStarts(db(), source, pageSize);
        starts.forEach((_, i) => files.push(`${source.name}-${i + 1}.xml`));
      }
      const body = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
        .map((f) => `<sitemap><loc>${escapeXml(`${base()}/sitemap/${f}`)}</loc></sitemap>`)
        .join("\n")}\n</sitemapindex>\n`;
      return sendXml(reply, body);
    },
  );

  app.get(
    "/sitemap/:file",
    {
      config: { access: access("public") },
      schema: {
        tags: ["feeds"],
        summary: "One sitemap page: static.xml, or {kind}-{n}.xml",
        params: PageParams,
        response: { 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (file === "static.xml") {
        return sendXml(
          reply,
          urlSet(
            base(),
            STATIC_PATHS.map((path) => ({ path, lastmod: null })),
          ),
        );
      }
      const [, name, number] = /^([a-z]+)-(\d+)\.xml$/.exec(file)!;
      const source = SITEMAP_SOURCES.find((s) => s.name === name);
      if (!source) throw notFound("No such sitemap");
      const starts = await pageStarts(db(), source, pageSize);
      const from = starts[Number(number) - 1];
      if (!from) throw notFound("No such sitemap");
      const entries = await source.read(db(), from, pageSize);
      return sendXml(reply, urlSet(base(), entries));
    },
  );
}
