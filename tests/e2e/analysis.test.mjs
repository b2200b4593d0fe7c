// Analysis at the table: a 13-tile hand shows its waits with their self-draw
// scores, a 14-tile hand its discard advice, computed in a worker.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { start, open, shot } from './helpers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const wasm = await import(join(root, 'www/pkg/fourseas_wasm.js'));
wasm.initSync({ module: readFileSync(join(root, 'www/pkg/fourseas_wasm_bg.wasm')) });

let env;
before(async () => { env = await start(); });
after(async () => { await env?.stop(); });

test('the waits of a 13-tile hand, and the discards of a 14-tile one', async () => {
  const page = await env.page();
  await open(page, `${env.base}#h=123456789m1122z`);
  await page.waitForSelector('#waits li');
  const waits = await page.locator('#waits li').evaluateAll((els) => els.map((e) => [e.dataset.tile, Number(e.dataset.score)]));
  const want = wasm.analyze({ hand: '123456789m1122z', seat: 'east', edition: 'standard' });
  assert.deepEqual(waits, want.waits.map((w) => [w.tile, w.self_draw.score]));
  await open(page, `${env.base}#h=123456m24p3579s11z`);
  await page.waitForSelector('#discards tr[data-tile]');
  const rows = await page.locator('#discards tr[data-tile]').evaluateAll((els) => els.map((e) => e.dataset.tile));
  const table = wasm.analyze({ hand: '123456m24p3579s11z', seat: 'east', edition: 'standard' });
  assert.deepEqual(rows, table.discards.map((d) => d.tile));
  await shot(page, 'analysis');
  assert.deepEqual(page.errors, []);
  assert.deepEqual(await page.evaluate(() => window.__csp), []);
});
