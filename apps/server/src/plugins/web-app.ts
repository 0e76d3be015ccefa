import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isAppRoute } from "@field-commons/shared/routes";
import type { ApiErrorBody } from "@field-commons/shared/errors";

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute or root-relative image URL. */
  image?: string;
  /** The OpenGraph type; "article" unless said. */
  type?: "article" | "website";
  /** Structured data (schema.org) put in the page as JSON-LD. */
  jsonLd?: Record<string, unknown>;
  /** More `<meta name content>` tags, in order (Google Scholar's citation_* tags). */
  meta?: readonly { name: string; content: string }[];
}

export interface WebAppOptions {
  /** The built web app (apps/web/dist); null when it has not been built. */
  distDir: string | null;
  /** Describes a public page for link previews, or null. */
  describePage?: (pathname: string, origin: string) => Promise<PageMeta | null>;
}

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/**
 * JSON for a script element: `<`, `>` and `&` are escaped as \u sequences so
 * the text can never close the element or open a comment, and U+2028/U+2029
 * are escaped for older parsers. JSON.parse reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll("<", "\\u003c")
    .replaceAll(">", "\\u003e")
    .replaceAll("&", "\\u0026")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}

/** Puts the page's title, description, OpenGraph tags and JSON-LD into the app's HTML. */
export function withPageMeta(
  html: string,
  meta: PageMeta,
  pageUrl: string,
  origin: string,
): string {
  const title = escapeHtml(`${meta.title} | Field Commons`);
  const description = escapeHtml(meta.description.slice(0, 300));
  const image = meta.image ? escapeHtml(new URL(meta.image, origin).toString()) : null;
  const tags = [
    `<meta name="description" content="${description}" />`,
    `<meta property="og:site_name" content="Field Commons" />`,
    `<meta property="og:type" content="${meta.type ?? "article"}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(pageUrl)}" />`,
    ...(image ? [`<meta property="og:image" content="${image}" />`] : []),
    `<meta name="twitter:card" content="${image ? "summary_large_image" : "summary"}" />`,
    ...(meta.meta ?? []).map(
      (tag) => `<meta name="${escapeHtml(tag.name)}" content="${escapeHtml(tag.content)}" />`,
    ),
    // A data block, never run as script (so the Content-Security-Policy allows it).
    ...(meta.jsonLd
      ? [`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`]
      : []),
  ].join("\n    ");
  // Replacer functions, never replacement strings: a title holding `$'`,
  // `$\``, `$&` or `$1` must go in as written, not as a replacement pattern.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(/<meta name="description"[^>]*>\s*/, () => "")
    .replace("</head>", () => `    ${tags}\n  </head>`);
}

/**
 * Serves the built web app: hashed assets with long-lived caching, index.html
 * never cached, the SPA fallback for every route of the route table, and
 * JSON 404s for unknown /api paths.
 */
async function webApp(app: FastifyInstance, options: WebAppOptions) {
  const distDir = options.distDir;
  const indexPath = distDir ? path.join(distDir, "index.html") : null;
  const hasWeb = indexPath !== null && fs.existsSync(indexPath);
  let indexHtml: string | null = null;
  const readIndex = () => (indexHtml ??= fs.readFileSync(indexPath!, "utf8"));

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir!,
      prefix: "/",
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset; send them when accepted.
      preCompressed: true,
      setHeaders(res, filePath) {
        const relative = path.relative(distDir!, filePath);
        void res.header(
          "cache-control",
          relative.startsWith(`assets${path.sep}`)
            ? "public, max-age=31536000, immutable"
            : "public, max-age=300",
        );
      },
    });
  }

  async function sendIndex(request: FastifyRequest, reply: FastifyReply, status: number) {
    let html = readIndex();
    if (status === 200 && options.describePage) {
      const pathname = request.url.split("?")[0] ?? "/";
      const origin = `${request.protocol}://${request.host}`;
      const meta = await options.describePage(pathname, origin);
      if (meta) {
        html = withPageMeta(html, meta, `${origin}${pathname}`, origin);
      }
    }
    return reply
      .status(status)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(html);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const isApi = pathname === "/api" || pathname.startsWith("/api/");
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (!isApi && wantsPage && hasWeb) {
      return sendIndex(request, reply, isAppRoute(pathname) ? 200 : 404);
    }
    const body: ApiErrorBody = {
      success: false,
      error: { code: "NOT_FOUND", message: `No route for ${request.method} ${pathname}` },
    };
    return reply.status(404).send(body);
  });
}

export default fp(webApp, { name: "web-app" });
