// The npm package: `npm pack` makes a tarball with the engine module, its types,
// embed.js and its assets; installed into an empty folder, it works from Node
// and from a page on another origin.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const dir = mkdtempSync(join(tmpdir(), 'fourseas-pkg-'));
const app = join(dir, 'app');

test('npm pack, then install into an empty folder', () => {
  const out = execFileSync('npm', ['pack', '--pack-destination', dir, '--json', '--silent'], { cwd: root, encoding: 'utf8' });
  const [{ filename, files }] = JSON.parse(out);
  const names = files.map((f) => f.path);
  for (const f of ['www/pkg/fourseas_wasm.js', 'www/pkg/fourseas_wasm_bg.wasm', 'www/pkg/fourseas_wasm.d.ts', 'www/embed.js',
    'www/embed.css', 'www/engine.js', 'package.json']) {
    assert.ok(names.includes(f), `${f} in the tarball`);
  }
  assert.ok(!names.some((f) => f.startsWith('src/') || f.startsWith('tests/')), 'no sources or tests');
  execFileSync('mkdir', ['-p', app]);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'host', version: '1.0.0', type: 'module', private: true }));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--offline', join(dir, filename)], { cwd: app, stdio: 'ignore' });
  assert.ok(existsSync(join(app, 'node_modules/fourseas/www/embed.js')));
});

test('used from Node', () => {
  writeFileSync(join(app, 'use.mjs'), `
    import { readFileSync } from 'node:fs';
    import { fileURLToPath } from 'node:url';
    import { initSync, score, analyze } from 'fourseas';
    initSync({ module: readFileSync(fileURLToPath(import.meta.resolve('fourseas/wasm'))) });
    const r = score({ hand: '123456456789m5p', win_tile: '5p' });
    const a = analyze({ hand: '123456789m1122z' });
    console.log(JSON.stringify([r.score, a.waits.map((w) => w.tile)]));
  `);
  const out = execFileSync('node', ['use.mjs'], { cwd: app, encoding: 'utf8' });
  assert.deepEqual(JSON.parse(out), [55, ['1z', '2z']]);
});

test('embedded from a page on another origin', async () => {
  const engine = await serve({ port: 0, root: join(app, 'node_modules/fourseas/www') });
  const enginePort = engine.address().port;
  const host = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><meta charset="utf-8"><title>host</title>
      <script type="module" src="http://127.0.0.1:${enginePort}/embed.js"></script>
      <fourseas-hand hand="123456456789m55p"></fourseas-hand>`);
  });
  await new Promise((ok) => host.listen(0, '127.0.0.1', ok));
  // localhost and 127.0.0.1 are different origins.
  const hostUrl = `http://localhost:${host.address().port}/`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(hostUrl);
    const score = await page.waitForFunction(() => document.querySelector('fourseas-hand')?.result?.score, null, { timeout: 20000 });
    assert.equal(await score.jsonValue(), 55);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    for (const s of [engine, host]) {
      s.closeAllConnections();
      await new Promise((ok) => s.close(ok));
    }
  }
});
