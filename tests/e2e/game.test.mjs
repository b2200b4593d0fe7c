// A game of two hands in the Play view: the first an exhaustive draw with the
// buried tiles revealed, the person moving seats for the second (R30), the
// running and final totals the engine's score sheet of the log, the export
// the engine's game log, the review's decision shown in the replay with the
// advice there, and the game kept in the score sheet.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { start, open, shot, engine, axe, playSettings } from './helpers.mjs';

const wasm = await engine();
let env;
before(async () => { env = await start(); });
after(async () => { await env?.stop(); });

const PASS = '#play-actions [data-action="pass"], #play-actions [data-action="decline"]';
const PLAYERS = ['person', 'efficiency', 'efficiency', 'efficiency'];
const SEED = 15; // hand 0 on this wall ends in an exhaustive draw with buried tiles, played as below
const table = (hand, actions) => wasm.table({ seed: SEED, hand, edition: 'standard', level: 'IV', players: PLAYERS, actions });
const simple = (r) => r.legal.find((x) => x.action === 'pass') ?? r.legal.find((x) => x.action === 'discard') ?? r.legal[0];
const lines = (events) => events.map((e) => `${JSON.stringify(e)}\n`).join('');
const waitState = (page, states) =>
  page.waitForFunction((s) => s.includes(document.querySelector('#play-status')?.dataset.state), states, { timeout: 60000 });
const totals = (page) =>
  page.locator('#play-totals li').evaluateAll((els) => els.map((e) => [e.dataset.name, Number(e.dataset.total)]));

/** Plays hand `hand` on the page by the simple rule, the engine in step: the engine's last answer. */
async function playHand(page, hand) {
  let r = table(hand, []);
  const me = r.view.seat;
  assert.equal(await page.getAttribute('.play-me', 'data-seat'), me);
  while (r.to_act) {
    await waitState(page, ['your-turn', 'claim']);
    const a = simple(r);
    await page.click(a.action === 'discard' ? `#play-hand [data-tile="${a.tile}"]` : a.action === 'pass' ? PASS : `#play-actions [data-action="${a.action}"]`);
    r = table(hand, [...r.actions, { seat: me, ...a }]);
  }
  await page.waitForSelector('#play-result');
  return r;
}

