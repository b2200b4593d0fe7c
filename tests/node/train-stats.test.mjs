// The training's counts: per mode, per pattern, and the last 30 calendar days,
// each day once even across a clock change.
process.env.TZ = 'America/New_York';
import test from 'node:test';
import assert from 'node:assert/strict';
import { day, progress } from '../../www/state/train-stats.js';

test('thirty calendar days, each once, across the clock changes', () => {
  for (const now of [new Date(2026, 2, 9, 0, 30), new Date(2026, 10, 1, 23, 30), new Date(2026, 11, 5, 12)]) {
    const p = progress([], now.getTime());
    const dates = p.days.map((d) => d.date);
    assert.equal(new Set(dates).size, 30, dates.join(' '));
    assert.equal(dates.at(-1), day(now));
    // Consecutive: each date is the day after the one before.
    for (let i = 1; i < 30; i++) {
      const [y, m, d] = dates[i - 1].split('-').map(Number);
      assert.equal(day(new Date(y, m - 1, d + 1)), dates[i]);
    }
  }
});

test('answers counted per mode, per day and per pattern, the most missed first', () => {
  const at = new Date(2026, 11, 5, 10).getTime();
  const answers = [
    { at, kind: 'win', correct: false, patterns: [{ id: 'F1.1', right: false }, { id: 'B.a1', right: true }] },
    { at, kind: 'win', correct: true, patterns: [{ id: 'F1.1', right: true }] },
    { at: at - 86_400_000, kind: 'name', correct: false, patterns: [{ id: 'C1.1', right: false }] },
    { at, kind: 'name', correct: false, patterns: [{ id: 'C1.1', right: false }] },
  ];
  const p = progress(answers, at);
  assert.deepEqual(p.byKind, { win: { answered: 2, right: 1 }, name: { answered: 2, right: 0 } });
  assert.deepEqual(p.days.slice(-2).map((d) => [d.answered, d.right]), [[1, 0], [3, 1]]);
  assert.deepEqual(p.missed, [{ id: 'C1.1', answered: 2, missed: 2 }, { id: 'F1.1', answered: 2, missed: 1 }]);
  assert.equal(p.total, 4);
});
