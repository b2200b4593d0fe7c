// The page survives every `#sheet=` link: a few hundred generated links (the
// report's three among them), opened in one page as a player pasting them would,
// each either imported as a sheet the page shows or refused with a message that
// says why; never an uncaught error, a console error or a damaged record.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { engine, start, open } from './helpers.mjs';

const wasm = await engine();

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.stop();
});

/** A link's payload as the page writes it: base64url of the UTF-8 text. */
const encode = (text) => Buffer.from(text, 'utf8').toString('base64url');

/** SplitMix64, so the links are the same in every run. */
function rng(seed) {
  let s = BigInt(seed);
  return (n) => {
    s = (s + 0x9e3779b97f4a7c15n) & 0xffffffffffffffffn;
    let z = s;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & 0xffffffffffffffffn;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & 0xffffffffffffffffn;
    return Number((z ^ (z >> 31n)) % BigInt(n));
  };
}

/** Session-like JSON: the parts of a sheet, each sometimes in another form. */
function generate(below) {
  const pick = (xs) => xs[below(xs.length)];
  const names = ['A', 'B', 'C', 'D'];
  const seats = { east: 'A', south: 'B', west: 'C', north: 'D' };
  const scalar = () => pick([null, 0, -1, 1.5, '', 'x', true, false, [], {}]);
  const player = (i) =>
    pick([
      () => ({ name: names[i] }),
      () => ({ name: names[i], edition: pick(['standard', 'basic', 'nope']), level: pick(['IV', 'II', { self_draw: 8, discard: 8 }, [8, 8]]) }),
      () => [names[i]],
      () => [names[i], 'standard', 'III'],
      () => names[i],
      scalar,
    ])();
  const hand = () =>
    pick([
      () => ({ seats, manual: { winner: pick(['south', 'east']), win: pick(['self_draw', 'discard']), discarder: 'west', score: pick([30, 8, 100]) } }),
      () => ({ seats, draw: true }),
      () => ({ seats, request: { hand: '123m456p789s555z1s', win_tile: '1s' } }),
      () => ({ seats, request: { hand: '123m456p789s1s', win_tile: '1s', melds: [['555z']] } }),
      () => ({ seats, request: { hand: '123m456p789s1s', win_tile: '1s', melds: [{ tiles: '555z' }], level: ['IV'] } }),
      () => [seats, null, { winner: 'south', win: 'self_draw', score: 30 }],
      () => [seats, null, null, true],
      () => ({ seats: Object.values(seats), draw: true }),
      () => ({ seats, manual: ['south', 'self_draw', null, 30] }),
      () => ({ seats }),
      scalar,
    ])();
  const players = () => pick([() => names.map((_, i) => player(i)), () => names.map((n) => ({ name: n })), scalar])();
  const hands = () => pick([() => Array.from({ length: below(4) }, hand), () => undefined, scalar])();
  return pick([
    () => ({ players: players(), hands: hands() }),
    () => ({ players: names.map((n) => ({ name: n })), hands: hands() }),
    () => ({ players: players() }),
    () => [players(), hands()],
    () => ({ players: players(), hands: hands(), extra: 1 }),
    scalar,
  ])();
}

function links() {
  // The report's three: hands missing, the session as an array, hands by position.
  const named = [
    'eyJwbGF5ZXJzIjpbeyJuYW1lIjoiQSJ9LHsibmFtZSI6IkIifSx7Im5hbWUiOiJDIn0seyJuYW1lIjoiRCJ9XX0',
    encode(JSON.stringify([[{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }], []])),
    encode(
      JSON.stringify({
        players: ['A', 'B', 'C', 'D'].map((name) => ({ name })),
        hands: [[{ east: 'A', south: 'B', west: 'C', north: 'D' }, null, { winner: 'south', win: 'self_draw', score: 30 }]],
      }),
    ),
    encode(JSON.stringify({ players: [['A'], ['B'], ['C'], ['D']] })),
  ];
  const below = rng(29);
  const made = Array.from({ length: 280 }, () => {
    const v = generate(below);
    return encode(v === undefined ? 'undefined' : JSON.stringify(v));
  });
  // Not base64, not UTF-8, not JSON, cut short.
  const broken = ['!!!!', '_-_-', encode('{"players": ['), Buffer.from([0xff, 0xfe, 0x80]).toString('base64url'), 'QQ', 'e30'];
  return [...named, ...made, ...broken];
}

test('every generated #sheet= link is imported or refused with a reason, with no error anywhere', async () => {
  const page = await env.page({ viewport: { width: 390, height: 844 } });
  const consoleErrors = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  await open(page, `${env.base}#sheet`);
  await page.waitForSelector('#sheet');
  const all = links();
  let imported = 0;
  let refused = 0;
  for (const link of all) {
    const text = Buffer.from(link, 'base64url').toString('utf8');
    let data;
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
    const accepted = data !== undefined && wasm.session(data).ok === true;
    const message = await page.evaluate(async (hash) => {
      const changed = new Promise((ok) => addEventListener('hashchange', ok, { once: true }));
      location.hash = hash;
      await changed;
      // An import is stored before its note is drawn.
      for (let i = 0; i < 100; i++) {
        await new Promise((ok) => setTimeout(ok, 10));
        const m = document.getElementById('sheet-message');
        if (m?.textContent && !location.hash.includes('sheet=')) return { text: m.textContent, error: m.classList.contains('error') };
      }
      return null;
    }, `sheet=${link}`);
    assert.ok(message, `no message for ${text.slice(0, 200)}`);
    if (message.error) refused += 1;
    else {
      imported += 1;
      assert.ok(accepted, `imported what the engine refuses: ${text.slice(0, 200)}`);
      const rows = await page.locator('#sheet-table tbody tr[data-hand]').count();
      assert.equal(rows, data.hands?.length ?? 0, text.slice(0, 200));
    }
  }
  assert.deepEqual(page.errors, []);
  assert.deepEqual(consoleErrors, []);
  assert.ok(imported >= 20 && refused >= 100, `imported ${imported}, refused ${refused} of ${all.length}`);
  // Everything imported was kept as a sheet: none is a damaged record after a reload.
  await open(page, `${env.base}#sheet`);
  await page.waitForSelector('#sheet');
  assert.equal(await page.locator('#sheet-damaged').count(), 0);
  assert.deepEqual(page.errors, []);
});
