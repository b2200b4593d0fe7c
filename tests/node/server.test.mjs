// The development server: the folder check, compression, ETags and cross-origin access.
import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { get } from 'node:http';
import { serve, within } from '../../scripts/serve.mjs';

/** Raw bytes and the encoding the server chose (fetch would decode them). */
function rawGet(url, encoding) {
  return new Promise((ok, fail) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => ok({ enc: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
    }).on('error', fail);
  });
}

test('paths never leave the folder, even a sibling whose name starts alike', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'fs-serve-'));
  mkdirSync(join(dir, 'www'));
  mkdirSync(join(dir, 'www-private'));
  writeFileSync(join(dir, 'www', 'index.html'), '<!doctype html><p>page</p>'.repeat(20));
  writeFileSync(join(dir, 'www-private', 'x'), 'secret');
  assert.equal(within(join(dir, 'www'), '/../www-private/x'), null);
  assert.equal(within(join(dir, 'www'), '/a/../index.html'), join(dir, 'www', 'index.html'));
  const server = await serve({ port: 0, root: join(dir, 'www') });
  const base = `http://127.0.0.1:${server.address().port}`;
  try {
    for (const p of ['/..%2fwww-private/x', '/%2e%2e/www-private/x', '/../www-private/x']) {
      const r = await fetch(base + p);
      assert.equal(r.status, 404, p);
      assert.notEqual(await r.text(), 'secret', p);
    }
    // Compressed when asked, with an ETag that answers 304, and open to other origins.
    const r = await fetch(`${base}/`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(r.status, 200);
    assert.equal(r.headers.get('access-control-allow-origin'), '*');
    const etag = r.headers.get('etag');
    assert.ok(etag);
    const again = await fetch(`${base}/`, { headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304);
    const raw = await rawGet(`${base}/index.html`, 'br');
    assert.equal(raw.enc, 'br');
    assert.match(brotliDecompressSync(raw.body).toString(), /<p>page<\/p>/);
    const gz = await rawGet(`${base}/index.html`, 'gzip');
    assert.equal(gz.enc, 'gzip');
    assert.match(gunzipSync(gz.body).toString(), /<p>page<\/p>/);
  } finally {
    server.closeAllConnections();
    await new Promise((ok) => server.close(ok));
  }
});

test('the server prints its usage for --help and refuses what is not a port', async () => {
  const { spawnSync } = await import('node:child_process');
  const script = new URL('../../scripts/serve.mjs', import.meta.url).pathname;
  const help = spawnSync(process.execPath, [script, '--help'], { encoding: 'utf8' });
  assert.equal(help.status, 0);
  assert.match(help.stdout, /^Serves the Four Seas calculator/);
  assert.match(help.stdout, /Usage: node scripts\/serve\.mjs \[PORT\]/);
  assert.equal(help.stderr, '');
  for (const bad of [['abc'], ['70000'], ['8080', 'extra']]) {
    const r = spawnSync(process.execPath, [script, ...bad], { encoding: 'utf8' });
    assert.equal(r.status, 2, bad.join(' '));
    assert.match(r.stderr, /^serve: not a port/);
    assert.doesNotMatch(r.stderr, /at .*\.mjs:\d+/, 'no stack trace');
  }
});
