// The rulebook for rule-explanation sites: <fourseas-tiles>, <fourseas-pattern>
// and <fourseas-rulebook> on a host page of another origin, as a visitor sees
// them; and the calculator's Rules view (tabs, search, cards, links from a
// result, the cheat sheet on one A4 page). Expected figures come from the
// engine itself, loaded here under Node.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { start, open, shot, OUT } from './helpers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const AXE = readFileSync(join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');
const fs = await import(join(root, 'www/pkg/fourseas_wasm.js'));
fs.initSync({ module: readFileSync(join(root, 'www/pkg/fourseas_wasm_bg.wasm')) });
const standard = new Map(fs.patterns('standard').patterns.map((p) => [p.id, p]));

let env;
before(async () => { env = await start(); });
after(async () => { await env?.stop(); });

/** The pages of a PDF: its page objects (`/Type /Page`, not `/Pages`). */
const pageCount = (pdf) => pdf.toString('latin1').match(/\/Type\s*\/Page\b/g).length;

async function axe(page) {
  await page.evaluate(AXE);
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A host page on its own origin, loading the elements from the calculator's. */
async function hostPage(body) {
  const origin = env.base.replace(/\/$/, '');
  const host = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>A rules site</title><script type="module" src="${origin}/embed.js"></script></head>
<body><main><h1>Four Seas patterns</h1>${body}</main></body></html>`);
  }).listen(0, '127.0.0.1');
  await new Promise((ok) => host.on('listening', ok));
  return { host, url: `http://localhost:${host.address().port}/` };
}

test('a host page on another origin: a card, inline tiles and the rulebook opened by #F6.6', async () => {
  const { host, url } = await hostPage(`
<p>Inline: <fourseas-tiles id="inline" tiles="123m[555p](1111z)5s" size="s"></fourseas-tiles>,
bad: <fourseas-tiles id="bad" tiles="12x"></fourseas-tiles>.</p>
<fourseas-pattern id="card" pattern="G1.c2" lang="zh"></fourseas-pattern>
<fourseas-pattern id="unknown" pattern="Z9.9"></fourseas-pattern>
<fourseas-rulebook id="book" edition="standard"></fourseas-rulebook>`);
  try {
    const page = await env.page();
    await page.goto(`${url}#F6.6`);
    await page.waitForSelector('#card[data-state=ready]', { state: 'attached' });
    await page.waitForSelector('#book[data-state=ready]', { state: 'attached' });
    // The card's score is the engine's score of the example.
    const g1c2 = standard.get('G1.c2');
    const expected = fs.score(g1c2.example);
    assert.equal(await page.locator('#card [data-score]').textContent(), String(expected.score));
    assert.equal(await page.locator('#card [data-pattern]').getAttribute('data-pattern'), 'G1.c2');
    assert.match(await page.locator('#card .pattern-card').textContent(), /镜同顺刻/);
    // The deep link opened F6.6 in the rulebook, with its live score.
    const row = page.locator('#book [data-pattern-row="F6.6"]');
    assert.equal(await row.evaluate((d) => d.open), true);
    assert.equal(await row.locator('[data-score]').textContent(), String(fs.score(standard.get('F6.6').example).score));
    // Search narrows the list: by name, by Chinese name, by points.
    const visible = () => page.locator('#book [data-pattern-row]:visible').evaluateAll((rows) => rows.map((r) => r.dataset.patternRow));
    await page.locator('#book input[type=search]').fill('jade');
    assert.deepEqual(await visible(), ['F6.6', 'F6.7']);
    await page.locator('#book input[type=search]').fill('玉');
    assert.deepEqual(await visible(), ['F6.6', 'F6.7']);
    await page.locator('#book input[type=search]').fill('480');
    assert.deepEqual(await visible(), [...standard.values()].filter((p) => p.points === 480).map((p) => p.id));
    await page.locator('#book input[type=search]').fill('');
    assert.equal((await visible()).length, standard.size);
    // Inline tiles: every tile marked, the called tile on its side, the kong's ends face down.
    const tiles = await page.locator('#inline [data-tile]').evaluateAll((ts) =>
      ts.map((t) => `${t.dataset.tile}${t.hasAttribute('data-rotated') ? 'r' : ''}${t.hasAttribute('data-face-down') ? 'd' : ''}`));
    assert.deepEqual(tiles, ['1m', '2m', '3m', '5pr', '5p', '5p', '1zd', '1z', '1z', '1zd', '5s']);
    // Bad attributes show their error, never an empty element.
    assert.equal(await page.locator('#bad').getAttribute('data-error'), 'bad_notation');
    assert.match(await page.locator('#bad .tiles-error').textContent(), /12x/);
    assert.match(await page.locator('#unknown [data-error=unknown_pattern]').textContent(), /Z9\.9/);
    assert.deepEqual(await axe(page), []);
    await shot(page, 'rulebook-host');
    // "Try it" opens the calculator with the example's hand, which counts the pattern.
    await page.locator('#card a.try').click();
    await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
    await page.waitForSelector('#output [data-id="G1.c2"]');
    assert.equal(await page.textContent('#score'), String(expected.score));
    assert.deepEqual(page.errors, []);
  } finally {
    host.close();
  }
});

test('without the engine the elements fall back to text; the CLI\'s pictures are valid SVG', async () => {
  const { host, url } = await hostPage(`
<fourseas-pattern id="card" pattern="F6.6"></fourseas-pattern>
<fourseas-rulebook id="book"></fourseas-rulebook>
<fourseas-tiles id="tiles" tiles="123m[555p](1111z)5s"></fourseas-tiles>`);
  try {
    const page = await env.page();
    // The engine blocked, as a strict host policy or a lost connection would.
    await page.route('**/*.wasm', (r) => r.abort());
    await page.goto(url);
    await page.waitForSelector('#card[data-state=unavailable]', { state: 'attached' });
    await page.waitForSelector('#book[data-state=unavailable]', { state: 'attached' });
    assert.match(await page.locator('#card .card').textContent(), /F6\.6.*could not be loaded/);
    assert.match(await page.locator('#book .rulebook').textContent(), /could not be loaded/);
    // The tiles need no engine.
    assert.equal(await page.locator('#tiles [data-tile]').count(), 11);
    // Each picture the CLI writes parses as SVG and names its tiles.
    const bin = [join(root, 'target/debug/fourseas'), join(root, 'target/release/fourseas')].find((p) => { try { readFileSync(p); return true; } catch { return false; } });
    for (const p of [...standard.values()].slice(0, 101)) {
      const svg = spawnSync(bin, ['svg', '--tiles', p.example_hand], { encoding: 'utf8' }).stdout;
      const parsed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
        return { error: doc.querySelector('parsererror')?.textContent ?? null, root: doc.documentElement.localName,
          title: doc.querySelector('title')?.textContent, tiles: doc.querySelectorAll('[data-tile]').length };
      }, svg);
      assert.equal(parsed.error, null, p.id);
      assert.equal(parsed.root, 'svg');
      assert.ok(parsed.title.length > 10, p.id);
      assert.equal(parsed.tiles, fs.parse(p.example_hand.replace(/[[\]()]/g, ' ')).tiles.length, p.id);
    }
  } finally {
    host.close();
  }
});

