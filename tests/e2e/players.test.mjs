// The page for players, on a phone and on a desktop, in English and Chinese, in
// light and dark: the score in view on a phone, no layout shift, waits with their
// full scoring, discard advice in steps, tiles seen, editing comforts (sorting,
// undo and redo, the palette by keyboard, melds told apart), errors only after a
// pause, the four editions side by side, payments explained, print, and an
// accessibility check (axe-core) of every combination. Screenshots of each land in
// test-output/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { start, open, shot, OUT } from './helpers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const wasm = await import(join(root, 'www/pkg/fourseas_wasm.js'));
wasm.initSync({ module: readFileSync(join(root, 'www/pkg/fourseas_wasm_bg.wasm')) });
const AXE = readFileSync(join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const SCREENS = { phone: PHONE, desktop: DESKTOP };
const LOCALES = { en: 'en-GB', zh: 'zh-CN' };

let env;
before(async () => { env = await start(); });
after(async () => { await env?.stop(); });

/** A page on `screen` in `lang` and `scheme`, counting layout shifts without recent input. */
async function pageFor(screen, lang, scheme) {
  const page = await env.page({ ...SCREENS[screen], locale: LOCALES[lang], colorScheme: scheme });
  await page.context().addInitScript(() => {
    window.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return page;
}

/** axe-core's violations on the page as it is, as "rule: targets" lines. */
async function axe(page) {
  // Evaluated through the driver, so the page's Content-Security-Policy allows it.
  await page.evaluate(AXE);
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Whether an element lies wholly inside the viewport as it is scrolled now. */
// Looked up and measured in one step, so that a re-render in between cannot measure a detached node.
const inView = (page, sel) => page.evaluate((sel) => {
  const e = document.querySelector(sel);
  const r = e?.getBoundingClientRect();
  return Boolean(r) && r.top >= 0 && r.bottom <= window.innerHeight && r.width > 0;
}, sel);

const tap = (page, id) => page.click(`#palette [data-tile="${id}"]`);

for (const screen of ['phone', 'desktop']) {
  for (const lang of ['en', 'zh']) {
    for (const scheme of ['light', 'dark']) {
      test(`${screen}, ${lang}, ${scheme}: a hand by taps, its waits and score in view, axe clean`, async () => {
        const page = await pageFor(screen, lang, scheme);
        await open(page, env.base);
        assert.equal(await page.getAttribute('html', 'lang'), lang === 'zh' ? 'zh-Hans' : 'en');
        // The language button names the other language in its own language.
        assert.equal(await page.getAttribute('#lang', 'lang'), lang === 'zh' ? 'en' : 'zh-Hans');
        // 13 tiles by taps, out of order: the hand is shown sorted.
        for (const id of ['9m', '1m', '5m', '2m', '6m', '3m', '4m', '7m', '8m', '1z', '1z', '2z', '2z']) await tap(page, id);
        assert.deepEqual(await page.locator('#hand .tile-btn').evaluateAll((b) => b.map((x) => x.dataset.tile)),
          ['1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m', '1z', '1z', '2z', '2z']);
        // Its waits, as the engine gives them, in the summary and in the list.
        await page.waitForSelector('#waits li');
        const want = wasm.analyze({ hand: '123456789m1122z', seat: 'east', edition: 'standard' });
        assert.deepEqual(await page.locator('#waits li').evaluateAll((els) => els.map((e) => [e.dataset.tile, Number(e.dataset.score)])),
          want.waits.map((w) => [w.tile, w.self_draw.score]));
        assert.equal(await page.locator('#summary .summary-wait').count(), want.waits.length);
        if (screen === 'phone') {
          assert.equal(await inView(page, '#summary'), true, 'the waits summary is in view');
          // Nothing wider than the screen, or the phone zooms out.
          assert.deepEqual(await page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth]), [390, 390]);
        }
        await shot(page, `players-${screen}-${lang}-${scheme}-waits`);
        assert.deepEqual(await axe(page), [], 'axe: a waiting hand');
        // The winning tile: the score is in view without scrolling, and the palette stays reachable.
        await tap(page, '1z');
        await page.waitForSelector('#score');
        const want14 = wasm.score({ hand: '123456789m1122z', win_tile: '1z', seat: 'east', edition: 'standard' });
        assert.equal(await page.textContent('#score'), String(want14.score));
        assert.equal(await inView(page, '#score'), true, 'the score is in view');
        assert.equal(await inView(page, '#palette [data-tile="1m"]'), true, 'the palette is in view');
        assert.equal(await page.locator('#hand .tile-btn').last().getAttribute('data-tile'), '1z', 'the winning tile is kept last');
        // A hand that has won gets no discard advice.
        await page.waitForFunction(() => !document.getElementById('analysis-progress'));
        assert.equal(await page.locator('#discards').count(), 0);
        await shot(page, `players-${screen}-${lang}-${scheme}-score`);
        assert.deepEqual(await axe(page), [], 'axe: a scored hand');
        // The whole result, with a wait's full scoring open.
        await page.click('#clear');
        await page.fill('#text', '123456789m1122z');
        await page.waitForSelector('#waits li');
        await page.click('#waits li:first-child button');
        await page.waitForSelector('#wait-detail');
        await shot(page, `players-${screen}-${lang}-${scheme}-wait-detail`);
        assert.deepEqual(await axe(page), [], 'axe: a wait opened');
        // No layout shift while loading and answering (input excluded, as Lighthouse does).
        assert.ok(await page.evaluate(() => window.__cls) <= 0.05, `layout shift ${await page.evaluate(() => window.__cls)}`);
        assert.deepEqual(page.errors, []);
        assert.deepEqual(await page.evaluate(() => window.__csp), []);
      });
    }
  }
}

test('on a narrow phone the summary bar shows the score and may-win whole, a limit hand too', async () => {
  for (const lang of ['en', 'zh']) {
    const page = await env.page({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale: LOCALES[lang] });
    for (const hand of ['123456789m1122z1z', '111222333444z5z5z']) {
      await open(page, `${env.base}#h=${hand}`);
      await page.waitForSelector('#score');
      const want = wasm.score({ hand: hand.slice(0, -2), win_tile: hand.slice(-2), seat: 'east', edition: 'standard' });
      assert.equal(await page.textContent('#score'), String(want.score));
      // Nothing clipped: the bar holds all it shows (to a pixel of rounding).
      const [scroll, client] = await page.evaluate(() => { const s = document.getElementById('summary'); return [s.scrollHeight, s.clientHeight]; });
      assert.ok(scroll <= client + 1, `${lang} ${hand}: summary content ${scroll} px in ${client} px`);
      assert.equal(await page.isVisible('#summary .summary-may'), true);
    }
  }
});

test('a link loads with no layout shift, on a phone', async () => {
  const page = await pageFor('phone', 'en', 'light');
  await open(page, `${env.base}#h=234567m234567p8s8s&e=intermediate`);
  await page.waitForSelector('#score');
  await page.waitForFunction(() => !document.getElementById('analysis-progress'));
  await page.waitForTimeout(300);
  const cls = await page.evaluate(() => window.__cls);
  assert.ok(cls <= 0.05, `layout shift ${cls}`);
  assert.equal(await inView(page, '#score'), true);
});

test('a Chinese page is drawn in Chinese from the first frame, however slowly the app arrives', async () => {
  // A slow phone: the app's module a second late. The page's own words are put
  // in Chinese before it is first drawn, so the tab bar (one row in Chinese,
  // two in English) never moves what is below it.
  const page = await pageFor('phone', 'zh', 'light');
  await page.route('**/app.js', async (route) => {
    await new Promise((r) => setTimeout(r, 1000));
    await route.continue();
  });
  await page.goto(env.base);
  await page.waitForSelector('body[data-ready]');
  await page.waitForTimeout(300);
  assert.equal(await page.textContent('#tab-calculator'), '计算器');
  const cls = await page.evaluate(() => window.__cls);
  assert.ok(cls <= 0.05, `layout shift ${cls}`);
  assert.deepEqual(page.errors, []);
});

test('a hand typed on a phone: the score comes into view, errors only after a pause', async () => {
  const page = await pageFor('phone', 'en', 'light');
  await open(page, env.base);
  await page.locator('#text').scrollIntoViewIfNeeded();
  await page.locator('#text').pressSequentially('123m45', { delay: 20 });
  // Still typing: no error yet, no result for any hand.
  assert.equal(await page.isVisible('#text-error'), false);
  assert.equal(await page.locator('#score').count(), 0);
  assert.match(await page.textContent('#summary'), /Typing/);
  // A pause: the error is shown, in words, next to the box.
  await page.waitForSelector('#text-error', { state: 'visible' });
  assert.match(await page.textContent('#text-error'), /suit letter/);
  assert.equal(await page.getAttribute('#text', 'aria-invalid'), 'true');
  await page.locator('#text').pressSequentially('6p789s11z23s4s', { delay: 10 });
  await page.waitForSelector('#score');
  assert.equal(await inView(page, '#score'), true, 'the score is in view while typing');
  assert.equal(await inView(page, '#text'), true, 'the box stays in view');
  assert.equal(await page.isVisible('#text-error'), false);
});

test('undo and redo, by buttons and keys; Clear can be undone', async () => {
  const page = await env.page();
  await open(page, env.base);
  for (const id of ['1m', '2m', '3m']) await tap(page, id);
  await page.click('#undo');
  assert.equal(await page.inputValue('#text'), '12m');
  await page.click('#redo');
  assert.equal(await page.inputValue('#text'), '123m');
  await page.click('#clear');
  assert.equal(await page.inputValue('#text'), '');
  await page.focus('#palette [data-tile="1m"]');
  await page.keyboard.press('Control+z');
  assert.equal(await page.inputValue('#text'), '123m', 'Clear undone');
  await page.keyboard.press('Control+z');
  assert.equal(await page.inputValue('#text'), '12m');
  await page.keyboard.press('Control+Shift+Z');
  assert.equal(await page.inputValue('#text'), '123m');
  // A choice is undone the same way.
  await page.selectOption('#edition', 'basic');
  await page.click('#undo');
  assert.equal(await page.inputValue('#edition'), 'standard');
  assert.equal(await page.isDisabled('#redo'), false);
});

test('the palette by keyboard: one tab stop, arrow keys, typed tiles', async () => {
  const page = await env.page();
  await open(page, env.base);
  assert.equal(await page.locator('#palette [tabindex="0"]').count(), 1);
  await page.focus('#palette [data-tile="1m"]');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.tile), '2p');
  await page.keyboard.press('End');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.tile), '9p');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  // From 9 Bamboo down to the honors row's last tile.
  assert.equal(await page.evaluate(() => document.activeElement.dataset.tile), '7z');
  await page.keyboard.press('Enter');
  await page.keyboard.type('123m');
  await page.keyboard.type('55p');
  await page.keyboard.type('E');
  assert.equal(await page.inputValue('#text'), '123m55p17z');
  assert.equal(await page.locator('#palette [tabindex="0"]').count(), 1);
  // Backspace removes the tile entered last (East), though the sorted hand shows Red last.
  await page.keyboard.press('Backspace');
  assert.equal(await page.inputValue('#text'), '123m55p7z');
  // Undo brings East back, and with it the order of entry: Backspace takes East again.
  await page.click('#undo');
  assert.equal(await page.inputValue('#text'), '123m55p17z');
  await page.focus('#palette [tabindex="0"]');
  await page.keyboard.press('Backspace');
  assert.equal(await page.inputValue('#text'), '123m55p7z');
  await page.keyboard.press('Backspace');
  assert.equal(await page.inputValue('#text'), '123m5p7z');
  await page.click('#undo');
  assert.equal(await page.inputValue('#text'), '123m55p7z');
  await page.click('#undo');
  assert.equal(await page.inputValue('#text'), '123m55p17z');
  await page.click('#undo');
  assert.equal(await page.inputValue('#text'), '123m55p7z');
  // A group typed at once is one undo step.
  await page.click('#undo');
  assert.equal(await page.inputValue('#text'), '123m7z');
  // A meld added last is what Backspace takes away.
  await page.check('#modes input[value="pung"]');
  await page.focus('#palette [data-tile="2z"]');
  await page.keyboard.press('Enter');
  assert.equal(await page.inputValue('#text'), '123m7z [222z]');
  await page.keyboard.press('Backspace');
  assert.equal(await page.inputValue('#text'), '123m7z');
});

