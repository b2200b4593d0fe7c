// Writes the rule lab's page (docs/rule-lab.md) from the summaries that
// scripts/rule-lab.sh leaves in DIR: `node scripts/rule-lab.mjs DIR > docs/rule-lab.md`.
// Every figure is the arena's own, as printed; nothing is recomputed here but
// percentages and the difference between two runs' rates.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'docs/rule-lab';
const read = (name) => {
  const p = join(dir, `${name}.json`);
  const text = existsSync(p) ? readFileSync(p, 'utf8') : '';
  return text.trim() ? JSON.parse(text) : null;
};
const EDITIONS = {
  beginner: ['Beginner', 'II'],
  basic: ['Basic', 'III'],
  intermediate: ['Intermediate', 'IV'],
  standard: ['Standard', 'IV'],
};
const LEVELS = ['II', 'III', 'IV', 'V'];
const pct = (x) => `${(100 * x).toFixed(1)}%`;
const one = (x) => x.toFixed(1);
const out = [];
const p = (s = '') => out.push(s);

/** Figures of a four-seat run taken whole: every seat's counts added. */
function table(s) {
  const sum = (k) => s.roles.reduce((a, r) => a + r.counts[k], 0);
  const wins = sum('wins');
  const patterns = new Map();
  for (const r of s.roles)
    for (const [id, n] of Object.entries(r.counts.patterns)) patterns.set(id, (patterns.get(id) ?? 0) + n);
  const names = new Map(s.roles.flatMap((r) => r.top_patterns.map((t) => [t.id, t.name])));
  const top = [...patterns].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 10);
  return {
    hands: s.hands,
    winRate: wins / s.hands,
    selfDraw: sum('self_draws') / wins,
    draw: s.draw_rate,
    meanScore: sum('win_score_halves') / 2 / wins,
    paid: s.paid_per_hand,
    buried: sum('buried') / sum('hands'),
    east: s.roles.find((r) => r.role === 'east'),
    top: top.map(([id, n]) => `${names.get(id) ?? id} (${id}) ${pct(n / wins)}`),
  };
}

p('# The rule lab: Four Seas as the table plays it');
p();
p("Measured by the engine's own table (`src/table/`) and arena (`src/arena/`):");
p('four seats of one strategy play every hand of a run on the same walls, seeds');
p('0 to N − 1, one hand a wall, with the rules of R23–R30. `bash scripts/rule-lab.sh DIR`');
p('plays every run below and `node scripts/rule-lab.mjs DIR > docs/rule-lab.md`');
p("writes this page; every figure is the arena summary's, as printed.");
p();
p('- **Win rate**: hands that end in a win (every hand has at most one winner),');
p('  so one seat wins about a quarter of it. **Self-draw**: the share of wins by');
p('  self-draw (kong replacements included). **Draw**: exhaustive draws nobody won.');
p('- **Mean H**: the mean hand score of the wins. **Paid per hand**: what a hand');
p("  moves on average, the winner's gain (0 after a draw).");
p("- **East**: the dealer's points per hand, with its 95% interval over walls");
p('  (the other three seats lose it between them).');
p('- The seats are `efficiency` (shape only) unless said; both built-in seats bury');
p('  the chosen discard once a hand, when the wall has at most 60 tiles left and no');
p('  copy of the tile is visible (README, "Seats").');
p();
p('## Every edition at levels II–V, four `efficiency` seats');
p();
p('| edition | level | hands | win rate | self-draw | draw | mean H | paid per hand | East per hand (95%) |');
p('|---|---|---|---|---|---|---|---|---|');
const tops = [];
for (const [e, [name, def]] of Object.entries(EDITIONS)) {
  for (const level of LEVELS) {
    const s = read(`${e}-${level}`);
    if (!s) continue;
    const t = table(s);
    const mark = level === def ? ' (default)' : '';
    p(
      `| ${name} | ${level}${mark} | ${t.hands} | ${pct(t.winRate)} | ${pct(t.selfDraw)} | ${pct(t.draw)} | ${one(t.meanScore)} | ${one(t.paid)} | ${t.east.points_per_hand.toFixed(2)} (${t.east.ci95[0].toFixed(2)} to ${t.east.ci95[1].toFixed(2)}) |`,
    );
    if (level === def) tops.push([`${name} ${level}`, t.top]);
  }
}
p();
p('The level moves the self-draw share: where the discard minimum is above the');
p('self-draw minimum (IV: 10/20, V: 20/40), a hand worth less than the discard');
p('minimum can still win by self-draw, and the cheap wins that a discard would');
p('have paid become self-draws or draws. These seats never fold and claim');
p('whenever a claim brings them closer, so the draw rates are a floor for a');
p('table of careful players.');
p();
p("### The ten most frequent winning patterns, at each edition's default level");
p();
p('Each pattern with the share of wins that count it.');
p();
for (const [name, top] of tops) {
  p(`- **${name}**: ${top.join(', ')}.`);
}
p();
p('## Standard with and without Concealed Discard');
p();
p('The Standard Level says Concealed Discard raises the win rate and the hand');
p('values. The same walls, the same seats, the mechanism on and off (level IV):');
p();
p('| seats | Concealed Discard | hands | win rate | self-draw | draw | mean H | paid per hand | buried in |');
p('|---|---|---|---|---|---|---|---|---|');
const pairs = [
  ['efficiency', 'standard-IV', 'standard-IV-no-concealed-discard'],
  ['advice', 'standard-IV-advice', 'standard-IV-advice-no-concealed-discard'],
];
const verdicts = [];
for (const [who, on, off] of pairs) {
  const a = read(on);
  const b = read(off);
  if (!a || !b) continue;
  const [ta, tb] = [table(a), table(b)];
  for (const [t, label] of [
    [ta, 'on'],
    [tb, 'off'],
  ]) {
    p(
      `| ${who} ×4 | ${label} | ${t.hands} | ${pct(t.winRate)} | ${pct(t.selfDraw)} | ${pct(t.draw)} | ${one(t.meanScore)} | ${one(t.paid)} | ${pct(t.buried)} of hands |`,
    );
  }
  // A difference of two proportions: its 95% half-width, the runs independent in the approximation.
  const se = Math.sqrt((ta.winRate * (1 - ta.winRate)) / ta.hands + (tb.winRate * (1 - tb.winRate)) / tb.hands);
  const diff = ta.winRate - tb.winRate;
  const said =
    Math.abs(diff) <= 1.96 * se
      ? 'a difference the 95% interval cannot tell from none'
      : diff > 0
        ? 'Concealed Discard raises it'
        : 'Concealed Discard lowers it';
  verdicts.push(
    `${who} ×4: win rate ${pct(ta.winRate)} with, ${pct(tb.winRate)} without (difference ${(100 * diff).toFixed(1)} points, ±${(196 * se).toFixed(1)} at 95%: ${said}); mean H ${one(ta.meanScore)} with, ${one(tb.meanScore)} without; paid per hand ${one(ta.paid)} with, ${one(tb.paid)} without`,
  );
}
p();
for (const v of verdicts) p(`- ${v}.`);
p();
const adv = read('standard-IV-advice');
if (adv) {
  const t = table(adv);
  p('## Standard IV with four `advice` seats');
  p();
  p(
    `${t.hands} hands: win rate ${pct(t.winRate)}, self-draw ${pct(t.selfDraw)}, draw ${pct(t.draw)}, mean H ${one(t.meanScore)}, paid per hand ${one(t.paid)}.`,
  );
  p(`Most frequent patterns: ${t.top.join(', ')}.`);
  p();
}
process.stdout.write(`${out.join('\n')}\n`);
