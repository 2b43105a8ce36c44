import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import fastifyStatic from "@fastify/static";
import { INDEXED_PAGES, LANGUAGE_PARAM, matchPage, type PagePath } from "@mandala/contract/pages";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { etagOf, noneMatchHits } from "../etag.ts";
import { type Locale, pageLocale } from "../i18n/messages.ts";
import { loadAfterListening } from "../warm-up.ts";
import { errorBody } from "./errors.ts";

/** Paths that belong to the API: unknown ones answer a JSON 404, never the web app. */
const API_PREFIXES = ["/api/", "/draw/", "/graphql", "/uploads/"];

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url === prefix.replace(/\/$/, "") || url.startsWith(prefix));
}

/** The build's compressed copy of a file (apps/web/scripts/compress.ts) is cached as the file. */
const COMPRESSED_COPY = /\.(?:br|gz)$/;

/** Files at a fixed address that each build changes: a page, the service worker (a new one is a new version). */
const REVALIDATED = /(?:\.html|[\\/]sw\.js)$/;

/** Hashed assets never change; pages and the service worker must always be revalidated. */
function cacheControlFor(filePath: string): string {
  if (REVALIDATED.test(filePath.replace(COMPRESSED_COPY, ""))) return "no-cache";
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return "public, max-age=31536000, immutable";
  return "public, max-age=3600";
}

/**
 * The link tags naming each route's files beyond the app's entry, by path pattern, built once from the
 * build's page-preloads.json (apps/web/scripts/page-preloads.ts): styles, then scripts to preload.
 */
function readPreloadTags(webDist: string): Map<string, string> {
  const file = path.join(webDist, "page-preloads.json");
  if (!existsSync(file)) return new Map();
  const preloads = JSON.parse(readFileSync(file, "utf8")) as Record<
    string,
    { scripts: string[]; styles: string[] }
  >;
  return new Map(
    Object.entries(preloads).map(([pattern, files]) => [
      pattern,
      [
        ...files.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ...files.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ].join("\n    "),
    ]),
  );
}

/**
 * `html` naming up front the files of the page at `pathname` (its route's, or the not-found page's):
 * the browser fetches them with the entry instead of once the entry has run and the router asks.
 */
function withPagePreloads(html: string, pathname: string, tags: Map<string, string>): string {
  const links = tags.get(matchPage(pathname)?.pattern ?? "*");
  return links ? html.replace("</head>", `  ${links}\n  </head>`) : html;
}

/** A page that is the same for everyone who reads it in one language, compressed once. */
interface PreparedPage {
  status: number;
  html: string;
  etag: string;
  br: Buffer;
  gzip: Buffer;
}

function preparePage(status: number, html: string): PreparedPage {
  return { status, html, etag: etagOf(html), br: brotliCompressSync(html), gzip: gzipSync(html) };
}

const PAGE_ENCODINGS: ("br" | "gzip")[] = ["br", "gzip"];

/**
 * The encoding the client takes best of the two the server sends, negotiated as @fastify/static does
 * for the build's compressed copies (weights honoured, `br;q=0` refused, brotli on a tie).
 */
function encodingFor(request: FastifyRequest): "br" | "gzip" | null {
  return negotiate(request.headers["accept-encoding"] ?? "", PAGE_ENCODINGS);
}

/** `page` in the encoding the client takes best. */
function sendPrepared(request: FastifyRequest, reply: FastifyReply, page: PreparedPage) {
  reply.header("etag", page.etag);
  if (noneMatchHits(request.headers["if-none-match"], page.etag)) return reply.code(304).send();
  const encoding = encodingFor(request);
  if (encoding) reply.header("content-encoding", encoding);
  return reply.status(page.status).send(encoding ? page[encoding] : page.html);
}

