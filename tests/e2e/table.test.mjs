// The table in the analysis: the wall and the other seats entered by link and by
// tapping, each discard's danger, fold, the safest discard, the burial advice,
// the caveat without a table, and a win taken that the model without the table
// would pass. Every figure is checked against the engine asked the same.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, open, shot, engine, axe } from './helpers.mjs';

const wasm = await engine();
let env;
before(async () => { env = await start(); });
after(async () => { await env?.stop(); });

/** Waits for the analysis to finish (the worker's last step). */
const settled = (page) => page.waitForSelector('#analysis-progress', { state: 'detached', timeout: 60000 });

// docs/rules.md, "The table model, worked by hand": the table of positions 2 and 3.
const SEATS = {
  south: { melds: [{ tiles: '111m', concealed: false }, { tiles: '789m', concealed: false }, { tiles: '444m', concealed: false }], discards: '1z2z9p1s5z3p8s6z2s7p' },
  west: { discards: '1z2z3z9s8p7p1s2z3z4z' },
  north: { discards: '6z9p1p2s3s4z1s7z9s' },
};
const link = (hand, wall) =>
  `#h=${hand}&l=IV&wall=${wall}&south=${encodeURIComponent('1z2z9p1s5z3p8s6z2s7p [111m] [789m] [444m]')}` +
  '&west=1z2z3z9s8p7p1s2z3z4z&north=6z9p1p2s3s4z1s7z9s';
const request = (hand, wall) => ({ hand, melds: [], seat: 'east', edition: 'standard', level: 'IV', table: { wall, seats: SEATS } });

test('a fold from a link: the danger of every discard, fold, the safest, in both languages', async () => {
  const page = await env.page({ viewport: { width: 390, height: 844 } });
  const hand = '3m5m7m6p8p1s2s3s7s8s9s1z1z5z';
  await open(page, `${env.base}${link(hand, 12)}`);
  await page.waitForSelector('#discards tr[data-tile]');
  await settled(page);
  const want = wasm.analyze(request(hand, 12));
  assert.equal(want.fold, true, 'docs/rules.md, the fold');
  const rows = await page
    .locator('#discards tr[data-tile]')
    .evaluateAll((els) => els.map((e) => [e.dataset.tile, Number(e.querySelector('.danger').dataset.danger)]));
  assert.deepEqual(rows, want.discards.map((d) => [d.tile, d.danger.chance]));
  assert.equal(await page.getAttribute('#fold', 'data-tile'), want.discards[0].tile);
  assert.equal(await page.getAttribute('#safest', 'data-tile'), want.safest);
  const pct = (want.discards[0].danger.chance * 100).toFixed(1);
  assert.match(await page.textContent('#fold'), new RegExp(`^Fold\\. .*discard 1 Bamboo \\(danger ${pct}%\\)\\.$`));
  assert.match(await page.textContent('#summary'), /Fold: discard 1 Bamboo/);
  const gains = await page.locator('#best-discards .value').evaluateAll((els) => els.map((e) => Number(e.dataset.gain)));
  assert.deepEqual(gains, want.discards.slice(0, 3).map((d) => d.value.expected_gain));
  assert.equal(await page.locator('#table-caveat').count(), 0);
  // The horizon is the wall's: the select waits while the table is given.
  assert.equal(await page.locator('#model-horizon').isDisabled(), true);
  // No column of the table is cut on a 390 px phone.
  const fit = await page.locator('.table-scroll').evaluate((e) => [e.scrollWidth, e.clientWidth]);
  assert.ok(fit[0] <= fit[1], `the table is ${fit[0]} px wide in ${fit[1]} px`);
  await page.click('#seen summary');
  await page.click('#table-target [data-target="south"]');
  assert.equal(await page.inputValue('#table-melds'), '111m 789m 444m');
  assert.equal(await page.inputValue('#table-wall'), '12');
  assert.deepEqual(await axe(page), []);
  await shot(page, 'table-fold-phone');
  await page.click('#table-target [data-target="seen"]');
  await page.click('#table-grid [data-tile="9m"]');
  await page.waitForSelector('#table-grid [data-tile="9m"].some');
  assert.deepEqual(await axe(page), []);
  await page.click('#lang');
  await page.waitForSelector('#fold');
  assert.match(await page.textContent('#fold'), /^弃和。/);
  assert.match(await page.textContent('#summary'), /弃和：打/);
  await shot(page, 'table-fold-phone-zh');
  assert.deepEqual(page.errors, []);
  assert.deepEqual(await page.evaluate(() => window.__csp), []);
});

