// The service worker: versioned and cache-first. The build stamps the version
// (sw-version.js: a hash of the files, and the list of them); a new version is installed in the
// background, takes over, and the page says a reload brings it. Each file is
// downloaded once per version.
importScripts('sw-version.js');
const VERSION = self.FOURSEAS_VERSION ?? 'fourseas-dev';
// Every file the page needs offline, listed by the build with the version.
const ASSETS = self.FOURSEAS_ASSETS ?? ['./', 'index.html'];

self.addEventListener('install', (event) => {
  // The HTTP cache revalidates by ETag, so what the page just loaded is not sent again.
  event.waitUntil(
    caches
      .open(VERSION)
      .then((c) => c.addAll(ASSETS))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith('fourseas-') && k !== VERSION).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== location.origin) return;
  event.respondWith(
    caches.open(VERSION).then(async (cache) => {
      const hit =
        (await cache.match(req, { ignoreSearch: true })) ??
        // A navigation to any page of the app gets the calculator.
        (req.mode === 'navigate' ? await cache.match('index.html') : undefined);
      if (hit) return hit;
      const res = await fetch(req);
      if (res.ok) cache.put(req, res.clone());
      return res;
    }),
  );
});
