// Builds www/tile-art.js, the tile faces as data, from FluffyStuff's tile art
// (CC0) in the npm package riichi-mahjong-tiles (React components whose SVG
// shapes are read here). `node scripts/build-tile-art.mjs`; the output is
// committed, so building the page does not run this.
//
// For each face: the shapes are read from the .tsx file, <use> copies are
// expanded, circles, ellipses and rectangles become paths, every transform is
// applied to the coordinates, the numbers are rounded, and shapes of the same
// paint are joined into one path where that cannot change the picture. The
// tile body is not taken (tiles.js draws it), nor the red fives; the White
// Dragon's art is blank, so tiles.js draws its frame.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = join(ROOT, 'node_modules/riichi-mahjong-tiles/components/regular/regular');
const OUT = join(ROOT, 'www/tile-art.js');
// The same faces for the engine's SVG pictures (`fourseas svg`).
const OUT_RS = join(ROOT, 'src/picture/art.rs');

// Decimals kept, in the page's 30×40 tile units (0.1 unit is about a seventh of
// a pixel on a 44 px wide tile).
const DECIMALS = Number(process.env.TILE_ART_DECIMALS ?? 1);
// The art is drawn for a 300×400 tile; it is scaled to fit, all faces alike,
// inside the face tiles.js draws (x 1.15–28.85, y 1.15–37.75) with this margin.
const FACE = { x0: 1.15, y0: 1.15, x1: 28.85, y1: 37.75 };
const MARGIN = 0.7;

const FILES = {
  m: (r) => `Man${r}`,
  p: (r) => `Pin${r}`,
  s: (r) => `Sou${r}`,
  z: (r) => ['Ton', 'Nan', 'Shaa', 'Pei', 'Haku', 'Hatsu', 'Chun'][r - 1],
};
const IDS = ['m', 'p', 's', 'z'].flatMap((s) => Array.from({ length: s === 'z' ? 7 : 9 }, (_, i) => `${i + 1}${s}`));

// ---------------------------------------------------------------- JSX reading

/** The element tree of the component's <svg> (tag, attrs, style, children). */
function parseJsx(src) {
  const start = src.indexOf('<svg');
  if (start < 0) throw new Error('no <svg>');
  let i = start;
  const root = { tag: '#root', attrs: {}, style: {}, children: [] };
  const stack = [root];
  const ws = () => {
    while (/\s/.test(src[i])) i++;
  };
  while (stack.length > 1 || i === start) {
    const lt = src.indexOf('<', i);
    if (lt < 0) throw new Error('unclosed element');
    i = lt + 1;
    if (src[i] === '/') {
      // closing tag
      const gt = src.indexOf('>', i);
      const tag = src.slice(i + 1, gt).trim();
      const top = stack.pop();
      if (top.tag !== tag) throw new Error(`</${tag}> closes <${top.tag}>`);
      i = gt + 1;
      continue;
    }
    const tag = /^[A-Za-z][\w.]*/.exec(src.slice(i))[0];
    i += tag.length;
    const node = { tag, attrs: {}, style: {}, children: [] };
    stack.at(-1).children.push(node);
    for (;;) {
      ws();
      if (src.startsWith('/>', i)) {
        i += 2;
        break;
      }
      if (src[i] === '>') {
        i++;
        stack.push(node);
        break;
      }
      if (src.startsWith('{...', i)) {
        i = src.indexOf('}', i) + 1;
        continue;
      }
      const name = /^[A-Za-z][\w-]*/.exec(src.slice(i))[0];
      i += name.length;
      ws();
      if (src[i] !== '=') {
        node.attrs[name] = true;
        continue;
      }
      i++;
      ws();
      if (src[i] === '"') {
        const end = src.indexOf('"', i + 1);
        node.attrs[name] = src.slice(i + 1, end);
        i = end + 1;
      } else if (src.startsWith('{{', i)) {
        const end = src.indexOf('}}', i);
        for (const m of src.slice(i + 2, end).matchAll(/(\w+):\s*("([^"]*)"|[-+.\deE]+)/g)) {
          node.style[m[1]] = m[3] ?? Number(m[2]);
        }
        i = end + 2;
      } else if (src[i] === '{') {
        const end = src.indexOf('}', i);
        const v = src.slice(i + 1, end).trim();
        node.attrs[name] = /^"/.test(v) ? v.slice(1, -1) : Number(v);
        i = end + 1;
      } else throw new Error(`attribute ${name}`);
    }
  }
  return root.children[0];
}

// ------------------------------------------------------------------ matrices

// [a, b, c, d, e, f]: x' = a·x + c·y + e, y' = b·x + d·y + f (SVG's order).
const ID = [1, 0, 0, 1, 0, 0];
const mul = (m, n) => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];
const apply = (m, x, y) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];

function parseTransform(text) {
  let m = ID;
  if (!text) return m;
  for (const [, fn, args] of String(text).matchAll(/(\w+)\s*\(([^)]*)\)/g)) {
    const a = args.match(/[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g).map(Number);
    let t;
    if (fn === 'matrix') t = a;
    else if (fn === 'translate') t = [1, 0, 0, 1, a[0], a[1] ?? 0];
    else if (fn === 'scale') t = [a[0], 0, 0, a[1] ?? a[0], 0, 0];
    else if (fn === 'rotate') {
      const r = (a[0] * Math.PI) / 180;
      const [cx, cy] = [a[1] ?? 0, a[2] ?? 0];
      t = mul(mul([1, 0, 0, 1, cx, cy], [Math.cos(r), Math.sin(r), -Math.sin(r), Math.cos(r), 0, 0]), [
        1,
        0,
        0,
        1,
        -cx,
        -cy,
      ]);
    } else if (fn === 'skewX') t = [1, 0, Math.tan((a[0] * Math.PI) / 180), 1, 0, 0];
    else if (fn === 'skewY') t = [1, Math.tan((a[0] * Math.PI) / 180), 0, 1, 0, 0];
    else throw new Error(`transform ${fn}`);
    m = mul(m, t);
  }
  return m;
}

