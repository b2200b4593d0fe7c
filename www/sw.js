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

/** When a version was adopted (its files all stored); -1 while it is not (or it is gone). */
async function completedAt(name) {
  if (!(await caches.has(name))) return -1;
  const mark = await (await caches.open(name)).match(COMPLETE);
  return mark ? Number(await mark.text()) : -1;
}

/**
 * Fetches and checks every file of a version, then stores them: a version whose
 * files do not all match their hashes is not stored at all. Marks the version
 * adopted now, also one stored before (a deploy rolled back), so it is the newest.
 */
async function fillNow(version, assets, hashes) {
  if ((await completedAt(version)) < 0) {
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
    const cache = await caches.open(version);
    for (const [path, res] of files) await cache.put(path, res);
  }
  await (await caches.open(version)).put(COMPLETE, new Response(String(Date.now())));
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

/** The version new pages get: the one adopted last. */
async function newest() {
  let best = VERSION;
  let bestTime = -1;
  for (const name of (await caches.keys()).filter(isVersion)) {
    const time = await completedAt(name);
    if (time > bestTime) [best, bestTime] = [name, time];
  }
  return best;
}

const newestOr = () => newest().catch(() => VERSION);
let current = newestOr();

/** The record of each client's version, as stored: id → [version, when it was recorded]. */
async function readRecord() {
  const saved = await (await caches.open(RECORD)).match('record');
  const entries = saved ? Object.entries(await saved.json()) : [];
  return new Map(entries.filter(([, v]) => Array.isArray(v) && typeof v[0] === 'string' && Number.isFinite(v[1])));
}

const readRecordOr = () => readRecord().catch(() => new Map());
let record = readRecordOr();

/** Whether a newer worker has taken over: this one then leaves the caches to it. */
const replaced = () => Boolean(self.serviceWorker && self.registration.active !== self.serviceWorker);

// A client is listed by the browser only once it runs; a younger entry is kept
// whether listed or not, so a page still loading keeps its version.
const YOUNG = 10_000;

/**
 * Stores the record, merged with what is stored (the worker before or after this
 * one may have written): a client keeps the first version recorded for it. Kept
 * to the clients still open, and the young.
 */
async function saveRecord() {
  const served = await record;
  for (const [id, entry] of await readRecordOr()) if (!served.has(id)) served.set(id, entry);
  const open = new Set((await self.clients.matchAll({ includeUncontrolled: true, type: 'all' })).map((c) => c.id));
  const old = Date.now() - YOUNG;
  for (const [id, [, at]] of served) if (!open.has(id) && at < old) served.delete(id);
  const body = JSON.stringify(Object.fromEntries(served));
  await (await caches.open(RECORD)).put(
    'record',
    new Response(body, { headers: { 'Content-Type': 'application/json' } }),
  );
}

/** A client's version: as recorded by this worker, or by another; undefined for a client never seen. */
async function versionOf(id) {
  const served = await record;
  if (!served.has(id)) {
    const stored = (await readRecordOr()).get(id);
    if (stored) served.set(id, stored);
  }
  return served.get(id)?.[0];
}

/**
 * Drops the versions adopted before the one new pages get that no page uses;
 * never one still being filled, nor a newer one a new worker has just installed.
 */
async function tidy() {
  if (replaced()) return;
  await saveRecord();
  const now = await current;
  const keep = new Set([now, ...[...(await record).values()].map(([version]) => version)]);
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
  for (const client of await self.clients.matchAll({ type: 'window' })) {
    const version = await versionOf(client.id);
    // A page of unknown version (a first visit, not yet asking for a file) hears nothing.
    if (version && version !== now) client.postMessage({ type: 'fourseas-update', version: now });
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
  // A worker replaced meanwhile still tells its pages (the new one may not know them yet).
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
      // The version adopted last, which an older worker may have found after this one's install began.
      current = newestOr();
      // What the older worker recorded until now.
      record = readRecordOr();
      await self.clients.claim();
      await announce();
      await tidy();
      // The server may name another version by now (this one's install began
      // before a later deploy, or a rollback).
      await lookForUpdate().catch(() => {});
    })(),
  );
});

// A page says it is ready: the page it replaced is gone, and so may be its
// version; and it hears of a newer version found while it loaded.
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'fourseas-ready') return;
  event.waitUntil(
    (async () => {
      const [version, now] = [await versionOf(event.source.id), await current];
      if (version && version !== now) event.source.postMessage({ type: 'fourseas-update', version: now });
      await tidy();
    })(),
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
      const served = await record;
      // A navigation gets the newest; a page's requests, and its worker's (whose
      // script has a resultingClientId too), the page's version while it is kept.
      // A page never seen (a first visit) keeps the version of its first request.
      const pinned = navigate || !event.clientId ? undefined : await versionOf(event.clientId);
      let version = pinned ?? (await current);
      // A version gone (the page's, dropped while it was stored away): the newest.
      if (!(await caches.has(version))) {
        current = newestOr();
        version = await current;
      }
      const fresh = [event.resultingClientId, navigate || pinned ? null : event.clientId].filter(Boolean);
      for (const id of fresh) served.set(id, [version, Date.now()]);
      if (fresh.length) event.waitUntil(saveRecord());
      // Read without opening: a cache that is gone is not made again, empty.
      const hit =
        (await caches.match(req, { cacheName: version, ignoreSearch: true })) ??
        // A navigation to any page of the app gets the calculator.
        (navigate ? await caches.match('index.html', { cacheName: version }) : undefined);
      if (hit) return hit;
      const res = await fetch(req);
      if (res.ok && (await caches.has(version))) (await caches.open(version)).put(req, res.clone());
      return res;
    })(),
  );
});
