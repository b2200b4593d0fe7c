// At the table on a phone: the score sheet readable at 390 px without sideways
// scrolling (every player's gain and total, each row's buttons, who dealt), its
// form labelled and by player name, the club's seating applied by the engine,
// an edited hand shown with its own seats; and 14 tiles that do not win asked
// as a question of what to discard. Both languages, phone and desktop.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { engine, start, open, shot } from './helpers.mjs';

const wasm = await engine();

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.stop();
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const settle = (page) => page.waitForTimeout(150);

async function addByScore(page, winner, score) {
  await page.selectOption('#manual-winner', winner);
  await page.fill('#manual-score', String(score));
  await page.click('#sheet-manual-add');
  await settle(page);
}

/** Who sits at each seat for the next hand, as the seat selects show it. */
const seatsShown = (page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('#sheet select[data-seat]')].map((s) => [s.dataset.seat, s.selectedOptions[0].textContent]),
    ),
  );

for (const lang of ['en', 'zh']) {
  test(`the score sheet on a phone and a desktop (${lang})`, async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await env.page({ viewport, locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
      await open(page, `${env.base}#sheet`);
      await page.waitForSelector('#sheet-table');
      assert.equal(await page.getAttribute('#tab-sheet', 'aria-current'), 'page');
      // Every control of "add by score" has a visible label.
      for (const id of ['manual-winner', 'manual-win', 'manual-discarder', 'manual-score']) {
        const label = await page.evaluate((id) => document.getElementById(id).labels[0]?.textContent.trim(), id);
        assert.ok(label, `#${id} is labelled`);
      }
      // The winner is chosen by name, the seat beside it.
      const seats = await seatsShown(page);
      const options = await page.locator('#manual-winner option').allTextContents();
      assert.equal(options.length, 4);
      options.forEach((o, i) => assert.ok(o.startsWith(Object.values(seats)[i]), `${o} names ${Object.values(seats)[i]}`));
      // The club's seating: the dealer stays after winning.
      await page.selectOption('#sheet-seating', 'dealer_stays_on_win');
      await settle(page);
      await addByScore(page, 'east', 30);
      assert.deepEqual(await seatsShown(page), seats, 'the dealer won and stays');
      await addByScore(page, 'south', 40);
      const moved = await seatsShown(page);
      assert.deepEqual(moved, { east: seats.south, south: seats.west, west: seats.north, north: seats.east });
      await page.click('#sheet-draw');
      await settle(page);
      assert.deepEqual(await seatsShown(page), { east: moved.south, south: moved.west, west: moved.north, north: moved.east });
      // The engine says the same of the sheet as exported.
      const sheet = await page.evaluate(() => {
        const rows = [...document.querySelectorAll('#sheet-table tbody tr[data-hand]')];
        return rows.map((r) => r.querySelector('.sheet-dealer').textContent);
      });
      assert.deepEqual(sheet, [seats.east, seats.east, seats.south], 'each row says who dealt');
      // Editing hand 1 shows hand 1's seats, not the next hand's.
      await page.click('#sheet-table tr[data-hand="0"] .sheet-edit');
      assert.deepEqual(await seatsShown(page), seats);
      assert.equal(await page.locator('#sheet select[data-seat="east"]').isDisabled(), true);
      assert.equal(await page.inputValue('#manual-score'), '30');
      await page.click('#sheet-cancel-edit');
      // Nothing needs a sideways scroll: each gain, total and button lies within the screen.
      const overflow = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const out = [];
        for (const e of document.querySelectorAll('#sheet-table [data-player], #sheet-table button')) {
          const r = e.getBoundingClientRect();
          if (r.left < 0 || r.right > width + 0.5) out.push(`${e.className} ${e.dataset.player ?? ''} ${r.left}–${r.right}`);
        }
        const scroll = document.querySelector('.sheet-scroll');
        if (scroll.scrollWidth > scroll.clientWidth + 1) out.push(`the table scrolls: ${scroll.scrollWidth} > ${scroll.clientWidth}`);
        return out;
      });
      assert.deepEqual(overflow, []);
      if (viewport === PHONE) {
        // The players' names stand over their figures (the header is not shown).
        assert.equal(await page.isVisible('#sheet-table thead'), false);
        const label = await page.evaluate(
          () => getComputedStyle(document.querySelector('#sheet-table tr[data-hand="0"] td[data-player]'), '::before').content,
        );
        assert.notEqual(label, 'none');
      } else {
        assert.equal(await page.isVisible('#sheet-table thead'), true);
      }
      await shot(page, `sheet-${lang}-${viewport.width}`);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    }
  });

  test(`14 tiles that do not win ask what to discard (${lang})`, async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await env.page({ viewport, locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
      const hand = '2m5678m2345p8p3456s';
      await open(page, `${env.base}#h=${hand}`);
      // The bottom bar gives the best discard and its expected gain, as the engine ranks them.
      const best = wasm.analyze({ hand }).discards[0];
      // (The figures stream in: the first answers are quick ones, the last the engine's whole analysis.)
      const gain = best.value.expected_gain.toFixed(1);
      await page.waitForFunction((g) => document.getElementById('summary').textContent.includes(g), gain, { timeout: 30000 });
      assert.equal(await page.locator('#summary .no').count(), 0, 'no error styling');
      assert.equal(await page.isVisible('#error'), false);
      assert.equal(await page.isVisible('#not-a-win'), true);
      // No "win" mark on a hand that does not win; one on a hand that does.
      assert.equal(await page.locator('#hand .win-mark').count(), 0);
      assert.equal(await page.locator('#conditions-note p, #conditions-note li').count(), 0, 'no win-condition notes');
      await shot(page, `not-a-win-${lang}-${viewport.width}`);
      await page.fill('#text', '123m456p789s555z1s1s');
      await page.waitForSelector('#score');
      assert.equal(await page.locator('#hand .win-mark').count(), 1);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    }
  });
}