// --------------------------------------------------------------- path data

const ARGS = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0 };

/** Path data as absolute segments: M, L, C, Q, A, Z (H and V become L, S becomes C, T becomes Q). */
function parsePath(d) {
  const out = [];
  let i = 0;
  const skip = () => {
    while (i < d.length && /[\s,]/.test(d[i])) i++;
  };
  const NUM = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/y;
  const num = () => {
    skip();
    NUM.lastIndex = i;
    const m = NUM.exec(d);
    if (!m) throw new Error(`number at ${i} in ${d.slice(0, 40)}`);
    i = NUM.lastIndex;
    return Number(m[0]);
  };
  const flag = () => {
    skip();
    const c = d[i++];
    if (c !== '0' && c !== '1') throw new Error('arc flag');
    return Number(c);
  };
  let cmd = null;
  let x = 0,
    y = 0,
    sx = 0,
    sy = 0;
  for (;;) {
    skip();
    if (i >= d.length) break;
    if (/[A-Za-z]/.test(d[i])) cmd = d[i++];
    else if (!cmd || cmd === 'Z' || cmd === 'z') throw new Error('number without command');
    const C = cmd.toUpperCase();
    const rel = cmd !== C;
    if (!(C in ARGS)) throw new Error(`command ${cmd}`);
    const dx = rel ? x : 0,
      dy = rel ? y : 0;
    if (C === 'Z') {
      out.push(['Z']);
      x = sx;
      y = sy;
      continue;
    }
    if (C === 'A') {
      const [rx, ry, rot, laf, sf] = [num(), num(), num(), flag(), flag()];
      const [ex, ey] = [num() + dx, num() + dy];
      out.push(['A', rx, ry, rot, laf, sf, ex, ey]);
      [x, y] = [ex, ey];
      continue;
    }
    if (C === 'H') {
      x = num() + (rel ? x : 0);
      out.push(['L', x, y]);
      continue;
    }
    if (C === 'V') {
      y = num() + (rel ? y : 0);
      out.push(['L', x, y]);
      continue;
    }
    const a = [];
    for (let k = 0; k < ARGS[C]; k += 2) a.push(num() + dx, num() + dy);
    // The reflected control point of S and T, made explicit.
    const prev = out.at(-1);
    const reflect = (kind) => (prev?.[0] === kind ? [2 * x - prev.at(-4), 2 * y - prev.at(-3)] : [x, y]);
    if (C === 'S') out.push(['C', ...reflect('C'), ...a]);
    else if (C === 'T') out.push(['Q', ...reflect('Q'), ...a]);
    else out.push([C, ...a]);
    [x, y] = a.slice(-2);
    if (C === 'M') {
      [sx, sy] = [x, y];
      cmd = rel ? 'l' : 'L';
    }
  }
  return out;
}

/** An ellipse's radii and angle after the linear part of a matrix (as svgpath does). */
function transformEllipse(rx, ry, angle, m) {
  const r = (angle * Math.PI) / 180;
  const c = Math.cos(r),
    s = Math.sin(r);
  const ma = [
    rx * (m[0] * c + m[2] * s),
    rx * (m[1] * c + m[3] * s),
    ry * (-m[0] * s + m[2] * c),
    ry * (-m[1] * s + m[3] * c),
  ];
  const J = ma[0] ** 2 + ma[2] ** 2;
  const K = ma[1] ** 2 + ma[3] ** 2;
  let D = ((ma[0] - ma[3]) ** 2 + (ma[2] + ma[1]) ** 2) * ((ma[0] + ma[3]) ** 2 + (ma[2] - ma[1]) ** 2);
  const JK = (J + K) / 2;
  if (D < 1e-10 * JK) return [Math.sqrt(JK), Math.sqrt(JK), 0];
  const L = ma[0] * ma[1] + ma[2] * ma[3];
  D = Math.sqrt(D);
  const l1 = JK + D / 2,
    l2 = JK - D / 2;
  let ax =
    Math.abs(L) < 1e-10 && Math.abs(l1 - K) < 1e-10
      ? 90
      : (Math.atan(Math.abs(L) > Math.abs(l1 - K) ? (l1 - J) / L : L / (l1 - K)) * 180) / Math.PI;
  let nrx, nry;
  if (ax >= 0) {
    nrx = Math.sqrt(l1);
    nry = Math.sqrt(l2);
  } else {
    ax += 90;
    nrx = Math.sqrt(l2);
    nry = Math.sqrt(l1);
  }
  return [nrx, nry, ax];
}

function transformPath(segs, m) {
  const det = m[0] * m[3] - m[1] * m[2];
  return segs.map((s) => {
    if (s[0] === 'Z') return s;
    if (s[0] === 'A') {
      const [rx, ry, ax] = transformEllipse(s[1], s[2], s[3], m);
      return ['A', rx, ry, ax, s[4], det < 0 ? 1 - s[5] : s[5], ...apply(m, s[6], s[7])];
    }
    const out = [s[0]];
    for (let k = 1; k < s.length; k += 2) out.push(...apply(m, s[k], s[k + 1]));
    return out;
  });
}

const ellipsePath = (cx, cy, rx, ry) => [
  ['M', cx + rx, cy],
  ['A', rx, ry, 0, 1, 1, cx - rx, cy],
  ['A', rx, ry, 0, 1, 1, cx + rx, cy],
  ['Z'],
];