test('melds told apart: a concealed kong with its ends face down, named in words', async () => {
  const page = await env.page();
  await open(page, `${env.base}#h=${encodeURIComponent('123m456p11z234s (9999s) [777p]')}`);
  const concealed = page.locator('#melds .meld.concealed');
  assert.equal(await concealed.locator('svg').count(), 4);
  assert.equal(await concealed.locator('svg.tile-back').count(), 2);
  assert.equal(await concealed.getAttribute('aria-label'), 'Remove Concealed kong: 9 Bamboo');
  assert.equal(await page.getAttribute('#melds .meld.exposed', 'aria-label'), 'Remove Exposed pung: 7 Dots');
  await page.click('#lang');
  assert.equal(await concealed.getAttribute('aria-label'), '移除暗杠：九条');
  await shot(page, 'players-melds');
});

test('tiles seen feed the analysis', async () => {
  const page = await env.page();
  await open(page, `${env.base}#h=123456789m1122z`);
  await page.waitForSelector('#waits li');
  const left = () => page.locator('#waits li[data-tile="1z"] .wait-figures').textContent();
  assert.match(await left(), /2 left/);
  await page.click('#seen summary');
  await page.click('#seen [data-tile="1z"]');
  await page.waitForFunction(() => /1 left/.test(document.querySelector('#waits li[data-tile="1z"] .wait-figures')?.textContent));
  assert.match(page.url(), /seen=1z/);
  assert.equal(await page.getAttribute('#seen [data-tile="1z"]', 'aria-label'), 'East Wind: 1 seen');
  const want = wasm.analyze({ hand: '123456789m1122z', seat: 'east', edition: 'standard', seen: '1z' });
  assert.deepEqual(await page.locator('#waits li').evaluateAll((els) => els.map((e) => [e.dataset.tile, Number(e.dataset.score)])),
    want.waits.map((w) => [w.tile, w.self_draw.score]));
  // The picker stays open while tapping, and its count is capped by the copies left.
  await page.click('#seen [data-tile="1z"]');
  await page.click('#seen [data-tile="1z"]');
  assert.equal(await page.getAttribute('#seen [data-tile="1z"]', 'aria-label'), 'East Wind: 0 seen');
  await shot(page, 'players-seen');
});

