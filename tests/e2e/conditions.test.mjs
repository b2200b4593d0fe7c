// The page takes what is possible from the engine (`conditions`) and words every
// reason from its one i18n module, in English and Chinese.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
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
  assert.match(await page.getAttribute('#win option[value="kong_replacement"]', 'title'), /needs a kong/);
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
  assert.match(await page.textContent('#conditions-note'), /kong replacement win needs a kong/);
  assert.equal(await page.getAttribute('#error', 'data-code'), 'contradictory_win');
  await shot(page, 'conditions');
});

test('palette tiles say why they are disabled, in words', async () => {
  const page = await env.page();
  await open(page, `${env.base}#h=1111m`);
  assert.equal(await page.isDisabled('#palette [data-tile="1m"]'), true);
  assert.match(await page.textContent('#palette-note'), /All four copies are in use/);
  await page.check('input[name="mode"][value="chow"]');
  assert.match(await page.textContent('#palette-note'), /chow starts on a number tile from 1 to 7/);
  await page.click('#lang');
  assert.match(await page.textContent('#palette-note'), /吃从 1 到 7 的数牌开始/);
  await page.click('#lang');
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
  assert.match(await page.locator('#output').textContent(), /满贯：A\.5 字一色/);
  await page.click('#lang');
});

test('no rule is copied into the page, and rendering writes no state', () => {
  const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
  const app = readFileSync(join(root, 'www/app.js'), 'utf8');
  for (const copy of ['DISCARD_STYLE', 'BLOCK_TEXT', "'robbing_kong', 'concealed_discard']", "zh ? "]) {
    assert.ok(!app.includes(copy), copy);
  }
  // Every render function reads the state and writes only the page.
  for (const [, name, body] of app.matchAll(/\nfunction (render\w*)\([^)]*\) \{([\s\S]*?)\n\}/g)) {
    assert.doesNotMatch(body, /\bstate\.\w+\s*=[^=]|\bstate\.\w+\.(push|splice)\(/, name);
  }
});