function rectPath(x, y, w, h, rx, ry) {
  if (!rx && !ry) return [['M', x, y], ['L', x + w, y], ['L', x + w, y + h], ['L', x, y + h], ['Z']];
  rx = Math.min(rx || ry, w / 2);
  ry = Math.min(ry || rx, h / 2);
  return [
    ['M', x + rx, y],
    ['L', x + w - rx, y],
    ['A', rx, ry, 0, 0, 1, x + w, y + ry],
    ['L', x + w, y + h - ry],
    ['A', rx, ry, 0, 0, 1, x + w - rx, y + h],
    ['L', x + rx, y + h],
    ['A', rx, ry, 0, 0, 1, x, y + h - ry],
    ['L', x, y + ry],
    ['A', rx, ry, 0, 0, 1, x + rx, y],
    ['Z'],
  ];
}

// ------------------------------------------------------------- outlines

/** An arc from (x1, y1) in centre form (SVG's implementation notes, F.6.5). */
function arcCentre(x1, y1, [, rx0, ry0, rot, laf, sf, x2, y2]) {
  const phi = (rot * Math.PI) / 180,
    c = Math.cos(phi),
    s = Math.sin(phi);
  const xp = (c * (x1 - x2)) / 2 + (s * (y1 - y2)) / 2,
    yp = (-s * (x1 - x2)) / 2 + (c * (y1 - y2)) / 2;
  let rx = Math.abs(rx0),
    ry = Math.abs(ry0);
  const lam = xp ** 2 / rx ** 2 + yp ** 2 / ry ** 2;
  if (lam > 1) {
    rx *= Math.sqrt(lam);
    ry *= Math.sqrt(lam);
  }
  const num = rx ** 2 * ry ** 2 - rx ** 2 * yp ** 2 - ry ** 2 * xp ** 2;
  const co = (laf !== sf ? 1 : -1) * Math.sqrt(Math.max(0, num / (rx ** 2 * yp ** 2 + ry ** 2 * xp ** 2)));
  const cxp = (co * rx * yp) / ry,
    cyp = (-co * ry * xp) / rx;
  const cx = c * cxp - s * cyp + (x1 + x2) / 2,
    cy = s * cxp + c * cyp + (y1 + y2) / 2;
  const ang = (ux, uy, vx, vy) => Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
  const t1 = ang(1, 0, (xp - cxp) / rx, (yp - cyp) / ry);
  let dt = ang((xp - cxp) / rx, (yp - cyp) / ry, (-xp - cxp) / rx, (-yp - cyp) / ry);
  if (!sf && dt > 0) dt -= 2 * Math.PI;
  if (sf && dt < 0) dt += 2 * Math.PI;
  const at = (t) => [
    cx + rx * c * Math.cos(t) - ry * s * Math.sin(t),
    cy + rx * s * Math.cos(t) + ry * c * Math.sin(t),
  ];
  return { rx, ry, t1, dt, at };
}

/** Points along an arc from (x1, y1). */
function arcPoints(x1, y1, seg, out) {
  const { t1, dt, at } = arcCentre(x1, y1, seg);
  const n = Math.max(2, Math.ceil(Math.abs(dt) / (Math.PI / 12)));
  for (let k = 1; k <= n; k++) out.push(at(t1 + (dt * k) / n));
}

/**
 * An arc cut into arcs of at most 0.7 of a half turn: a half circle's centre
 * moves far when its ends are rounded (its radius no longer fits), a short arc's
 * does not.
 */
function splitArc(x1, y1, seg) {
  const { rx, ry, t1, dt, at } = arcCentre(x1, y1, seg);
  const n = Math.ceil(Math.abs(dt) / (0.7 * Math.PI));
  if (n <= 1) return [seg];
  return Array.from({ length: n }, (_, k) => [
    'A',
    rx,
    ry,
    seg[3],
    0,
    seg[5],
    ...(k === n - 1 ? seg.slice(6) : at(t1 + (dt * (k + 1)) / n)),
  ]);
}

/** The subpaths of absolute segments, each with a polyline along it. */
function subpaths(segs) {
  const subs = [];
  let x = 0,
    y = 0;
  for (const seg of segs) {
    if (seg[0] === 'M') subs.push({ segs: [], pts: [] });
    const sub = subs.at(-1);
    sub.segs.push(seg);
    const pts = sub.pts;
    if (seg[0] === 'Z') {
      [x, y] = pts[0];
      continue;
    }
    if (seg[0] === 'M' || seg[0] === 'L') pts.push([seg[1], seg[2]]);
    else if (seg[0] === 'C' || seg[0] === 'Q') {
      for (let k = 1; k <= 8; k++) {
        const t = k / 8,
          u = 1 - t;
        pts.push(
          seg[0] === 'C'
            ? [
                u ** 3 * x + 3 * u * u * t * seg[1] + 3 * u * t * t * seg[3] + t ** 3 * seg[5],
                u ** 3 * y + 3 * u * u * t * seg[2] + 3 * u * t * t * seg[4] + t ** 3 * seg[6],
              ]
            : [u * u * x + 2 * u * t * seg[1] + t * t * seg[3], u * u * y + 2 * u * t * seg[2] + t * t * seg[4]],
        );
      }
    } else if (seg[0] === 'A') arcPoints(x, y, seg, pts);
    [x, y] = seg.slice(-2);
  }
  // Repeated points (a curve ending where the outline began) left out.
  for (const sub of subs) {
    sub.pts = sub.pts.filter((p, i, a) => i === 0 || Math.hypot(p[0] - a[i - 1][0], p[1] - a[i - 1][1]) > 1e-9);
    while (
      sub.pts.length > 1 &&
      Math.hypot(sub.pts[0][0] - sub.pts.at(-1)[0], sub.pts[0][1] - sub.pts.at(-1)[1]) <= 1e-9
    )
      sub.pts.pop();
  }
  return subs;
}

const area = (pts) =>
  pts.reduce((a, p, i) => {
    const q = pts[(i + 1) % pts.length];
    return a + p[0] * q[1] - q[0] * p[1];
  }, 0) / 2;

function inside(pts, [x, y]) {
  let c = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const [xi, yi] = pts[i],
      [xj, yj] = pts[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) c = !c;
  }
  return c;
}