test('a wait tapped shows its full scoring, as the engine scores that hand', async () => {
  const page = await env.page();
  await open(page, `${env.base}#h=123456789m1122z`);
  await page.waitForSelector('#waits li');
  await page.click('#waits li[data-tile="2z"] button');
  const want = wasm.score({ hand: '123456789m1122z', win_tile: '2z', seat: 'east', edition: 'standard', win: 'self_draw' });
  assert.equal(await page.textContent('#wait-detail .big'), String(want.score));
  assert.deepEqual(await page.locator('#wait-detail .patterns li').evaluateAll((els) => els.map((e) => e.dataset.id)), want.patterns.map((p) => p.id));
  assert.equal(await page.getAttribute('#waits li[data-tile="2z"] button', 'aria-expanded'), 'true');
  await page.click('#waits li[data-tile="2z"] button');
  assert.equal(await page.locator('#wait-detail').count(), 0);
});

test('discard advice comes in steps, with progress, and a newer hand cancels an older one', async () => {
  const page = await env.page();
  await open(page, `${env.base}#h=123456m24p3579s11z`);
  await page.waitForSelector('#discards tr[data-tile]');
  await page.waitForFunction(() => !document.getElementById('analysis-progress'));
  const table = wasm.analyze({ hand: '123456m24p3579s11z', seat: 'east', edition: 'standard' });
  assert.deepEqual(await page.locator('#discards tr[data-tile]').evaluateAll((els) => els.map((e) => e.dataset.tile)), table.discards.map((d) => d.tile));
  // The progress is shown while the worker answers: watched for on a new hand.
  await page.evaluate(() => {
    window.__progress = [];
    new MutationObserver(() => {
      const p = document.querySelector('#analysis-progress progress');
      if (p && window.__progress.at(-1) !== p.value) window.__progress.push(p.value);
    }).observe(document.getElementById('analysis'), { childList: true, subtree: true });
  });
  await page.fill('#text', '123456m24p3578s11z');
  await page.waitForFunction(() => !document.getElementById('analysis-progress'));
  assert.deepEqual(await page.evaluate(() => window.__progress), [1, 2], 'loading, then the table without the values');
  await page.fill('#text', '123456m24p3579s11z');
  await page.waitForFunction(() => !document.getElementById('analysis-progress'));
  assert.deepEqual(await page.locator('#discards tr[data-tile]').evaluateAll((els) => els.map((e) => e.dataset.tile)), table.discards.map((d) => d.tile));
});

