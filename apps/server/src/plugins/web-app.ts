import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isAppRoute } from "@field-commons/shared/routes";
import { SERVER_STATE_ID } from "@field-commons/shared/server-rendering";
import { onCacheTopic } from "../lib/cache-bus";
import { publicCache } from "../lib/public-cache";
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
  /** Render public pages on the server for signed-out visitors (needs the web app's server build). */
  serverRendering?: boolean;
  /** Tells whether a request carries a session (signed-in visitors get the plain app). */
  hasSession?: (request: FastifyRequest) => boolean;
}

/** The web app's server build (apps/web/dist-ssr/entry-server.js), as far as the server uses it. */
interface ServerRenderer {
  configure(options: { transport: (path: string, init: RequestInit) => Promise<Response> }): void;
  isServerRenderedPath(pathname: string): boolean;
  renderPage(
    url: string,
  ): Promise<
    | { kind: "page"; html: string; state: unknown }
    | { kind: "redirect"; status: number; location: string }
    | { kind: "client"; status: number }
  >;
}

/** Where the server build sits: beside the browser build. */
export function serverBuildPath(distDir: string): string {
  return path.join(distDir, "..", "dist-ssr", "entry-server.js");
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
const UNCACHED_FILES = new Set(["sw.js", "manifest.webmanifest", "index.html"]);

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
            : // The service worker and the app's manifest are checked on every
              // start, so a new version is found at once.
              UNCACHED_FILES.has(relative)
              ? "no-cache"
              : "public, max-age=300",
        );
      },
    });
  }

  // Absolute links (og:url, canonical and citation URLs, JSON-LD) are on APP_URL,
  // never on the Host the request names: a forged Host must not reach a page,
  // nor the rendered pages kept for every visitor.
  const origin = app.config.appUrl;

  const rendererPath = hasWeb && options.serverRendering ? serverBuildPath(distDir!) : null;
  let renderer: Promise<ServerRenderer | null> | null = null;
  const loadRenderer = () => (renderer ??= loadServerRenderer(app, rendererPath));

  /** The page as the plain app would get it: the shell with the page's head. */
  async function plainPage(request: FastifyRequest, status: number): Promise<string> {
    let html = readIndex();
    if (status === 200 && options.describePage) {
      const pathname = request.url.split("?")[0] ?? "/";
      const meta = await options.describePage(pathname, origin);
      if (meta) html = withPageMeta(html, meta, `${origin}${pathname}`, origin);
    }
    return html;
  }

  /**
   * Rendered pages are the same for every signed-out visitor: kept for the
   * public cache's time to live and cleared with the API's public caches.
   */
  const renderedPages = publicCache<RenderedPage>(100);
  for (const topic of CACHE_TOPICS) onCacheTopic(topic, () => renderedPages.clear());

  async function sendIndex(request: FastifyRequest, reply: FastifyReply, status: number) {
    const signedIn = options.hasSession?.(request) ?? false;
    void reply
      // A page rendered for signed-out visitors may be kept by shared caches
      // (revalidated each time); a signed-in visitor's page never is.
      .header("cache-control", signedIn ? "private, no-cache" : "no-cache")
      .header("vary", "Cookie, Accept-Encoding")
      .type("text/html; charset=utf-8");
    const pathname = request.url.split("?")[0] ?? "/";
    const ssr = status === 200 && !signedIn ? await loadRenderer() : null;
    if (ssr?.isServerRenderedPath(pathname)) {
      const url = `${origin}${request.url}`;
      const page = await renderedPages.get(url, () => renderForVisitor(ssr, url, request));
      if (page.kind === "redirect") return reply.redirect(page.location, page.status);
      if (page.kind === "page") return sendCompressed(request, reply, page);
      status = page.status;
    }
    return reply.status(status).send(await plainPage(request, status));
  }

  /**
   * The page rendered as a signed-out visitor sees it, with its data for the
   * browser to hydrate; when it cannot be rendered (its data is not public,
   * or rendering fails) the plain app is sent with the status it should have.
   */
  async function renderForVisitor(
    ssr: ServerRenderer,
    url: string,
    request: FastifyRequest,
  ): Promise<RenderedPage> {
    let result;
    try {
      result = await ssr.renderPage(url);
    } catch (error) {
      request.log.error({ err: error }, "server rendering failed; sending the plain app");
      return { kind: "client", status: 200 };
    }
    if (result.kind !== "page") return result;
    const html = (await plainPage(request, 200))
      // Inert until the script has taken the page over (main.tsx), so an early
      // click is not silently lost on a button that does nothing yet.
      .replace('<div id="root"></div>', () => `<div id="root" inert>${result.html}</div>`)
      .replace(
        "</body>",
        () =>
          `<script type="application/json" id="${SERVER_STATE_ID}">${jsonForScript(result.state)}</script>\n  </body>`,
      );
    return { kind: "page", html, encoded: new Map() };
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

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type RenderedPage =
  | { kind: "page"; html: string; encoded: Map<string, Promise<Buffer>> }
  | { kind: "redirect"; status: number; location: string }
  | { kind: "client"; status: number };

/** The API's public-cache topics: any of them may change what a rendered page shows. */
const CACHE_TOPICS = ["content-published", "content-counts", "jobs", "templates"] as const;

function encode(html: string, encoding: "br" | "gzip"): Promise<Buffer> {
  return encoding === "br"
    ? brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzip(html);
}

/** A rendered page is large (its markup and its data): send it compressed when the client takes it. */
async function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Extract<RenderedPage, { kind: "page" }>,
) {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null;
  if (!encoding) return reply.send(page.html);
  let body = page.encoded.get(encoding);
  if (!body) page.encoded.set(encoding, (body = encode(page.html, encoding)));
  return reply.header("content-encoding", encoding).send(await body);
}

/**
 * Loads the server build once. Its API requests are answered in-process by
 * this server, without a session: a server-rendered page only ever holds what
 * any signed-out visitor may read.
 */
async function loadServerRenderer(
  app: FastifyInstance,
  modulePath: string | null,
): Promise<ServerRenderer | null> {
  if (!modulePath || !fs.existsSync(modulePath)) return null;
  const renderer = (await import(pathToFileURL(modulePath).href)) as ServerRenderer;
  renderer.configure({
    async transport(requestPath, init) {
      const method = (init.method ?? "GET").toUpperCase();
      if (method !== "GET")
        throw new Error(`Server rendering only reads: ${method} ${requestPath}`);
      const response = await app.inject({
        method: "GET",
        url: requestPath,
        headers: { accept: "application/json" },
      });
      const empty = response.statusCode === 204 || response.statusCode === 304;
      return new Response(empty ? null : response.rawPayload, {
        status: response.statusCode,
        headers: { "content-type": String(response.headers["content-type"] ?? "") },
      });
    },
  });
  return renderer;
}

export default fp(webApp, { name: "web-app" });
