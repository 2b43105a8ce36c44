/*
 * The service worker (docs/decisions/049-colour-without-a-connection.md), served as /sw.js. The build
 * (scripts/service-worker.ts) writes `BUILD` above this text: the build's version and its files.
 * - Hashed files (/assets/): cache-first; the build's scripts, styles and fonts are cached at install, so
 *   any page of the app opens offline.
 * - Pages (navigations): the network first, each page kept as it came; without a connection, the page as
 *   last seen, else the app's shell (/index.html), whose router draws the page.
 * - Everything else, the API above all: the network, as without a worker. No answer of the API is kept
 *   here (money, rights and sessions are never answered from a cache); the colouring page keeps what
 *   it needs offline in IndexedDB, per account.
 * A new version waits until no page of the old one is open (no skipWaiting), then deletes the old
 * caches: a page never mixes the files of two builds.
 */
/* global BUILD */
const ASSETS = `assets-${BUILD.version}`;
const PAGES = `pages-${BUILD.version}`;
const SHELL = "/index.html";
/** Paths that are not pages even when opened as one (a PDF of the API in a tab). */
const NOT_PAGES = ["/api/", "/draw/", "/graphql", "/uploads/", "/files/"];

self.addEventListener("install", (event) => {
  event.waitUntil(
    Promise.all([
      caches.open(ASSETS).then((cache) => cache.addAll(BUILD.assets)),
      caches.open(PAGES).then((cache) => cache.add(SHELL)),
    ]),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name !== ASSETS && name !== PAGES).map((name) => caches.delete(name)),
        ),
      )
      // Only pages of no version or of this one are open now: this worker may serve them at once.
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && !NOT_PAGES.some((prefix) => url.pathname.startsWith(prefix))) {
    event.respondWith(page(event));
  } else if (url.pathname.startsWith("/assets/")) {
    event.respondWith(asset(event));
  }
});

/** A page from the network, kept for offline; offline, the page as last seen or the shell. */
async function page(event) {
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(event.request);
    const html = (response.headers.get("content-type") ?? "").startsWith("text/html");
    if (response.ok && html) event.waitUntil(cache.put(event.request, response.clone()));
    return response;
  } catch (error) {
    const kept =
      (await cache.match(event.request, { ignoreVary: true })) ??
      (await cache.match(SHELL, { ignoreVary: true }));
    if (kept) return kept;
    throw error;
  }
}

/** A hashed file: it never changes, so the cached copy is as good as the server's. */
async function asset(event) {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(event.request);
  if (kept) return kept;
  const response = await fetch(event.request);
  if (response.ok) event.waitUntil(cache.put(event.request, response.clone()));
  return response;
}
