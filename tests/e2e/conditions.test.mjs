// The page takes what is possible from the engine (`conditions`) and words every
// reason from its one i18n module, in English and Chinese.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { start, open, shot } from './helpers.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env?.stop(); });

const disabled = (page, sel, value) => page.locator(`${sel} option[value="${value}"]`).isDisabled();

test('impossible choices are disabled with their reason in words', async () => {
  const page = await env.page();
  await open(page, `${env.base}#h=123m456p789s11z23s4s`);
  // No kong: no kong replacement; East: no Blessing of Earth or Man.
  assert.equal(await disabled(page, '#win', 'kong_replacement'), true);
  assert.match(await page.getAttribute('#win option[value="kong_replacement"]', 'title'), /no kong/);
  assert.equal(await disabled(page, '#blessing', 'earth'), true);
  assert.equal(await disabled(page, '#blessing', 'heaven'), false);
  // A self-draw has no discarder.
  assert.equal(await page.isDisabled('#discarder'), true);
  await page.selectOption('#win', 'discard');
  assert.equal(await page.isDisabled('#discarder'), false);
  assert.equal(await disabled(page, '#discarder', 'east'), true, 'the winner cannot discard');
  // Concealed Discard only in Standard (D1).
  await page.selectOption('#edition', 'basic');
  assert.equal(await disabled(page, '#win', 'concealed_discard'), true);
  // A link that asks for an impossible choice says why next to the controls.
  await open(page, `${env.base}#h=123m456p789s11z23s4s&win=kong_replacement`);
  assert.match(await page.textContent('#conditions-note'), /no kong, so no replacement tile/);
  assert.equal(await page.getAttribute('#error', 'data-code'), 'contradictory_win');
  await shot(page, 'conditions');
});

const unavailable = (page) => page.locator('#conditions-note .unavailable li').allTextContents();

test('a win type impossible for the hand is disabled, its reason shown in words', async () => {
  const page = await env.page();
  await open(page, `${env.base}#h=123m456p789s11z23s4s&e=basic`);
  // No kong in the hand: no kong replacement; Basic: no concealed discard (D1).
  assert.equal(await disabled(page, '#win', 'kong_replacement'), true);
  assert.equal(await disabled(page, '#win', 'concealed_discard'), true);
  assert.equal(await disabled(page, '#win', 'discard'), false);
  const lines = await unavailable(page);
  assert.ok(lines.includes('Kong replacement: The hand has no kong, so no replacement tile to win on'), lines.join('\n'));
  assert.ok(lines.some((l) => /^Concealed discard: .*only in the Standard edition/.test(l)), lines.join('\n'));
  // With a kong it may be chosen, and is no longer listed.
  await page.fill('#text', '123m456p11z23s4s (9999s)');
  assert.equal(await disabled(page, '#win', 'kong_replacement'), false);
  assert.ok(!(await unavailable(page)).some((l) => l.startsWith('Kong replacement')));
  // Chinese: the option's name, the summary of the code, the engine's reason.
  await page.fill('#text', '123m456p789s11z23s4s');
  await page.click('#lang');
  assert.match(await page.textContent('#conditions-note'), /现在不可选/);
  assert.ok((await unavailable(page)).some((l) => l.startsWith('岭上开花：手中没有杠，没有岭上牌可和')));
  await page.click('#lang');
  assert.deepEqual(page.errors, []);
});

