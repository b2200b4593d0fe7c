// What the training's answers add up to: per mode, per day of the last 30 and
// per pattern. Counting only: every answer's rightness was the engine's.

/** The local date of a time as YYYY-MM-DD. */
export function day(at) {
  const d = new Date(at);
  const pad = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The counts of `answers` as of `now`. */
export function progress(answers, now = Date.now()) {
  const byKind = {};
  const byPattern = new Map();
  const byDay = new Map();
  for (const a of answers) {
    byKind[a.kind] ??= { answered: 0, right: 0 };
    const k = byKind[a.kind];
    k.answered += 1;
    k.right += a.correct ? 1 : 0;
    const d = byDay.get(day(a.at)) ?? { answered: 0, right: 0 };
    d.answered += 1;
    d.right += a.correct ? 1 : 0;
    byDay.set(day(a.at), d);
    for (const p of a.patterns ?? []) {
      const x = byPattern.get(p.id) ?? { id: p.id, answered: 0, missed: 0 };
      x.answered += 1;
      x.missed += p.right ? 0 : 1;
      byPattern.set(p.id, x);
    }
  }
  const days = [];
  const today = new Date(now);
  for (let i = 29; i >= 0; i--) {
    // Calendar days back, not 24-hour steps: a clock change keeps every day once.
    const date = day(new Date(today.getFullYear(), today.getMonth(), today.getDate() - i));
    days.push({ date, ...(byDay.get(date) ?? { answered: 0, right: 0 }) });
  }
  const missed = [...byPattern.values()]
    .filter((x) => x.missed > 0)
    .sort((a, b) => b.missed - a.missed || b.missed / b.answered - a.missed / a.answered || a.id.localeCompare(b.id))
    .slice(0, 8);
  return { total: answers.length, byKind, days, missed };
}
