// The training's store, in the style of every store of the page: its `model`
// (the mode, the question dealt by the engine from a seed or a rulebook
// example to name, the player's answer, the engine's verdict, a session of
// ten, the daily question, the progress kept in IndexedDB (train-store.js),
// and what the engine gives the view: the edition's patterns to pick from and
// the named pattern's card), the `actions` that are the only way to change it,
// and `subscribe` for the page's drawing.

import { engineNow } from '../engine/client.js';
import { requestText } from '../shared/handtext.js';
import { rulebookOf, scoreOf } from '../shared/rulebook.js';
import { progress } from './train-stats.js';
import { answers, clearAnswers, onOtherTab, record } from './train-store.js';

/** The modes: the engine's deal kinds, and naming a pattern from its example. */
const MODES = ['win', 'wait', 'discard', 'name'];
/** Questions in a session. */
const SESSION = 10;

const train = {
  modes: MODES,
  open: false,
  mode: 'win',
  edition: 'standard',
  difficulty: 1,
  // {kind, edition, seed, difficulty, request, tolerance?, hand, pattern?, options?} or {error}
  question: null,
  // The player's answer, hidden from the engine's until submitted.
  answer: { patterns: [], score: '', waits: [], discard: null, name: null, query: '' },
  // {correct, truth: the engine's answer, …} once submitted.
  feedback: null,
  // {kind, edition, difficulty, seeds, index, results: [bool], daily}
  session: null,
  progress: null,
  storage: null, // why progress could not be kept, if it could not
  // Where the keyboard's focus goes after the next drawing (`question` or
  // `feedback`), numbered so that a view moves it once.
  focus: { to: null, seq: 0 },
  // From the engine, for the view: the question's edition's patterns (to pick
  // from), the named pattern's card once answered ({entry, scored}), and
  // whether the answer says enough to submit.
  entries: [],
  card: null,
  ready: false,
};

/** The store's model: read by the views, written only here. */
export const model = train;

let drawPage = () => {};
/** The page's drawing of the Training view, after every change. */
export function subscribe(f) {
  drawPage = f;
}

/** What the view needs from the engine, then the page drawn. */
function draw() {
  const q = train.question;
  const book = q && !q.error ? rulebookOf(engineNow(), q.edition) : null;
  train.entries = book?.entries ?? [];
  // The named pattern's card: its example as scored once for the question (scoreOf keeps it).
  const entry = book && train.feedback && q.kind === 'name' ? book.byId.get(q.pattern) : null;
  train.card = entry ? { entry, scored: scoreOf(engineNow(), entry) } : null;
  train.ready = answered();
  drawPage();
}

// ---------- questions ----------