test('the table entered by tapping: the burial advice, taking a discard back, the link', async () => {
  const page = await env.page({ viewport: { width: 390, height: 844 } });
  const hand = '123p456p789s11z469m';
  await open(page, `${env.base}#h=${hand}&l=IV`);
  await page.waitForSelector('#discards tr[data-tile]');
  await settled(page);
  // Without a table the figures say what they assume.
  assert.match(await page.textContent('#table-caveat'), /assume nobody else is close to winning/);
  assert.equal(await page.locator('#discards .danger').count(), 0);
  await page.click('#seen summary');
  await page.fill('#table-wall', '20');
  await page.press('#table-wall', 'Enter');
  await page.waitForSelector('#discards .danger');
  for (const [seat, tiles] of [['south', '1z2z9p1s5z3p8s6z2s7p'], ['west', '1z2z3z9s8p7p1s2z3z4z'], ['north', '6z9p1p2s3s4z1s7z9s']]) {
    await page.click(`#table-target [data-target="${seat}"]`);
    for (const id of tiles.match(/\d[mpsz]/g)) await page.click(`#table-grid [data-tile="${id}"]`);
  }
  // A tile tapped by mistake is taken back from the seat's row.
  await page.click('#table-grid [data-tile="5m"]');
  await page.click('#table-discards [data-tile="5m"]');
  await page.click('#table-target [data-target="south"]');
  await page.fill('#table-melds', '111m 789m [444m]');
  await page.press('#table-melds', 'Enter');
  await page.waitForFunction(() => location.hash.includes('444m'));
  await settled(page);
  const want = wasm.analyze(request(hand, 20));
  assert.equal(want.bury.advised, true, 'docs/rules.md, the burial');
  assert.equal(await page.getAttribute('#bury', 'data-tile'), want.bury.tile);
  assert.equal(await page.getAttribute('#bury', 'data-advised'), 'true');
  const n = (x) => x.toFixed(1);
  const text = await page.textContent('#bury');
  for (const x of [want.bury.face_up_loss, want.bury.buried_loss, want.bury.saving]) assert.ok(text.includes(n(x)), text);
  const rows = await page
    .locator('#discards tr[data-tile]')
    .evaluateAll((els) => els.map((e) => [e.dataset.tile, Number(e.querySelector('.danger').dataset.danger)]));
  assert.deepEqual(rows, want.discards.map((d) => [d.tile, d.danger.chance]));
  // The link keeps the table; opened anew it gives the same advice.
  const hash = await page.evaluate(() => location.hash);
  assert.match(hash, /wall=20/);
  assert.match(decodeURIComponent(hash.replaceAll('+', ' ')), /south=12z9p1s5z3p8s6z2s7p \[111m\] \[789m\] \[444m\]/);
  // A tile whose copies are all accounted for cannot be added to a seat.
  await page.click('#table-target [data-target="west"]');
  assert.equal(await page.locator('#table-grid [data-tile="2z"]').isDisabled(), false);
  await page.click('#table-grid [data-tile="2z"]');
  assert.equal(await page.locator('#table-grid [data-tile="2z"]').isDisabled(), true, 'three discarded before, and now the fourth');
  await page.keyboard.press('Control+z');
  await page.waitForFunction(() => !document.querySelector('#table-grid [data-tile="2z"]').disabled);
  await settled(page);
  // Once buried, there is no burial advice.
  await page.check('#table-buried');
  await settled(page);
  assert.equal(await page.locator('#bury').count(), 0);
  await shot(page, 'table-entry-phone');
  const again = await env.page({ viewport: { width: 390, height: 844 } });
  await open(again, `${env.base}${hash.replace('&bury=1', '')}`);
  await again.waitForSelector('#bury');
  await settled(again);
  assert.equal(await again.getAttribute('#bury', 'data-tile'), want.bury.tile);
  // Clearing the table brings the caveat back.
  await again.click('#seen summary');
  await again.click('#table-clear');
  await again.waitForSelector('#table-caveat');
  assert.equal(await again.evaluate(() => location.hash.includes('wall')), false);
  assert.deepEqual([...page.errors, ...again.errors], []);
});