/** Brotli's quality for a page compressed as it is sent: ~1 ms for a page, within 10% of the best. */
const PAGE_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * `html` compressed as it is sent: a server-rendered page with its styles is ~50 KB, ~12 KB compressed,
 * seconds on a phone's slow network.
 */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, status: number, html: string) {
  const encoding = encodingFor(request);
  reply.header("vary", "cookie, accept-encoding");
  if (!encoding) return reply.status(status).send(html);
  const body = encoding === "br" ? brotliCompressSync(html, PAGE_BROTLI) : gzipSync(html);
  return reply.status(status).header("content-encoding", encoding).send(body);
}

/** A page rendered on the server (apps/web/src/entry-prerender.tsx): #root's markup and its queries' data. */
export interface RenderedPage {
  markup: string;
  state: unknown;
}

/**
 * The pages the server renders: the public ones a visitor opens first (those search engines index, a
 * shared drawing, the demo's colouring), never a page for the signed-in or one that acts on a link's
 * token (a query of theirs could spend it).
 */
const RENDERED_PAGES: ReadonlySet<PagePath> = new Set<PagePath>([...INDEXED_PAGES, "/s/:token", "/colour"]);

/** The build's server renderer (dist/ssr/entry-prerender.js). */
interface PageRenderer {
  renderPage(
    url: string,
    language: Locale,
    request: (path: string, init: RequestInit) => Promise<Response>,
  ): Promise<RenderedPage | null>;
}

/**
 * `html` with the page's markup in #root, inert (not clickable, its forms not sent, and so not
 * actionable to the browser journeys) until the SPA has replaced it, and its data for the SPA's first
 * render. The data is JSON in a script that does not run, `<` escaped so nothing in it closes the tag.
 */
export function withRenderedPage(html: string, page: RenderedPage): string {
  const state = JSON.stringify(page.state).replace(/</g, "\\u003c");
  return html.replace(
    '<div id="root"></div>',
    `<div id="root" inert aria-disabled="true">${page.markup}</div>\n    <script type="application/json" id="page-state">${state}</script>`,
  );
}

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g;

/**
 * `html` with its stylesheets inlined, as the pre-rendered home document has them: a page the server
 * rendered then paints with its own request only, not once its styles have come (each a round trip and
 * a share of a phone's bandwidth, with the fonts and scripts). `read` gives a stylesheet's text. Each
 * link stays, disabled (never fetched), so that the app's loader finds the file there when the page's
 * code comes, instead of fetching it and styling the page again.
 */
export function withInlineStyles(html: string, read: (file: string) => string): string {
  return html.replace(
    STYLESHEET,
    (link, file: string) => `<style>${read(file)}</style>${link.replace(/>$/, " disabled>")}`,
  );
}

/** `inject`'s response headers as `Response` takes them (a repeated header: its values joined). */
function headersOf(headers: Record<string, string | string[] | number | undefined>): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) result.set(name, Array.isArray(value) ? value.join(", ") : String(value));
  }
  return result;
}

/** The server's renderer when the build made one, or null (the SPA then renders every page). */
async function loadRenderer(webDist: string): Promise<PageRenderer | null> {
  const file = path.join(webDist, "ssr", "entry-prerender.js");
  return existsSync(file) ? ((await import(pathToFileURL(file).href)) as PageRenderer) : null;
}

export interface WebAppOptions {
  webDist: string;
  /**
   * The page at a path: its status (404 for an address no page has, or an unknown slug) and the app's
   * HTML with that page's head written in. Without it every address answers `index.html` as it is.
   */
  page?: (pathname: string, locale: Locale, indexHtml: string) => Promise<{ status: number; html: string }>;
}