/** Whether any two edges of the closed polylines cross (touching ends aside). */
function crossing(polys) {
  const edges = [];
  for (const [p, pts] of polys.entries()) {
    for (const [i, a] of pts.entries()) {
      const b = pts[(i + 1) % pts.length];
      edges.push({
        p,
        i,
        n: pts.length,
        a,
        b,
        box: [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[0], b[0]), Math.max(a[1], b[1])],
      });
    }
  }
  // Orientation, with points within rounding noise of a line counted as on it.
  const side = (a, b, c) => {
    const v = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
    return Math.abs(v) < 1e-9 * (1 + Math.hypot(b[0] - a[0], b[1] - a[1])) ? 0 : Math.sign(v);
  };
  for (let u = 0; u < edges.length; u++) {
    const e = edges[u];
    for (let v = u + 1; v < edges.length; v++) {
      const f = edges[v];
      if (e.p === f.p && (Math.abs(e.i - f.i) <= 1 || Math.abs(e.i - f.i) === e.n - 1)) continue;
      if (e.box[0] > f.box[2] || f.box[0] > e.box[2] || e.box[1] > f.box[3] || f.box[1] > e.box[3]) continue;
      if (side(e.a, e.b, f.a) * side(e.a, e.b, f.b) < 0 && side(f.a, f.b, e.a) * side(f.a, f.b, e.b) < 0) return true;
    }
  }
  return false;
}

function reverseSub(segs) {
  const closed = segs.at(-1)[0] === 'Z';
  const body = segs.filter((s) => s[0] !== 'Z');
  const ends = body.map((s) => s.slice(-2));
  const out = [['M', ...ends.at(-1)]];
  for (let k = body.length - 1; k >= 1; k--) {
    const s = body[k],
      p = ends[k - 1];
    if (s[0] === 'L') out.push(['L', ...p]);
    else if (s[0] === 'C') out.push(['C', s[3], s[4], s[1], s[2], ...p]);
    else if (s[0] === 'Q') out.push(['Q', s[1], s[2], ...p]);
    else if (s[0] === 'A') out.push(['A', s[1], s[2], s[3], s[4], 1 - s[5], ...p]);
  }
  if (closed) out.push(['Z']);
  return out;
}

/**
 * Turns a filled outline's subpaths so that outer ones run one way and holes
 * the other, which makes nonzero and even-odd fill the same region and lets
 * overlapping outlines of one paint share a path (their union is what shows).
 * Null when that cannot be done safely (crossing edges, or a nonzero outline
 * whose holes are not turned the other way).
 */
function normalise(segs, evenodd) {
  const subs = subpaths(segs);
  const real = subs.filter((sb) => sb.pts.length >= 3 && Math.abs(area(sb.pts)) > 1e-6);
  if (crossing(real.map((sb) => sb.pts))) return null;
  let flip = null;
  for (const sb of subs) {
    if (!real.includes(sb)) continue;
    const depth = real.filter((o) => o !== sb && inside(o.pts, sb.pts[0])).length;
    const want = depth % 2 ? -1 : 1;
    const has = Math.sign(area(sb.pts));
    if (evenodd) sb.flip = has !== want;
    else {
      const f = has !== want;
      if (flip !== null && flip !== f) return null;
      flip = f;
    }
  }
  return subs.flatMap((sb) => ((sb.flip ?? flip) ? reverseSub(sb.segs) : sb.segs));
}

// ------------------------------------------------------------- flattening

/** The painted shapes of a face in paint order: { style, segs } in 30×40 units. */
function shapes(tree, name, base) {
  const byId = new Map();
  (function index(n) {
    if (n.attrs.id) byId.set(n.attrs.id, n);
    n.children.forEach(index);
  })(tree);
  const out = [];
  (function walk(n, m) {
    if (['defs', 'mask', 'filter', 'title', 'metadata'].includes(n.tag)) return;
    if (n.attrs.mask || n.style.filter) throw new Error(`${name}: masked or filtered shape`);
    const mt = mul(m, parseTransform(n.attrs.transform));
    if (n.tag === 'svg' || n.tag === 'g') {
      for (const c of n.children) walk(c, mt);
      return;
    }
    if (n.tag === 'use') {
      const ref = byId.get(String(n.attrs.xlinkHref).slice(1));
      if (!ref) throw new Error(`${name}: missing ${n.attrs.xlinkHref}`);
      walk(ref, mul(mt, [1, 0, 0, 1, Number(n.attrs.x ?? 0), Number(n.attrs.y ?? 0)]));
      return;
    }
    let segs;
    const a = n.attrs;
    if (n.tag === 'path') segs = parsePath(a.d);
    else if (n.tag === 'circle') segs = ellipsePath(a.cx ?? 0, a.cy ?? 0, a.r, a.r);
    else if (n.tag === 'ellipse') segs = ellipsePath(a.cx ?? 0, a.cy ?? 0, a.rx, a.ry);
    else if (n.tag === 'rect') segs = rectPath(a.x ?? 0, a.y ?? 0, a.width, a.height, a.rx, a.ry);
    else throw new Error(`${name}: <${n.tag}>`);
    const st = n.style;
    if ((st.opacity ?? 1) !== 1 || ![0, 1].includes(st.strokeOpacity ?? 1)) throw new Error(`${name}: opacity`);
    let fill = st.fill ?? '#000';
    if (fill !== 'none' && (st.fillOpacity ?? 1) !== 1) throw new Error(`${name}: fill opacity`);
    const all = mul(base, mt);
    const scale = Math.sqrt(Math.abs(all[0] * all[3] - all[1] * all[2]));
    // Strokes thinner than about a fifth of a pixel on a 44 px tile are left out, and
    // thin strokes in the shape's own fill colour (they only fatten it a hair).
    const width = round(parseFloat(st.strokeWidth) * scale, 1);
    let stroke = st.stroke && st.stroke !== 'none' && st.strokeOpacity !== 0 && width >= MIN_STROKE ? st.stroke : null;
    if (stroke === fill && width < 0.3) stroke = null;
    if (fill === 'none' && !stroke) return;
    let placed = transformPath(segs, all);
    const dashed = st.strokeDasharray && st.strokeDasharray !== 'none';
    // A stroke made of straight lines only becomes filled outlines of its colour.
    if (fill === 'none' && stroke && !dashed) {
      const outline = lineOutlines(placed, width / 2, st.strokeLinecap ?? 'butt');
      if (outline) {
        fill = stroke;
        stroke = null;
        placed = outline;
      }
    }
    const style = { fill: fill === '#000' ? null : fill };
    if (fill !== 'none' && st.fillRule === 'evenodd') style['fill-rule'] = 'evenodd';
    if (stroke) {
      style.stroke = stroke;
      style['stroke-width'] = width;
      if (st.strokeLinecap && st.strokeLinecap !== 'butt') style['stroke-linecap'] = st.strokeLinecap;
      if (st.strokeLinejoin && st.strokeLinejoin !== 'miter') style['stroke-linejoin'] = st.strokeLinejoin;
      if (dashed)
        style['stroke-dasharray'] = st.strokeDasharray
          .split(/[\s,]+/)
          .map((v) => round(Number(v) * scale, 2))
          .join(' ');
    }
    let simple = false;
    if (fill !== 'none') {
      const turned = normalise(placed, style['fill-rule'] === 'evenodd');
      if (turned) {
        placed = turned;
        simple = true;
        delete style['fill-rule'];
      }
    }
    // A circle keeps its centre and radius, for clipping (see clipCircles).
    let circle = null;
    if ((n.tag === 'circle' || n.tag === 'ellipse') && Math.abs(placed[1][1] - placed[1][2]) < 1e-3 * placed[1][1]) {
      const [m, arc] = [placed[0], placed[1]];
      circle = { cx: (m[1] + arc[6]) / 2, cy: (m[2] + arc[7]) / 2, r: Math.hypot(arc[6] - m[1], arc[7] - m[2]) / 2 };
    }
    out.push({ style, segs: placed, stroked: !!stroke, half: stroke ? width / 2 : 0, simple, circle });
  })(tree, ID);
  return out;
}