test('a game of two hands: the draw revealed, seats moved, totals, export, review into replay, kept in the sheet', async () => {
  const page = await env.page({ viewport: { width: 390, height: 844 } });
  await open(page, `${env.base}#play/standard/IV/${SEED}/2`);
  await playSettings(page);
  await page.selectOption('#play-speed', '0');
  assert.equal(await page.inputValue('#play-hands'), '2');
  const first = await playHand(page, 0);
  // The exhaustive draw: the buried tiles turned face up, as the log reveals them.
  const reveals = first.log.filter((e) => e.type === 'reveal').map((e) => [e.seat, e.tile]);
  assert.ok(reveals.length > 0);
  const shownReveals = await page.locator('#play-revealed li').evaluateAll((els) => els.map((e) => [e.dataset.seat, e.dataset.tile]));
  assert.deepEqual(shownReveals, reveals);
  // The totals after the first hand: the engine's sheet of the log, settled.
  const after1 = wasm.session(wasm.replay(lines(first.log)).session);
  assert.deepEqual(await totals(page), after1.standings.map((s) => [s.name, s.total]));
  assert.deepEqual(await axe(page), [], 'a drawn hand, totals shown');
  await shot(page, 'game-draw-phone');
  // The second hand: the South player of the first is East (R30); the person sits North.
  await page.click('#play-next');
  await waitState(page, ['your-turn', 'claim', 'waiting']);
  const second = await playHand(page, 1);
  // The replay opened before the review is in, then Play again: the review still comes.
  await page.click('#play-replay');
  await page.waitForSelector('#replay-step');
  await page.click('#tab-play');
  assert.equal(second.view.seat, 'north');
  const log = [...first.log, ...second.log];
  const checked = wasm.replay(lines(log));
  assert.equal(checked.ok, true);
  const end = checked.game_end;
  // Final totals, highest first, as the game_end event gives them.
  const want = [...end.standings].sort((a, b) => b.total - a.total).map((s) => [s.name, s.total]);
  assert.deepEqual(await totals(page), want);
  // The export: both hands and the game's end, which replays clean as a game.
  const download = page.waitForEvent('download');
  await page.click('#play-export');
  const text = readFileSync(await (await download).path(), 'utf8');
  assert.equal(text, lines([...log, end]));
  const replayed = wasm.replay(text);
  assert.deepEqual(replayed.standings, end.standings);
  // The review's largest loss, shown in the replay at that decision through the person's eyes.
  await page.waitForSelector('#play-review-largest .play-review-jump');
  const index = Number(await page.getAttribute('#play-review-largest .play-review-jump', 'data-index'));
  await page.click('#play-review-largest .play-review-jump');
  await page.waitForSelector('[data-view="replay"] #replay-status');
  assert.equal(Number(await page.getAttribute('#replay-status', 'data-step')), index);
  assert.equal(await page.inputValue('#replay-eyes'), 'north');
  assert.equal(await page.inputValue('#replay-hand'), '1');
  // The advice there: the engine's analysis of the frame's request.
  const frames = wasm.frames({ log: text, hand: 1, seat: 'north', advice: true });
  const request = frames.frames[index].analyze;
  assert.ok(request, 'a decision of the person');
  await page.click('#replay-advise');
  await page.waitForSelector('#replay-advice li');
  const advice = wasm.analyze(request);
  const firstShown = await page.locator('#replay-advice li').first().evaluate((e) => e.dataset.tile ?? e.dataset.call);
  assert.equal(firstShown, advice.discards ? advice.discards[0].tile : advice.calls[0].call);
  assert.deepEqual(await axe(page), [], 'the replay with advice');
  // Back to the game's end; kept in the score sheet, which settles to the same totals.
  await page.click('#tab-play');
  await page.waitForSelector('#play-keep');
  await page.click('#play-keep');
  await page.waitForSelector('#sheet-table');
  assert.equal(await page.locator('#sheet-table tbody tr').count(), 2);
  const sheet = await page
    .locator('#sheet-totals td[data-player]')
    .evaluateAll((tds) => tds.map((td) => [td.dataset.player, td.textContent]));
  assert.deepEqual(
    sheet.map(([, v]) => Number(v.replace('−', '-').replace('+', ''))),
    end.standings.map((s) => s.total),
  );
  assert.equal(sheet[0][0], 'You');
  assert.deepEqual(page.errors, []);
});

test('the claim timer, when turned on, passes an offer left unanswered', async () => {
  const seed = 7;
  const page = await env.page({ viewport: { width: 390, height: 844 } });
  await open(page, `${env.base}#play/standard/IV/${seed}`);
  await playSettings(page);
  await page.selectOption('#play-speed', '0');
  await page.selectOption('#play-timer', '5');
  const hand0 = (actions) => wasm.table({ seed, edition: 'standard', level: 'IV', players: PLAYERS, actions });
  let r = hand0([]);
  // Discard by the simple rule until the person is offered a tile.
  while (!r.view.offered) {
    await waitState(page, ['your-turn']);
    const a = simple(r);
    await page.click(`#play-hand [data-tile="${a.tile}"]`);
    r = hand0([...r.actions, { seat: 'east', ...a }]);
  }
  await waitState(page, ['claim']);
  assert.match(await page.textContent('#play-countdown'), /passed after 5 seconds/);
  // Untouched, the offer is passed: the page goes on as the engine does after a pass.
  const passed = hand0([...r.actions, { seat: 'east', action: 'pass' }]);
  await page.waitForFunction((n) => document.querySelector('#play-wall')?.dataset.wall === String(n), passed.wall, { timeout: 9000 });
  // The same tiles (the drawn one stands apart, last).
  const shown = await page.locator('#play-hand [data-tile]').evaluateAll((els) => els.map((e) => e.dataset.tile));
  const want = passed.view.hand.match(/\d+[mpsz]/g).flatMap((g) => [...g.slice(0, -1)].map((d) => d + g.at(-1)));
  assert.deepEqual(shown.sort(), want.sort());
  assert.deepEqual(page.errors, []);
});