test('a bad table in a link: a note or a coded error, and the hand kept', async () => {
  const page = await env.page();
  await open(page, `${env.base}#h=123p456p789s11z469m&wall=99&south=1z2x`);
  assert.match(await page.textContent('#link-note'), /Tiles left in the wall.*99/);
  assert.match(await page.textContent('#link-note'), /A seat at the table.*south=1z2x/);
  await page.waitForSelector('#discards tr[data-tile]');
  assert.equal(await page.locator('#discards .danger').count(), 0, 'no wall, no table');
  // A meld the engine refuses: its coded error, with the hand and the entry kept.
  await open(page, `${env.base}#h=123p456p789s11z469m&wall=30&south=${encodeURIComponent('1z [55s]')}`);
  await page.waitForSelector('#analysis .error');
  assert.match(await page.textContent('#analysis .error'), /^At the table: .*55s/);
  assert.equal(await page.inputValue('#text'), '46m123456p789s11z9m');
  await page.click('#seen summary');
  await page.click('#table-target [data-target="south"]');
  assert.equal(await page.inputValue('#table-melds'), '55s');
  await page.fill('#table-melds', '555s');
  await page.press('#table-melds', 'Enter');
  await page.waitForSelector('#discards .danger');
  assert.deepEqual(page.errors, []);
});

test('Nine Gates offered its winning tile: with the table the win is taken', async () => {
  let page;
  const table = `&wall=40&south=${encodeURIComponent('19p5z1s3z7z [555s] [123p]')}&west=1z2z3z9s8p7p1s&north=6z7z9p1p2s3s4z`;
  const offered = { tile: '5m', from: 'north' };
  const calls = () => page.locator('#calls li').evaluateAll((els) => els.map((e) => [e.dataset.call, Number(e.dataset.gain)]));
  for (const [hash, first] of [['', 'pass'], [table, 'win']]) {
    page = await env.page({ viewport: { width: 1280, height: 800 } });
    await open(page, `${env.base}#h=1112345678999m&l=IV${hash}`);
    await page.waitForSelector('#own-value');
    await page.click('#offer summary');
    await page.selectOption('#offer-from', 'north');
    await page.selectOption('#offer-tile', '5m');
    await page.waitForSelector('#calls li');
    await settled(page);
    const req = { hand: '1112345678999m', melds: [], seat: 'east', edition: 'standard', level: 'IV', offered };
    if (hash) {
      req.table = { wall: 40, seats: { south: { melds: [{ tiles: '555s', concealed: false }, { tiles: '123p', concealed: false }], discards: '19p5z1s3z7z' }, west: { discards: '1z2z3z9s8p7p1s' }, north: { discards: '6z7z9p1p2s3s4z' } } };
    }
    const want = wasm.analyze(req);
    assert.deepEqual(await calls(), want.calls.map((c) => [c.call, c.value.expected_gain]));
    assert.equal(want.calls[0].call, first);
  }
  await shot(page, 'table-nine-gates');
  assert.deepEqual(page.errors, []);
});