const MIN_STROKE = 0.15;

/**
 * The outline of a stroke whose subpaths are each one straight line (a bar with
 * round, square or flat ends), or null for any other stroke.
 */
function lineOutlines(segs, r, cap) {
  const out = [];
  for (let k = 0; k < segs.length; k += 2) {
    const [m, l] = [segs[k], segs[k + 1]];
    if (m[0] !== 'M' || l?.[0] !== 'L' || segs[k + 2]?.[0] === 'L' || segs[k + 2]?.[0] === 'Z') return null;
    const [px, py, qx, qy] = [m[1], m[2], l[1], l[2]];
    const len = Math.hypot(qx - px, qy - py);
    if (len < 1e-6) {
      if (cap !== 'round') return null;
      out.push(...ellipsePath(px, py, r, r));
      continue;
    }
    const [ux, uy] = [(qx - px) / len, (qy - py) / len];
    const [nx, ny] = [-uy * r, ux * r];
    const e = cap === 'square' ? r : 0;
    const [ax, ay, bx, by] = [px - ux * e, py - uy * e, qx + ux * e, qy + uy * e];
    if (cap !== 'round') {
      out.push(
        ['M', ax + nx, ay + ny],
        ['L', bx + nx, by + ny],
        ['L', bx - nx, by - ny],
        ['L', ax - nx, ay - ny],
        ['Z'],
      );
      continue;
    }
    // Each round end: the half circle that bulges away from the line.
    const end = (x, y, tx, ty, cx, cy, dx, dy) => {
      for (const sf of [0, 1]) {
        const pts = [];
        arcPoints(x, y, ['A', r, r, 0, 0, sf, tx, ty], pts);
        const mid = pts[Math.floor(pts.length / 2) - 1] ?? pts[0];
        if ((mid[0] - cx) * dx + (mid[1] - cy) * dy > 0) return ['A', r, r, 0, 0, sf, tx, ty];
      }
      throw new Error('round end');
    };
    out.push(
      ['M', px + nx, py + ny],
      ['L', qx + nx, qy + ny],
      end(qx + nx, qy + ny, qx - nx, qy - ny, qx, qy, ux, uy),
      ['L', px - nx, py - ny],
      end(px - nx, py - ny, px + nx, py + ny, px, py, -ux, -uy),
      ['Z'],
    );
  }
  return out;
}

const round = (v, p) => Math.round(v * 10 ** p) / 10 ** p;

// ------------------------------------------------------------ circle clipping

/**
 * A filled circle painted over by later filled circles loses the covered part:
 * what is left is drawn with arcs (a ring, a crescent, nothing). Exact, since
 * the later circles cover that part anyway, and it lets the coins of the dots
 * (stacked circles of several colours, overlapping their neighbours) be drawn
 * one path per colour instead of one path per layer of each coin.
 */
