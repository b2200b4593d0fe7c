// The Play view: a hand against three built-in seats, played to the end by
// following the coach, with the same log as the engine gives for those
// actions; a claim accepted and one declined; the coach's figures the
// engine's; the view at 390×844 in both languages.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { start, open, shot, engine, axe, playSettings } from './helpers.mjs';

const wasm = await engine();
let env;
before(async () => { env = await start(); });
after(async () => { await env?.stop(); });

/** Passing: the button says "decline" when the tile would win (R29). */
const PASS = '#play-actions [data-action="pass"], #play-actions [data-action="decline"]';
// The page's game: the person its first player, the seats the others (hand 0: the person at East).
const PLAYERS = ['person', 'efficiency', 'efficiency', 'efficiency'];
const table = (seed, actions) => wasm.table({ seed, edition: 'standard', level: 'IV', players: PLAYERS, actions });

/** `decide` for East after `actions`: every legal action, best first. */
const decided = (seed, actions) =>
  wasm.decide({ seed, edition: 'standard', level: 'IV', players: PLAYERS, actions, seat: 'east' });

/** The person's move by the coach: `decide`'s first action, as `legal` lists it. */
function coachMove(seed, r) {
  const { seat, ...action } = decided(seed, r.actions).actions[0].action;
  return action;
}

/** The hand of `seed` played by the coach in the engine alone: its log and actions. */
function engineHand(seed) {
  let r = table(seed, []);
  while (r.to_act) r = table(seed, [...r.actions, { seat: 'east', ...coachMove(seed, r) }]);
  return { log: r.log.map((e) => `${JSON.stringify(e)}\n`).join(''), actions: r.actions };
}

/** The page's review is the engine's for the hand's actions: its total, its largest losses in order. */
async function checkReview(page, seed, actions) {
  const want = wasm.review({ seed, edition: 'standard', level: 'IV', players: PLAYERS, actions, seat: 'east' });
  assert.equal(want.ok, true, JSON.stringify(want.error));
  await page.waitForSelector('#play-lost');
  assert.equal(Number(await page.getAttribute('#play-lost', 'data-lost')), want.lost);
  const largest = await page
    .locator('#play-review-largest li')
    .evaluateAll((els) => els.map((e) => [Number(e.dataset.index), Number(e.dataset.loss)]));
  assert.deepEqual(largest, want.largest.map((i) => [want.decisions[i].index, want.decisions[i].loss]));
  assert.equal(await page.locator('#play-review-all li').count(), want.decisions.length);
  // Marked after the hand, never blocked: the decisions the engine marks (loss above its tolerance).
  const marked = await page.locator('#play-review-all li').evaluateAll((els) => els.map((e) => e.dataset.marked === 'true'));
  assert.deepEqual(marked, want.decisions.map((d) => d.marked));
  return want;
}

const waitState = (page, states) =>
  page.waitForFunction(
    (s) => s.includes(document.querySelector('#play-status')?.dataset.state),
    states,
    { timeout: 60000 },
  );

test('a hand followed by the coach to the end: the same log as the engine gives for those moves', async () => {
  const page = await env.page({ viewport: { width: 390, height: 844 } });
  await open(page, `${env.base}#play/standard/IV/42`);
  await waitState(page, ['your-turn']);
  assert.equal(await page.evaluate(() => document.body.dataset.view), 'play');
  // The coach's figures are the engine's `decide` for the person's decision: its three first actions.
  await page.click('#play-hint');
  await page.waitForSelector('#play-advice[data-complete] li');
  const want = decided(42, table(42, []).actions);
  const shownActions = await page
    .locator('#play-advice li')
    .evaluateAll((els) => els.map((e) => [e.dataset.action, e.dataset.tile, Number(e.dataset.value)]));
  assert.deepEqual(shownActions, want.actions.slice(0, 3).map((o) => [o.action.action, o.action.tile, o.value]));
  // Every legal action is behind "all", none missing.
  assert.equal(await page.locator('#play-advice-all li').count(), want.actions.length);
  // Every tile of the hand is a button that discards it, 44 px at least.
  const box = await page.locator('#play-hand [data-tile]').first().boundingBox();
  assert.ok(box.width >= 44 && box.height >= 44, JSON.stringify(box));
  assert.deepEqual(await axe(page), []);
  await shot(page, 'play-phone');
  await page.check('#play-always');
  // The seats' moves at once, so that the test does not wait on them.
  await playSettings(page);
  await page.selectOption('#play-speed', '0');
  for (let moves = 0; moves < 300; moves++) {
    const state = await page.getAttribute('#play-status', 'data-state');
    if (state === 'ended') break;
    if (state === 'waiting') {
      await waitState(page, ['your-turn', 'claim', 'ended']);
      continue;
    }
    // The coach's first action, played by its own button.
    await page.waitForSelector('#play-advice[data-complete] li');
    await page.click('#play-advice li:first-child .play-follow');
    await waitState(page, ['waiting', 'your-turn', 'claim', 'ended']);
  }
  await page.waitForSelector('#play-result');
  const download = page.waitForEvent('download');
  await page.click('#play-export');
  const log = readFileSync(await (await download).path(), 'utf8');
  const hand = engineHand(42);
  assert.equal(log, hand.log);
  assert.equal(wasm.replay(log).ok, true);
  // The review: the engine's for those moves (the coach's moves give up nothing).
  await checkReview(page, 42, hand.actions);
  assert.equal(Number(await page.getAttribute('#play-lost', 'data-lost')), 0);
  assert.deepEqual(await axe(page), []);
  await shot(page, 'play-ended-phone');
  assert.deepEqual(page.errors, []);
  assert.deepEqual(await page.evaluate(() => window.__csp), []);
});

