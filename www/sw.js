// The service worker: versioned and cache-first. The build stamps the version
// (sw-version.js: a hash of the files, and the list of them). Each file is
// downloaded once per version.
//
// A new version reaches a player on the reload after it is found, and it is
// looked for on every navigation by this worker itself: the browser defers its own
// check for a new worker while a page keeps the worker busy, so a player reloading
// every couple of seconds would never get it. When the server names another
// version, this worker fills that version's cache in the background, serves it from
// then on and tells the open pages; the browser installs the new worker later.
// A page, and any worker it starts, is served from one version throughout: the
// one its navigation got.
importScripts('sw-version.js');
const VERSION = self.FOURSEAS_VERSION ?? 'fourseas-dev';
// Every file the page needs offline, listed by the build with the version.
const ASSETS = self.FOURSEAS_ASSETS ?? ['./', 'index.html'];
// Stored in a version's cache once all its files are: the time it was completed.
const COMPLETE = 'sw-complete';

const filling = new Map();

/** Stores every file of a version, once however many navigations ask (the HTTP cache revalidates by ETag, so an unchanged file is not sent again). */
function fill(version, assets) {
  if (!filling.has(version)) {
    const done = (async () => {
      const cache = await caches.open(version);
      if (await cache.match(COMPLETE)) return;
      await cache.addAll(assets);
      await cache.put(COMPLETE, new Response(String(Date.now())));
    })();
    filling.set(
      version,
      done.finally(() => filling.delete(version)),
    );
  }
  return filling.get(version);
}

/** The cache to serve new pages from: the most recently completed version. */
async function newest() {
  let best = VERSION;
  let bestTime = -1;
  for (const name of await caches.keys()) {
    if (!name.startsWith('fourseas-')) continue;
    const mark = await (await caches.open(name)).match(COMPLETE);
    const time = mark ? Number(await mark.text()) : -1;
    if (time > bestTime) [best, bestTime] = [name, time];
  }
  return best;
}

let current = newest();
// The version each open page was served (lost when the browser stops the worker;
// a page then gets the newest).
const served = new Map();

/** The version the server names now, from the file the build writes; null when it cannot be read. */
async function serverVersion() {
  const text = await (await fetch('sw-version.js', { cache: 'no-cache' })).text();
  const version = /FOURSEAS_VERSION = '(fourseas-[0-9a-f]+)'/.exec(text)?.[1];
  const assets = /FOURSEAS_ASSETS = (\[.*\]);/.exec(text)?.[1];
  return version && assets ? { version, assets: JSON.parse(assets) } : null;
}

/** Looks for a new version; fills it, serves it from then on and tells the pages. */
async function lookForUpdate() {
  const found = await serverVersion().catch(() => null);
  if (!found || found.version === (await current)) return;
  await fill(found.version, found.assets);
  current = Promise.resolve(found.version);
  for (const client of await self.clients.matchAll({ type: 'window' })) {
    client.postMessage({ type: 'fourseas-update', version: found.version });
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(fill(VERSION, ASSETS).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith('fourseas-') && k !== VERSION).map((k) => caches.delete(k))),
      )
      .then(() => {
        current = Promise.resolve(VERSION);
        return self.clients.claim();
      }),
  );
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== location.origin) return;
  // The file that names the version is always the server's.
  if (new URL(req.url).pathname.endsWith('/sw-version.js')) return;
  const navigate = req.mode === 'navigate';
  if (navigate) event.waitUntil(lookForUpdate());
  event.respondWith(
    (async () => {
      // A navigation gets the newest; a page's worker (its script has a
      // resultingClientId too) the page's version, and so do the worker's imports.
      const version = (!navigate && served.get(event.clientId)) || (await current);
      if (event.resultingClientId) served.set(event.resultingClientId, version);
      const cache = await caches.open(version);
      const hit =
        (await cache.match(req, { ignoreSearch: true })) ??
        // A navigation to any page of the app gets the calculator.
        (navigate ? await cache.match('index.html') : undefined);
      if (hit) return hit;
      const res = await fetch(req);
      if (res.ok) cache.put(req, res.clone());
      return res;
    })(),
  );
});
