// Links keep the hand: a typo keeps its text, editable, beside the error; a result
// is never shown for a hand other than the one in the box; what a link may hold
// is capped and said; unknown values fall back to defaults, with a note.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, open, shot } from './helpers.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env?.stop(); });

for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
  test(`a link with a typo keeps its text (${viewport.width}px)`, async () => {
    const page = await env.page({ viewport });
    await open(page, `${env.base}#h=123456456789m5x5p&e=basic`);
    assert.equal(await page.inputValue('#text'), '123456456789m5x5p');
    assert.equal(await page.isVisible('#text-error'), true);
    assert.match(await page.textContent('#text-error'), /position 15 need a suit letter/);
    assert.equal(await page.locator('#score').count(), 0, 'no result for a hand that is not in the box');
    assert.equal(await page.locator('#hand button').count(), 0, 'no tiles of another hand either');
    assert.match(page.url(), /h=123456456789m5x5p/, 'the link still holds the text');
    // Fixing the text scores it; a hash change to a bad hand shows no old score.
    await page.fill('#text', '123456456789m55p');
    assert.equal(await page.textContent('#score'), '55');
    await page.evaluate(() => { location.hash = 'h=123456456789m5y5p'; });
    await page.waitForFunction(() => document.getElementById('text').value === '123456456789m5y5p');
    assert.equal(await page.locator('#score').count(), 0);
    await shot(page, `link-typo-${viewport.width}`);
    assert.deepEqual(page.errors, []);
  });
}

test('a huge link is capped and says so, without freezing', async () => {
  const page = await env.page();
  const started = Date.now();
  await open(page, `${env.base}#h=${'1m'.repeat(130000)}`);
  assert.ok(Date.now() - started < 15000);
  assert.match(await page.textContent('#link-note'), /more than 200 characters/);
  assert.ok((await page.inputValue('#text')).length <= 200);
  assert.equal(await page.getAttribute('#error', 'data-code'), 'wrong_tile_count', 'only the capped hand is read');
  assert.deepEqual(page.errors, []);
});

test('unknown values in a link fall back to defaults, with a note', async () => {
  const page = await env.page();
  await open(page, `${env.base}#h=123456456789m55p&e=__proto__&s=up&win=tsumo`);
  assert.equal(await page.inputValue('#edition'), 'standard');
  assert.equal(await page.textContent('#level option[value=""]'), '— (IV)');
  assert.match(await page.textContent('#link-note'), /edition “__proto__” is unknown/i);
  assert.equal(await page.textContent('#score'), '55');
  await open(page, `${env.base}#e=BASIC`);
  assert.equal(await page.inputValue('#edition'), 'basic');
  assert.equal(await page.textContent('#level option[value=""]'), '— (III)');
});