/** The first seed from `from` whose hand offers East a pung or chow before it ends, and the actions before. */
function seedWithClaim(from) {
  for (let seed = from; seed < from + 50; seed++) {
    let r = table(seed, []);
    while (r.to_act) {
      const claim = r.legal.find((x) => x.action === 'pung' || x.action === 'chow');
      if (claim) return { seed, claim, before: r.actions.length, offered: r.view.offered.tile };
      const pass = r.legal.find((x) => x.action === 'pass');
      const discard = r.legal.find((x) => x.action === 'discard');
      r = table(seed, [...r.actions, { seat: 'east', ...(pass ?? discard) }]);
    }
  }
  throw new Error('no seed offers a claim');
}

test('a claim accepted and a claim declined, in Chinese', async () => {
  const { seed, claim, offered } = seedWithClaim(100);
  for (const accept of [true, false]) {
    const page = await env.page({ viewport: { width: 390, height: 844 } });
    await open(page, `${env.base}#play/standard/IV/${seed}`);
    await playSettings(page);
    await page.selectOption('#play-speed', '0');
    await page.click('#lang');
    for (;;) {
      await waitState(page, ['your-turn', 'claim']);
      if ((await page.getAttribute('#play-status', 'data-state')) === 'claim' && (await page.locator(`#play-actions [data-action="${claim.action}"]`).count())) break;
      if ((await page.getAttribute('#play-status', 'data-state')) === 'claim') await page.click(PASS);
      else await page.click('#play-hand [data-tile]:not([disabled])');
      await waitState(page, ['your-turn', 'claim', 'waiting']);
    }
    assert.match(await page.textContent('#play-status'), /打出/);
    assert.deepEqual(await axe(page), [], 'a claim, in Chinese');
    const melds = await page.locator('.play-me .play-melds .tile-row').count();
    await page.click(accept ? `#play-actions [data-action="${claim.action}"]` : PASS);
    await waitState(page, ['your-turn', 'claim', 'ended']);
    assert.equal(await page.locator('.play-me .play-melds .tile-row').count(), melds + (accept ? 1 : 0));
    if (accept) {
      // After a call the person discards, without a draw; the meld shows the claimed discard on its side.
      assert.equal(await page.getAttribute('#play-status', 'data-state'), 'your-turn');
      const turned = await page.locator('.play-me .play-melds .tile-row').last().locator('[data-rotated]').getAttribute('data-tile');
      assert.equal(turned, offered);
      await shot(page, 'play-claimed-phone-zh');
    }
    assert.deepEqual(page.errors, []);
  }
});

/** The person's move by a simple rule (pass on offers, else the first legal discard). */
const simple = (r) => r.legal.find((x) => x.action === 'pass') ?? r.legal.find((x) => x.action === 'discard') ?? r.legal[0];

/** The state a page shows: status, hand, wall and every river. */
const shown = (page) =>
  page.evaluate(() => ({
    state: document.querySelector('#play-status').dataset.state,
    hand: [...document.querySelectorAll('#play-hand [data-tile]')].map((e) => e.dataset.tile).join(''),
    wall: document.querySelector('#play-wall')?.dataset.wall,
    rivers: [...document.querySelectorAll('.play-river')].map((e) => e.textContent.length + e.children.length),
  }));

