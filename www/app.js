// The calculator page: loads the engine, wires the page's controls to the
// stores' actions (state/: the calculator, the score sheet, the training),
// keeps the calculator's state in the URL hash (shared/url.js) and draws every
// view (views/) from the stores' models after each change.

import './elements/fourseas-rulebook-define.js';
import { loadEngine } from './engine/client.js';
import { handText } from './shared/handtext.js';
import { t, translate } from './shared/i18n.js';
import { names } from './shared/names.js';
import { h, howWonText, limitText, patternName } from './shared/parts.js';
import { playerName } from './shared/seats.js';
import {
  fromPlayHash,
  fromReplayHash,
  fromTrainHash,
  playHash,
  replayHash,
  toHash,
  trainHash,
  viewOf,
} from './shared/url.js';
import * as calculator from './state/calculator.js';
import * as playing from './state/play.js';
import * as replaying from './state/replay.js';
import * as sheets from './state/sheet.js';
import { fromLink } from './state/sheet-store.js';
import * as training from './state/train.js';
import { renderAnalysis } from './views/analysis.js';
import { buildConditions, renderConditions } from './views/conditions.js';
import { renderHand } from './views/hand.js';
import { buildPalette, paletteKey, renderPalette } from './views/palette.js';
import { renderPlay } from './views/play.js';
import { renderReplay } from './views/replay.js';
import { renderCompare, renderResult } from './views/result.js';
import { renderRules } from './views/rules.js';
import { renderSheetView } from './views/sheet.js';
import { renderNotes, renderSummary } from './views/summary.js';
import { currentView, renderTabs } from './views/tabs.js';
import { renderTrain } from './views/train.js';

const $ = (id) => document.getElementById(id);

const calc = calculator.actions;
const { state } = calculator.model;
const trainer = training.actions;
const train = training.model;
const sheetActions = sheets.actions;
/** The models the tabs and the sheet view read beside their own. */
const play = playing.model;
const replay = replaying.model;
const models = { calc: calculator.model, train, sheet: sheets.model, play, replay };

/** The sheet's handlers; editing a calculator hand moves the focus to the text box. */
// A hand from the calculator is edited there: its view opens with the hand in the text box.
const toCalculator = () => {
  calc.showView('calculator');
  window.scrollTo({ top: 0 });
  $('text').focus();
};
const sheetHandlers = { ...sheetActions, edit: (i) => sheetActions.edit(i, { onCalculator: toCalculator }) };
const drawSheet = () => renderSheetView(models, sheetHandlers);

function render({ fromText = false } = {}) {
  translate(document, state.lang);
  if (!fromText) $('text').value = state.textError ? state.text : handText(state.tiles, state.melds);
  const m = calculator.model;
  renderPalette(m);
  renderHand(m, calc);
  renderConditions(m);
  renderResult(m);
  renderAnalysis(m, calc);
  renderCompare(m);
  renderNotes(m);
  renderSummary(m);
  drawSheet();
  renderTabs(models);
  renderRules(m);
  renderTrain({ train, lang: state.lang }, trainHandlers);
  renderPlay(play, state.lang, playHandlers);
  renderReplay(replay, state.lang, replaying.actions);
}

/** The Play view's handlers; the export downloads the hand's log. */
const playHandlers = {
  ...playing.actions,
  exportLog: () => {
    const a = h('a', {
      href: URL.createObjectURL(new Blob([playing.logText()], { type: 'application/x-ndjson' })),
      download: `fourseas-${playHash(play.setup).replaceAll('/', '-')}.jsonl`,
    });
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  },
  // The replay of the game's hand, through the person's eyes; from the review,
  // at the decision of action `step` (the frame before it).
  replay: (step = 0) => {
    playing.actions.close();
    replaying.actions.open(playing.logText(), { ...playing.replayPlace(), step });
    window.scrollTo({ top: 0 });
  },
  // The game into the score sheet, as a new sheet: the engine's session of its
  // log, the players named as the Play view names them.
  keep: () => {
    const text = playing.sessionText();
    if (!text) return;
    const session = JSON.parse(text);
    const named = (n) => playerName(n, state.lang);
    for (const p of session.players) p.name = named(p.name);
    for (const hand of session.hands) for (const s of Object.keys(hand.seats)) hand.seats[s] = named(hand.seats[s]);
    sheetActions.importText(JSON.stringify(session), true);
    $('tab-sheet').click();
  },
};

/** The Training view's handlers: each changes the training's state. */
const trainHandlers = {
  ...trainer,
  session: () => trainer.session(),
  daily: () => trainer.daily(),
  exportProgress: () =>
    trainer.exportText().then((text) => {
      const a = h('a', {
        href: URL.createObjectURL(new Blob([text], { type: 'application/json' })),
        download: 'fourseas-training.json',
      });
      a.click();
      setTimeout(() => URL.revokeObjectURL(a.href), 1000);
    }),
  reset: () => {
    if (window.confirm(t(state.lang, 'train.resetConfirm'))) trainer.reset();
  },
};