/** A small seeded generator for the name mode's choices (mulberry32). */
function mulberry(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Names a pattern: the edition's pattern at `seed` (modulo their number), and
 * three others the example hand does not count, of the same class where it
 * has three. */
function nameQuestion(edition, seed) {
  const fs = engineNow();
  const { entries } = rulebookOf(fs, edition);
  const target = entries[seed % entries.length];
  const rnd = mulberry(seed);
  const scored = scoreOf(fs, target);
  const counted = new Set(scored.ok ? scored.patterns.map((p) => p.id) : []);
  const others = entries.filter((p) => p.id !== target.id && !counted.has(p.id));
  const near = others.filter((p) => p.family[0].id === target.family[0].id);
  const pool = near.length >= 3 ? near : others;
  const options = [target.id];
  while (options.length < 4) {
    const p = pool[Math.floor(rnd() * pool.length)];
    if (!options.includes(p.id)) options.push(p.id);
  }
  for (let i = options.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [options[i], options[j]] = [options[j], options[i]];
  }
  return {
    kind: 'name',
    edition,
    seed,
    difficulty: 1,
    pattern: target.id,
    options,
    request: target.example,
    hand: target.example_hand,
  };
}

/** The question for a kind, edition, seed and difficulty, from the engine. */
function makeQuestion(kind, edition, seed, difficulty) {
  if (kind === 'name') return nameQuestion(edition, seed);
  const r = engineNow().deal({ kind, edition, seed, difficulty });
  if (!r.ok) return { kind, edition, seed, difficulty, error: r.error };
  return {
    kind,
    edition,
    seed: r.seed,
    // As dealt: an edition without hands of the difficulty asked deals its hardest.
    difficulty: r.difficulty,
    request: r.request,
    tolerance: r.tolerance,
    hand: requestText(r.request),
  };
}

/** A random seed below 2^31 (short in a link). */
const randomSeed = () => crypto.getRandomValues(new Uint32Array(1))[0] >>> 1;

const emptyAnswer = () => ({ patterns: [], score: '', waits: [], discard: null, name: null, query: '' });

/** Asks `q`; `adopt` takes its edition and difficulty as the player's own
 * picks (a link's question), otherwise the picks stay. */
function ask(q, adopt = false) {
  train.question = q;
  train.mode = q.kind;
  if (adopt) {
    train.edition = q.edition;
    if (q.kind !== 'name') train.difficulty = q.difficulty;
  }
  train.answer = emptyAnswer();
  train.feedback = null;
  train.focus = { to: 'question', seq: (train.focus?.seq ?? 0) + 1 };
}

// ---------- the view's actions ----------

/** Opens the Training view; a link (`{kind, edition, seed, difficulty}`) opens its question. */
function openTraining(link) {
  train.open = true;
  if (link?.kind) {
    train.session = null;
    ask(makeQuestion(link.kind, link.edition, link.seed, link.difficulty), true);
  } else if (!train.question) ask(makeQuestion(train.mode, train.edition, randomSeed(), train.difficulty));
  loadProgress();
  draw();
}

function closeTraining() {
  train.open = false;
}

/** A new question of the current mode (the session's next, or a random one). */
function nextQuestion() {
  const s = train.session;
  if (s && s.index + 1 < s.seeds.length) {
    s.index += 1;
    ask(makeQuestion(s.kind, s.edition, s.seeds[s.index], s.difficulty));
  } else {
    train.session = null;
    ask(makeQuestion(train.mode, train.edition, randomSeed(), train.difficulty));
  }
  draw();
}

/** Chooses the mode, edition or difficulty, and deals a question for it. */
function choose(key, value) {
  train[key] = key === 'difficulty' ? Number(value) : value;
  train.session = null;
  ask(makeQuestion(train.mode, train.edition, randomSeed(), train.difficulty));
  draw();
}

/** A session of ten questions of the current mode; `seeds` for chosen ones. */
function startSession(seeds = null, kind = train.mode, edition = train.edition) {
  const list = seeds ?? Array.from({ length: SESSION }, randomSeed);
  train.session = { kind, edition, difficulty: train.difficulty, seeds: list, index: 0, results: [] };
  ask(makeQuestion(kind, edition, list[0], train.difficulty));
  draw();
}

/** The day's question: the same for everyone on that local date. */
function dailyQuestion(now = new Date()) {
  const seed = now.getFullYear() * 10000 + (now.getMonth() + 1) * 100 + now.getDate();
  const days = Math.floor(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) / 86_400_000);
  train.session = null;
  ask(makeQuestion(MODES[days % MODES.length], 'standard', seed, 1));
  train.question.daily = true;
  draw();
}

/** A session naming the patterns most often missed. */
function practiseMissed() {
  const missed = (train.progress?.missed ?? []).map((m) => m.id);
  // In the edition chosen if it has them all, else in the Standard Level, which has every pattern.
  const mine = rulebookOf(engineNow(), train.edition).entries;
  const edition = missed.every((id) => mine.some((p) => p.id === id)) ? train.edition : 'standard';
  const { entries } = rulebookOf(engineNow(), edition);
  const seeds = missed.map((id) => entries.findIndex((p) => p.id === id)).filter((i) => i >= 0);
  if (seeds.length) startSession(seeds, 'name', edition);
}

// ---------- the answer ----------

function togglePattern(id) {
  const a = train.answer;
  a.patterns = a.patterns.includes(id) ? a.patterns.filter((x) => x !== id) : [...a.patterns, id];
  draw();
}
function setScore(text) {
  train.answer.score = text.trim();
  draw();
}
function setQuery(text) {
  train.answer.query = text;
  draw();
}
function toggleWait(tile) {
  const a = train.answer;
  a.waits = a.waits.includes(tile) ? a.waits.filter((x) => x !== tile) : [...a.waits, tile];
  draw();
}
function pickDiscard(tile) {
  train.answer.discard = tile;
  draw();
}
function pickName(id) {
  train.answer.name = id;
  draw();
}

