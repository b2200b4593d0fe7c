// A small static server for www/ on localhost, with the page's security headers,
// compression (brotli or gzip), ETags and cross-origin access for embedding.
// `node scripts/serve.mjs [port]`; tests import `serve()` and pass port 0.

import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, extname, isAbsolute, join, normalize, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'www');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.jsonl': 'application/x-ndjson; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ts': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.jsonl',
  '.webmanifest',
  '.wasm',
  '.svg',
  '.ts',
]);

// The page's own origin and WebAssembly only (the same policy as index.html's meta tag).
export const CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; " +
  "img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'none'";

/** The file under `root` a URL path names, or null when it leaves the folder. */
export function within(root, path) {
  const file = normalize(join(root, path));
  const rel = relative(root, file);
  return rel.startsWith('..') || isAbsolute(rel) ? null : file;
}

// Compressed bodies and ETags, per file and modification time.
const cache = new Map();

async function load(file) {
  const { mtimeMs, size } = await stat(file);
  const key = `${file}:${mtimeMs}:${size}`;
  if (!cache.has(key)) {
    const body = await readFile(file);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    const zip = COMPRESSIBLE.has(extname(file));
    cache.set(key, {
      etag,
      identity: body,
      br: zip ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }) : null,
      gzip: zip ? gzipSync(body, { level: 9 }) : null,
    });
  }
  return cache.get(key);
}

export function serve({ port = 8080, host = '127.0.0.1', root = ROOT } = {}) {
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      let file = within(root, path);
      if (!file) throw Object.assign(new Error('outside'), { code: 'ENOENT' });
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const f = await load(file);
      const headers = {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Content-Security-Policy': CSP,
        'X-Content-Type-Options': 'nosniff',
        // Revalidated on every request (cheaply, by ETag); the service worker caches.
        'Cache-Control': 'no-cache',
        ETag: f.etag,
        Vary: 'Accept-Encoding',
        // Any site may embed the calculator: <script type="module" src=".../embed.js">.
        'Access-Control-Allow-Origin': '*',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      };
      if (req.headers['if-none-match'] === f.etag) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
      const accept = String(req.headers['accept-encoding'] ?? '');
      let body = f.identity;
      if (f.br && /\bbr\b/.test(accept)) {
        body = f.br;
        headers['Content-Encoding'] = 'br';
      } else if (f.gzip && /\bgzip\b/.test(accept)) {
        body = f.gzip;
        headers['Content-Encoding'] = 'gzip';
      }
      headers['Content-Length'] = body.length;
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' });
      res.end('not found');
    }
  });
  return new Promise((ok) => server.listen(port, host, () => ok(server)));
}

const USAGE = `Serves the Four Seas calculator (www/) on localhost.

Usage: node scripts/serve.mjs [PORT]

  PORT   the port to listen on (default: the PORT variable, else 8080; 0 picks a free one)
  -h, --help   print this help
`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = process.argv[2];
  if (arg === '-h' || arg === '--help') {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  const port = Number(arg ?? process.env.PORT ?? 8080);
  if (process.argv.length > 3 || !Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`serve: not a port: ${process.argv.slice(2).join(' ')}\n\n${USAGE}`);
    process.exit(2);
  }
  const server = await serve({ port });
  console.log(`Four Seas calculator on http://localhost:${server.address().port}/`);
}
