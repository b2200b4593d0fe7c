// End-to-end tests of the calculator page in headless Chromium.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, open, shot } from './helpers.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env?.stop(); });

const score = (page) => page.locator('#score').textContent();
const patternIds = (page) => page.locator('#output .patterns li').evaluateAll((els) => els.map((e) => e.dataset.id));

test('building a hand by clicks', async () => {
  const page = await env.page();
  const res = await page.goto(env.base);
  assert.match(res.headers()['content-security-policy'], /default-src 'self'; script-src 'self' 'wasm-unsafe-eval'/);
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  for (const id of ['1m', '2m', '3m', '4m', '5m', '6m', '4m', '5m', '6m', '7m', '8m', '9m', '5p']) {
    await page.click(`#palette [data-tile="${id}"]`);
  }
  assert.match(await page.locator('#output').textContent(), /14 tiles/);
  // Keyboard: focus the 5p tile and press Enter to add the winning tile.
  await page.focus('#palette [data-tile="5p"]');
  await page.keyboard.press('Enter');
  assert.equal(await score(page), '55');
  assert.deepEqual(await patternIds(page), ['B.a1', 'F1.1', 'F3.a2']);
  // Sorted as it is built, the winning tile kept last.
  assert.equal(await page.inputValue('#text'), '123445566789m55p');
  // The hand is full: every palette tile is disabled, and the page says why.
  assert.equal(await page.locator('#palette button:not([aria-disabled="true"])').count(), 0);
  assert.match(await page.textContent('#palette-note'), /full/);
  // Focusing a pattern highlights the groups it uses (Two Identical Sequences: 456m twice).
  await page.focus('#output .patterns li[data-id="F1.1"]');
  assert.deepEqual(await page.locator('#output .group.hl').evaluateAll((els) => els.map((e) => e.dataset.index)), ['1', '2']);
  await shot(page, 'clicks');
  // Tap a hand tile to make it the winning tile, then remove one.
  await page.check('input[name="tap"][value="win"]');
  await page.click('#hand button >> nth=0');
  assert.equal(await page.inputValue('#text'), '23445566789m55p1m');
  await page.check('input[name="tap"][value="remove"]');
  await page.click('#hand button >> nth=0');
  // No longer full: no winning tile, all sorted.
  assert.equal(await page.inputValue('#text'), '13445566789m55p');
  assert.deepEqual(page.errors, []);
  assert.deepEqual(await page.evaluate(() => window.__csp), [], 'no Content-Security-Policy violations');
});

test('building a hand by text, with melds from the builder', async () => {
  const page = await env.page();
  await open(page, env.base);
  await page.fill('#text', '234567m234567p8s8s');
  await page.selectOption('#edition', 'intermediate');
  assert.equal(await score(page), '65');
  assert.deepEqual(await patternIds(page), ['C1.1', 'F3.b3']);
  assert.equal(await page.locator('#hand button').count(), 14);
  assert.match(await page.locator('#output .excluded').textContent(), /G1\.c1.*included by F3\.b3/s);
  // Melds: a concealed kong from the builder, then the rest by text.
  await page.click('#clear');
  await page.check('input[name="mode"][value="chow"]');
  assert.equal(await page.isDisabled('#palette [data-tile="8m"]'), true, 'no chow starts on 8');
  assert.match(await page.getAttribute('#palette [data-tile="8m"]', 'title'), /chow starts on a number tile from 1 to 7/);
  await page.check('input[name="mode"][value="ckong"]');
  await page.click('#palette [data-tile="9s"]');
  assert.equal(await page.inputValue('#text'), '(9999s)');
  await page.check('input[name="mode"][value="add"]');
  for (const id of ['1m', '2m', '3m', '4p', '5p', '6p', '1z', '1z', '2s', '3s', '4s']) await page.click(`#palette [data-tile="${id}"]`);
  await page.selectOption('#edition', 'standard');
  await page.selectOption('#win', 'kong_replacement');
  assert.equal(await score(page), '30');
  assert.deepEqual(await patternIds(page), ['D.1', 'H2.2']);
  await shot(page, 'melds');
});

test('a limit hand', async () => {
  const page = await env.page();
  await open(page, `${env.base}#h=111333444z777z2z2z`);
  assert.equal(await score(page), '240');
  assert.match(await page.locator('#output').textContent(), /Limit: A\.5 All Honors/);
  assert.deepEqual(await patternIds(page), ['A.5', 'B.a2', 'E1.1', 'E1.1', 'E2.5']);
  await shot(page, 'limit');
});