/** Whether the answer says enough to submit. */
function answered() {
  const a = train.answer;
  switch (train.question?.kind) {
    case 'win':
      return a.patterns.length > 0 || a.score !== '';
    case 'wait':
      return a.waits.length > 0;
    case 'discard':
      return a.discard != null;
    case 'name':
      return a.name != null;
    default:
      return false;
  }
}

const sameSet = (a, b) => a.length === b.length && a.every((x) => b.includes(x));

/** The engine's verdict on the answer. */
function verdict(q, a) {
  const fs = engineNow();
  if (q.kind === 'win') {
    const truth = fs.score(q.request);
    const counted = [...new Set(truth.patterns.map((p) => p.id))];
    const patternsOk = a.patterns.length ? sameSet(a.patterns, counted) : null;
    const scoreOk = a.score !== '' ? Number(a.score) === truth.score : null;
    const correct = patternsOk !== false && scoreOk !== false;
    // A score alone says nothing of the patterns: none are recorded.
    const patterns = a.patterns.length
      ? [...new Set([...a.patterns, ...counted])].map((id) => ({
          id,
          right: a.patterns.includes(id) === counted.includes(id),
        }))
      : [];
    return { correct, truth, patternsOk, scoreOk, patterns };
  }
  if (q.kind === 'wait') {
    const truth = fs.analyze(q.request);
    return {
      correct: sameSet(
        a.waits,
        truth.waits.map((w) => w.tile),
      ),
      truth,
      patterns: [],
    };
  }
  if (q.kind === 'discard') {
    const truth = fs.analyze(q.request);
    const best = truth.discards[0].value.expected_gain;
    const mine = truth.discards.find((d) => d.tile === a.discard);
    return { correct: (mine?.value?.expected_gain ?? -1) >= best - q.tolerance, truth, patterns: [] };
  }
  const right = a.name === q.pattern;
  return { correct: right, truth: null, patterns: [{ id: q.pattern, right }] };
}

/** Submits the answer: the engine's answer beside it, kept in the progress. */
function submit() {
  const q = train.question;
  if (!q || q.error || train.feedback || !answered()) return;
  train.feedback = verdict(q, train.answer);
  train.session?.results.push(train.feedback.correct);
  train.focus = { to: 'feedback', seq: train.focus.seq + 1 };
  const entry = {
    at: Date.now(),
    kind: q.kind,
    edition: q.edition,
    seed: q.seed,
    difficulty: q.difficulty,
    correct: train.feedback.correct,
    patterns: train.feedback.patterns,
  };
  record(entry).then(loadProgress, (e) => {
    train.storage = String(e?.message ?? e);
    draw();
  });
  draw();
}

// ---------- progress ----------

/** Reads the progress from storage and draws it. */
function loadProgress() {
  answers().then(
    (list) => {
      train.progress = progress(list);
      train.storage = null;
      draw();
    },
    (e) => {
      train.storage = String(e?.message ?? e);
      draw();
    },
  );
}

/** Forgets the progress. */
function resetProgress() {
  clearAnswers().then(loadProgress, (e) => {
    train.storage = String(e?.message ?? e);
    draw();
  });
}

/** The progress as JSON text, for a file. */
const exportText = () => answers().then((list) => JSON.stringify({ fourseas_training: 1, answers: list }, null, 1));

onOtherTab(() => {
  if (train.open) loadProgress();
});

/** Every way to change the training's model. */
export const actions = {
  open: openTraining,
  close: closeTraining,
  next: nextQuestion,
  choose,
  session: startSession,
  daily: dailyQuestion,
  practise: practiseMissed,
  pattern: togglePattern,
  score: setScore,
  query: setQuery,
  wait: toggleWait,
  discard: pickDiscard,
  name: pickName,
  submit,
  loadProgress,
  reset: resetProgress,
  exportText,
};