test('a blessing is disabled for the seat, with its reason', async () => {
  const page = await env.page();
  await open(page, `${env.base}#h=123m456p789s11z23s4s`);
  assert.equal(await disabled(page, '#blessing', 'heaven'), false);
  assert.equal(await disabled(page, '#blessing', 'earth'), true);
  assert.equal(await disabled(page, '#blessing', 'man'), true);
  assert.ok((await unavailable(page)).includes('Earth, Man: Blessings of Earth and Man are for non-dealers, not East'));
  // South is no dealer: Earth may be had on a self-draw, Heaven may not.
  await page.selectOption('#seat', 'south');
  assert.equal(await disabled(page, '#blessing', 'earth'), false);
  assert.equal(await disabled(page, '#blessing', 'heaven'), true);
  assert.ok((await unavailable(page)).some((l) => l.startsWith('Heaven: ')));
  // A blessing chosen, the seats it rules out are disabled too.
  await page.selectOption('#blessing', 'earth');
  assert.equal(await disabled(page, '#seat', 'east'), true);
  assert.ok((await unavailable(page)).includes('East: Blessings of Earth and Man are for non-dealers, not East'));
});

test('the discarder select is off on a self-draw and the link holds none', async () => {
  const page = await env.page();
  await open(page, `${env.base}#h=123m456p789s11z23s4s&d=west`);
  assert.equal(await page.isDisabled('#discarder'), true);
  assert.equal(await page.inputValue('#discarder'), '');
  assert.doesNotMatch(page.url(), /d=/, 'no discarder without a discard');
  // A discard win takes the discarder asked for, while it may discard.
  await page.selectOption('#win', 'discard');
  assert.equal(await page.isDisabled('#discarder'), false);
  assert.equal(await page.inputValue('#discarder'), 'west');
  assert.match(page.url(), /d=west/);
  // West wins: West cannot discard, so the first seat that may is used; back at
  // East, the discarder asked for returns.
  await page.selectOption('#seat', 'west');
  assert.equal(await page.inputValue('#discarder'), 'east');
  await page.selectOption('#seat', 'east');
  assert.equal(await page.inputValue('#discarder'), 'west');
  await page.selectOption('#win', 'self_draw');
  assert.equal(await page.isDisabled('#discarder'), true);
  assert.doesNotMatch(page.url(), /d=/);
});

test('palette tiles say why they are disabled, in words', async () => {
  const page = await env.page();
  await open(page, `${env.base}#h=1111m`);
  assert.equal(await page.getAttribute('#palette [data-tile="1m"]', 'aria-disabled'), 'true');
  assert.match(await page.textContent('#palette-note'), /All four copies are in use/);
  await page.check('input[name="mode"][value="chow"]');
  assert.match(await page.textContent('#palette-note'), /chow starts on a number tile from 1 to 7/);
  await page.click('#lang');
  assert.match(await page.textContent('#palette-note'), /吃从 1 到 7 的数牌开始/);
  await page.click('#lang');
  // A full hand: no tile may be added, and the note says so (not only a tooltip).
  await open(page, `${env.base}#h=123m456p789s11z23s4s`);
  await page.check('input[name="mode"][value="add"]');
  assert.equal(await page.locator('#palette button:not([aria-disabled="true"])').count(), 0);
  assert.equal(await page.textContent('#palette-note'), 'The hand is full: remove a tile first.');
  await page.check('input[name="mode"][value="pung"]');
  assert.equal(await page.textContent('#palette-note'), 'No room for another meld: remove tiles first.');
  await page.click('#lang');
  assert.equal(await page.textContent('#palette-note'), '没有空位再加一副：请先移除几张。');
  await page.check('input[name="mode"][value="add"]');
  assert.equal(await page.textContent('#palette-note'), '手牌已满：请先移除一张。');
  await page.click('#lang');
  // Tiles that already break a rule: nothing may be added until they are fixed.
  await page.fill('#text', '11111m');
  assert.equal(await page.getAttribute('#error', 'data-code'), 'too_many_copies');
  assert.equal(await page.locator('#palette button:not([aria-disabled="true"])').count(), 0);
  assert.equal(await page.textContent('#palette-note'), 'No tile can be added until the hand is fixed.');
});

