// The score sheet: a game of four hands added from the calculator, one by score
// and a draw; its totals are the engine's; it survives a reload and going offline;
// delete and undo; export then import gives the same sheet; a bad file is reported
// with the hand at fault and the sheet on file is left as it was.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { start, open, shot } from './helpers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const wasm = await import(join(root, 'www/pkg/fourseas_wasm.js'));
wasm.initSync({ module: readFileSync(join(root, 'www/pkg/fourseas_wasm_bg.wasm')) });

const totals = (page) => page.locator('#sheet-totals td[data-player]').evaluateAll((tds) => Object.fromEntries(tds.map((td) => [td.dataset.player, td.textContent])));
const rows = (page) => page.locator('#sheet-table tbody tr').count();
const signed = (v) => (v > 0 ? `+${v}` : String(v));

/** The calculator's hand added from the Score sheet view; then back to the calculator. */
async function addHand(page) {
  await page.click('#tab-sheet');
  await page.click('#sheet-add-hand');
  await page.click('#tab-calculator');
}

async function exported(page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#sheet-export')]);
  return readFileSync(await download.path(), 'utf8');
}

test('a game kept on the score sheet', async () => {
  const env = await start();
  try {
    const page = await env.page({ acceptDownloads: true });
    await open(page, `${env.base}#sheet`);
    assert.equal(await page.getAttribute('#tab-sheet', 'aria-current'), 'page');
    assert.equal(await page.isVisible('#input'), false);
    for (const [i, name] of ['Ann', 'Bo', 'Cy', 'Di'].entries()) {
      await page.fill(`#sheet input[data-player="${i}"]`, name);
      await page.press(`#sheet input[data-player="${i}"]`, 'Tab');
    }
    await page.selectOption('#sheet select[data-edition="1"]', 'basic');
    await page.selectOption('#sheet select[data-level="2"]', 'II');
    // Hand 1: a self-drawn hand from the calculator, East (Ann) wins.
    await page.click('#tab-calculator');
    assert.equal(await page.isVisible('#sheet'), false);
    await page.fill('#text', '234567m234567p8s8s');
    await addHand(page);
    // Hand 2: seats moved on; a discard win from the calculator.
    await page.fill('#text', '123m456p789s555z1s1s');
    await page.selectOption('#seat', 'west');
    await page.selectOption('#win', 'discard');
    await page.selectOption('#discarder', 'north');
    await addHand(page);
    // Hands 3 and 4 from the calculator as well: a self-draw at South, a kong replacement.
    await page.fill('#text', '19m19p19s1234567z1z');
    await page.selectOption('#seat', 'south');
    await page.selectOption('#win', 'self_draw');
    await addHand(page);
    await page.fill('#text', '123m456p11z234s (9999s)');
    await page.selectOption('#seat', 'east');
    await page.selectOption('#win', 'kong_replacement');
    await page.click('#tab-sheet');
    await page.click('#sheet-add-hand');
    // Hand 5 by score, hand 6 a draw.
    await page.selectOption('#manual-winner', 'south');
    await page.selectOption('#manual-win', 'discard');
    await page.selectOption('#manual-discarder', 'north');
    await page.fill('#manual-score', '70');
    await page.click('#sheet-manual-add');
    await page.click('#sheet-draw');
    assert.equal(await rows(page), 6);
    // The totals are the engine's for the exported session.
    const json = await exported(page);
    const settled = wasm.session(JSON.parse(json));
    assert.equal(settled.ok, true);
    const want = Object.fromEntries(Object.entries(settled.totals).map(([k, v]) => [k, signed(v)]));
    assert.deepEqual(await totals(page), want);
    assert.equal(Object.values(settled.totals).reduce((a, b) => a + b, 0), 0);
    assert.equal(await page.locator('.sheet-chart polyline').count(), 4);
    await shot(page, 'sheet');

    // A reload keeps it.
    await page.reload();
    await page.waitForSelector('#sheet-table');
    assert.equal(await rows(page), 6);
    assert.deepEqual(await totals(page), want);

    // Delete hand 2, then undo.
    await page.click('#sheet-table tr[data-hand="1"] .sheet-delete');
    assert.equal(await rows(page), 5);
    await page.click('#sheet-undo');
    assert.equal(await rows(page), 6);
    assert.deepEqual(await totals(page), want);

    // Edit hand 5 (by score): 70 becomes 80, and the totals follow the engine.
    await page.click('#sheet-table tr[data-hand="4"] .sheet-edit');
    assert.equal(await page.inputValue('#manual-score'), '70');
    await page.fill('#manual-score', '80');
    await page.click('#sheet-manual-add');
    const edited = JSON.parse(json);
    edited.hands[4].manual.score = 80;
    const after = wasm.session(edited);
    assert.deepEqual(await totals(page), Object.fromEntries(Object.entries(after.totals).map(([k, v]) => [k, signed(v)])));
    assert.equal(await rows(page), 6);
    // Edit hand 1 (from the calculator): it comes back into the calculator; replacing
    // it unchanged keeps the sheet; then hand 5 goes back to 70.
    await page.click('#sheet-table tr[data-hand="0"] .sheet-edit');
    assert.equal(await page.isVisible('#sheet'), false, 'the calculator view opens');
    assert.equal(await page.inputValue('#text'), '234567m234567p88s');
    await page.click('#sheet-replace-hand');
    await page.click('#tab-sheet');
    // Undo brings back the edited hand's 80; a second edit sets 70 again.
    await page.click('#sheet-table tr[data-hand="4"] .sheet-edit');
    await page.fill('#manual-score', '70');
    await page.click('#sheet-manual-add');
    assert.deepEqual(await totals(page), want);
    await page.click('#sheet-undo');
    assert.deepEqual(await totals(page), Object.fromEntries(Object.entries(after.totals).map(([k, v]) => [k, signed(v)])));
    await page.click('#sheet-table tr[data-hand="4"] .sheet-edit');
    await page.fill('#manual-score', '70');
    await page.click('#sheet-manual-add');
    assert.deepEqual(await totals(page), want);
    // CSV: a row per hand, then the totals.
    const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.click('#sheet-csv')]);
    const csv = readFileSync(await csvDownload.path(), 'utf8').replace(/^\ufeff/, '').trim().split('\n');
    assert.equal(csv[0], 'Hand,East,South,West,North,Winner,Win by,Discarder,Hand score,Ann,Bo,Cy,Di');
    assert.equal(csv.length, 8);
    // Each hand's seats, its win type in words, and who discarded.
    const first = csv[1].split(',');
    assert.deepEqual(first.slice(0, 5), ['1', ...Object.values(JSON.parse(json).hands[0].seats)]);
    assert.ok(csv.slice(1, 7).every((row) => /,(Self-draw|Discard|Draw|[A-Z][a-z -]+),/.test(row)));
    assert.equal(csv[7], `Totals,,,,,,,,,${['Ann', 'Bo', 'Cy', 'Di'].map((n) => settled.totals[n]).join(',')}`);

    // Export, start a new sheet, import: the same sheet.
    const dir = mkdtempSync(join(tmpdir(), 'fourseas-sheet-'));
    writeFileSync(join(dir, 'game.json'), json);
    await page.click('#sheet-new');
    assert.equal(await rows(page), 0);
    await page.setInputFiles('#sheet-import', join(dir, 'game.json'));
    await page.waitForFunction(() => document.querySelectorAll('#sheet-table tbody tr').length === 6);
    assert.deepEqual(await totals(page), want);
    assert.equal(await exported(page), json);

    // A file with a bad hand is reported with the hand at fault; nothing changes.
    const bad = JSON.parse(json);
    bad.hands[1].request.win_tile = '9z';
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(bad));
    await page.setInputFiles('#sheet-import', join(dir, 'bad.json'));
    await page.waitForSelector('#sheet-message.error');
    assert.match(await page.textContent('#sheet-message'), /^Hand 2: /);
    assert.equal(await rows(page), 6);
    assert.deepEqual(await totals(page), want);

    // Offline, after one visit: the sheet is still there.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    env.server.closeAllConnections();
    await new Promise((ok) => env.server.close(ok));
    await page.reload();
    await page.waitForSelector('#sheet-table');
    assert.equal(await rows(page), 6);
    assert.deepEqual(await totals(page), want);
    assert.deepEqual(page.errors, []);
  } finally {
    await env.stop();
  }
});

