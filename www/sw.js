// A small versioned service worker: caches the page, its modules and the wasm on
// install, drops older caches on activate. Fetches go to the network first (so a
// new build shows at once) and fall back to the cache offline.
const VERSION = 'fourseas-v1';
const ASSETS = [
  './', 'index.html', 'style.css', 'app.js', 'engine.js', 'tiles.js', 'handtext.js', 'i18n.js', 'render.js',
  'embed.html', 'embed.js', 'embed.css', 'embed-demo.js', 'examples.json',
  'manifest.webmanifest', 'icon.svg', 'icon-192.png', 'icon-512.png',
  'pkg/fourseas_wasm.js', 'pkg/fourseas_wasm_bg.wasm',
];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(VERSION).then((c) => c.addAll(ASSETS)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('fourseas-') && k !== VERSION).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== location.origin) return;
  event.respondWith(
    caches.open(VERSION).then(async (cache) => {
      try {
        const res = await fetch(req);
        if (res.ok) cache.put(req, res.clone());
        return res;
      } catch (e) {
        const hit = await cache.match(req, { ignoreSearch: true });
        if (hit) return hit;
        // A navigation to any page of the app still gets the calculator.
        if (req.mode === 'navigate') return (await cache.match('index.html')) ?? Response.error();
        throw e;
      }
    }),
  );
});
