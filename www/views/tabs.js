// Which view shows: the calculator, the score sheet, the rules, the training
// or play; the tabs say which. Drawn from the calculator's, the training's and
// the play's models (`{calc, train, play}`); writes none.

const $ = (id) => document.getElementById(id);

/** The view the models name. */
export const currentView = ({ calc, train, play, replay }) =>
  replay?.open
    ? 'replay'
    : play?.open
      ? 'play'
      : train.open
        ? 'train'
        : calc.state.rules != null
          ? 'rules'
          : calc.state.sheetView
            ? 'sheet'
            : 'calculator';

/** Shows that view's sections and marks its tab. */
export function renderTabs(model) {
  const v = currentView(model);
  document.body.dataset.view = v;
  // boot.js's early Training view gives way to the drawn one.
  delete document.documentElement.dataset.boot;
  for (const id of ['input', 'result']) $(id).hidden = v !== 'calculator';
  $('sheet').hidden = v !== 'sheet';
  $('rules').hidden = v !== 'rules';
  $('train').hidden = v !== 'train';
  $('play').hidden = v !== 'play';
  $('replay').hidden = v !== 'replay';
  for (const [tab, view] of [
    ['tab-calculator', 'calculator'],
    ['tab-sheet', 'sheet'],
    ['tab-rules', 'rules'],
    ['tab-train', 'train'],
    ['tab-play', 'play'],
  ]) {
    if (v === view) $(tab).setAttribute('aria-current', 'page');
    else $(tab).removeAttribute('aria-current');
  }
}
