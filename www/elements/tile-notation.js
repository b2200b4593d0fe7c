// Hand text read without the engine, for <fourseas-tiles>: the engine's tile
// notation (mpsz, Unicode mahjong tiles, the honor letters E S W N P F C) and
// its picture layout, rule for rule as the engine's `notation::parse` and
// `picture::layout` (tests compare the two on every rulebook example and on bad
// text). Concealed tiles in the order written; each meld after a gap, an
// exposed meld's first (called) tile on its side, a concealed kong's two outer
// tiles face down; the winning tile apart at the end: what is written after the
// last meld, or else, in a whole hand (14 tiles, a kong counting three), the
// last concealed tile.

const UNICODE = [
  ...[...'🀇🀈🀉🀊🀋🀌🀍🀎🀏'].map((c, i) => [c, `${i + 1}m`]),
  ...[...'🀙🀚🀛🀜🀝🀞🀟🀠🀡'].map((c, i) => [c, `${i + 1}p`]),
  ...[...'🀐🀑🀒🀓🀔🀕🀖🀗🀘'].map((c, i) => [c, `${i + 1}s`]),
  ...[...'🀀🀁🀂🀃🀆🀅🀄'].map((c, i) => [c, `${i + 1}z`]),
];
const FROM_UNICODE = new Map(UNICODE);
const LETTERS = { E: '1z', S: '2z', W: '3z', N: '4z', P: '5z', F: '6z', C: '7z' };

// Unicode's White_Space, as the engine reads spaces (JavaScript's \s differs).
const WHITE_SPACE = /[\t-\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/u;

/** A `bad_notation` error with the engine's message, reason and arguments. */
class NotationError extends Error {
  constructor(message, reason, args = {}) {
    super(message);
    this.reason = reason;
    this.args = args;
  }
}

/** Tile ids ("5p") of notation text, or a NotationError naming the position. */
function parse(text) {
  const tiles = [];
  let digits = null; // [position of the first digit, the digits]
  let pos = 0;
  for (const c of text) {
    pos += 1;
    if (c >= '0' && c <= '9') {
      digits ??= [pos, ''];
      digits[1] += c;
    } else if ('mpsz'.includes(c)) {
      if (!digits)
        throw new NotationError(`'${c}' at position ${pos} has no digits before it`, 'no_digits', {
          letter: c,
          at: pos,
        });
      [...digits[1]].forEach((d, k) => {
        if (d === '0' || (c === 'z' && d > '7'))
          throw new NotationError(`'${d}${c}' at position ${digits[0] + k} is not a tile`, 'not_a_tile', {
            text: `${d}${c}`,
            at: digits[0] + k,
          });
        tiles.push(`${d}${c}`);
      });
      digits = null;
    } else if (digits) {
      throw new NotationError(`digits before position ${pos} need a suit letter (m, p, s or z)`, 'needs_suit', {
        at: pos,
      });
    } else if (LETTERS[c]) tiles.push(LETTERS[c]);
    else if (FROM_UNICODE.has(c)) tiles.push(FROM_UNICODE.get(c));
    else if (c === '\u{1F02B}')
      throw new NotationError(
        `the tile back at position ${pos} stands for unknown tiles; name the tiles`,
        'tile_back',
        {
          at: pos,
        },
      );
    else if (!(WHITE_SPACE.test(c) || c === ',' || c === '_'))
      throw new NotationError(`'${c}' at position ${pos} is not a tile`, 'not_a_tile', { text: c, at: pos });
  }
  if (digits) throw new NotationError('digits at the end need a suit letter (m, p, s or z)', 'needs_suit');
  return tiles;
}

/** The text outside brackets and each meld's text (concealed: in parentheses). */
function split(text) {
  const melds = [];
  let concealed = '';
  let rest = text;
  for (;;) {
    const open = rest.search(/[[(]/);
    if (open < 0) break;
    const close = rest[open] === '[' ? ']' : ')';
    const end = rest.indexOf(close, open + 1);
    if (end < 0)
      throw new NotationError(`'${rest[open]}' has no closing '${close}'`, 'unclosed', { open: rest[open], close });
    // Spaces in the meld's place: positions in messages stay the text's own.
    concealed += rest.slice(0, open) + ' '.repeat([...rest.slice(open, end + 1)].length);
    melds.push({ text: rest.slice(open + 1, end).trim(), concealed: close === ')' });
    rest = rest.slice(end + 1);
  }
  concealed += rest;
  const stray = /[\])]/.exec(concealed);
  if (stray) throw new NotationError(`'${stray[0]}' closes no meld`, 'stray_close', { close: stray[0] });
  return { concealed, melds };
}

/** Tile ids as mpsz, neighbours of a suit sharing its letter (the engine's `format`). */
const mpsz = (ids) => ids.map((id, i) => (ids[i + 1]?.[1] === id[1] ? id[0] : id)).join('');

/**
 * Reads hand text into the tiles as drawn: `{ok: true, tiles: [{tile, rotated,
 * faceDown, gapBefore}]}`, or `{ok: false, error: {code: 'bad_notation', message, reason, args}}`.
 */
export function readTiles(text) {
  try {
    const s = String(text ?? '');
    const parts = split(s);
    const concealed = parse(parts.concealed);
    const melds = parts.melds.map((m) => ({ tiles: parse(m.text), concealed: m.concealed }));
    for (const m of melds) {
      const kong = m.tiles.length === 4 && m.tiles.every((x) => x === m.tiles[0]);
      const tiles = mpsz(m.tiles);
      if (m.concealed && !kong)
        throw new NotationError(`(${tiles}) is not a kong: only a kong is concealed`, 'concealed_not_kong', { tiles });
      if (m.tiles.length !== 3 && m.tiles.length !== 4)
        throw new NotationError(`[${tiles}] is not a meld of three or four tiles`, 'not_a_meld', { tiles });
    }
    if (!concealed.length && !melds.length) throw new NotationError('no tiles', 'no_tiles');
    const lastClose = Math.max(s.lastIndexOf(']'), s.lastIndexOf(')'));
    const after = lastClose >= 0 ? parse(s.slice(lastClose + 1)).length : 0;
    const whole = concealed.length + 3 * melds.length === 14;
    const apart = after > 0 ? after : whole && concealed.length ? 1 : 0;
    const winning = concealed.splice(concealed.length - apart, apart);
    const plain = (tile) => ({ tile, rotated: false, faceDown: false, gapBefore: false });
    const tiles = concealed.map(plain);
    for (const m of melds) {
      const last = m.tiles.length - 1;
      tiles.push(
        ...m.tiles.map((tile, i) => ({
          tile,
          rotated: !m.concealed && i === 0,
          faceDown: m.concealed && (i === 0 || i === last),
          gapBefore: i === 0,
        })),
      );
    }
    tiles.push(...winning.map((tile, i) => ({ ...plain(tile), gapBefore: i === 0 })));
    tiles[0].gapBefore = false;
    return { ok: true, tiles };
  } catch (e) {
    if (!(e instanceof NotationError)) throw e;
    return { ok: false, error: { code: 'bad_notation', message: e.message, reason: e.reason, args: e.args } };
  }
}
