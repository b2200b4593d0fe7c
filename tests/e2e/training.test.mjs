// The Training view at 390×844: each mode answered right (with the engine's own
// answer) and wrong, the reasons a wrong pattern was left out, progress that
// survives a reload, the daily question by date, and shared links.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { start, open, shot } from './helpers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const AXE = readFileSync(join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');
const fs = await import(join(root, 'www/pkg/fourseas_wasm.js'));
fs.initSync({ module: readFileSync(join(root, 'www/pkg/fourseas_wasm_bg.wasm')) });

let env;
before(async () => { env = await start(); });
after(async () => { await env?.stop(); });

const phone = (opts = {}) => env.page({ viewport: { width: 390, height: 844 }, ...opts });

async function axe(page) {
  await page.evaluate(AXE);
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Opens a question by its link and waits for it. */
async function question(page, kind, edition, seed, difficulty = 1) {
  const link = `#train/${kind}/${edition}/${seed}${difficulty === 1 ? '' : `/${difficulty}`}`;
  // Loaded afresh, as a visitor following the link would.
  await page.goto('about:blank');
  await open(page, `${env.base}${link}`);
  await page.waitForSelector(`#question[data-kind="${kind}"][data-seed="${seed}"][data-edition="${edition}"]`);
}

const deal = (kind, edition, seed, difficulty = 1) => fs.deal({ kind, edition, seed, difficulty }).request;
const verdict = (page) => page.getAttribute('#feedback', 'data-correct');

test('count the hand: the engine\'s patterns are right, a left-out pattern is wrong with the engine\'s reason', async () => {
  // A dealt hand with a pattern the engine leaves out, and why.
  let seed = 0;
  let r;
  for (; seed < 500; seed++) {
    r = fs.score(deal('win', 'standard', seed, 2));
    if (r.excluded.some((e) => e.reason !== 'not_in_edition')) break;
  }
  const left = r.excluded.find((e) => e.reason !== 'not_in_edition');
  const counted = [...new Set(r.patterns.map((p) => p.id))];
  const page = await phone();
  await question(page, 'win', 'standard', seed, 2);
  assert.equal(await page.isDisabled('#answer'), true, 'nothing to check yet');
  // The list searches as the rulebook does: by points too.
  const rows = fs.patterns('standard').patterns;
  // Points that no id or name contains, so that only the points match.
  const points = rows.map((p) => p.points).find((n) => n > 0 && !rows.some((p) => `${p.id} ${p.name}`.includes(String(n))));
  await page.fill('#train-search', String(points));
  const listed = () => page.locator('#question input[type=checkbox]').evaluateAll((b) => b.map((x) => x.value));
  await page.waitForFunction((n) => document.querySelectorAll('#question input[type=checkbox]').length === n, rows.filter((p) => p.points === points).length);
  assert.deepEqual(await listed(), rows.filter((p) => p.points === points).map((p) => p.id));
  await page.fill('#train-search', '');
  await page.waitForFunction((n) => document.querySelectorAll('#question input[type=checkbox]').length === n, rows.length);
  for (const id of counted) await page.check(`#question input[type=checkbox][value="${id}"]`);
  await page.fill('#train-score', String(r.score));
  await page.click('#answer');
  assert.equal(await verdict(page), 'true');
  await shot(page, 'train-win-right');
  assert.deepEqual(await axe(page), []);
  // The same question, one pattern too many: the engine's reason for leaving it out.
  await question(page, 'win', 'standard', seed, 2);
  for (const id of [...counted, left.id]) await page.check(`#question input[type=checkbox][value="${id}"]`);
  await page.click('#answer');
  assert.equal(await verdict(page), 'false');
  const reason = await page.textContent(`#feedback .train-wrong [data-id="${left.id}"] .reason`);
  const words = { included_by: 'included by', same_category: 'same category as' }[left.reason];
  assert.ok(reason.startsWith(`${words} ${left.by}`), reason);
  // A wrong score alone is wrong.
  await question(page, 'win', 'standard', seed, 2);
  await page.fill('#train-score', String(r.score + 5));
  await page.click('#answer');
  assert.equal(await verdict(page), 'false');
  assert.deepEqual(page.errors, []);
});

test('what does it wait on, which discard, name the pattern: right and wrong', async () => {
  const page = await phone();
  // Waits.
  const waits = fs.analyze(deal('wait', 'intermediate', 11, 2)).waits.map((w) => w.tile);
  await question(page, 'wait', 'intermediate', 11, 2);
  for (const tile of waits) await page.click(`#question .train-palette [data-tile="${tile}"]`);
  await page.click('#answer');
  assert.equal(await verdict(page), 'true');
  // The keyboard's focus moves to the verdict, which the live region also reads out.
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('train-verdict')), true);
  assert.equal(await page.textContent('#train-live'), 'Right!');
  assert.equal(await page.locator('#feedback .waits li').count(), waits.length);
  await shot(page, 'train-wait-right');
  await question(page, 'wait', 'intermediate', 11, 2);
  await page.click(`#question .train-palette [data-tile="${waits[0]}"]`);
  const extra = ['1z', '2z', '5z'].find((x) => !waits.includes(x));
  await page.click(`#question .train-palette [data-tile="${extra}"]`);
  await page.click('#answer');
  assert.equal(await verdict(page), 'false');
  // Discards: the best is right, the worst wrong (the deal's gap is at least a twentieth).
  const req = deal('discard', 'standard', 5, 1);
  const table = fs.analyze(req).discards.filter((d) => d.value);
  await question(page, 'discard', 'standard', 5);
  await page.click(`#question .train-hand [data-tile="${table[0].tile}"] >> nth=0`);
  await page.click('#answer');
  assert.equal(await verdict(page), 'true');
  assert.equal(await page.locator('#feedback .train-table tbody tr').count(), table.length);
  await shot(page, 'train-discard-right');
  assert.deepEqual(await axe(page), []);
  await question(page, 'discard', 'standard', 5);
  await page.click(`#question .train-hand [data-tile="${table.at(-1).tile}"] >> nth=0`);
  await page.click('#answer');
  assert.equal(await verdict(page), 'false');
  // Naming: the pattern at the seed, of the edition's list.
  const rows = fs.patterns('basic').patterns;
  const target = rows[40 % rows.length];
  await question(page, 'name', 'basic', 40);
  const options = await page.locator('#question [data-pattern]').evaluateAll((b) => b.map((x) => x.dataset.pattern));
  assert.equal(options.length, 4);
  assert.ok(options.includes(target.id));
  await page.click(`#question [data-pattern="${target.id}"]`);
  await page.click('#answer');
  assert.equal(await verdict(page), 'true');
  assert.equal(await page.getAttribute('#feedback [data-pattern]', 'data-pattern'), target.id);
  await question(page, 'name', 'basic', 40);
  await page.click(`#question [data-pattern="${options.find((x) => x !== target.id)}"]`);
  await page.click('#answer');
  assert.equal(await verdict(page), 'false');
  assert.deepEqual(page.errors, []);
});

