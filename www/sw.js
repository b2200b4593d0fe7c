// The service worker: versioned and cache-first. The build stamps the version
// (sw-version.js: a hash of the files, their list and each one's SHA-256). Each
// file is downloaded once per version.
//
// A new version reaches a player on the reload after it is found, and it is
// looked for on every navigation by this worker itself: the browser defers its own
// check for a new worker while a page keeps the worker busy, so a player reloading
// every couple of seconds would never get it. When the server names another
// version, this worker fills that version's cache in the background, serves new
// pages from it and tells the open ones; the browser installs the new worker later.
//
// A page, and any worker it starts, is served from one version throughout: the
// one its navigation got. Which page has which version is kept in a cache of its
// own, so that it outlives this worker (the browser stops an idle one) and is
// read by the next; a version's files are kept while a page uses them.
importScripts('sw-version.js');
const VERSION = self.FOURSEAS_VERSION ?? 'fourseas-dev';
// Every file the page needs offline, listed by the build with the version.
const ASSETS = self.FOURSEAS_ASSETS ?? ['./', 'index.html'];
const HASHES = self.FOURSEAS_HASHES ?? null;
// Stored in a version's cache once all its files are: the time it was completed.
const COMPLETE = 'sw-complete';
// The cache that records each open page's (and worker's) version.
const RECORD = 'fourseas-served';
const isVersion = (name) => name.startsWith('fourseas-') && name !== RECORD;

const hex = (buffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** Fetches, checks and stores every file of a version; a version whose files do not all match its hashes is not kept. */
async function fillNow(version, assets, hashes) {
  const cache = await caches.open(version);
  if (await cache.match(COMPLETE)) return;
  try {
    // Revalidated (an unchanged file is not sent again), never taken stale from the HTTP cache.
    const files = await Promise.all(
      assets.map(async (path) => {
        const res = await fetch(new Request(path, { cache: 'no-cache' }));
        if (!res.ok) throw new Error(`${path}: ${res.status}`);
        if (hashes && hex(await crypto.subtle.digest('SHA-256', await res.clone().arrayBuffer())) !== hashes[path]) {
          throw new Error(`${path} is not the file of ${version}`);
        }
        return [path, res];
      }),
    );
    for (const [path, res] of files) await cache.put(path, res);
    await cache.put(COMPLETE, new Response(String(Date.now())));
  } catch (error) {
    await caches.delete(version);
    throw error;
  }
}

const filling = new Map();

/** Fills a version once, however many navigations ask. */
function fill(version, assets, hashes) {
  if (!filling.has(version)) {
    filling.set(
      version,
      fillNow(version, assets, hashes).finally(() => filling.delete(version)),
    );
  }
  return filling.get(version);
}

/** When a version's files were all stored; -1 while they are not (or it is gone). */
async function completedAt(name) {
  if (!(await caches.has(name))) return -1;
  const mark = await (await caches.open(name)).match(COMPLETE);
  return mark ? Number(await mark.text()) : -1;
}

/** The version new pages get: the most recently completed. */
async function newest() {
  let best = VERSION;
  let bestTime = -1;
  for (const name of (await caches.keys()).filter(isVersion)) {
    const time = await completedAt(name);
    if (time > bestTime) [best, bestTime] = [name, time];
  }
  return best;
}

let current = newest();

/** The record of each client's version, as stored. */
async function readRecord() {
  const saved = await (await caches.open(RECORD)).match('record');
  return new Map(saved ? Object.entries(await saved.json()) : []);
}

let record = readRecord();

/** Keeps the record to the clients still open (and `keep`), and stores it. */
async function saveRecord(keep) {
  const served = await record;
  const open = new Set((await self.clients.matchAll({ includeUncontrolled: true, type: 'all' })).map((c) => c.id));
  for (const id of served.keys()) if (!open.has(id) && id !== keep) served.delete(id);
  const body = JSON.stringify(Object.fromEntries(served));
  await (await caches.open(RECORD)).put(
    'record',
    new Response(body, { headers: { 'Content-Type': 'application/json' } }),
  );
}

/**
 * Drops the versions older than the one new pages get that no open page uses;
 * never one still being filled, nor a newer one a new worker has just installed.
 */
async function tidy() {
  await saveRecord();
  const now = await current;
  const keep = new Set([now, ...(await record).values()]);
  const nowTime = await completedAt(now);
  for (const name of (await caches.keys()).filter(isVersion)) {
    if (keep.has(name)) continue;
    const time = await completedAt(name);
    if (time >= 0 && time < nowTime) await caches.delete(name);
  }
}

/** Tells the open pages served an older version than new pages get that a reload brings the new one. */
async function announce() {
  const now = await current;
  const served = await record;
  for (const client of await self.clients.matchAll({ type: 'window' })) {
    if (served.get(client.id) !== now) client.postMessage({ type: 'fourseas-update', version: now });
  }
}

/** The version the server names now, from the file the build writes; null when it cannot be read. */
async function serverVersion() {
  const text = await (await fetch('sw-version.js', { cache: 'no-cache' })).text();
  const version = /FOURSEAS_VERSION = '(fourseas-[0-9a-f]+)'/.exec(text)?.[1];
  const assets = /FOURSEAS_ASSETS = (\[.*\]);/.exec(text)?.[1];
  const hashes = /FOURSEAS_HASHES = (\{.*\});/.exec(text)?.[1];
  return version && assets ? { version, assets: JSON.parse(assets), hashes: hashes ? JSON.parse(hashes) : null } : null;
}

/** Looks for a new version; fills it, serves new pages from it and tells the open ones. */
async function lookForUpdate() {
  const found = await serverVersion().catch(() => null);
  if (!found || found.version === (await current)) return;
  await fill(found.version, found.assets, found.hashes);
  current = Promise.resolve(found.version);
  await announce();
  await tidy();
}

self.addEventListener('install', (event) => {
  event.waitUntil(fill(VERSION, ASSETS, HASHES).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The newest version kept, which an older worker may have found after this one's install began.
      current = newest();
      // What the older worker recorded until now.
      record = readRecord();
      await self.clients.claim();
      // Pages this worker takes over without having served them (a first visit) got this version.
      const served = await record;
      for (const client of await self.clients.matchAll({ includeUncontrolled: true, type: 'all' })) {
        if (!served.has(client.id)) served.set(client.id, VERSION);
      }
      await announce();
      await tidy();
    })(),
  );
});

// A page says it is ready: the page it replaced is gone, and so may be its version.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'fourseas-ready') event.waitUntil(tidy());
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
      const served = await record;
      // A navigation gets the newest; a page's requests, and its worker's (whose
      // script has a resultingClientId too), the page's version while it is kept.
      const mine = navigate ? undefined : served.get(event.clientId);
      const version = mine && (await caches.has(mine)) ? mine : await current;
      if (event.resultingClientId) {
        served.set(event.resultingClientId, version);
        event.waitUntil(saveRecord(event.resultingClientId));
      }
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