test('the four editions side by side, as the engine scores each', async () => {
  const page = await env.page();
  await open(page, `${env.base}#h=123456456789m55p`);
  const rows = await page.locator('#compare tr[data-edition]').evaluateAll((trs) => trs.map((tr) => [tr.dataset.edition, tr.querySelector('td')?.textContent]));
  const want = ['beginner', 'basic', 'intermediate', 'standard'].map((edition) => {
    const r = wasm.score({ hand: '123456456789m5p', win_tile: '5p', edition });
    return [edition, r.ok ? String(r.score) : rows.find((x) => x[0] === edition)[1]];
  });
  assert.deepEqual(rows, want);
  await shot(page, 'players-editions');
});

test('payments explained: each payer’s H and the part of the rule it pays', async () => {
  const page = await env.page();
  await open(page, `${env.base}#h=234567m234567p8s8s&s=south&win=discard&d=east`);
  const rows = await page.locator('#output table.payments tbody tr').evaluateAll((trs) => trs.map((tr) => [tr.dataset.seat, tr.dataset.formula ?? null, tr.querySelector('.why').textContent]));
  assert.deepEqual(rows, [
    ['east', 'covers', '2H + 2 × (H − F): covers the other two’s 15 each'],
    ['south', null, ''],
    ['west', 'threshold', 'F = 50, the threshold'],
    ['north', 'threshold', 'F = 50, the threshold'],
  ]);
  assert.match(await page.textContent('#output .pay-rule'), /threshold F = 50/);
});

