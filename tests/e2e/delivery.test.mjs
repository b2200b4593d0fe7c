// Delivery: each file is downloaded once per version (the service worker serves
// the next visits from its cache), a new version installs in the background and
// the page says so, and the embed element shows the hand as text when the engine
// cannot load.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';
import { shot } from './helpers.mjs';

const www = join(dirname(fileURLToPath(import.meta.url)), '../../www');

async function site() {
  const root = join(mkdtempSync(join(tmpdir(), 'fourseas-www-')), 'www');
  cpSync(www, root, { recursive: true });
  const server = await serve({ port: 0, root });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const base = `http://127.0.0.1:${server.address().port}/`;
  const stop = async () => {
    await browser.close();
    server.closeAllConnections();
    await new Promise((ok) => server.close(ok));
    rmSync(dirname(root), { recursive: true, force: true });
  };
  return { root, server, browser, base, stop };
}

const ready = (page) => page.waitForSelector('body[data-ready="true"]', { state: 'attached' });

/** Reloads the page as a player would, until it is drawn. */
async function visit(page) {
  await page.reload();
  await ready(page);
}

/** Opens `url` on a first visit: drawn, and its worker installed. */
async function firstVisit(page, url) {
  await page.goto(url);
  await ready(page);
  await installed(page);
}

/** Which build the page runs: 'two' once a deploy's app.js (with `TWO`) has run. */
const deployed = (page) => page.evaluate(() => document.documentElement.dataset.deploy ?? 'one');
const TWO = "\ndocument.documentElement.dataset.deploy = 'two';\n";

/** The build's stamp of a served copy: its version, file list and hashes. */
const stamp = (root) => execFileSync('node', [join(dirname(www), 'scripts/stamp-version.mjs'), root]);

/** The versions' caches (not the one recording which page has which), as the page sees them. */
const versions = (page) => page.evaluate(async () => (await caches.keys()).filter((k) => k !== 'fourseas-served'));

/** Stops every service worker, as the browser does an idle one. */
async function stopWorkers(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
}

/** Waits for the first visit's worker to control the page and to have finished activating (it then looks for a newer version once). */
async function installed(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active;
    if (worker.state !== 'activated') {
      await new Promise((ok) => worker.addEventListener('statechange', () => worker.state === 'activated' && ok()));
    }
  });
  // The check it makes on activation (the server's version file, once) is done.
  await page.waitForLoadState('networkidle');
}

/**
 * Waits until `check()` holds, reloading the page every 3 s (each load lets the
 * worker drop what no page uses), for at most 30 s.
 */
async function eventually(page, check, what) {
  const until = Date.now() + 30000;
  while (!(await check())) {
    assert.ok(Date.now() < until, what);
    await page.waitForTimeout(3000);
    await visit(page);
  }
}

test('one download per version; a new version is announced', async () => {
  const s = await site();
  try {
    const page = await s.browser.newPage();
    await firstVisit(page, `${s.base}#h=123456456789m55p`);
    // The next visit: every file from the service worker's cache, none from the network.
    const fromNetwork = [];
    page.on('response', (r) => { if (!r.fromServiceWorker() && !r.url().endsWith('sw.js') && !r.url().endsWith('sw-version.js')) fromNetwork.push(r.url()); });
    await visit(page);
    assert.equal(await page.textContent('#score'), '55');
    assert.deepEqual(fromNetwork, []);
    assert.equal(await page.isVisible('#update'), false);
    // A new build: the worker installs in the background and the page says so.
    writeFileSync(join(s.root, 'sw-version.js'), "self.FOURSEAS_VERSION = 'fourseas-000000000001';\n");
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    await page.waitForSelector('#update:not([hidden])', { timeout: 20000 });
    assert.match(await page.textContent('#update'), /new version/);
    // The old version's files are dropped once no page uses them.
    await visit(page);
    await eventually(page, async () => (await versions(page)).join() === 'fourseas-000000000001', 'the old version is dropped');
    await shot(page, 'update-ready');
  } finally {
    await s.stop();
  }
});

test('the embed element shows the hand as text when the engine cannot load', async () => {
  const s = await site();
  try {
    rmSync(join(s.root, 'pkg', 'fourseas_wasm_bg.wasm'));
    const page = await s.browser.newPage();
    await page.goto(`${s.base}embed.html`);
    await page.evaluate(() => {
      document.body.replaceChildren();
      const el = document.createElement('fourseas-hand');
      el.id = 'mine';
      el.setAttribute('hand', '123456456789m55p');
      document.body.append(el);
    });
    await page.waitForFunction(() => document.getElementById('mine').dataset.state === 'unavailable');
    const text = await page.evaluate(() => document.getElementById('mine').shadowRoot.textContent);
    assert.match(text, /123456456789m55p/);
    assert.match(text, /could not be loaded/);
  } finally {
    await s.stop();
  }
});

