// The Replay view: a log opened from a link, stepped forward and back, every
// hand open or through one seat's eyes, each frame the engine's; a played
// hand replayed through the player's own eyes; a link that is no log.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, open, shot, engine, axe, playSettings } from './helpers.mjs';

const wasm = await engine();
let env;
before(async () => { env = await start(); });
after(async () => { await env?.stop(); });

const b64url = (text) => Buffer.from(text, 'utf8').toString('base64url');
const hands = (page) => page.locator('.replay-hand').evaluateAll((els) => els.map((e) => [e.closest('[data-seat]').dataset.seat, e.dataset.hand]));

test('a log from a link, stepped forward and back, open and through one seat', async () => {
  const log = wasm.play({ seed: 3 }).log.map((e) => `${JSON.stringify(e)}\n`).join('');
  const want = wasm.frames({ log });
  const page = await env.page({ viewport: { width: 390, height: 844 } });
  await open(page, `${env.base}#replay=${b64url(log)}`);
  await page.waitForSelector('#replay-step');
  assert.equal(await page.evaluate(() => document.body.dataset.view), 'replay');
  assert.equal(Number(await page.getAttribute('#replay-step', 'max')), want.frames.length - 1);
  for (let i = 0; i < 3; i++) await page.click('#replay-forward');
  await page.click('#replay-back');
  assert.equal(await page.getAttribute('#replay-status', 'data-step'), '2');
  const frame = want.frames[2];
  assert.deepEqual(await hands(page), Object.entries(frame.seats).map(([s, x]) => [s, x.hand]));
  await page.click('#replay-last');
  assert.equal(Number(await page.getAttribute('#replay-status', 'data-step')), want.frames.length - 1);
  // Through South's eyes: South's hand alone, the others' buried tiles face down.
  await page.selectOption('#replay-eyes', 'south');
  const south = wasm.frames({ log, seat: 'south' }).frames.at(-1);
  assert.deepEqual(await hands(page), [['south', south.seats.south.hand]]);
  assert.deepEqual(await axe(page), []);
  await shot(page, 'replay-phone');
  // A game's second hand, from its deal.
  const game = wasm.play({ seed: 3, hands: 2 }).log.map((e) => `${JSON.stringify(e)}\n`).join('');
  await open(page, `${env.base}#replay=${b64url(game)}`);
  await page.selectOption('#replay-eyes', '');
  await page.selectOption('#replay-hand', '1');
  const second = wasm.frames({ log: game, hand: 1 }).frames[0];
  assert.equal(await page.getAttribute('#replay-status', 'data-step'), '0');
  assert.deepEqual(await hands(page), Object.entries(second.seats).map(([s, x]) => [s, x.hand]));
  assert.deepEqual(page.errors, []);
});

test('a played hand replayed through the player’s eyes; a link that is no log', async () => {
  const page = await env.page({ viewport: { width: 1280, height: 800 } });
  await open(page, `${env.base}#play/standard/IV/11`);
  await playSettings(page);
  await page.selectOption('#play-speed', '0');
  for (let i = 0; i < 300; i++) {
    await page.waitForFunction(() => ['your-turn', 'claim', 'ended'].includes(document.querySelector('#play-status')?.dataset.state));
    const state = await page.getAttribute('#play-status', 'data-state');
    if (state === 'ended') break;
    if (state === 'claim') await page.click('#play-actions [data-action="pass"], #play-actions [data-action="decline"]');
    else await page.click('#play-hand [data-tile]:not([disabled])');
  }
  await page.click('#play-replay');
  await page.waitForSelector('#replay-step');
  // A person's hand is replayed through its own eyes: East's tiles alone.
  assert.equal(await page.inputValue('#replay-eyes'), 'east');
  assert.deepEqual((await hands(page)).map(([s]) => s), ['east']);
  await open(page, `${env.base}#replay=not-a-log`);
  await page.waitForSelector('#replay-error');
  assert.deepEqual(page.errors, []);
});