/** Whether the reader's last click or key has made its step in the history. */
let stepped = false;
for (const kind of ['click', 'keydown', 'change']) document.addEventListener(kind, () => (stepped = false), true);

/** After every change: the link, then the page. */
function draw(opts) {
  const hash = replay.open
    ? replayHash(replay)
    : play.open
      ? playHash(play.setup)
      : train.open
        ? trainHash(train.question)
        : toHash(state, calculator.model.view.discarder);
  const now = location.hash.slice(1);
  if (now !== hash) {
    // A change of view is a step in the browser's history (Back returns to the
    // view before); a change within a view replaces the link, as on the first draw.
    // One step for each thing the reader does, however many draws it takes:
    // a tab that passes through the calculator on its way (Play from the
    // sheet) makes one entry, not two.
    const url = hash ? `#${hash}` : location.pathname;
    if (document.body.dataset.ready && !stepped && viewOf(now) !== viewOf(hash)) {
      history.pushState(null, '', url);
      stepped = true;
    } else history.replaceState(null, '', url);
  }
  render(opts);
}

// ---------- copy as text ----------

function asText() {
  const { view } = calculator.model;
  const r = view.scored;
  const lang = state.lang;
  const lines = [
    `${t(lang, 'title')} · ${t(lang, `edition.${state.edition}`)}`,
    `${t(lang, 'hand')}: ${handText(state.tiles, state.melds)}`,
  ];
  if (!r) return lines.join('\n');
  lines.push(howWonText({ win: state.win, seat: state.seat, discarder: view.discarder }, lang));
  const limit = r.limit ? `, ${limitText(r, lang)}` : '';
  lines.push(`${t(lang, 'score')}: ${r.score} (${t(lang, 'total')} ${r.total}${limit})`);
  for (const p of r.patterns) lines.push(`  ${p.id} ${patternName(p, lang)} ${p.points}`);
  const pays = names.seats.map((s) => `${t(lang, `seat.${s}`)} ${r.payments[s] > 0 ? '+' : ''}${r.payments[s]}`);
  lines.push(`${t(lang, 'payments')}: ${pays.join(', ')}`);
  lines.push(location.href);
  return lines.join('\n');
}

async function copy() {
  const text = asText();
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Clipboard blocked: leave the text selected in a field to copy by hand.
    const area = h('textarea', { readonly: true, rows: 6, class: 'copy-fallback' }, text);
    $('copy').after(area);
    area.select();
  }
  $('copy').textContent = t(state.lang, 'copied');
  setTimeout(() => {
    $('copy').textContent = t(state.lang, 'copy');
  }, 1500);
}

// ---------- start ----------

/** Shows the text's error after a pause in typing or on leaving the box; only
 * an error needs drawing (a redraw on leaving would replace the button being clicked). */
function textErrorDue() {
  if (calc.showTextError()) render({ fromText: true });
}

