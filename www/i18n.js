// The UI's words: `t(lang, key, params)` looks a key up in the locales
// (locales/en.js, locales/zh.js). The choice of language is remembered in
// localStorage.

import en from './locales/en.js';
import zh from './locales/zh.js';

const STRINGS = { en, zh };

const KEY = 'fourseas.lang';

export function getLang() {
  try {
    const saved = localStorage.getItem(KEY);
    if (saved === 'en' || saved === 'zh') return saved;
  } catch {
    /* storage may be blocked in embeds */
  }
  return navigator.language?.startsWith('zh') ? 'zh' : 'en';
}

export function setLang(lang) {
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    /* ignore */
  }
}

const plurals = {};

/** The language's plural category of `n` (`one`, `other`, …), by its own rules. */
export function pluralOf(lang, n) {
  plurals[lang] ??= new Intl.PluralRules(lang === 'zh' ? 'zh-CN' : 'en');
  return plurals[lang].select(Number(n));
}

/**
 * The text of `key` in `lang`, with `{name}` parameters filled from `params`. A
 * text that depends on a count is an object of the language's plural forms
 * (`{one, other}` in English; Chinese has one form), chosen by `params.n`.
 */
export function t(lang, key, params) {
  let text = STRINGS[lang]?.[key] ?? STRINGS.en[key] ?? key;
  if (typeof text === 'object') text = text[pluralOf(lang, params?.n)] ?? text.other;
  return params ? text.replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m)) : text;
}

/** An engine error in plain words: in Chinese led by a summary of its code. */
export function errorText(error, lang) {
  return lang === 'zh' ? `${t(lang, `error.${error.code}`)}：${error.message}` : error.message;
}

/** Why a choice cannot be made, from the error choosing it would give: the
 * engine's message, in Chinese after the summary of its code. */
export function whyText(error, lang) {
  return t(lang, 'why', { summary: t(lang, `error.${error.code}`), message: error.message });
}

/** Why a palette tile cannot be added in a mode (`add` or a meld field): the
 * words for its code, else the engine's message. */
export function blockedText(error, field, lang) {
  for (const key of [`blocked.${field === 'add' ? 'add' : 'meld'}.${error.code}`, `blocked.${error.code}`]) {
    if (key in STRINGS.en) return t(lang, key);
  }
  return errorText(error, lang);
}

/** A name the engine gives in both languages (`name` and `name_zh`, or another base). */
export function localName(x, lang, base = 'name') {
  return x[lang === 'zh' ? `${base}_zh` : base];
}

/** Fills every element with data-i18n (text) or data-i18n-label (aria-label). */
export function translate(root, lang) {
  for (const e of root.querySelectorAll('[data-i18n]')) e.textContent = t(lang, e.dataset.i18n);
  for (const e of root.querySelectorAll('[data-i18n-label]'))
    e.setAttribute('aria-label', t(lang, e.dataset.i18nLabel));
  document.documentElement.lang = lang === 'zh' ? 'zh-Hans' : 'en';
}
