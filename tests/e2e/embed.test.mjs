// The <fourseas-hand> element for rule-explanation sites, and its demo page with
// every example hand of the Standard Level.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, shot } from './helpers.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env?.stop(); });

test('the embed demo renders and scores every example hand', async () => {
  const page = await env.page();
  await page.goto(`${env.base}embed.html`);
  await page.waitForSelector('#examples[data-count]', { state: 'attached' });
  const first = await page.waitForFunction(() => document.getElementById('first').result);
  assert.ok(first);
  assert.equal(await page.evaluate(() => document.getElementById('first').result.score), 55);
  // The Chinese one shows Chinese pattern names.
  const zh = await page.evaluate(() => document.getElementById('zh').shadowRoot.textContent);
  assert.match(zh, /镜连六/);
  // Every example is scored without error and counts (or lists) its own pattern.
  await page.waitForFunction(() => [...document.querySelectorAll('#examples fourseas-hand')].every((e) => e.result));
  const results = await page.evaluate(() => [...document.querySelectorAll('#examples fourseas-hand')].map((e) => ({
    id: e.dataset.id,
    ok: e.result.ok,
    found: e.result.ok && (e.result.patterns.some((p) => p.id === e.dataset.id)
      || e.result.excluded.some((p) => p.id === e.dataset.id)
      || e.result.alternatives.some((a) => a.patterns.includes(e.dataset.id))),
    tiles: e.shadowRoot.querySelectorAll('svg.tile-face').length,
  })));
  assert.equal(results.length, 127);
  for (const r of results) {
    assert.ok(r.ok && r.found, `${r.id}: ${JSON.stringify(r)}`);
    assert.ok(r.tiles >= 14, `${r.id} draws its tiles`);
  }
  await shot(page, 'embed');
  assert.deepEqual(page.errors, []);
  assert.deepEqual(await page.evaluate(() => window.__csp), [], 'no Content-Security-Policy violations');
});

test('the element is usable from a plain module script and reacts to attributes', async () => {
  const page = await env.page();
  // A host page of its own: only the module and the element.
  await page.goto(`${env.base}embed.html`);
  await page.evaluate(() => {
    document.body.replaceChildren();
    const el = document.createElement('fourseas-hand');
    el.id = 'mine';
    el.setAttribute('hand', '123m456p11z234s (9999s)');
    el.setAttribute('win', 'kong_replacement');
    document.body.append(el);
  });
  await page.waitForFunction(() => document.getElementById('mine').result?.ok);
  assert.equal(await page.evaluate(() => document.getElementById('mine').result.score), 30);
  await page.evaluate(() => document.getElementById('mine').setAttribute('hand', '12x'));
  await page.waitForFunction(() => document.getElementById('mine').result?.ok === false);
  assert.equal(await page.evaluate(() => document.getElementById('mine').shadowRoot.querySelector('.error').dataset.code), 'bad_notation');
});

test('a waiting hand shows its waits; colours come from the host page', async () => {
  const page = await env.page();
  await page.goto(`${env.base}embed.html`);
  await page.evaluate(() => {
    document.body.replaceChildren();
    document.body.style.setProperty('--fourseas-bg', 'rgb(10, 20, 30)');
    document.body.style.setProperty('--fourseas-ink', 'rgb(250, 240, 230)');
    const el = document.createElement('fourseas-hand');
    el.id = 'waiting';
    el.setAttribute('hand', '123456789m1122z');
    document.body.append(el);
  });
  await page.waitForFunction(() => document.getElementById('waiting').result?.ok);
  const waits = await page.evaluate(() => [...document.getElementById('waiting').shadowRoot.querySelectorAll('.waits li')]
    .map((li) => [li.dataset.tile, Number(li.dataset.score)]));
  const result = await page.evaluate(() => document.getElementById('waiting').result);
  assert.deepEqual(waits, result.waits.map((w) => [w.tile, w.self_draw.score]));
  assert.deepEqual(waits.map((w) => w[0]), ['1z', '2z']);
  const colours = await page.evaluate(() => {
    const card = document.getElementById('waiting').shadowRoot.querySelector('.card');
    return [getComputedStyle(card).backgroundColor, getComputedStyle(card).color];
  });
  assert.deepEqual(colours, ['rgb(10, 20, 30)', 'rgb(250, 240, 230)']);
  await shot(page, 'embed-waits');
});