function setup() {
  buildConditions();
  $('palette').addEventListener('keydown', (ev) => paletteKey(ev, calculator.model, calc));
  for (const r of document.querySelectorAll('input[name="mode"]')) {
    r.addEventListener('change', () => {
      calc.setMode(r.value);
      renderPalette(calculator.model);
    });
  }
  for (const r of document.querySelectorAll('input[name="tap"]'))
    r.addEventListener('change', () => calc.setTap(r.value));
  const bind = (id, key, get = (e) => e.value) =>
    $(id).addEventListener('change', (ev) => calc.choose(key, get(ev.target)));
  bind('win', 'win');
  bind('discarder', 'discarder');
  bind('seat', 'seat');
  bind('blessing', 'blessing');
  bind('edition', 'edition');
  bind('level', 'level');
  bind('last-tile', 'lastTile', (e) => e.checked);
  for (const s of names.seats)
    $(`player-${s}`).addEventListener('change', (ev) => calc.choosePlayer(s, ev.target.value));
  $('text').addEventListener('input', (ev) => calc.typeText(ev.target.value, { onPause: textErrorDue }));
  $('text').addEventListener('change', textErrorDue);
  $('clear').addEventListener('click', calc.clearHand);
  $('undo').addEventListener('click', calc.undo);
  $('redo').addEventListener('click', calc.redo);
  document.addEventListener('keydown', (ev) => {
    // The text box keeps its own undo.
    // Undo and redo are the calculator's, in its own view only.
    if (
      currentView(models) !== 'calculator' ||
      !(ev.ctrlKey || ev.metaKey) ||
      ev.altKey ||
      ev.target.matches?.('input[type="text"], input[type="search"], input:not([type]), textarea')
    )
      return;
    const key = ev.key.toLowerCase();
    if (key === 'z' && !ev.shiftKey) calc.undo();
    else if ((key === 'z' && ev.shiftKey) || key === 'y') calc.redo();
    else return;
    ev.preventDefault();
  });
  $('print').addEventListener('click', () => window.print());
  $('summary-go').addEventListener('click', () => $('h-result').scrollIntoView({ behavior: 'smooth', block: 'start' }));
  $('reload').addEventListener('click', () => location.reload());
  $('lang').addEventListener('click', () => {
    calc.toggleLang();
    buildPalette(calculator.model, calc);
    render();
  });
  $('copy').addEventListener('click', copy);
  $('tab-calculator').addEventListener('click', () => {
    playing.actions.close();
    replaying.actions.close();
    trainer.close();
    calc.showView('calculator');
  });
  $('tab-sheet').addEventListener('click', () => {
    playing.actions.close();
    replaying.actions.close();
    trainer.close();
    calc.showView('sheet');
    window.scrollTo({ top: 0 });
  });
  $('tab-rules').addEventListener('click', () => {
    playing.actions.close();
    replaying.actions.close();
    trainer.close();
    calc.showView('rules');
  });
  $('tab-train').addEventListener('click', () => {
    playing.actions.close();
    replaying.actions.close();
    calc.showView('calculator');
    trainer.open();
  });
  $('tab-play').addEventListener('click', () => {
    replaying.actions.close();
    trainer.close();
    calc.showView('calculator');
    playing.actions.open();
    window.scrollTo({ top: 0 });
  });
  $('rules-back').addEventListener('click', () => calc.showView('calculator'));
  $('rules-edition').addEventListener('change', (ev) => calc.setRulesEdition(ev.target.value));
  $('rules-print').addEventListener('click', () => window.print());
  // A card opened in the rulebook goes into the link (`rules=F6.6`), not the bare `#F6.6`.
  document.addEventListener('pattern-open', (ev) => {
    ev.preventDefault();
    calc.openRule(ev.detail.id);
  });
  window.addEventListener('hashchange', () => {
    // A sheet link pasted into an open page: imported as on a load, then the link is the calculator's again.
    const linkedSheet = fromLink(location.hash.slice(1));
    if (linkedSheet != null) {
      sheetActions.importText(linkedSheet);
      calc.commit();
      return;
    }
    const linkedReplay = fromReplayHash(location.hash.slice(1));
    if (linkedReplay != null) {
      if (!replay.open || location.hash.slice(1) !== replayHash(replay))
        replaying.actions.open(linkedReplay.log, linkedReplay);
      return;
    }
    replaying.actions.close();
    const linkedPlay = fromPlayHash(location.hash.slice(1));
    if (linkedPlay) {
      if (location.hash.slice(1) !== playHash(play.setup) || !play.open) {
        trainer.close();
        playing.actions.open(linkedPlay);
      } else draw();
      return;
    }
    playing.actions.close();
    const linked = fromTrainHash(location.hash.slice(1));
    if (linked) {
      if (location.hash.slice(1) !== trainHash(train.question) || !train.open) trainer.open(linked);
      else draw();
      return;
    }
    trainer.close();
    // Back or Forward to the calculator, the sheet or the rules: the view they
    // name is drawn, the Play, Replay or Training view closed above.
    if (location.hash.slice(1) !== toHash(state, calculator.model.view.discarder))
      calc.loadLink(location.hash.slice(1));
    calc.commit();
  });
}

/**
 * Listens for a new version, which the service worker announces to a page it
 * served an older one (its message can come before the page is ready, so the
 * listener is there from the start).
 */
function listenForUpdates() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event) => {
    if (event.data?.type !== 'fourseas-update') return;
    calc.setUpdateReady();
    if (document.body.dataset.ready) renderNotes(calculator.model);
  });
}

/**
 * The service worker, registered once the page is drawn so it does not compete
 * with the first load; told the page is ready, so it may drop the files of the
 * page this one replaced.
 */
function registerWorker() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('./sw.js').catch(() => {});
  navigator.serviceWorker.controller?.postMessage({ type: 'fourseas-ready' });
}

async function main() {
  listenForUpdates();
  // The page's words are already in its language (boot.js, before the first paint).
  // The palette is drawn before the engine loads, so that nothing moves when it has.
  buildPalette(calculator.model, calc);
  await loadEngine();
  training.subscribe(draw);
  playing.subscribe(draw);
  replaying.subscribe(draw);
  calculator.subscribe(draw, () => {
    renderAnalysis(calculator.model, calc);
    renderSummary(calculator.model);
  });
  sheets.subscribe(drawSheet);
  setup();
  buildPalette(calculator.model, calc);
  const linkedSheet = fromLink(location.hash.slice(1));
  calc.loadLink(location.hash.slice(1));
  // Read before the first draw writes the calculator's link.
  const linkedTraining = fromTrainHash(location.hash.slice(1));
  const linkedPlay = fromPlayHash(location.hash.slice(1));
  const linkedReplay = fromReplayHash(location.hash.slice(1));
  document.body.dataset.ready = 'true';
  calc.commit();
  if (linkedTraining) trainer.open(linkedTraining);
  if (linkedPlay) playing.actions.open(linkedPlay);
  if (linkedReplay != null) replaying.actions.open(linkedReplay.log, linkedReplay);
  await sheetActions.load(linkedSheet);
  registerWorker();
}

main();