test('the payment table of a discard win', async () => {
  const page = await env.page();
  await open(page, env.base);
  await page.fill('#text', '234567m234567p8s8s');
  await page.selectOption('#seat', 'south');
  await page.selectOption('#win', 'discard');
  assert.equal(await page.locator('#discarder option[value="south"]').isDisabled(), true, 'the winner cannot discard');
  await page.selectOption('#discarder', 'east');
  const rows = await page.locator('#output table.payments tbody tr').evaluateAll((trs) => trs.map((tr) => [tr.dataset.seat, tr.querySelector('td.pays').textContent]));
  assert.deepEqual(rows, [['east', '-160'], ['south', '+260'], ['west', '-50'], ['north', '-50']]);
  // Mixed levels: a Basic opponent pays on the Basic score.
  await page.click('#mixed summary');
  await page.selectOption('#player-west', 'basic');
  const west = await page.locator('#output tr[data-seat="west"] td.pays').textContent();
  // Under Basic the hand scores 30 (R20: the lower score), above Basic's threshold 25: West pays 25.
  assert.equal(west, '-25');
  await shot(page, 'payments');
});

test('errors are shown inline in plain words', async () => {
  const page = await env.page();
  await open(page, env.base);
  await page.fill('#text', '12x');
  // Shown after a pause in typing, not at once.
  await page.waitForSelector('#text-error', { state: 'visible' });
  assert.match(await page.textContent('#text-error'), /suit letter/);
  await page.fill('#text', '11111m456p789s11z3s');
  assert.equal(await page.getAttribute('#error', 'data-code'), 'too_many_copies');
  assert.match(await page.textContent('#error'), /1m appears 5 times/);
  // Fourteen tiles that do not win are no error: a question of what to discard.
  await page.fill('#text', '123m456p789s11z24s7s');
  await page.waitForSelector('#not-a-win');
  assert.equal(await page.isVisible('#error'), false);
  await page.fill('#text', '123m456p789s11z24s3s');
  await page.selectOption('#win', 'robbing_kong');
  await page.selectOption('#discarder', 'west');
  assert.equal(await page.isDisabled('#last-tile'), true, 'last tile cannot go with robbing a kong');
  await shot(page, 'error');
});

test('the language switch is remembered', async () => {
  const page = await env.page();
  await open(page, `${env.base}#h=123456456789m55p`);
  await page.click('#lang');
  assert.equal(await page.textContent('h1'), '四海麻将计算器');
  assert.match(await page.locator('#output .patterns').textContent(), /一条龙/);
  assert.match(await page.locator('#output .excluded').textContent(), /与 F3\.a2 一条龙 同类别不复用/);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  assert.equal(await page.textContent('h1'), '四海麻将计算器');
  await page.fill('#text', '11111m456p789s11z3s');
  assert.equal(await page.textContent('#error'), '1m 有 5 张；每种牌只有四张');
  await page.fill('#text', '123456456789m55p');
  await shot(page, 'chinese');
  await page.click('#lang');
  assert.equal(await page.textContent('h1'), 'Four Seas Mahjong Calculator');
});

test('the URL round-trips the hand and settings', async () => {
  const page = await env.page();
  await open(page, env.base);
  await page.fill('#text', '123m456p11z23s4s [789s]');
  await page.selectOption('#seat', 'west');
  await page.selectOption('#win', 'discard');
  await page.selectOption('#discarder', 'north');
  await page.selectOption('#edition', 'basic');
  await page.selectOption('#level', 'II');
  const url = page.url();
  assert.match(url, /#h=/);
  const again = await env.page();
  await open(again, url);
  for (const [sel, want] of [['#seat', 'west'], ['#win', 'discard'], ['#discarder', 'north'], ['#edition', 'basic'], ['#level', 'II']]) {
    assert.equal(await again.inputValue(sel), want, sel);
  }
  assert.equal(await again.inputValue('#text'), '123m456p23s11z4s [789s]');
  assert.equal(await again.textContent('#score'), await page.textContent('#score'));
});

test('copy as text', async () => {
  const page = await env.page({ permissions: ['clipboard-read', 'clipboard-write'] });
  await open(page, `${env.base}#h=123456456789m55p`);
  await page.click('#copy');
  const text = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(text, /55/);
  assert.match(text, /F3\.a2 Pure Straight 40/);
  assert.match(text, /#h=123445566789m55p/);
});

test('a phone-sized screen', async () => {
  const page = await env.page({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await open(page, `${env.base}#h=234567m234567p8s8s&e=intermediate`);
  assert.equal(await score(page), '65');
  // A page wider than the screen would make the phone zoom out (its layout viewport grows too).
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > 390 || window.innerWidth > 390);
  assert.equal(overflow, false, 'no sideways scrolling');
  await shot(page, 'phone');
});

test('a shared link may use Unicode tiles', async () => {
  const page = await env.page();
  await open(page, `${env.base}#h=${encodeURIComponent('🀇🀈🀉🀊🀋🀌🀊🀋🀌🀍🀎🀏🀝🀝')}`);
  assert.equal(await page.textContent('#score'), '55');
  assert.equal(await page.inputValue('#text'), '123445566789m55p');
});