test('a deploy reaches a player who reloads every couple of seconds by the second reload', async () => {
  const s = await site();
  try {
    const context = await s.browser.newContext();
    const page = await context.newPage();
    await firstVisit(page, s.base);
    // A deploy: one module changes, and the build stamps the version from the files.
    const app = join(s.root, 'app.js');
    writeFileSync(app, `${readFileSync(app, 'utf8')}${TWO}`);
    // And a module a worker imports; the probe says which version the worker got.
    const format = join(s.root, 'shared/format.js');
    writeFileSync(format, `${readFileSync(format, 'utf8')}\nexport const deploy = 'two';\n`);
    writeFileSync(
      join(s.root, 'probe.js'),
      "import * as f from './shared/format.js';\nconst app = await (await fetch('app.js')).text();\n" +
        "postMessage([f.deploy ?? 'one', app.includes(\"deploy = 'two'\") ? 'two' : 'one'].join());\n",
    );
    stamp(s.root);
    const servedApp = () => page.evaluate(() => fetch('app.js').then((r) => r.text()));
    const seen = [];
    for (let reload = 1; reload <= 2; reload++) {
      await page.waitForTimeout(2000);
      const at = Date.now();
      await visit(page);
      seen.push(await deployed(page));
      if (reload === 1) {
        // The worker finds the new version on this navigation and the page says so,
        // within the couple of seconds before the next reload.
        await page.waitForSelector('#update:not([hidden])', { timeout: Math.max(1, 2000 - (Date.now() - at)) });
        // The page keeps the version it was served: a file it asks for now is the old one.
        assert.doesNotMatch(await servedApp(), /deploy = 'two'/);
        // So does a worker it starts, down to the modules the worker imports.
        const worker = () =>
          new Promise((ok) => {
            new Worker('probe.js', { type: 'module' }).onmessage = (e) => ok(e.data);
          });
        assert.equal(await page.evaluate(worker), 'one,one');
        // And still after the browser stops the worker (as it does an idle one).
        await stopWorkers(page);
        assert.doesNotMatch(await servedApp(), /deploy = 'two'/);
        assert.equal(await page.evaluate(worker), 'one,one');
        // A new tab gets the new version at once.
        const other = await context.newPage();
        await other.goto(s.base);
        await ready(other);
        assert.equal(await deployed(other), 'two');
        assert.equal(await other.evaluate(worker), 'two,two');
        await other.close();
      }
    }
    assert.deepEqual(seen, ['one', 'two'], `reloads saw ${seen.join(', ')}`);
    // The new worker takes over later: a page already on its version hears of no new one.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration.update();
      const next = registration.installing ?? registration.waiting;
      if (next) await new Promise((ok) => next.addEventListener('statechange', () => next.state === 'activated' && ok()));
    });
    await page.waitForTimeout(300);
    assert.equal(await page.isVisible('#update'), false);
    // And the old version's files are gone, no page using them.
    await eventually(page, async () => (await versions(page)).length === 1, 'the old version is dropped');
  } finally {
    await s.stop();
  }
});

test('a version caught halfway through its upload is not kept', async () => {
  const s = await site();
  try {
    const page = await s.browser.newPage();
    await firstVisit(page, s.base);
    // The new version's list and hashes are up, but one of its files is not yet.
    const app = join(s.root, 'app.js');
    const format = join(s.root, 'shared/format.js');
    const before = readFileSync(format, 'utf8');
    writeFileSync(app, `${readFileSync(app, 'utf8')}${TWO}`);
    writeFileSync(format, `${before}\nexport const deploy = 'two';\n`);
    stamp(s.root);
    writeFileSync(format, before);
    const version = /FOURSEAS_VERSION = '([^']+)'/.exec(readFileSync(join(s.root, 'sw-version.js'), 'utf8'))[1];
    for (let reload = 1; reload <= 2; reload++) {
      await visit(page);
      assert.equal(await deployed(page), 'one');
      await page.waitForTimeout(1000);
      assert.ok(!(await versions(page)).includes(version), 'the mixed version is not kept');
      assert.equal(await page.isVisible('#update'), false);
    }
    // The upload completes: the next navigation finds it, the one after runs it.
    writeFileSync(format, `${before}\nexport const deploy = 'two';\n`);
    await page.reload();
    await page.waitForSelector('#update:not([hidden])', { timeout: 5000 });
    assert.ok((await versions(page)).includes(version));
    await visit(page);
    assert.equal(await deployed(page), 'two');
  } finally {
    await s.stop();
  }
});

test('a deploy rolled back: the old version again, kept after the worker restarts', async () => {
  const s = await site();
  try {
    const context = await s.browser.newContext();
    const page = await context.newPage();
    await firstVisit(page, s.base);
    const app = join(s.root, 'app.js');
    const one = readFileSync(app, 'utf8');
    // A second tab stays open on the first version, so its files are kept throughout.
    const keeper = await context.newPage();
    await keeper.goto(s.base);
    await ready(keeper);
    // Version two, found and run; then rolled back: the first version's files, so its name, again.
    for (const [text, build] of [[`${one}${TWO}`, 'two'], [one, 'one']]) {
      writeFileSync(app, text);
      stamp(s.root);
      await visit(page);
      await page.waitForSelector('#update:not([hidden])', { timeout: 5000 });
      await visit(page);
      assert.equal(await deployed(page), build);
    }
    // The browser stops the worker; the next one still serves the version the server names.
    await stopWorkers(page);
    await visit(page);
    assert.equal(await deployed(page), 'one');
    assert.equal(await page.isVisible('#update'), false);
    assert.equal(await deployed(keeper), 'one');
  } finally {
    await s.stop();
  }
});