test('print: one card with the hand, its patterns and payments', async () => {
  const page = await env.page();
  await open(page, `${env.base}#h=123456456789m55p`);
  await page.emulateMedia({ media: 'print' });
  for (const hidden of ['#input', '#sheet', '#analysis', '#compare', 'header']) assert.equal(await page.isVisible(hidden), false, hidden);
  for (const shown of ['#score', '#output .groups', '#output .patterns', '#output table.payments']) assert.equal(await page.isVisible(shown), true, shown);
  await page.pdf({ path: join(OUT, 'players-print.pdf') });
  await shot(page, 'players-print');
});

test('the one live region is the score summary; the focus ring differs from the winning mark', async () => {
  const page = await env.page();
  await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => {
    const summary = document.getElementById('summary');
    new MutationObserver(() => window.__summaryTexts?.push(summary.textContent)).observe(summary, { childList: true, subtree: true, characterData: true });
  }));
  await open(page, `${env.base}#h=123456456789m55p`);
  // In the calculator's view (another view's region is hidden with it).
  assert.deepEqual(await page.evaluate(() => [...document.querySelectorAll('[aria-live], [role="status"], [role="alert"], [role="log"]')]
    .filter((e) => !e.closest('[hidden]')).map((e) => e.id)), ['summary']);
  // Written only when it changes, as the analysis arrives in steps: a live region re-announces what is written to it.
  await page.evaluate(() => { window.__summaryTexts = []; });
  await page.selectOption('#edition', 'beginner');
  await page.waitForFunction(() => !document.getElementById('analysis-progress'));
  await page.waitForTimeout(200);
  const texts = await page.evaluate(() => window.__summaryTexts);
  assert.ok(texts.length >= 1, 'the summary changed with the edition');
  assert.deepEqual(texts.filter((x, i) => i > 0 && x === texts[i - 1]), [], `summary writes: ${JSON.stringify(texts)}`);
  await page.focus('#hand .tile-btn.winning');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const style = await page.evaluate(() => {
    const b = document.querySelector('#hand .tile-btn.winning');
    const s = getComputedStyle(b);
    const mark = getComputedStyle(b.querySelector('.win-mark')).backgroundColor;
    return { outline: s.outlineColor, width: s.outlineWidth, style: s.outlineStyle, mark, bg: getComputedStyle(document.querySelector('#input')).backgroundColor };
  });
  assert.equal(style.style, 'solid');
  assert.equal(style.width, '3px');
  assert.notEqual(style.outline, style.mark);
  // At least 3:1 against the section's background.
  const rgb = (c) => c.match(/\d+/g).slice(0, 3).map(Number);
  const lum = (c) => {
    const [r, g, b] = rgb(c).map((v) => { const x = v / 255; return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [a, b] = [lum(style.outline), lum(style.bg)].sort((x, y) => y - x);
  assert.ok((a + 0.05) / (b + 0.05) >= 3, `focus ring contrast ${(a + 0.05) / (b + 0.05)}`);
});

test('dark mode follows the system, and tiles stay light', async () => {
  const page = await env.page({ colorScheme: 'dark' });
  await open(page, `${env.base}#h=123456456789m55p`);
  const colours = await page.evaluate(() => ({
    body: getComputedStyle(document.body).backgroundColor,
    tile: getComputedStyle(document.querySelector('#hand .tile-face rect, #hand .tile-face path')).fill,
  }));
  const dark = (c) => c.match(/\d+/g).slice(0, 3).map(Number).reduce((a, b) => a + b) < 200;
  assert.equal(dark(colours.body), true, colours.body);
  assert.equal(dark(colours.tile), false, colours.tile);
});