function clipCircles(list) {
  const EPS = 1e-6;
  list.forEach((x, i) => {
    x.uid = i;
  });
  return list.flatMap((x, i) => {
    if (!x.circle || x.stroked || x.style.fill === 'none') return [x];
    const X = x.circle;
    const later = list
      .slice(i + 1)
      .filter(
        (y) =>
          y.circle &&
          y.style.fill !== 'none' &&
          Math.hypot(y.circle.cx - X.cx, y.circle.cy - X.cy) < X.r + y.circle.r - EPS,
      );
    const over = later.map((y) => y.circle);
    if (!over.length) return [x];
    if (over.some((Y) => Math.hypot(Y.cx - X.cx, Y.cy - X.cy) + X.r <= Y.r + EPS)) return [];
    const circles = [X, ...over];
    const at = (C, a) => [C.cx + C.r * Math.cos(a), C.cy + C.r * Math.sin(a)];
    const inDisc = (C, [px, py]) => Math.hypot(px - C.cx, py - C.cy) < C.r - 1e-9;
    const arcs = [];
    circles.forEach((C, k) => {
      const cuts = [];
      for (const D of circles) {
        if (D === C) continue;
        const d = Math.hypot(D.cx - C.cx, D.cy - C.cy);
        if (d >= C.r + D.r - EPS || d <= Math.abs(C.r - D.r) + EPS) continue;
        const a = (C.r ** 2 - D.r ** 2 + d * d) / (2 * d);
        const h = Math.sqrt(Math.max(0, C.r ** 2 - a * a));
        const base = Math.atan2(D.cy - C.cy, D.cx - C.cx);
        const half = Math.atan2(h, a);
        cuts.push(base - half, base + half);
      }
      const angles = cuts.map((a) => ((a % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI)).sort((a, b) => a - b);
      const spans = angles.length
        ? angles.map((a, j) => [a, j + 1 < angles.length ? angles[j + 1] : angles[0] + 2 * Math.PI])
        : [
            [0, Math.PI],
            [Math.PI, 2 * Math.PI],
          ];
      for (const [a0, a1] of spans) {
        if (a1 - a0 < 1e-9) continue;
        const mid = at(C, (a0 + a1) / 2);
        // The circle's own outline where no later circle covers it; a later
        // circle's outline where it lies inside the circle and no other covers it.
        const keep =
          k === 0 ? !over.some((D) => inDisc(D, mid)) : inDisc(X, mid) && !over.some((D) => D !== C && inDisc(D, mid));
        if (!keep) continue;
        // Outer outline one way round, the bites the other.
        arcs.push(
          k === 0
            ? { C, from: at(C, a0), to: at(C, a1), span: a1 - a0, sweep: 1 }
            : { C, from: at(C, a1), to: at(C, a0), span: a1 - a0, sweep: 0 },
        );
      }
    });
    // Arcs joined end to start into closed outlines.
    const segs = [];
    const near = (p, q) => Math.hypot(p[0] - q[0], p[1] - q[1]) < 1e-6;
    const used = new Set();
    for (const first of arcs) {
      if (used.has(first)) continue;
      segs.push(['M', ...first.from]);
      for (let arc = first; arc && !used.has(arc); ) {
        used.add(arc);
        segs.push(['A', arc.C.r, arc.C.r, 0, arc.span > Math.PI ? 1 : 0, arc.sweep, ...arc.to]);
        arc = arcs.find((b) => !used.has(b) && near(b.from, arc.to));
      }
      segs.push(['Z']);
    }
    if (!segs.length) return [];
    const turned = normalise(segs, false);
    // Disjoint from the circles that clipped it (their outlines only touch).
    return [{ ...x, segs: turned ?? segs, simple: !!turned, circle: null, clear: new Set(later.map((y) => y.uid)) }];
  });
}

// ------------------------------------------------------------- writing

/** A number of integer units (10^-DECIMALS) as short text: 123 → "12.3", -5 → "-.5". */
function fmt(k) {
  if (k === 0) return '0';
  const neg = k < 0;
  let s = String(Math.abs(k)).padStart(DECIMALS + 1, '0');
  if (DECIMALS) {
    s = `${s.slice(0, -DECIMALS)}.${s.slice(-DECIMALS)}`.replace(/0+$/, '').replace(/\.$/, '');
    if (s.startsWith('0.')) s = s.slice(1);
  }
  return (neg ? '-' : '') + s;
}

function joinNums(nums) {
  let s = '';
  for (const n of nums) {
    if (s && !n.startsWith('-') && !(n.startsWith('.') && /\.\d*$/.test(s))) s += ' ';
    s += n;
  }
  return s;
}

/** Segments as short path text; also their bounding box (conservative for arcs). */
function writePath(segs0, keepZeroLines) {
  // Long arcs first cut into short ones, at their exact positions.
  const segs = [];
  let [px, py, qx, qy] = [0, 0, 0, 0];
  for (const s of segs0) {
    if (s[0] === 'A') segs.push(...splitArc(px, py, s));
    else segs.push(s);
    if (s[0] === 'Z') [px, py] = [qx, qy];
    else [px, py] = s.slice(-2);
    if (s[0] === 'M') [qx, qy] = [px, py];
  }
  const U = 10 ** DECIMALS;
  const q = (v) => Math.round(v * U);
  let cx = 0,
    cy = 0,
    sx = 0,
    sy = 0,
    last = '';
  let d = '';
  const box = [Infinity, Infinity, -Infinity, -Infinity];
  const grow = (x, y, r = 0) => {
    box[0] = Math.min(box[0], (x - r) / U);
    box[1] = Math.min(box[1], (y - r) / U);
    box[2] = Math.max(box[2], (x + r) / U);
    box[3] = Math.max(box[3], (y + r) / U);
  };
  const emit = (letter, nums) => {
    const implicit = letter === last || (last === 'M' && letter === 'L') || (last === 'm' && letter === 'l');
    const body = joinNums(nums.map(fmt));
    if (implicit && letter !== 'M' && letter !== 'm') {
      d += /^[-.]/.test(body) && !(body.startsWith('.') && !/\.\d*$/.test(d)) ? body : ` ${body}`;
    } else d += letter + body;
    last = letter;
  };
  for (const s of segs) {
    if (s[0] === 'Z') {
      if (last !== 'z') emit('z', []);
      cx = sx;
      cy = sy;
      continue;
    }
    if (s[0] === 'A') {
      const [rx, ry] = [Math.max(1, q(s[1])), Math.max(1, q(s[2]))];
      const rot = Math.round(s[3]) % 180;
      const [ex, ey] = [q(s[6]), q(s[7])];
      if (ex === cx && ey === cy) continue;
      const rest = [rx, ry, rot * U, s[4] * U, s[5] * U];
      const abs = [...rest, ex, ey],
        rel = [...rest, ex - cx, ey - cy];
      const useRel = joinNums(rel.map(fmt)).length <= joinNums(abs.map(fmt)).length;
      emit(useRel ? 'a' : 'A', useRel ? rel : abs);
      grow(cx, cy, Math.max(rx, ry));
      grow(ex, ey, Math.max(rx, ry));
      [cx, cy] = [ex, ey];
      continue;
    }
    const pts = [];
    for (let k = 1; k < s.length; k++) pts.push(q(s[k]));
    const [ex, ey] = pts.slice(-2);
    let letter = s[0];
    let abs = pts,
      rel = pts.map((v, k) => v - (k % 2 ? cy : cx));
    if (letter === 'L') {
      if (ex === cx && ey === cy && !keepZeroLines) continue;
      if (ey === cy) {
        letter = 'H';
        abs = [ex];
        rel = [ex - cx];
      } else if (ex === cx) {
        letter = 'V';
        abs = [ey];
        rel = [ey - cy];
      }
    }
    // The first move is absolute: paths are joined one after another.
    const useRel = d !== '' && joinNums(rel.map(fmt)).length <= joinNums(abs.map(fmt)).length;
    emit(useRel ? letter.toLowerCase() : letter, useRel ? rel : abs);
    for (let k = 0; k < pts.length; k += 2) grow(pts[k], pts[k + 1]);
    [cx, cy] = [ex, ey];
    if (s[0] === 'M') [sx, sy] = [cx, cy];
  }
  return { d, box };
}

const overlap = (a, b) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

/** Distance from point p to segment ab. */
function pointSeg(p, a, b) {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const len = dx * dx + dy * dy;
  const t = len ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len)) : 0;
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

