// Runs before the page's other modules have loaded, and the page is not drawn
// until it has (`blocking="render"`): the page's own words in the reader's
// language, so that a Chinese page is not first drawn in English and then
// moved (the phone's tab bar is one row in Chinese, two in English); and for a
// `#train/…` link, the Training view's heading and the question's prompt at
// once, so the first thing drawn is the view the link names (app.js draws the
// rest).

import { getLang, t, translate } from './shared/i18n.js';

translate(document, getLang());

// Names in any case, as the link is read (url.js).
const [head, kind] = location.hash.slice(1).toLowerCase().split('/');
const box = document.getElementById('train-body');
if (head === 'train' && box) {
  const lang = getLang();
  document.documentElement.dataset.boot = 'train';
  const h2 = document.createElement('h2');
  h2.id = 'h-train';
  h2.textContent = t(lang, 'train.title');
  box.replaceChildren(h2);
  if (['win', 'wait', 'discard', 'name'].includes(kind)) {
    const p = document.createElement('p');
    p.className = 'train-prompt';
    p.textContent = t(lang, `train.prompt.${kind}`);
    box.append(p);
  }
}
