// The page works offline after one visit: the service worker caches the page, its
// modules and the wasm, and the page scores (and shows its rules) with the server stopped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { start, open, shot } from './helpers.mjs';

test('offline reload after one visit', async () => {
  const env = await start();
  try {
    const page = await env.page();
    await open(page, `${env.base}#h=123456456789m55p`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const caches = await page.evaluate(async () => {
      // The versions' caches (the other records which page has which).
      const keys = (await caches.keys()).filter((k) => k !== 'fourseas-served');
      return Promise.all(keys.map(async (k) => [k, (await (await caches.open(k)).keys()).length]));
    });
    assert.equal(caches.length, 1);
    assert.match(caches[0][0], /^fourseas-[0-9a-f]{12}$/, 'versioned by the build');
    assert.ok(caches[0][1] >= 20, `cached ${caches[0][1]} files`);
    // The manifest names icons that exist.
    const manifest = await page.evaluate(async () => (await fetch('manifest.webmanifest')).json());
    for (const icon of manifest.icons) {
      assert.equal(await page.evaluate(async (src) => (await fetch(src)).ok, icon.src), true, icon.src);
    }

    // Stop the server, then reload and score a new hand.
    env.server.closeAllConnections();
    await new Promise((ok) => env.server.close(ok));
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
    assert.equal(await page.textContent('#score'), '55');
    await page.fill('#text', '111333444z777z2z2z');
    assert.equal(await page.textContent('#score'), '240');
    await shot(page, 'offline');
    // The Rules view works offline too: search, a card, its example scored.
    await page.click('#tab-rules');
    await page.waitForSelector('#rulebook[data-state=ready]', { state: 'attached' });
    await page.locator('#rulebook input[type=search]').fill('jade cube');
    await page.locator('#rulebook [data-pattern-row="F6.6"] summary').click();
    assert.match(await page.locator('#rulebook [data-pattern-row="F6.6"] [data-score]').textContent(), /^\d+$/);
    assert.deepEqual(page.errors, []);
  } finally {
    await env.stop();
  }
});
