// The npm package: `npm pack` makes a tarball with the engine module, its types,
// embed.js and its assets; installed into an empty folder, it works from Node
// and from a page on another origin.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const dir = mkdtempSync(join(tmpdir(), 'fourseas-pkg-'));
const app = join(dir, 'app');

/** The relative references of a packed text file: imports, `new URL(…, import.meta.url)`,
 * `src` and `href`, `importScripts`, and the service worker's list of files. */
function references(path, text) {
  const refs = [];
  const patterns = [
    /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g,
    /new URL\(\s*['"]([^'"]+)['"],\s*import\.meta\.url/g,
    /(?:src|href)="([^"#:]+)"/g,
    /importScripts\(\s*['"]([^'"]+)['"]/g,
  ];
  for (const re of patterns) for (const m of text.matchAll(re)) refs.push(m[1]);
  const assets = /FOURSEAS_ASSETS = (\[.*\]);/.exec(text);
  if (assets) refs.push(...JSON.parse(assets[1]).filter((a) => a !== './'));
  const base = new URL(path, 'file:///pkg/');
  return refs.filter((r) => !r.startsWith('data:')).map((r) => new URL(r, base).pathname.slice('/pkg/'.length));
}

test('npm pack from a fresh clone builds what it lists, and every file a packed file references is in it', () => {
  // A fresh clone has no build outputs: the prepack step makes them. It shares
  // the npm packages and the compiler's output folder, so only the engine rebuilds.
  const clone = join(dir, 'clone');
  execFileSync('git', ['clone', '--quiet', root, clone]);
  symlinkSync(join(root, 'node_modules'), join(clone, 'node_modules'));
  const env = { ...process.env, CARGO_TARGET_DIR: process.env.CARGO_TARGET_DIR ?? join(root, 'target') };
  const out = execFileSync('npm', ['pack', '--pack-destination', dir, '--json', '--silent'], { cwd: clone, encoding: 'utf8', env });
  // The build's own lines come first; the answer is the JSON after them.
  const [{ filename, files }] = JSON.parse(out.slice(out.search(/^\[/m)));
  const names = files.map((f) => f.path);
  for (const f of ['www/pkg/fourseas_wasm.js', 'www/pkg/fourseas_wasm_bg.wasm', 'www/pkg/fourseas_wasm.d.ts', 'www/embed.js',
    'www/embed.css', 'www/engine/wasm.js', 'www/examples.json', 'www/sw-version.js', 'package.json']) {
    assert.ok(names.includes(f), `${f} in the tarball`);
  }
  assert.ok(!names.some((f) => f.startsWith('src/') || f.startsWith('tests/')), 'no sources or tests');
  execFileSync('mkdir', ['-p', app]);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'host', version: '1.0.0', type: 'module', private: true }));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--offline', join(dir, filename)], { cwd: app, stdio: 'ignore' });
  const installed = join(app, 'node_modules/fourseas');
  assert.ok(existsSync(join(installed, 'www/embed.js')));
  // Every reference of every packed page, module and worker resolves to a packed file.
  let checked = 0;
  for (const f of names.filter((n) => /\.(js|html)$/.test(n))) {
    for (const ref of references(f, readFileSync(join(installed, f), 'utf8'))) {
      assert.ok(existsSync(join(installed, ref)), `${f} refers to ${ref}, which is not in the package`);
      checked++;
    }
  }
  assert.ok(checked > 80, `${checked} references`);
});

test('used from Node, as the README begins', () => {
  // The README's first example, as it stands there.
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const example = /## Use it in your project[\s\S]*?```js\n([\s\S]*?)```/.exec(readme)[1];
  writeFileSync(join(app, 'use.mjs'), example);
  const out = execFileSync('node', ['use.mjs'], { cwd: app, encoding: 'utf8' });
  assert.deepEqual(out.trim().split('\n'), ['55', '8s']);
  // Only what users use is exported: the engine, the element, the module, its stylesheet; not the page's modules.
  const resolve = (name) =>
    execFileSync('node', ['--input-type=module', '-e', `try { console.log(import.meta.resolve(${JSON.stringify(name)}) ? 'yes' : '') } catch (e) { console.log(e.code) }`], { cwd: app, encoding: 'utf8' }).trim();
  for (const name of ['fourseas', 'fourseas/embed', 'fourseas/wasm', 'fourseas/embed.css']) assert.equal(resolve(name), 'yes', name);
  for (const name of ['fourseas/www/app.js', 'fourseas/www/state/calculator.js']) assert.equal(resolve(name), 'ERR_PACKAGE_PATH_NOT_EXPORTED', name);
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

test('types for the element: fourseas/embed in a strict TypeScript project', () => {
  const tsc = join(root, 'node_modules/typescript/bin/tsc');
  const flags = ['--noEmit', '--strict', '--target', 'es2022', '--lib', 'es2022,dom', '--module', 'nodenext', '--moduleResolution', 'nodenext'];
  writeFileSync(join(app, 'host.ts'), `
    import type { FourSeasHandElement, FourSeasHandResult } from 'fourseas/embed';
    import 'fourseas/embed';
    const el = document.createElement('fourseas-hand');
    const same: FourSeasHandElement = el;
    el.hand = '123456789m1122z';
    el.lastTile = true;
    el.addEventListener('scored', (e) => {
      const r: FourSeasHandResult = e.detail;
      if (r.ok && 'score' in r) console.log(r.score.toFixed(0), same.result);
    });
    const card = document.createElement('fourseas-pattern');
    card.pattern = 'F6.6';
    card.addEventListener('rendered', (e) => console.log(e.detail.id, e.detail.score?.toFixed(0)));
    const book = document.createElement('fourseas-rulebook');
    book.edition = 'basic';
    book.addEventListener('pattern-open', (e) => { if (e.detail.id === 'A.2') e.preventDefault(); });
    const tiles = document.createElement('fourseas-tiles');
    tiles.tiles = '123m[555p](1111z)5s';
    tiles.size = 's';
  `);
  execFileSync('node', [tsc, ...flags, 'host.ts'], { cwd: app, encoding: 'utf8' });
  // And a wrong use is refused: the check is real.
  writeFileSync(join(app, 'wrong.ts'), `
    import 'fourseas/embed';
    const el = document.createElement('fourseas-hand');
    el.lastTile = 'yes';
    el.addEventListener('scored', (e) => console.log(e.detail.nothing));
    document.createElement('fourseas-rulebook').addEventListener('pattern-open', (e) => e.detail.missing);
  `);
  assert.throws(() => execFileSync('node', [tsc, ...flags, 'wrong.ts'], { cwd: app, encoding: 'utf8', stdio: 'pipe' }), (e) =>
    /lastTile|not assignable/.test(String(e.stdout)) && /nothing/.test(String(e.stdout)) && /missing/.test(String(e.stdout)),
  );
});