test('inline tiles take their size at once, before (or without) their stylesheet', async () => {
  const { host, url } = await hostPage(`
<p id="para">Melds in brackets: <fourseas-tiles id="inline" tiles="123m[555p](1111z)5s" size="s"></fourseas-tiles>,
and bad text: <fourseas-tiles id="bad" tiles="12x" size="s"></fourseas-tiles>. The end.</p>`);
  const measure = async (blockStyles) => {
    const page = await env.page();
    await page.setViewportSize({ width: 390, height: 844 });
    if (blockStyles) await page.route('**/embed.css', (r) => r.abort());
    await page.goto(url);
    await page.waitForSelector('#inline [data-tile]', { state: 'attached' });
    await page.waitForSelector('#bad[data-error]', { state: 'attached' });
    if (!blockStyles) await page.waitForFunction(() => [...document.querySelectorAll('fourseas-tiles')].every((e) => e.shadowRoot.querySelector('link').sheet));
    const box = (sel) => page.locator(sel).evaluate((e) => e.getBoundingClientRect().toJSON());
    const tiles = await page.locator('#inline [data-tile]').evaluateAll((ts) => ts.map((t) => Math.round(t.getBoundingClientRect().width)));
    const result = { para: (await box('#para')).height, row: (await box('#inline .tile-row')).height, tiles };
    await page.close();
    return result;
  };
  try {
    const bare = await measure(true);
    // 24 px tall at size s: 18 px a tile upright, 24 on its side.
    assert.equal(bare.row, 24);
    assert.deepEqual(bare.tiles, [18, 18, 18, 24, 18, 18, 18, 18, 18, 18, 18]);
    // The paragraph is laid out as it is once styled: nothing moves when the stylesheet comes.
    assert.deepEqual(bare, await measure(false));
  } finally {
    host.close();
  }
});

/** Waits until the rulebook `book`'s row for `id` starts within the viewport, and stays there. */
async function rowInView(page, book, id) {
  const top = () =>
    page.evaluate(
      ([b, i]) => document.querySelector(b).shadowRoot.querySelector(`[data-pattern-row="${i}"]`)?.getBoundingClientRect().top,
      [book, id],
    );
  await page.waitForFunction(
    ([b, i]) => {
      const row = document.querySelector(b)?.shadowRoot?.querySelector(`[data-pattern-row="${i}"]`);
      const t = row?.getBoundingClientRect().top;
      return row?.open && t >= -1 && t < innerHeight / 2;
    },
    [book, id],
    { timeout: 10000 },
  );
  // Still there once everything has loaded.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const t = await top();
  assert.ok(t >= -1 && t < (await page.evaluate(() => innerHeight)) / 2, `${id} at ${t}`);
}

