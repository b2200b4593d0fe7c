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

/** Waits for the analysis to finish (the worker's last step). */
const settled = (page) => page.waitForSelector('#analysis-progress', { state: 'detached', timeout: 60000 });

test('advice by expected gain: the best discards, the table on a phone, the model options', async () => {
  const page = await env.page({ viewport: { width: 390, height: 844 } });
  const req = { hand: '345m22344567p888s', seat: 'east', edition: 'standard', level: 'IV' };
  await open(page, `${env.base}#h=345m22344567p888s&l=IV`);
  await page.waitForSelector('#best-discards li');
  await settled(page);
  const want = wasm.analyze(req);
  const best = await page.locator('#best-discards li').evaluateAll((els) => els.map((e) => e.dataset.tile));
  assert.deepEqual(best, want.discards.slice(0, 3).map((d) => d.tile));
  const gains = await page.locator('#best-discards .value').evaluateAll((els) => els.map((e) => Number(e.dataset.gain)));
  assert.deepEqual(gains, want.discards.slice(0, 3).map((d) => d.value.expected_gain));
  // The outcome sentence names the engine's most valuable win.
  const top = want.discards[0].value.outcomes[0];
  const sentence = await page.locator('#best-discards li').first().textContent();
  assert.match(sentence, new RegExp(`${top.score} points`));
  assert.ok(sentence.includes('All Simples'), sentence);
  // No column of the table is cut on a 390 px phone.
  const fit = await page.locator('.table-scroll').evaluate((e) => [e.scrollWidth, e.clientWidth]);
  assert.ok(fit[0] <= fit[1], `the table is ${fit[0]} px wide in ${fit[1]} px`);
  await shot(page, 'advice-phone');
  // Without hand changes and discard wins, the engine's self-draw-only ranking.
  await page.click('#model summary');
  await page.uncheck('#model-changes');
  await settled(page);
  await page.uncheck('#model-discard-wins');
  await settled(page);
  const selfOnly = wasm.analyze({ ...req, hand_changes: 0, discard_wins: false });
  assert.equal(selfOnly.discards[0].tile, '4p', 'docs/rules.md, the first worked case');
  await page.waitForSelector('#best-discards li[data-tile="4p"]:first-child');
  const first = await page.locator('#best-discards .value').first().getAttribute('data-gain');
  assert.equal(Number(first), selfOnly.discards[0].value.expected_gain);
  assert.equal(await page.isChecked('#model-discard-wins'), false, 'the option stays as chosen');
  // A hand that has won gets no discard advice.
  await open(page, `${env.base}#h=123456789m11122z`);
  await page.waitForSelector('#score');
  await settled(page);
  assert.equal(await page.locator('#discards').count(), 0);
  assert.equal(await page.locator('#best-discards').count(), 0);
  assert.deepEqual(page.errors, []);
});

test('someone discarded: the call options best first, each worth what the engine says', async () => {
  const page = await env.page({ viewport: { width: 390, height: 844 } });
  await open(page, `${env.base}#h=1112345678999m`);
  await page.waitForSelector('#own-value[data-gain]');
  await page.click('#offer summary');
  await page.selectOption('#offer-from', 'north');
  await page.selectOption('#offer-tile', '1m');
  await page.waitForSelector('#calls li');
  await settled(page);
  const want = wasm.analyze({ hand: '1112345678999m', seat: 'east', edition: 'standard', offered: { tile: '1m', from: 'north' } });
  const calls = await page
    .locator('#calls li')
    .evaluateAll((els) => els.map((e) => [e.dataset.call, Number(e.dataset.gain)]));
  assert.deepEqual(calls, want.calls.map((c) => [c.call, c.value.expected_gain]));
  assert.deepEqual(new Set(calls.map((c) => c[0])), new Set(['pass', 'win', 'pung', 'chow', 'kong']));
  // An offer the engine refuses (the player's own seat discarding) is reported,
  // and its control stays to change it.
  await page.selectOption('#seat', 'north');
  await page.waitForSelector('#analysis .error');
  assert.match(await page.textContent('#analysis .error'), /own discard/);
  await page.selectOption('#offer-from', 'west');
  await page.waitForSelector('#calls li');
  await page.selectOption('#seat', 'east');
  await page.selectOption('#offer-from', 'north');
  await page.waitForSelector('#calls li[data-call="chow"]');
  await settled(page);
  // The seat chosen stays when the tile is taken back.
  await page.selectOption('#offer-tile', '');
  await page.waitForSelector('#calls', { state: 'detached' });
  assert.equal(await page.inputValue('#offer-from'), 'north');
  await shot(page, 'calls-phone');
  // A tile the hand holds four times cannot be offered.
  await open(page, `${env.base}#h=1111m2345678p99s`);
  await page.waitForSelector('#offer-tile');
  assert.equal(await page.locator('#offer-tile option[value="1m"]').isDisabled(), true);
  assert.equal(await page.locator('#offer-tile option[value="2m"]').isDisabled(), false);
  assert.deepEqual(page.errors, []);
});
