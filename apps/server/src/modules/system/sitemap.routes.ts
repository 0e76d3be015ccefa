import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { and, eq, ne, type SQL } from "drizzle-orm";
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
import {
  everyNthKey,
  readDigestKeys,
  readListedJobKeys,
  readOrganizationKeys,
  readPublicRecordingKeys,
  readPublishedContentKeys,
} from "./sitemap.repository";

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
      const rows = await readPublishedContentKeys(db, from, limit);
      return rows.map((r) => ({ key: r.key, path: contentPath(r), lastmod: r.at }));
    },
  },
  {
    name: "jobs",
    table: jobs,
    key: jobs.id,
    where: ne(jobs.status, "draft"),
    async read(db, from, limit) {
      const rows = await readListedJobKeys(db, from, limit);
      return rows.map((r) => ({ key: r.key, path: `/jobs/${r.key}`, lastmod: r.at }));
    },
  },
  {
    name: "organizations",
    table: organizations,
    key: organizations.id,
    where: undefined,
    async read(db, from, limit) {
      const rows = await readOrganizationKeys(db, from, limit);
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
      const rows = await readDigestKeys(db, from, limit);
      return rows.map((r) => ({ key: r.key, path: `/digest/${r.week}`, lastmod: r.at }));
    },
  },
  {
    name: "recordings",
    table: recordings,
    key: recordings.id,
    where: and(eq(recordings.status, "published"), eq(recordings.privacy, "public")),
    async read(db, from, limit) {
      const rows = await readPublicRecordingKeys(db, from, limit);
      return rows.map((r) => ({ key: r.key, path: `/recordings/${r.key}`, lastmod: r.at }));
    },
  },
];

/**
 * The first key of every page of a source: every `pageSize`-th key in key
 * order, read from the index (a few rows come back, whatever the table's size).
 */
export async function pageStarts(db: Db, source: Source, pageSize: number): Promise<string[]> {
  return everyNthKey(db, source.table, source.key, source.where, pageSize);
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
