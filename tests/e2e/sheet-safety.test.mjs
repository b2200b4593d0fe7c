// Nothing a player records is lost: edits of one sheet in two tabs, interleaved,
// all kept and shown in both; damaged records in the store listed apart, never
// blanking the sheet; a hand kept across a reload right after it was added; a
// note when the browser will not promise to keep the sheets.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { engine, start, open, shot } from './helpers.mjs';

const wasm = await engine();

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.stop();
});

const rows = (page) => page.locator('#sheet-table tbody tr[data-hand]').count();
const names = (page) => page.locator('#sheet input[data-player]').evaluateAll((els) => els.map((e) => e.value));
/** The sheet as stored, read from IndexedDB in the page. */
const stored = (page) =>
  page.evaluate(
    () =>
      new Promise((ok) => {
        const req = indexedDB.open('fourseas', 1);
        req.onsuccess = () => {
          const get = req.result.transaction('sessions').objectStore('sessions').getAll();
          get.onsuccess = () => ok(get.result);
        };
      }),
  );
const settle = (page) => page.waitForTimeout(150);

/** The calculator's hand added from the Score sheet view, which stays open. */
async function addCalculatorHand(page, hand) {
  await page.click('#tab-calculator');
  await page.fill('#text', hand);
  await page.waitForSelector('#score');
  await page.click('#tab-sheet');
  await page.click('#sheet-add-hand');
  await settle(page);
}

test('two tabs editing one sheet: every edit kept, both tabs and a third see them all', async () => {
  const first = await env.page();
  const context = first.context();
  const a = first;
  await open(a, `${env.base}#sheet`);
  // A's first edit stores the sheet; B opens the same one.
  await a.fill('#sheet input[data-player="0"]', 'Ann');
  await a.press('#sheet input[data-player="0"]', 'Tab');
  await settle(a);
  const b = await context.newPage();
  b.errors = [];
  b.on('pageerror', (e) => b.errors.push(e.message));
  await open(b, `${env.base}#sheet`);
  await b.waitForSelector('#sheet input[data-player="0"]');
  assert.equal((await names(b))[0], 'Ann');
  // Interleaved: A adds a hand, B adds one without reloading, A renames, B adds a
  // draw, A deletes its hand and undoes that, B adds one by score, A changes an
  // edition and edits B's hand.
  await addCalculatorHand(a, '234567m234567p8s8s');
  await addCalculatorHand(b, '123m456p789s555z1s1s');
  await a.fill('#sheet input[data-player="1"]', 'Bo');
  await a.press('#sheet input[data-player="1"]', 'Tab');
  await settle(a);
  await b.click('#sheet-draw');
  await settle(b);
  await a.click('#sheet-table tr[data-hand="0"] .sheet-delete');
  await settle(a);
  await a.click('#sheet-undo');
  await settle(a);
  await b.selectOption('#manual-winner', 'south');
  await b.fill('#manual-score', '40');
  await b.click('#sheet-manual-add');
  await settle(b);
  await a.selectOption('#sheet select[data-edition="2"]', 'basic');
  await settle(a);
  // A edits the hand B added by score: replaced in place.
  await a.waitForSelector('#sheet-table tr[data-hand="3"]');
  await a.click('#sheet-table tr[data-hand="3"] .sheet-edit');
  await a.fill('#manual-score', '50');
  await a.click('#sheet-manual-add');
  await settle(a);
  // Both tabs show the stored sheet; a third opens it whole.
  const sheets = await stored(a);
  assert.equal(sheets.length, 1, 'one sheet on file');
  const [sheet] = sheets;
  assert.equal(sheet.hands.length, 4, JSON.stringify(sheet.hands));
  assert.deepEqual(
    sheet.hands.map((x) => (x.draw ? 'draw' : x.manual ? 'manual' : x.request.hand)),
    ['234567m234567p8s', '123m456p1789s555z', 'draw', 'manual'],
  );
  assert.deepEqual(
    sheet.players.map((p) => p.name),
    ['Ann', 'Bo', 'Player 3', 'Player 4'],
  );
  assert.equal(sheet.players[2].edition, 'basic');
  assert.equal(sheet.hands[3].manual.score, 50, 'the edit replaced the hand');
  assert.ok(wasm.session({ players: sheet.players, hands: sheet.hands }).ok, 'the engine settles what is stored');
  for (const page of [a, b]) {
    await page.waitForFunction(() => document.querySelectorAll('#sheet-table tbody tr[data-hand]').length === 4);
    assert.deepEqual((await names(page)).slice(0, 2), ['Ann', 'Bo']);
  }
  const c = await context.newPage();
  await open(c, `${env.base}#sheet`);
  await c.waitForSelector('#sheet-table tbody tr[data-hand="3"]');
  assert.equal(await rows(c), 4);
  assert.deepEqual((await names(c)).slice(0, 2), ['Ann', 'Bo']);
  assert.equal(await c.inputValue('#sheet select[data-edition="2"]'), 'basic');
  assert.deepEqual([...a.errors, ...b.errors], []);
  await context.close();
});

