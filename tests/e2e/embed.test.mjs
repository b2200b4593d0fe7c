// The <fourseas-hand> element for rule-explanation sites, and its demo page with
// every example hand of the Standard Level.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { start, shot, engine } from './helpers.mjs';

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

test('a host page on another origin with exactly the README\'s Content Security Policy: the card as without one', async () => {
  // The policy as the README gives it, with this calculator's origin.
  const readme = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../README.md'), 'utf8');
  const line = readme.split('\n').find((l) => l.startsWith('Content-Security-Policy: '));
  assert.ok(line, 'the README gives the policy');
  const origin = env.base.replace(/\/$/, '');
  const host = createServer((req, res) => {
    const headers = { 'Content-Type': 'text/html' };
    if (!req.url.includes('plain')) headers['Content-Security-Policy'] = line.slice(line.indexOf(':') + 2).replaceAll('https://calculator.example', origin);
    res.writeHead(200, headers);
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title>
<script type="module" src="${origin}/embed.js"></script></head>
<body><fourseas-hand id="scored" hand="123456456789m55p"></fourseas-hand><fourseas-hand id="waiting" hand="123456789m1122z"></fourseas-hand></body></html>`);
  }).listen(0, '127.0.0.1');
  await new Promise((ok) => host.on('listening', ok));
  try {
    // What a visitor sees: sizes of the card and its tiles, with the policy and without.
    const look = async (path) => {
      const page = await env.page();
      await page.goto(`http://localhost:${host.address().port}/${path}`);
      await page.waitForFunction(() => ['scored', 'waiting'].every((id) => document.getElementById(id).result));
      const sizes = await page.evaluate(() =>
        ['scored', 'waiting'].map((id) => {
          const root = document.getElementById(id).shadowRoot;
          const card = root.querySelector('.card');
          const tile = root.querySelector('svg.tile-face').getBoundingClientRect();
          const style = getComputedStyle(card);
          return { tile: [tile.width, tile.height], border: style.borderTopWidth, radius: style.borderRadius, card: card.getBoundingClientRect().height };
        }),
      );
      const score = await page.evaluate(() => document.getElementById('scored').result.score);
      const violations = await page.evaluate(() => window.__csp);
      await page.context().close();
      return { sizes, score, violations };
    };
    const strict = await look('');
    const plain = await look('plain');
    assert.deepEqual(strict.violations, []);
    assert.equal(strict.score, 55);
    assert.deepEqual(strict.sizes, plain.sizes);
    assert.ok(strict.sizes[0].tile[1] < 60, `a tile is ${strict.sizes[0].tile[1]} px tall: styled`);
    assert.equal(strict.sizes[0].border, '1px');
  } finally {
    host.close();
  }
});

test('<fourseas-replay>: the engine\'s frames stepped by its controls, on a host page of another origin with the README\'s policy', async () => {
  const readme = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../README.md'), 'utf8');
  const line = readme.split('\n').find((l) => l.startsWith('Content-Security-Policy: '));
  const origin = env.base.replace(/\/$/, '');
  const log = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../www/concealed-discard.jsonl'), 'utf8');
  const wasm = await engine();
  const host = createServer((req, res) => {
    const headers = { 'Content-Type': 'text/html', 'Content-Security-Policy': line.slice(line.indexOf(':') + 2).replaceAll('https://calculator.example', origin) };
    res.writeHead(200, headers);
    // One log from the calculator's origin (src), one inline; a third refused.
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title>
<script type="module" src="${origin}/embed.js"></script></head>
<body><fourseas-replay id="src" src="${origin}/concealed-discard.jsonl" step="5" open-hands><p>This replay needs JavaScript.</p></fourseas-replay>
<fourseas-replay id="inline" lang="zh"><script type="application/x-ndjson">${log}</script></fourseas-replay>
<fourseas-replay id="bad"><script type="application/x-ndjson">{"type":"start"}</script></fourseas-replay></body></html>`);
  }).listen(0, '127.0.0.1');
  await new Promise((ok) => host.on('listening', ok));
  try {
    const page = await env.page();
    const fetched = [];
    page.on('request', (r) => r.url().endsWith('.jsonl') && fetched.push(r.url()));
    await page.goto(`http://localhost:${host.address().port}/`);
    await page.waitForFunction(() => ['src', 'inline', 'bad'].every((id) => document.getElementById(id).frames));
    // Upgraded with three attributes, the element loads its log once.
    assert.equal(fetched.length, 1);
    const open = wasm.frames({ log, hand: 0 });
    const eyes = wasm.frames({ log, hand: 0, seat: 'east' });
    // The frames are the engine's: open hands for one, East's eyes (no person in a bots' log) for the other.
    assert.deepEqual(await page.evaluate(() => document.getElementById('src').frames), open);
    assert.deepEqual(await page.evaluate(() => document.getElementById('inline').frames), eyes);
    const hands = (id) =>
      page.evaluate((i) => [...document.getElementById(i).shadowRoot.querySelectorAll('.replay-hand')].map((e) => e.dataset.hand), id);
    const at = (frames, k) => ['east', 'south', 'west', 'north'].map((s) => frames.frames[k].seats[s].hand).filter((x) => x != null);
    assert.deepEqual(await hands('src'), at(open, 5));
    // Forward, back, the end: the step attribute follows the controls and the frame shown is the engine's.
    const root = (sel) => page.locator(`#src >> [part="${sel}"]`);
    await root('forward').click();
    assert.equal(await page.getAttribute('#src', 'step'), '6');
    assert.deepEqual(await hands('src'), at(open, 6));
    await root('back').click();
    await root('back').click();
    assert.equal(await page.getAttribute('#src', 'step'), '4');
    await root('last').click();
    const n = open.frames.length - 1;
    assert.equal(await page.getAttribute('#src', 'step'), String(n));
    assert.deepEqual(await hands('src'), at(open, n));
    assert.match(await page.evaluate(() => document.getElementById('src').shadowRoot.querySelector('.replay-status').textContent), /East wins/);
    // A step set by script; the event says which frame.
    const step = await page.evaluate(
      () => new Promise((ok) => {
        const el = document.getElementById('src');
        el.addEventListener('step', (e) => ok(e.detail.step), { once: true });
        el.step = 60;
      }),
    );
    assert.equal(step, 60);
    // In Chinese, through East's eyes: only East's hand.
    assert.deepEqual(await hands('inline'), [eyes.frames[0].seats.east.hand]);
    assert.match(await page.evaluate(() => document.getElementById('inline').shadowRoot.textContent), /东/);
    // A log the engine refuses: its coded error, shown.
    assert.equal(await page.evaluate(() => document.getElementById('bad').shadowRoot.querySelector('.error').dataset.code), 'bad_request');
    assert.deepEqual(await page.evaluate(() => window.__csp ?? []), []);
    assert.deepEqual(page.errors, []);
    await shot(page, 'embed-replay');
  } finally {
    host.close();
  }
});

test('<fourseas-replay> without JavaScript shows its own message', async () => {
  const page = await env.page({ javaScriptEnabled: false });
  await page.goto(`${env.base}embed.html`);
  assert.equal(await page.textContent('#replay'), 'This replay needs JavaScript.');
});