/** The edges of a shape's outline (closed for fills and closed subpaths). */
function edges(item) {
  const out = [];
  for (const sb of subpaths(item.segs)) {
    const closed = item.filled || sb.segs.at(-1)[0] === 'Z';
    const pts = sb.pts;
    for (let i = 0; i + (closed ? 0 : 1) < pts.length; i++) out.push([pts[i], pts[(i + 1) % pts.length]]);
  }
  return out;
}

/**
 * Whether two shapes' painted areas touch (within rounding): fills are their
 * insides, strokes their lines widened by half the stroke width.
 */
function touches(a, b) {
  if (!overlap(a.box, b.box)) return false;
  const gap = a.half + b.half + 0.15;
  const ea = edges(a),
    eb = edges(b);
  for (const [p, q] of ea) {
    const bx = [
      Math.min(p[0], q[0]) - gap,
      Math.min(p[1], q[1]) - gap,
      Math.max(p[0], q[0]) + gap,
      Math.max(p[1], q[1]) + gap,
    ];
    for (const [r, t] of eb) {
      if (
        Math.max(r[0], t[0]) < bx[0] ||
        Math.min(r[0], t[0]) > bx[2] ||
        Math.max(r[1], t[1]) < bx[1] ||
        Math.min(r[1], t[1]) > bx[3]
      )
        continue;
      if (Math.min(pointSeg(p, r, t), pointSeg(q, r, t), pointSeg(r, p, q), pointSeg(t, p, q)) < gap) return true;
      const side = (u, v, w) => Math.sign((v[0] - u[0]) * (w[1] - u[1]) - (v[1] - u[1]) * (w[0] - u[0]));
      if (side(p, q, r) * side(p, q, t) < 0 && side(r, t, p) * side(r, t, q) < 0) return true;
    }
  }
  // One inside the other (fills only: nonzero or even-odd, a point test suffices for these outlines).
  const within = (outer, inner) =>
    outer.filled && subpaths(outer.segs).some((sb) => inner.segs[0] && inside(sb.pts, inner.segs[0].slice(1, 3)));
  return within(a, b) || within(b, a);
}

/**
 * Joins shapes of the same paint into paths. Shapes that touch keep their order
 * unless they are of the same paint and can share a path: both strokes, or both
 * simple filled outlines turned the same way (the fill rule then paints their
 * union). Each round paints one paint's shapes among those whose predecessors
 * are painted; of several tries the one with the fewest paths is kept.
 */
function merge(list) {
  const items = [];
  for (const s of list) {
    const { d, box } = writePath(s.segs, s.stroked);
    if (!d) continue;
    items.push({
      ...s,
      filled: s.style.fill !== 'none',
      key: JSON.stringify(s.style),
      d,
      box: [box[0] - s.half, box[1] - s.half, box[2] + s.half, box[3] + s.half],
    });
  }
  const joinable = (a, b) =>
    (a.stroked && b.stroked && a.style.fill === 'none' && b.style.fill === 'none') || (a.simple && b.simple);
  const preds = items.map((b, j) =>
    items
      .slice(0, j)
      .map((_, i) => i)
      .filter(
        (i) =>
          (items[i].key !== b.key || !joinable(items[i], b)) && !items[i].clear?.has(b.uid) && touches(items[i], b),
      ),
  );
  // Tries: the paint with the most ready shapes first, then random choices; the
  // fewest paths wins (the same each run: the random numbers are seeded).
  let best = null;
  let seed = 1;
  const rand = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  for (let trial = 0; trial < 400 && best?.length !== new Set(items.map((it) => it.key)).size; trial++) {
    const done = new Array(items.length).fill(false);
    const order = [];
    for (let left = items.length; left > 0; ) {
      const ready = items.map((_, j) => j).filter((j) => !done[j] && preds[j].every((i) => done[i]));
      const count = new Map();
      for (const j of ready) count.set(items[j].key, (count.get(items[j].key) ?? 0) + 1);
      const keys = [...count.keys()];
      let key = keys[0];
      if (trial === 0) {
        for (const k of keys) if (count.get(k) > count.get(key)) key = k;
      } else key = keys[Math.floor(rand() * keys.length)];
      const members = ready.filter((j) => items[j].key === key);
      for (const j of members) done[j] = true;
      left -= members.length;
      order.push(members);
      if (best && order.length >= best.length) break;
    }
    if (!best || (order.flat().length === items.length && order.length < best.length)) best = order;
  }
  return best.map((members) => ({
    key: items[members[0]].key,
    style: items[members[0]].style,
    d: members.map((j) => items[j].d).join(''),
  }));
}

