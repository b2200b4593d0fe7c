// The summary (the page's one live region, a bar at the bottom on a phone) and
// the notes around the text box: the text's error, a link's notes, the update.
// Drawn from the calculator's model.

import { points } from '../shared/format.js';
import { errorText, t } from '../shared/i18n.js';
import { h, limitText } from '../shared/parts.js';
import { joinMpsz, tileName, tileSvg } from '../shared/tiles.js';

/** The score summary: the score and whether it may win, or the waits, or what is missing. */
export function renderSummary({ state, view, analysis, typing }) {
  const lang = state.lang;
  const r = view.result;
  const a = analysis.key ? analysis.answer : null;
  const yesNo = (ok) => h('strong', { class: ok ? 'ok' : 'no' }, t(lang, ok ? 'yes' : 'no'));
  let parts;
  if (typing) parts = [t(lang, 'typing')];
  else if (state.textError) parts = [h('span', { class: 'no' }, t(lang, 'summary.textError'))];
  else if (view.notAWin) {
    // Not a win: the question is what to discard, and the best answer is the summary.
    const best = a?.ok && a.shanten >= 0 ? a.discards?.[0] : null;
    parts = best
      ? [
          t(lang, a.fold ? 'summary.fold' : 'summary.discard', { tile: tileName(best.tile, lang) }),
          best.value
            ? h(
                'span',
                { class: 'summary-gain' },
                ` · ${t(lang, 'summary.gain', { gain: points(best.value.expected_gain) })}`,
              )
            : null,
        ]
      : [t(lang, 'summary.notAWin')];
  } else if (r && !r.ok) parts = [h('span', { class: 'no' }, t(lang, `error.${r.error.code}`))];
  else if (r?.ok) {
    const limit = limitText(r, lang);
    parts = [
      h('span', { id: 'score', class: 'big' }, String(r.score)),
      ` ${t(lang, 'points')}`,
      limit ? h('span', { class: 'summary-limit' }, ` · ${limit}`) : null,
      h(
        'span',
        { class: 'summary-may' },
        ` · ${t(lang, 'summary.selfDraw')} `,
        yesNo(r.may_win.self_draw),
        ` · ${t(lang, 'summary.onDiscard')} `,
        yesNo(r.may_win.discard),
      ),
    ];
  } else if (a?.ok && a.waits && a.shanten === 0) {
    // Up to six waits with their self-draw scores; more (a nine-sided wait) as
    // their tiles in one line, which the analysis below details.
    parts = [
      t(lang, 'summary.waiting', { n: a.waits.length }),
      ' ',
      ...(a.waits.length <= 6
        ? a.waits.map((w) =>
            h('span', { class: 'summary-wait' }, tileSvg(w.tile, lang), String(w.self_draw?.score ?? '—')),
          )
        : [h('span', { class: 'summary-waits', id: 'summary-waits' }, joinMpsz(a.waits.map((w) => w.tile)))]),
    ];
  } else if (a?.ok && a.waits) parts = [t(lang, 'shantenIs', { n: a.shanten })];
  else if (a?.ok && a.discards) parts = [t(lang, 'summary.discard', { tile: tileName(a.discards[0].tile, lang) })];
  else parts = [t(lang, 'summary.count', { n: view.count })];
  // Replaced only when it changes: a live region re-announces whatever is written to it.
  const next = h('div', {}, ...parts.filter((x) => x != null));
  const summary = document.getElementById('summary');
  const same =
    summary.childNodes.length === next.childNodes.length &&
    [...next.childNodes].every((n, i) => n.isEqualNode(summary.childNodes[i]));
  if (!same) summary.replaceChildren(...next.childNodes);
}

/** The text's error (after a pause in typing), a link's notes, the update note. */
export function renderNotes({ state, ui }) {
  const $ = (id) => document.getElementById(id);
  const text = $('text-error');
  const shown = Boolean(state.textError && ui.showTextError);
  text.hidden = !shown;
  text.textContent = shown ? errorText(state.textError, state.lang) : '';
  // The error takes the help's place, so that nothing below moves.
  $('text-help').hidden = shown;
  $('text').setAttribute('aria-invalid', String(shown));
  $('link-note').hidden = !state.linkNotes.length;
  $('link-note').textContent = state.linkNotes.join(' ');
  $('update').hidden = !state.updateReady;
  $('lang').setAttribute('lang', state.lang === 'en' ? 'zh-Hans' : 'en');
}