test('a hand kept across ten reloads resumes exactly and ends with the same log; a second tab may take it over', async () => {
  const seed = 7;
  const page = await env.page({ viewport: { width: 390, height: 844 } });
  await open(page, `${env.base}#play/standard/IV/${seed}`);
  await playSettings(page);
  await page.selectOption('#play-speed', '0');
  // The engine alone, in step with the page: the same moves by the same rule.
  let r = table(seed, []);
  let reloads = 0;
  while (r.to_act) {
    await waitState(page, ['your-turn', 'claim']);
    if (reloads < 10 && r.actions.length > 1) {
      // Reloaded (or opened anew at `#play`): the same hand at the same point.
      const before = await shown(page);
      if (reloads % 2) {
        await page.goto('about:blank');
        await open(page, `${env.base}#play`);
      } else {
        await page.reload();
        await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
      }
      await waitState(page, ['your-turn', 'claim']);
      assert.deepEqual(await shown(page), before, `reload ${reloads}`);
      reloads++;
    }
    const a = simple(r);
    await page.click(a.action === 'discard' ? `#play-hand [data-tile="${a.tile}"]` : a.action === 'pass' ? PASS : `#play-actions [data-action="${a.action}"]`);
    r = table(seed, [...r.actions, { seat: 'east', ...a }]);
  }
  assert.equal(reloads, 10);
  await page.waitForSelector('#play-result');
  const download = page.waitForEvent('download');
  await page.click('#play-export');
  assert.equal(readFileSync(await (await download).path(), 'utf8'), r.log.map((e) => `${JSON.stringify(e)}\n`).join(''));
  // Passing every offer and throwing the first tile gives up expected gain, where the review says.
  const review = await checkReview(page, seed, r.actions);
  assert.ok(review.lost > 0 && review.largest.length === 3, JSON.stringify(review.largest));
  await page.click('.play-review-all summary');
  assert.deepEqual(await axe(page), [], 'the end, with the review open');
  await shot(page, 'play-review-phone');
  // A second tab on the hand says so and may take it over; the first then waits.
  const second = await page.context().newPage();
  await open(second, `${env.base}#play/standard/IV/${seed}`);
  await second.waitForSelector('#play-takeover');
  assert.match(await second.textContent('#play-status'), /open in another tab/);
  await second.click('#play-takeover');
  await second.waitForSelector('#play-result');
  await page.waitForSelector('#play-takeover');
  assert.deepEqual(page.errors, []);
});

test('keyboard only: arrows and Enter discard, letters answer the offers', async () => {
  const page = await env.page({ viewport: { width: 1280, height: 800 } });
  await open(page, `${env.base}#play/standard/IV/3`);
  await playSettings(page);
  await page.selectOption('#play-speed', '0');
  await waitState(page, ['your-turn']);
  // Tab into the hand.
  for (let i = 0; i < 40 && !(await page.evaluate(() => Boolean(document.activeElement.closest('#play-hand')))); i++)
    await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => Boolean(document.activeElement.closest('#play-hand'))), true);
  for (let moves = 0; moves < 300; moves++) {
    await waitState(page, ['your-turn', 'claim', 'ended']);
    const state = await page.getAttribute('#play-status', 'data-state');
    if (state === 'ended') break;
    if (state === 'claim') {
      await page.keyboard.press(await page.locator('#play-actions [data-action="win"]').count() ? 'w' : 's');
      continue;
    }
    if (await page.locator('#play-actions [data-action="win"]').count()) {
      await page.keyboard.press('w');
      continue;
    }
    const before = await page.evaluate(() => document.activeElement.dataset.tile);
    await page.keyboard.press('ArrowRight');
    assert.notEqual(await page.evaluate(() => document.activeElement.dataset.tile ?? null), null, 'the focus stays in the hand');
    await page.keyboard.press('Enter');
    assert.ok(before !== undefined || moves === 0);
  }
  await page.waitForSelector('#play-result');
  assert.deepEqual(page.errors, []);
});

test('every view change is a step in the history: Back and Forward between the sheet, Play and the calculator', async () => {
  const page = await env.page({ viewport: { width: 390, height: 844 } });
  await open(page, `${env.base}#h=123456456789m55p`);
  const text = await page.inputValue('#text');
  await page.click('#tab-sheet');
  await page.waitForFunction(() => location.hash.startsWith('#sheet'));
  await page.click('#tab-play');
  await waitState(page, ['your-turn']);
  assert.match(page.url(), /#play\//);
  const view = () => page.evaluate(() => document.body.dataset.view);
  // Back: the sheet, drawn, with the address it shows; Back again: the hand as it was.
  await page.goBack();
  await page.waitForFunction(() => location.hash.startsWith('#sheet'));
  await page.waitForFunction(() => document.body.dataset.view === 'sheet');
  assert.equal(await page.isVisible('#play-hand'), false);
  await page.goBack();
  await page.waitForFunction(() => document.body.dataset.view === 'calculator');
  assert.equal(await page.inputValue('#text'), text);
  // Forward twice: the sheet, then the same hand of Play.
  await page.goForward();
  await page.waitForFunction(() => document.body.dataset.view === 'sheet');
  await page.goForward();
  await page.waitForFunction(() => document.body.dataset.view === 'play');
  await waitState(page, ['your-turn']);
  assert.equal(await view(), 'play');
  assert.deepEqual(page.errors, []);
});