test('a damaged record is listed apart, with its text to export and a delete; the sheets still show', async () => {
  const kinds = ['no created', 'players null', 'players missing', 'seats null', 'seats missing', 'hands unsettleable', 'not a sheet'];
  for (const kind of kinds) {
    const page = await env.page({ acceptDownloads: true });
    await open(page, `${env.base}#sheet`);
    await addCalculatorHand(page, '234567m234567p8s8s');
    const [good] = await stored(page);
    // Beside the good sheet, a damaged copy of it, made the current one.
    await page.evaluate(
      ({ good, kind }) =>
        new Promise((ok) => {
          const bad = { ...structuredClone(good), id: `bad-${kind}` };
          if (kind === 'no created') delete bad.created;
          if (kind === 'players null') bad.players = null;
          if (kind === 'players missing') delete bad.players;
          if (kind === 'seats null') bad.seats = null;
          if (kind === 'seats missing') delete bad.seats;
          if (kind === 'hands unsettleable') bad.hands = [{ seats: { east: 'x', south: 'y', west: 'z', north: 'w' }, draw: true }];
          const record = kind === 'not a sheet' ? { id: bad.id, created: 7 } : bad;
          const req = indexedDB.open('fourseas', 1);
          req.onsuccess = () => {
            const x = req.result.transaction('sessions', 'readwrite');
            x.objectStore('sessions').put(record);
            x.oncomplete = () => {
              localStorage.setItem('fourseas.sheet', record.id);
              ok();
            };
          };
        }),
      { good, kind },
    );
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
    await page.waitForSelector('#sheet-damaged li', { timeout: 10000 });
    // The good sheet shows, with its hand, and the tools are all there.
    assert.equal(await rows(page), 1, kind);
    for (const id of ['#sheet-new', '#sheet-export', '#sheet-list']) assert.equal(await page.isVisible(id), true, `${kind}: ${id}`);
    assert.equal(await page.locator('#sheet-damaged li').getAttribute('data-record'), `bad-${kind}`);
    // Its text exports as stored; then it is deleted, and stays deleted.
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#sheet-damaged .damaged-export')]);
    assert.equal(JSON.parse(readFileSync(await download.path(), 'utf8')).id, `bad-${kind}`);
    if (kind === 'no created') await shot(page, 'sheet-damaged');
    await page.click('#sheet-damaged .damaged-delete');
    await page.waitForSelector('#sheet-damaged', { state: 'detached' });
    assert.deepEqual(
      (await stored(page)).map((s) => s.id),
      [good.id],
    );
    assert.deepEqual(page.errors, [], kind);
    await page.context().close();
  }
});

test('a hand added and the page reloaded 0 to 200 ms later is kept', async () => {
  for (const wait of [0, 50, 100, 200]) {
    const page = await env.page();
    await open(page, `${env.base}#sheet`);
    await addCalculatorHand(page, '234567m234567p8s8s');
    await page.click('#tab-calculator');
    await page.fill('#text', '123m456p789s555z1s1s');
    await page.waitForSelector('#score');
    await page.click('#tab-sheet');
    await page.click('#sheet-add-hand');
    if (wait) await page.waitForTimeout(wait);
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
    await page.waitForSelector('#sheet-table tbody tr[data-hand="1"]', { timeout: 10000 });
    assert.equal(await rows(page), 2, `reloaded after ${wait} ms`);
    await page.context().close();
  }
});

test('the sheet view says so when the browser refuses to keep the sheets', async () => {
  for (const granted of [false, true]) {
    const page = await env.page();
    await page.addInitScript((granted) => {
      navigator.storage.persisted = async () => false;
      navigator.storage.persist = async () => {
        window.__asked = (window.__asked ?? 0) + 1;
        return granted;
      };
    }, granted);
    await open(page, `${env.base}#sheet`);
    assert.equal(await page.locator('#sheet-persist').count(), 0, 'nothing said before a sheet is kept');
    await addCalculatorHand(page, '234567m234567p8s8s');
    assert.equal(await page.evaluate(() => window.__asked), 1, 'asked when the first sheet is kept');
    assert.equal(await page.locator('#sheet-persist').count(), granted ? 0 : 1);
    await page.context().close();
  }
});

test('an edit finds its hand again after another tab deletes an earlier one and renames a player', async () => {
  const a = await env.page();
  await open(a, `${env.base}#sheet`);
  await addCalculatorHand(a, '234567m234567p8s8s');
  await a.click('#sheet-draw');
  await settle(a);
  await a.selectOption('#manual-winner', 'south');
  await a.fill('#manual-score', '40');
  await a.click('#sheet-manual-add');
  await settle(a);
  // A opens hand 3 (by score) for editing; B deletes hand 1 meanwhile.
  await a.click('#sheet-table tr[data-hand="2"] .sheet-edit');
  const b = await a.context().newPage();
  await open(b, `${env.base}#sheet`);
  await b.waitForSelector('#sheet-table tr[data-hand="2"]');
  await b.click('#sheet-table tr[data-hand="0"] .sheet-delete');
  await settle(b);
  // And renames a player, which renames them in the hand being edited too.
  await b.fill('#sheet input[data-player="2"]', 'Cy');
  await b.press('#sheet input[data-player="2"]', 'Tab');
  await settle(b);
  await a.waitForFunction(() => document.querySelectorAll('#sheet-table tbody tr[data-hand]').length === 2);
  await a.fill('#manual-score', '60');
  await a.click('#sheet-manual-add');
  await settle(a);
  const [sheet] = await stored(a);
  assert.deepEqual(
    sheet.hands.map((x) => (x.draw ? 'draw' : x.manual.score)),
    ['draw', 60],
    'the hand opened was replaced, the draw left alone',
  );
  assert.ok(Object.values(sheet.hands[1].seats).includes('Cy'), 'with the name as renamed');
  await a.context().close();
});

test('a change the browser fails to store is shown with a warning to export', async () => {
  const page = await env.page();
  await open(page, `${env.base}#sheet`);
  await addCalculatorHand(page, '234567m234567p8s8s');
  // Storage full from now on.
  await page.evaluate(() => {
    IDBObjectStore.prototype.put = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.click('#sheet-draw');
  await page.waitForSelector('#sheet-message.error');
  assert.match(await page.textContent('#sheet-message'), /Not kept in this browser \(The quota has been exceeded\.\)/);
  assert.equal(await rows(page), 2, 'the hand stays on the page');
  await page.context().close();
});
