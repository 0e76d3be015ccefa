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
import { PromiseCache } from "../../lib/promise-cache";
import { access } from "../../plugins/access";
import {
  everyNthKey,
  type KeyRange,
  readDigestKeys,
  readListedJobKeys,
  readOrganizationKeys,
  readPublicRecordingKeys,
  readPublishedContentKeys,
} from "./sitemap.repository";

/**
 * URLs per sitemap file. The protocol allows 50,000; a page of 10,000 is
 * about 1.4 MB of XML, written in a tenth of a second.
 */
export const SITEMAP_PAGE_SIZE = 10_000;
/** The protocol's limit: a page that grew past its size since its range was cut is cut here. */
const SITEMAP_PROTOCOL_LIMIT = 50_000;
/**
 * How long the pages' start keys are kept. Finding them numbers every public
 * row of a kind (74 ms at 100,000 items, in the index alone); a crawler reads
 * the index and then its pages, within this time, on the same ranges.
 */
const PAGE_STARTS_TTL_MS = 60_000;

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
  read(db: Db, range: KeyRange, limit: number): Promise<(Entry & { key: string })[]>;
}

export const SITEMAP_SOURCES: Source[] = [
  {
    name: "content",
    table: content,
    key: content.id,
    where: eq(content.status, "published"),
    async read(db, range, limit) {
      const rows = await readPublishedContentKeys(db, range, limit);
      return rows.map((r) => ({ key: r.key, path: contentPath(r), lastmod: r.at }));
    },
  },
  {
    name: "jobs",
    table: jobs,
    key: jobs.id,
    where: ne(jobs.status, "draft"),
    async read(db, range, limit) {
      const rows = await readListedJobKeys(db, range, limit);
      return rows.map((r) => ({ key: r.key, path: `/jobs/${r.key}`, lastmod: r.at }));
    },
  },
  {
    name: "organizations",
    table: organizations,
    key: organizations.id,
    where: undefined,
    async read(db, range, limit) {
      const rows = await readOrganizationKeys(db, range, limit);
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
    async read(db, range, limit) {
      const rows = await readDigestKeys(db, range, limit);
      return rows.map((r) => ({ key: r.key, path: `/digest/${r.week}`, lastmod: r.at }));
    },
  },
  {
    name: "recordings",
    table: recordings,
    key: recordings.id,
    where: and(eq(recordings.status, "published"), eq(recordings.privacy, "public")),
    async read(db, range, limit) {
      const rows = await readPublicRecordingKeys(db, range, limit);
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

const XML_SPECIAL = /[&<>"']/;

/**
 * Page `page` (from 0) of the pages starting at `starts`: from its start to
 * the next page's, the first from the beginning and the last to the end, so
 * an item added or removed since the starts were read is on exactly one page.
 */
export function pageRange(starts: readonly string[], page: number): KeyRange {
  return { from: page === 0 ? null : starts[page]!, to: starts[page + 1] ?? null };
}

function escapeXml(value: string): string {
  if (!XML_SPECIAL.test(value)) return value;
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
  const startsCache = new PromiseCache<string[]>(SITEMAP_SOURCES.length, () => PAGE_STARTS_TTL_MS);
  const startsOf = (source: Source) =>
    startsCache.get(source.name, () => pageStarts(db(), source, pageSize));

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
      schema: { tags: ["feeds"], summary: "The sitemap index: one file per 10,000 public pages" },
    },
    async (_request, reply) => {
      const files = ["static.xml"];
      for (const source of SITEMAP_SOURCES) {
        const starts = await startsOf(source);
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
      const starts = await startsOf(source);
      const page = Number(number) - 1;
      if (!starts[page]) throw notFound("No such sitemap");
      const entries = await source.read(db(), pageRange(starts, page), SITEMAP_PROTOCOL_LIMIT);
      return sendXml(reply, urlSet(base(), entries));
    },
  );
}