/** Three English words in a row: an English sentence, or a piece of one. */
const LATIN_SENTENCE = /[A-Za-z]{2,}[ ,;:'’]+[A-Za-z]{2,}[ ,;:'’]+[A-Za-z]{2,}/;

for (const lang of ['en', 'zh']) {
  test(`every engine message the page shows is in its language (${lang})`, async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await env.page({ viewport, locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
      await open(page, `${env.base}#h=123m`);
      // The words each error is written in: the engine's reason and arguments, in the page's language.
      const cases = [
        ['12x', '#text-error', 'needs_suit'],
        ['11111m456p789s11z3s', '#error', 'copies'],
        ['123456789m1123z4z', '#not-a-win', null],
      ];
      for (const [text, where, reason] of cases) {
        await page.fill('#text', text);
        await page.locator('#text').blur();
        await page.waitForSelector(where, { state: 'visible' });
        const shown = (await page.textContent(where)).trim();
        if (lang === 'zh') assert.doesNotMatch(shown, LATIN_SENTENCE, `${text}: ${shown}`);
        else assert.match(shown, /^[A-Z0-9“]/, `${text}: ${shown}`);
        if (reason === 'copies') assert.equal(shown, lang === 'zh' ? '1m 有 5 张；每种牌只有四张' : '1m appears 5 times; there are only four of each tile');
      }
      // A win type the hand cannot have: its reason under the conditions, in words of the page's language.
      await page.fill('#text', '123m456p789s11z23s4s');
      await page.selectOption('#win', 'discard');
      await settle(page);
      const notes = (await page.textContent('#conditions-note')).trim();
      assert.ok(notes.length > 0);
      if (lang === 'zh') assert.doesNotMatch(notes, LATIN_SENTENCE, notes);
      // And a tile the palette may not add says why, in the page's language.
      await page.fill('#text', '1111m');
      await settle(page);
      const why = await page.getAttribute('#palette [data-tile="1m"]', 'title');
      if (lang === 'zh') assert.doesNotMatch(why, LATIN_SENTENCE, why);
      await shot(page, `errors-${lang}-${viewport.width}`);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    }
  });
}