test('a link to a card opens it in view, loaded afresh: the Rules view and a host page', async () => {
  for (const [w, hgt] of [[390, 844], [1280, 800]]) {
    const page = await env.page({ viewport: { width: w, height: hgt } });
    await open(page, `${env.base}#rules=F6.6`);
    await rowInView(page, '#rulebook', 'F6.6');
    await page.context().close();
  }
  const { host, url } = await hostPage('<p>Before the rulebook.</p><fourseas-rulebook id="book" edition="standard"></fourseas-rulebook>');
  try {
    const page = await env.page({ viewport: { width: 390, height: 844 } });
    await page.goto(`${url}#G1.c2`);
    await rowInView(page, '#book', 'G1.c2');
  } finally {
    host.close();
  }
});

test('the Rules view: tabs, search, a card, links from a result and back, no axe findings', async () => {
  for (const scheme of ['light', 'dark']) {
    for (const [w, hgt] of [[390, 844], [1280, 800]]) {
      const page = await env.page({ viewport: { width: w, height: hgt }, colorScheme: scheme });
      await open(page, `${env.base}#h=555678678999p11z`);
      await page.waitForSelector('#output [data-id="F6.6"]');
      // The pattern's id links to its card in the Rules view; Back returns to the hand.
      await page.click('#output [data-id="F6.6"] a.pid');
      await page.waitForSelector('#rulebook[data-state=ready]', { state: 'attached' });
      assert.equal(await page.isHidden('#input'), true);
      assert.match(page.url(), /rules=F6\.6/);
      assert.match(page.url(), /h=555667788999p11z/);
      const card = page.locator('#rulebook [data-pattern-row="F6.6"] [data-score]');
      assert.equal(await card.textContent(), String(fs.score(standard.get('F6.6').example).score));
      await shot(page, `rules-card-${w}-${scheme}`);
      assert.deepEqual(await page.evaluate(() => window.__csp), []);
      assert.deepEqual(await axe(page), [], `${w} ${scheme}`);
      await page.goBack();
      await page.waitForSelector('#input:visible');
      assert.equal(await page.inputValue('#text'), '555667788999p11z');
      // The tabs: Rules, an edition, search; the calculator's hand stays.
      await page.click('#tab-rules');
      await page.selectOption('#rules-edition', 'basic');
      await page.waitForFunction(() => document.getElementById('rulebook').getAttribute('edition') === 'basic');
      await page.waitForFunction(() => document.getElementById('rulebook').shadowRoot.querySelectorAll('[data-pattern-row]').length === 18);
      await page.locator('#rulebook input[type=search]').fill('straight');
      assert.deepEqual(
        await page.locator('#rulebook [data-pattern-row]:visible').evaluateAll((r) => r.map((x) => x.dataset.patternRow)),
        ['F3.a2', 'F3.b1'],
      );
      await page.click('#tab-calculator');
      assert.equal(await page.inputValue('#text'), '555667788999p11z');
      assert.deepEqual(page.errors, []);
      await page.context().close();
    }
  }
});

test('the cheat sheet prints on one A4 page, from the Rules view and from the CLI', async () => {
  const page = await env.page();
  for (const edition of ['beginner', 'basic', 'intermediate', 'standard']) {
    await open(page, `${env.base}#rules=`);
    await page.selectOption('#rules-edition', edition);
    await page.waitForFunction((e) => document.getElementById('cheat-sheet').textContent.length > 0 &&
      document.getElementById('rulebook').getAttribute('edition') === e, edition);
    const rows = await page.locator('#cheat-sheet tr').count();
    assert.equal(rows, fs.patterns(edition).patterns.length, edition);
    const pdf = await page.pdf({ format: 'A4' });
    const pages = pageCount(pdf);
    assert.equal(pages, 1, `${edition}: ${pages} pages`);
  }
  // The CLI's printable sheet, as a file.
  const bin = [join(root, 'target/debug/fourseas'), join(root, 'target/release/fourseas')].find((p) => { try { readFileSync(p); return true; } catch { return false; } });
  const html = spawnSync(bin, ['patterns', '--format', 'html', '--print'], { encoding: 'utf8' }).stdout;
  const blank = await env.page();
  await blank.setContent(html);
  const pdf = await blank.pdf({ preferCSSPageSize: true, path: join(OUT, 'cheat-sheet-standard.pdf') });
  assert.equal(pageCount(pdf), 1, 'the CLI sheet');
});