/**
 * Serves the built web app from `webDist`: hashed assets cached for a year, `index.html` never cached,
 * a file's Brotli or gzip copy (made by the build) to a browser that accepts it, and every other
 * non-API GET answered with `index.html` so the client router takes over: with the status and head
 * `options.page` gives it (the not-found page itself comes with a 404) and the page's own files named
 * up front; `/` with the pre-rendered home document, its head written once per language and compressed.
 * A page's language is the one the web app shows (`pageLocale`).
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const indexFile = path.join(options.webDist, "index.html");
  const hasWebApp = existsSync(indexFile);
  // The home page pre-rendered at build time, when the build made it.
  const homePage = existsSync(path.join(options.webDist, "home.html")) ? "home.html" : "index.html";
  // The build is read once, as its assets are routed once: a new build is served after a restart.
  const indexHtml = hasWebApp ? readFileSync(indexFile, "utf8") : "";
  const homeHtml = hasWebApp ? readFileSync(path.join(options.webDist, homePage), "utf8") : "";
  // The home page's head depends on the language only: written and compressed once for each.
  const homePages = new Map<Locale, Promise<PreparedPage>>();
  const preloadTags = readPreloadTags(options.webDist);
  // The renderer is loaded after the server's start (~0.2 s of it), or by the first page that needs it.
  let rendererLoad: Promise<PageRenderer | null> | undefined;
  const pageRenderer = () =>
    (rendererLoad ??= hasWebApp && options.page ? loadRenderer(options.webDist) : Promise.resolve(null));
  loadAfterListening(app, "the page renderer", pageRenderer);
  // The build's stylesheets, read once each (hashed names: a file never changes).
  const styles = new Map<string, string>();
  const readStyle = (file: string) => {
    let css = styles.get(file);
    if (css === undefined) {
      css = readFileSync(path.join(options.webDist, file), "utf8");
      styles.set(file, css);
    }
    return css;
  };
  if (!hasWebApp) app.log.warn({ webDist: options.webDist }, "the web app is not built: run `npm run build`");
  else {
    await app.register(fastifyStatic, {
      root: options.webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The copies are sent in place of their files, never at addresses of their own.
      // The server's renderer (dist/ssr/) is never served.
      globIgnore: ["**/*.br", "**/*.gz", "ssr/**"],
      setHeaders(res, filePath) {
        res.header("cache-control", cacheControlFor(filePath));
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (!hasWebApp || !wantsPage || isApiPath(url) || path.extname(url) !== "") {
      return reply.status(404).send(errorBody("http.notFound", request.locale, { path: url }));
    }
    const { page } = options;
    if (!page) return reply.sendFile(url === "/" ? homePage : "index.html");
    // The page's head follows the language cookie: a shared cache keeps one copy per cookie.
    reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").header("vary", "cookie");
    const locale = pageLocale(
      request.cookies.lang,
      (request.query as Record<string, unknown>)[LANGUAGE_PARAM],
    );
    if (url === "/") {
      let home = homePages.get(locale);
      if (!home) {
        home = page(url, locale, homeHtml).then((answer) => preparePage(answer.status, answer.html));
        homePages.set(locale, home);
        home.catch(() => homePages.delete(locale));
      }
      return sendPrepared(request, reply.header("vary", "cookie, accept-encoding"), await home);
    }
    const answer = await page(url, locale, indexHtml);
    let html = withPagePreloads(answer.html, url, preloadTags);
    const pattern = matchPage(url)?.pattern;
    const renderer = await pageRenderer();
    if (renderer && answer.status === 200 && pattern && RENDERED_PAGES.has(pattern)) {
      // The page's API requests answered in-process, as from the visitor's address (its rate limits).
      const rendered = await renderer
        .renderPage(request.url, locale, async (apiPath, init) => {
          const response = await app.inject({
            method: (init.method ?? "GET") as "GET",
            url: apiPath,
            headers: Object.fromEntries(new Headers(init.headers).entries()),
            payload: init.body as string | undefined,
            remoteAddress: request.ip,
          });
          const empty = response.statusCode === 204 || response.statusCode === 304;
          return new Response(empty ? null : new Uint8Array(response.rawPayload), {
            status: response.statusCode,
            headers: headersOf(response.headers),
          });
        })
        .catch((error: unknown) => {
          request.log.error({ err: error, url }, "the page could not be rendered on the server");
          return null;
        });
      if (rendered) html = withInlineStyles(withRenderedPage(html, rendered), readStyle);
    }
    return sendCompressed(request, reply, answer.status, html);
  });
});