// ------------------------------------------------------------------ main

const styles = [];
const styleIndex = new Map();
const trees = Object.fromEntries(
  IDS.map((id) => {
    const file = `Regular${FILES[id[1]](Number(id[0]))}.tsx`;
    return [id, [file, parseJsx(readFileSync(join(SRC, file), 'utf8'))]];
  }),
);
// The bounds of all the art at 1/10 scale, then the one placement for all faces.
const bounds = [Infinity, Infinity, -Infinity, -Infinity];
for (const [file, tree] of Object.values(trees)) {
  for (const sh of shapes(tree, file, [0.1, 0, 0, 0.1, 0, 0])) {
    for (const { pts } of subpaths(sh.segs)) {
      for (const [x, y] of pts) {
        bounds[0] = Math.min(bounds[0], x - sh.half);
        bounds[1] = Math.min(bounds[1], y - sh.half);
        bounds[2] = Math.max(bounds[2], x + sh.half);
        bounds[3] = Math.max(bounds[3], y + sh.half);
      }
    }
  }
}
const fit = Math.min(
  (FACE.x1 - FACE.x0 - 2 * MARGIN) / (bounds[2] - bounds[0]),
  (FACE.y1 - FACE.y0 - 2 * MARGIN) / (bounds[3] - bounds[1]),
);
const BASE = mul(
  [
    fit,
    0,
    0,
    fit,
    (FACE.x0 + FACE.x1) / 2 - (fit * (bounds[0] + bounds[2])) / 2,
    (FACE.y0 + FACE.y1) / 2 - (fit * (bounds[1] + bounds[3])) / 2,
  ],
  [0.1, 0, 0, 0.1, 0, 0],
);
console.log(`art bounds at 1/10: ${bounds.map((v) => v.toFixed(2)).join(' ')}; scaled by ${fit.toFixed(3)}`);

const faces = {};
for (const id of IDS) {
  const [file, tree] = trees[id];
  faces[id] = merge(clipCircles(shapes(tree, file, BASE))).map((g) => {
    if (!styleIndex.has(g.key)) {
      styleIndex.set(g.key, styles.length);
      styles.push(g.style);
    }
    return [styleIndex.get(g.key), g.d];
  });
}

function styleText(style) {
  const parts = Object.entries(style)
    .filter(([, v]) => v !== null)
    .map(([k, v]) => `${/^\w+$/.test(k) ? k : `'${k}'`}: ${typeof v === 'number' ? v : `'${v}'`}`);
  return parts.length ? `{ ${parts.join(', ')} }` : '{}';
}
const text = `// Tile faces from FluffyStuff's riichi mahjong tiles
// (https://github.com/FluffyStuff/riichi-mahjong-tiles), dedicated to the public
// domain under CC0 1.0, as packaged in the npm package riichi-mahjong-tiles
// (MIT, Takafumi Sakai). See TILES-LICENSE.txt.
// Written by scripts/build-tile-art.mjs: do not edit by hand.
//
// 30×40 units, the tile body not included. STYLES are SVG presentation
// attributes (fill black when absent); each face is a list of [style, path data]
// in paint order. The White Dragon's art is blank: tiles.js draws its frame.
// The engine's copy for SVG files is src/picture/art.rs, written alongside.

export const STYLES = [
${styles.map((s) => `  ${styleText(s)},`).join('\n')}
];

export const FACES = {
${IDS.map((id) => `  '${id}': [\n${faces[id].map(([s, d]) => `    [${s}, '${d}'],`).join('\n')}\n  ],`).join('\n')}
};
`;
writeFileSync(OUT, text);
const paths = Object.values(faces).reduce((n, f) => n + f.length, 0);
console.log(
  `www/tile-art.js: ${text.length} bytes, ${gzipSync(text, { level: 9 }).length} gzipped, ${styles.length} styles, ${paths} paths for ${IDS.length} faces (max ${Math.max(...Object.values(faces).map((f) => f.length))} per face)`,
);

// The engine's copy: each style as SVG attribute text, each face in tile order.
const attrText = (style) =>
  Object.entries(style)
    .filter(([, v]) => v !== null)
    .map(([k, v]) => `${k}="${v}"`)
    .join(' ');
const rust = `//! Tile faces from FluffyStuff's riichi mahjong tiles, dedicated to the public
//! domain under CC0 1.0 (see www/TILES-LICENSE.txt): the page's www/tile-art.js
//! as the engine's data. Written by scripts/build-tile-art.mjs: do not edit by hand.
//!
//! 30×40 units, the tile body not included; each face is a list of (style, path
//! data) in paint order, a style being SVG presentation attributes (fill black
//! when absent).

/// Presentation attributes, by index.
pub(super) static STYLES: &[&str] = &[
${styles.map((s) => `    ${JSON.stringify(attrText(s))},`).join('\n')}
];

/// The faces in tile order (1m … 9m, 1p …, 1s …, 1z … 7z).
pub(super) static FACES: [&[(u8, &str)]; 34] = [
${IDS.map((id) => `    // ${id}\n    &[\n${faces[id].map(([s, d]) => `        (${s}, ${JSON.stringify(d)}),`).join('\n')}\n    ],`).join('\n')}
];
`;
writeFileSync(OUT_RS, rust);
