// Stamps the service worker's version, its list of files and their hashes: www/sw-version.js
// holds a hash of every file of the page, so a build that changes any of them is
// a new version (no deploy that runs the build can forget to change it), and the
// files the page needs offline (every module, style, picture and the engine), so
// that no new module can be left out of the cache.

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// The page's folder: www/, or the one named (a deployed copy).
const www = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'www');
const hash = createHash('sha256');
const files = [];
const walk = (dir) =>
  readdirSync(dir)
    .sort()
    .forEach((name) => {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name !== 'sw-version.js') {
        hash.update(relative(www, p)).update(readFileSync(p));
        files.push(relative(www, p));
      }
    });
walk(www);
const version = `fourseas-${hash.digest('hex').slice(0, 12)}`;
// What the page loads: not the worker itself, the package's declarations or notices.
const cached = (f) =>
  /\.(html|js|css|json|jsonl|webmanifest|svg|png|wasm)$/.test(f) && f !== 'sw.js' && f !== 'pkg/package.json';
const assets = ['./', ...files.filter(cached)];
// Each file's SHA-256, so that the worker keeps a version only with exactly its
// files (not a mix caught halfway through an upload, nor a stale copy from a cache).
const sha = (f) =>
  createHash('sha256')
    .update(readFileSync(join(www, f)))
    .digest('hex');
const hashes = Object.fromEntries(assets.map((f) => [f, sha(f === './' ? 'index.html' : f)]));
writeFileSync(
  join(www, 'sw-version.js'),
  `// Written by the build (scripts/stamp-version.mjs).\nself.FOURSEAS_VERSION = '${version}';\nself.FOURSEAS_ASSETS = ${JSON.stringify(assets)};\nself.FOURSEAS_HASHES = ${JSON.stringify(hashes)};\n`,
);
console.log(`service worker version ${version}`);