test('the advice takes how far the hand is, keeps it in the link, and shows the engine figures for it', async () => {
  const page = await env.page({ viewport: PHONE });
  const hand = '2m5678m2345p8p3456s';
  await open(page, `${env.base}#h=${hand}`);
  await page.click('#model summary');
  const options = await page.locator('#model-horizon option').evaluateAll((os) => os.map((o) => Number(o.value)));
  assert.deepEqual(options, [21, 16, 8, 4, 2]);
  assert.equal(await page.inputValue('#model-horizon'), '8');
  await page.selectOption('#model-horizon', '4');
  await page.waitForFunction(() => location.hash.includes('dl=4'));
  const gain = wasm.analyze({ hand, draws_left: 4 }).discards[0].value.expected_gain.toFixed(1);
  await page.waitForFunction((g) => document.getElementById('summary').textContent.includes(g), gain, { timeout: 30000 });
  assert.match(await page.textContent('#model'), /4 rounds/);
  // Kept across a reload, by the link.
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  await page.waitForFunction((g) => document.getElementById('summary').textContent.includes(g), gain, { timeout: 30000 });
  // A horizon the page does not offer is the default, with a note.
  await open(page, `${env.base}#h=${hand}&dl=136`);
  assert.equal(await page.isVisible('#link-note'), true);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a printed or copied result says how the hand was won, the seat and the discarder', async () => {
  const page = await env.page({ viewport: DESKTOP });
  await open(page, `${env.base}#h=123m456p789s555z1s1s&win=discard&s=west&d=north`);
  await page.waitForSelector('#score');
  assert.equal(await page.textContent('#result-how'), 'Discard · Seat: West · Discarder: North');
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.isVisible('#result-how'), true, 'printed');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

/**
 * Two tabs opened with no sheet on file add hands A, B, B, A by score; a third
 * tab then finds all four on the one sheet kept. With `deaf`, the second tab
 * has no BroadcastChannel, so it never hears that the first started a sheet.
 */
async function twoFreshTabs(deaf) {
  const a = await env.page({ viewport: PHONE });
  const context = a.context();
  await open(a, `${env.base}#sheet`);
  const b = await context.newPage();
  b.errors = [];
  b.on('pageerror', (e) => b.errors.push(e.message));
  if (deaf) {
    await b.addInitScript(() => {
      delete window.BroadcastChannel;
    });
  }
  await open(b, `${env.base}#sheet`);
  await addByScore(a, 'east', 30);
  await addByScore(b, 'south', 40);
  await addByScore(b, 'west', 50);
  await addByScore(a, 'north', 60);
  const c = await context.newPage();
  await open(c, `${env.base}#sheet`);
  await c.waitForSelector('#sheet-table');
  assert.equal(await c.locator('#sheet-table tbody tr[data-hand]').count(), 4, 'every hand on the one sheet');
  assert.equal(await c.locator('#sheet-list option').count(), 1, 'one sheet kept');
  assert.deepEqual([...a.errors, ...b.errors], []);
  return { b, context };
}

test('two tabs opened fresh keep one sheet: the one the first of them started', async () => {
  const { context } = await twoFreshTabs(false);
  await context.close();
});

// With no word between the tabs, the choice is made inside the store's
// transaction, so no timing between tabs can make a second sheet.
test('two tabs opened fresh keep one sheet even when the second never hears of the first', async () => {
  const { b, context } = await twoFreshTabs(true);
  // The second tab shows the sheet it added to.
  assert.equal(await b.locator('#sheet-table tbody tr[data-hand]').count(), 3, "its own two and the first tab's one");
  await context.close();
});