test('a name being typed survives the sheet redrawing itself after a save', async () => {
  const env = await start();
  try {
    const page = await env.page();
    await open(page, `${env.base}#sheet`);
    await page.click('#sheet input[data-player="1"]');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('Bo');
    // Another player's name is committed meanwhile (as a quick Tab would): the sheet
    // is saved, then drawn again when the save is done.
    await page.evaluate(() => {
      const a = document.querySelector('#sheet input[data-player="0"]');
      a.value = 'Ann';
      a.dispatchEvent(new Event('change'));
    });
    await page.waitForFunction(() => [...document.querySelectorAll('#sheet-list option')].some((o) => o.textContent.includes('Ann')));
    assert.equal(await page.inputValue('#sheet input[data-player="1"]'), 'Bo');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.player), '1');
    // The half-typed name is not committed by the redraw.
    assert.deepEqual(await page.locator('#sheet select[data-seat="south"] option').allTextContents(), ['Ann', 'Player 2', 'Player 3', 'Player 4']);
    await page.keyboard.type('b');
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => document.querySelector('#sheet select[data-seat="south"] option:nth-child(2)').textContent === 'Bob');
    assert.deepEqual(await page.locator('#sheet select[data-seat="south"] option').allTextContents(), ['Ann', 'Bob', 'Player 3', 'Player 4']);
    // The focus is where Tab sent it, the player's edition, across the redraw.
    assert.equal(await page.evaluate(() => document.activeElement.dataset.edition), '1');
    // An emptied name is no name: the field shows the name kept.
    await page.fill('#sheet input[data-player="2"]', '  ');
    await page.press('#sheet input[data-player="2"]', 'Tab');
    assert.equal(await page.inputValue('#sheet input[data-player="2"]'), 'Player 3');
    // Kept on file too, once saved (the list of sheets is read back after each save).
    await page.waitForFunction(() => [...document.querySelectorAll('#sheet-list option')].some((o) => o.textContent.includes('Ann, Bob,')));
    await page.reload();
    await page.waitForSelector('#sheet-table');
    assert.equal(await page.inputValue('#sheet input[data-player="1"]'), 'Bob');
  } finally {
    await env.stop();
  }
});

test('a link carries a whole session', async () => {
  const env = await start();
  try {
    const json = JSON.stringify({ players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }],
      hands: [{ seats: { east: 'A', south: 'B', west: 'C', north: 'D' }, manual: { winner: 'east', score: 30 } }] });
    const b64 = Buffer.from(json).toString('base64url');
    const page = await env.page();
    await open(page, `${env.base}#sheet=${b64}`);
    await page.waitForFunction(() => document.querySelectorAll('#sheet-table tbody tr').length === 1);
    assert.deepEqual(await totals(page), { A: '+180', B: '-60', C: '-60', D: '-60' });
  } finally {
    await env.stop();
  }
});