test('progress survives a reload and two tabs; a session of ten ends in a summary', async () => {
  const page = await phone();
  await question(page, 'name', 'standard', 3);
  const rows = fs.patterns('standard').patterns;
  const wrong = (await page.locator('#question [data-pattern]').evaluateAll((b) => b.map((x) => x.dataset.pattern)))
    .find((x) => x !== rows[3].id);
  await page.click(`#question [data-pattern="${wrong}"]`);
  await page.click('#answer');
  await page.waitForSelector('#train-progress [data-mode-count="name"][data-answered="1"]');
  // A second tab answers too; the first hears of it. (Its link names in another case, as the engine reads names.)
  const other = await page.context().newPage();
  await other.goto(`${env.base}#Train/NAME/Standard/3`);
  await other.waitForSelector('#question[data-kind="name"][data-edition="standard"][data-seed="3"]');
  await other.click(`#question [data-pattern="${rows[3].id}"]`);
  await other.click('#answer');
  await page.waitForSelector('#train-progress [data-mode-count="name"][data-answered="2"][data-right="1"]');
  // Closed, so that the first tab is in front again (a tab behind runs its frames slowly).
  await other.close();
  await page.reload();
  await page.waitForSelector('#train-progress [data-mode-count="name"][data-answered="2"][data-right="1"]');
  assert.equal(await page.getAttribute('#train-progress .train-missed-list li', 'data-id'), rows[3].id);
  // The chart has its days on an axis: the first, middle and last of the 30, today last.
  const days = await page.locator('#train-progress .train-chart text.day').evaluateAll((ts) => ts.map((x) => x.dataset.date));
  assert.equal(days.length, 3);
  assert.ok(days[0] < days[1] && days[1] < days[2], days.join());
  // "Practise these": a session naming the missed patterns.
  await page.click('#train-practise');
  await page.waitForSelector(`#question[data-kind="name"][data-seed="3"]`);
  // A session of ten, answered to the end.
  await page.click('[data-mode="name"]');
  await page.click('#train-session');
  for (let i = 0; i < 10; i++) {
    await page.waitForSelector('#question [data-pattern]');
    await page.locator('#question [data-pattern]').first().click();
    await page.click('#answer');
    if (i < 9) await page.click('#train-next');
  }
  assert.match(await page.textContent('#train-summary'), /of 10 right/);
  // Export: every answer kept, as a file; reset: none.
  await page.waitForSelector('#train-progress [data-mode-count="name"][data-answered="12"]');
  const [file] = await Promise.all([page.waitForEvent('download'), page.click('#train-export')]);
  const kept = JSON.parse(readFileSync(await file.path(), 'utf8'));
  assert.equal(kept.answers.length, 12);
  assert.deepEqual(Object.keys(kept.answers[0]).sort(), ['at', 'correct', 'difficulty', 'edition', 'kind', 'patterns', 'seed']);
  page.once('dialog', (d) => d.accept());
  await page.click('#train-reset');
  await page.waitForSelector('#train-progress [data-mode-count="name"][data-answered="0"]');
  assert.deepEqual(page.errors, []);
});

test('the daily question is the same for everyone on a date, another the next day; a link opens its question', async () => {
  const asked = async (date) => {
    const page = await phone();
    await page.clock.setFixedTime(new Date(date));
    await open(page, `${env.base}#train`);
    await page.click('#train-daily');
    await page.waitForSelector('#question[data-seed]');
    const q = await page.locator('#question').evaluate((e) => ({ ...e.dataset }));
    const tiles = await page.locator('#question [data-tile]').evaluateAll((ts) => ts.map((x) => x.dataset.tile).join(','));
    const link = await page.evaluate(() => location.hash);
    await page.context().close();
    return { q, tiles, link };
  };
  const a = await asked('2026-12-05T09:00:00');
  const b = await asked('2026-12-05T21:30:00');
  const c = await asked('2026-12-06T09:00:00');
  assert.deepEqual(a, b);
  assert.notDeepEqual(a.q, c.q);
  // The link shares the question: the same tiles in a new context.
  const page = await phone();
  await open(page, `${env.base}${a.link}`);
  await page.waitForSelector(`#question[data-seed="${a.q.seed}"]`);
  assert.equal(await page.locator('#question [data-tile]').evaluateAll((ts) => ts.map((x) => x.dataset.tile).join(',')), a.tiles);
  assert.deepEqual(page.errors, []);
});
