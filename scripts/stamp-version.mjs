// Stamps the service worker's version: www/sw-version.js holds a hash of every
// file of the page, so a build that changes any of them is a new version.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const www = join(dirname(fileURLToPath(import.meta.url)), '..', 'www');
const hash = createHash('sha256');
const walk = (dir) => readdirSync(dir).sort().forEach((name) => {
  const p = join(dir, name);
  if (statSync(p).isDirectory()) walk(p);
  else if (name !== 'sw-version.js') hash.update(relative(www, p)).update(readFileSync(p));
});
walk(www);
const version = `fourseas-${hash.digest('hex').slice(0, 12)}`;
writeFileSync(join(www, 'sw-version.js'), `// Written by the build (scripts/stamp-version.mjs).\nself.FOURSEAS_VERSION = '${version}';\n`);
console.log(`service worker version ${version}`);