test('left-out patterns and the limit are worded from the structured answer', async () => {
  const page = await env.page();
  await open(page, `${env.base}#h=234567m234567p8s8s&e=intermediate`);
  const reasons = await page.locator('#output .excluded li').evaluateAll((els) => els.map((e) => [e.dataset.id, e.dataset.reason, e.querySelector('.reason').textContent]));
  assert.deepEqual(reasons.find((r) => r[0] === 'G1.c1'), ['G1.c1', 'included_by', 'included by F3.b3 Mirrored Half Straight']);
  await open(page, `${env.base}#h=123456789m11122z&e=beginner`);
  const basic = await page.locator('#output .excluded li[data-id="F3.a2"] .reason').textContent();
  assert.equal(basic, 'not in this edition (from Basic)');
  await page.click('#lang');
  assert.equal(await page.locator('#output .excluded li[data-id="F3.a2"] .reason').textContent(), '本版本无此番种（基础版起）');
  await open(page, `${env.base}#h=111333444z777z2z2z`);
  assert.match(await page.locator('#output').textContent(), /役满番种：A\.5 字一色/);
  await page.click('#lang');
  assert.match(await page.locator('#output').textContent(), /Limit: A\.5 All Honors/);
  // Same category, in both languages: the rival pattern named by its id and name.
  await open(page, `${env.base}#h=123456456789m55p`);
  const half = '#output .excluded li[data-id="F3.b1"] .reason';
  assert.equal(await page.getAttribute('#output .excluded li[data-id="F3.b1"]', 'data-reason'), 'same_category');
  assert.equal(await page.textContent(half), 'same category as F3.a2 Pure Straight, which scores more');
  assert.match(await page.textContent('#output .excluded li[data-id="F3.b1"]'), /^F3\.b1 Half Straight — same category/);
  await page.click('#lang');
  assert.equal(await page.textContent(half), '与 F3.a2 一条龙 同类别不复用（后者分高）');
  await open(page, `${env.base}#h=234567m234567p8s8s&e=intermediate`);
  assert.equal(await page.textContent('#output .excluded li[data-id="G1.c1"] .reason'), '已包含于 F3.b3 镜连六');
  // A counted limit: named by the engine, with the total before it.
  await open(page, `${env.base}#h=225588s225555p88m`);
  assert.equal(await page.textContent('#score'), '200');
  assert.equal(await page.textContent('#output .total'), '满贯前合计 205；数满贯，计 200 分');
  await page.click('#lang');
  assert.equal(await page.textContent('#output .total'), 'Total 205 before the limit; Limit reached: 200');
  assert.deepEqual(page.errors, []);
});

test('one tile table: no Unicode mahjong code points in the page scripts', () => {
  const www = join(dirname(fileURLToPath(import.meta.url)), '../../www');
  for (const name of readdirSync(www).filter((f) => f.endsWith('.js'))) {
    const text = readFileSync(join(www, name), 'utf8');
    assert.doesNotMatch(text, /0x1f0|\\u\{1f0|\\ud83c\\udc/i, `${name} holds a code point table`);
    assert.doesNotMatch(text, /[\u{1F000}-\u{1F02B}]/u, `${name} holds tile characters`);
  }
});

test('no rule is copied into the page, and rendering writes no state', () => {
  const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
  const app = readFileSync(join(root, 'www/app.js'), 'utf8');
  for (const copy of ['DISCARD_STYLE', 'BLOCK_TEXT', "'robbing_kong', 'concealed_discard']", "zh ? "]) {
    assert.ok(!app.includes(copy), copy);
  }
  // Words are chosen by language in i18n.js only.
  for (const name of ['app.js', 'embed.js', 'state/sheet-store.js', 'shared/tiles.js', 'shared/parts.js']) {
    assert.doesNotMatch(readFileSync(join(root, 'www', name), 'utf8'), /\blang === 'zh' \?|\bzh \? /, name);
  }
  // Every render function reads the state and writes only the page.
  for (const [, name, body] of app.matchAll(/\nfunction (render\w*)\([^)]*\) \{([\s\S]*?)\n\}/g)) {
    assert.doesNotMatch(body, /\bstate\.\w+\s*=[^=]|\bstate\.\w+\.(push|splice)\(/, name);
  }
});
