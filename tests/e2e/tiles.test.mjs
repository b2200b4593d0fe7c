// The tile faces: every tile drawn with paths (no text), labelled in words and
// with its Unicode character in both languages, the art within its size
// budget, and a sheet of all faces at phone and large sizes for a look.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { start, open, OUT } from './helpers.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

let env;
before(async () => { env = await start(); });
after(async () => { await env?.stop(); });

const IDS = ['m', 'p', 's', 'z'].flatMap((s) => Array.from({ length: s === 'z' ? 7 : 9 }, (_, i) => `${i + 1}${s}`));

// Expected names and Unicode characters, written out here independently of the page.
const RANKS_ZH = '一二三四五六七八九';
const HONORS = {
  en: ['East Wind', 'South Wind', 'West Wind', 'North Wind', 'White Dragon', 'Green Dragon', 'Red Dragon'],
  zh: ['东', '南', '西', '北', '白', '发', '中'],
};
const SUIT = { en: { m: 'Characters', p: 'Dots', s: 'Bamboo' }, zh: { m: '万', p: '筒', s: '条' } };
// Unicode's Mahjong Tiles block: winds from U+1F000, dragons red, green, white,
// then characters, bamboo and dots, one to nine.
const FIRST = { m: 0x1f007, s: 0x1f010, p: 0x1f019 };
function unicode(id) {
  const r = Number(id[0]);
  if (id[1] !== 'z') return String.fromCodePoint(FIRST[id[1]] + r - 1);
  return String.fromCodePoint(r <= 4 ? 0x1f000 + r - 1 : { 5: 0x1f006, 6: 0x1f005, 7: 0x1f004 }[r]);
}
function name(id, lang) {
  const r = Number(id[0]);
  if (id[1] === 'z') return HONORS[lang][r - 1];
  return lang === 'en' ? `${r} ${SUIT.en[id[1]]}` : `${RANKS_ZH[r - 1]}${SUIT.zh[id[1]]}`;
}

test('the tile art stays within its size budget', () => {
  const art = readFileSync(join(ROOT, 'www/tile-art.js'));
  const size = gzipSync(art, { level: 9 }).length;
  assert.ok(size <= 60 * 1024, `tile-art.js is ${size} bytes gzipped`);
  assert.match(art.toString(), /FluffyStuff/, 'the art names its source');
});

test('every tile has a drawn face and a label in both languages', async () => {
  const page = await env.page();
  await open(page, env.base);
  const faces = await page.evaluate(async (ids) => {
    const tiles = await import(new URL('shared/tiles.js', location.href));
    const out = {};
    for (const lang of ['en', 'zh']) {
      for (const id of ids) {
        const svg = tiles.tileSvg(id, lang);
        out[`${id} ${lang}`] = {
          tag: svg.tagName,
          cls: svg.getAttribute('class'),
          role: svg.getAttribute('role'),
          label: svg.getAttribute('aria-label'),
          title: svg.querySelector('title')?.textContent,
          titleFirst: svg.firstElementChild?.tagName,
          viewBox: svg.getAttribute('viewBox'),
          paths: svg.querySelectorAll('path').length,
          shapes: svg.querySelectorAll('path, rect').length,
          frame: svg.querySelectorAll('rect[fill="none"]').length,
          texts: svg.querySelectorAll('text').length,
        };
      }
      const back = tiles.tileBackSvg(lang);
      out[`back ${lang}`] = { label: back.getAttribute('aria-label'), title: back.querySelector('title')?.textContent, role: back.getAttribute('role'), cls: back.getAttribute('class'), texts: back.querySelectorAll('text').length };
    }
    return out;
  }, IDS);
  for (const lang of ['en', 'zh']) {
    for (const id of IDS) {
      const f = faces[`${id} ${lang}`];
      const label = `${name(id, lang)} ${unicode(id)}`;
      assert.equal(f.tag, 'svg');
      assert.match(f.cls, /\btile-face\b/);
      assert.equal(f.role, 'img');
      assert.equal(f.viewBox, '0 0 30 40');
      assert.equal(f.label, label, `${id} ${lang}`);
      assert.equal(f.title, label);
      assert.equal(f.titleFirst, 'title');
      assert.equal(f.texts, 0, `${id}: no text elements`);
      if (id === '5z') assert.equal(f.frame, 2, 'the White Dragon has its frame');
      else assert.ok(f.paths >= 1, `${id} has drawn paths`);
      // A few elements per tile: the page draws up to ~80 of them at once.
      assert.ok(f.shapes <= 20, `${id} has ${f.shapes} shapes`);
    }
  }
  assert.equal(faces['back en'].label, 'Face-down tile');
  assert.equal(faces['back zh'].label, '暗牌背面');
  assert.equal(faces['back zh'].title, '暗牌背面');
  assert.equal(faces['back en'].role, 'img');
  assert.match(faces['back en'].cls, /\btile-face\b/);
  assert.deepEqual(page.errors, []);
});

test('a sheet of all tiles at phone and large sizes', async () => {
  for (const [file, scale] of [['tiles', 2], ['tiles-1x', 1]]) {
    const page = await env.page({ viewport: { width: 1100, height: 800 }, deviceScaleFactor: scale });
    await open(page, env.base);
    await page.evaluate(async (ids) => {
      const tiles = await import(new URL('shared/tiles.js', location.href));
      document.body.replaceChildren();
      const row = (width, list, gap) => {
        const div = document.createElement('div');
        div.style.display = 'flex';
        div.style.flexWrap = 'wrap';
        div.style.gap = `${gap}px`;
        div.style.margin = '8px';
        for (const make of list) {
          const svg = make();
          svg.style.width = `${width}px`;
          svg.style.maxWidth = 'none';
          div.append(svg);
        }
        document.body.append(div);
      };
      const all = (suit) => ids.filter((id) => id[1] === suit).map((id) => () => tiles.tileSvg(id, 'en'));
      for (const width of [22, 30, 38, 44]) {
        for (const suit of ['m', 'p', 's']) row(width, all(suit), 2);
        row(width, [...all('z'), () => tiles.tileBackSvg('en')], 2);
      }
      for (const suit of ['m', 'p', 's']) row(110, all(suit), 6);
      row(110, [...all('z'), () => tiles.tileBackSvg('en')], 6);
    }, IDS);
    await page.screenshot({ path: join(OUT, `${file}.png`), fullPage: true });
    assert.deepEqual(page.errors, []);
    assert.deepEqual(await page.evaluate(() => window.__csp), []);
  }
});
