// The shipped TypeScript declarations describe what the functions really take
// and return: every answer the module gives on the shared request files (and
// on the rulebook, notation and error calls) type-checks, as an object literal
// with TypeScript's excess-property checks, against the declared return type,
// and every request the engine accepts against the declared parameter type.
import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import * as fs from '../../www/pkg/fourseas_wasm.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
fs.initSync({ module: readFileSync(join(root, 'www/pkg/fourseas_wasm_bg.wasm')) });
const lines = (name) => readFileSync(join(root, 'tests/data', name), 'utf8').split('\n').filter((l) => l.trim());

/** Type-checks `body` against the shipped declarations; answers the diagnostics. */
function check(body) {
  const dir = mkdtempSync(join(tmpdir(), 'fourseas-types-'));
  copyFileSync(join(root, 'www/pkg/fourseas_wasm.d.ts'), join(dir, 'fourseas_wasm.d.ts'));
  writeFileSync(join(dir, 'check.ts'), `import type * as F from './fourseas_wasm';\n${body}`);
  const program = ts.createProgram([join(dir, 'check.ts')], { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ES2022, moduleResolution: ts.ModuleResolutionKind.Bundler });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

/** One typed constant per call: its argument and its answer. */
function calls() {
  const out = [];
  const call = (fn, param, arg) => {
    const answer = arg === undefined ? fs[fn]() : fs[fn](arg);
    out.push(`const a${out.length}: ReturnType<typeof F.${fn}> = ${JSON.stringify(answer)};`);
    if (param && answer.ok) out.push(`const r${out.length}: ${param} = ${JSON.stringify(arg)};`);
    return answer;
  };
  for (const l of lines('api-requests.jsonl')) call('score', 'F.ScoreRequest', JSON.parse(l));
  for (const l of lines('conditions-requests.jsonl')) call('conditions', 'Partial<F.ScoreRequest>', JSON.parse(l));
  for (const l of lines('analyze-requests.jsonl')) call('analyze', 'F.AnalyzeRequest', JSON.parse(l));
  for (const l of lines('session-requests.jsonl')) call('session', 'F.SessionRequest', JSON.parse(l));
  call('editions');
  call('names');
  for (const e of ['beginner', 'basic', 'intermediate', 'standard', 'nope']) call('patterns', null, e);
  for (const t of ['123m🀙E', '12x']) call('parse', null, t);
  for (const t of [['1m', 'P'], ['x']]) call('format', null, t);
  // The table: games (a win, a draw, mixed seats), a hand driven by a person, replays.
  for (const seed of [1, 4, 9]) call('play', 'F.PlayRequest', { seed, hands: 2, edition: 'standard', seats: ['advice', 'efficiency', 'efficiency', 'efficiency'], names: ['A', 'B', 'C', 'D'] });
  const game = fs.play({ seed: 1, hands: 2 }).log.map((e) => JSON.stringify(e)).join('\n');
  call('replay', null, game);
  call('replay', null, game.replace('"discard"', '"draw"'));
  // The hands without their game's end: the score sheet and the end they make.
  call('replay', null, game.split('\n').slice(0, -1).join('\n'));
  call('table', 'F.TableRequest', { seed: 5, hand: 1, players: ['person', 'advice', 'efficiency', 'table'], names: ['A', 'B', 'C', 'D'] });
  const first = call('table', 'F.TableRequest', { seed: 5, seats: { east: 'person', south: 'advice' } });
  call('table', 'F.TableRequest', { seed: 5, seats: { east: 'person', south: 'advice' }, actions: [{ seat: 'east', ...first.legal[0] }] });
  call('table', null, { seed: 5, actions: [{ seat: 'north', action: 'pass' }] });
  // A review of the person's first moves, and one refused.
  const moved = fs.table({ seed: 5, seats: { east: 'person' }, actions: [{ seat: 'east', ...first.legal[0] }] });
  call('review', 'F.ReviewRequest', { seed: 5, actions: moved.actions });
  call('review', null, { seed: 5, seat: 'middle' });
  // Decisions: a turn, an offer, the played positions, both models, and refused ones.
  call('decide', 'F.DecideRequest', { seed: 5, actions: moved.actions.slice(0, 1) });
  call('decide', 'F.DecideRequest', { seed: 5, strategy: 'advice', actions: [] });
  for (const l of lines('decide-positions.jsonl')) call('decide', 'F.DecideRequest', JSON.parse(l).request);
  call('decide', null, { seed: 5, seat: 'north' });
  call('decide', null, { seed: 5, strategy: 'efficiency' });
  // A game's first hand as frames, open and through one seat's eyes, and a hand it does not hold.
  call('frames', 'F.FramesRequest', { log: game });
  call('frames', 'F.FramesRequest', { log: game, hand: 1, seat: 'south' });
  call('frames', 'F.FramesRequest', { log: game, hand: 1, seat: 'south', advice: true });
  call('frames', null, { log: game, hand: 9 });
  // Training deals of every kind, with and without a seed, and a refused one.
  for (const kind of ['win', 'wait', 'discard']) call('deal', 'F.DealRequest', { kind, edition: 'basic', seed: 7, difficulty: 2 });
  call('deal', 'F.DealRequest', { kind: 'win' });
  call('deal', null, { kind: 'win', difficulty: 9 });
  out.push(`const v: ReturnType<typeof F.version> = ${JSON.stringify(fs.version())};`);
  return out;
}

test('every answer and every accepted request fits the shipped declarations', () => {
  const body = calls();
  // The names of earlier declarations still name the same shapes.
  const scored = fs.score({ hand: '123456456789m5p', win_tile: '5p' });
  body.push(`const old1: F.ScoreResponse = ${JSON.stringify(scored)};`);
  body.push(`const old2: F.CountedPattern = ${JSON.stringify(scored.patterns[0])};`);
  body.push("const old3: F.Useful = { tile: '1m', remaining: 3 };");
  assert.ok(body.length > 60, `${body.length} checks`);
  // Every function the declarations name is called and checked, and the module exports no other.
  const kinds = new Set(body.map((l) => l.match(/typeof F\.(\w+)/)?.[1]).filter(Boolean));
  const dts = readFileSync(join(root, 'www/pkg/fourseas_wasm.d.ts'), 'utf8');
  const declared = [...dts.matchAll(/^\s*export function (\w+)\(/gm)].map((m) => m[1]).filter((f) => f !== 'initSync');
  assert.deepEqual([...kinds].sort(), [...declared].sort());
  const exported = Object.keys(fs).filter((k) => typeof fs[k] === 'function' && !['default', 'initSync'].includes(k));
  assert.deepEqual(exported.sort(), [...declared].sort());
  assert.equal(declared.length, 17);
  assert.deepEqual(check(body.join('\n')), []);
});

test('the check fails on an answer the declarations do not describe', () => {
  const answer = fs.score({ hand: '123456456789m5p', win_tile: '5p' });
  const wrong = [
    { ...answer, extra: 1 },
    { ...answer, score: '55' },
    { ...answer, edition: 'classic' },
    { ok: false, error: { code: 'no_such_code', message: '' } },
  ];
  for (const w of wrong) assert.notDeepEqual(check(`const x: ReturnType<typeof F.score> = ${JSON.stringify(w)};`), [], JSON.stringify(w).slice(0, 80));
});
