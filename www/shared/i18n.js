// The UI's words: `t(lang, key, params)` looks a key up in the locales
// (locales/en.js, locales/zh.js). The choice of language is remembered in
// localStorage.

import en from '../locales/en.js';
import zh from '../locales/zh.js';

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

/** The words for an argument of an engine error: names the engine writes
 * (seats, editions, win types, blessings, actions, request fields, alone or in
 * a list) in the page's language, numbers of melds counted in words, anything
 * else (a tile, an excerpt of the input, a number) as given. */
const NAMES = {
  seat: (v) => `seat.${v}`,
  edition: (v) => `edition.${v}`,
  win: (v) => `win.${v}`,
  blessing: (v) => `blessing.${v}`,
  act: (v) => `act.${v}`,
  field: (v) => `field.${v}`,
};

/** Each argument's namespace of names; `accepted` takes the one of the field it lists names for. */
const SPACE = {
  blessing: 'blessing',
  seat: 'seat',
  actor: 'seat',
  edition: 'edition',
  editions: 'edition',
  win: 'win',
  action: 'act',
  field: 'field',
  other: 'field',
};

function argText(lang, key, value, args) {
  const word = (space, name) => (NAMES[space]?.(name) in STRINGS.en ? t(lang, NAMES[space](name)) : name);
  const space = SPACE[key === 'accepted' ? args.field : key];
  if (key === 'melds') return value === 0 ? t(lang, 'count.melds.0') : t(lang, 'count.melds', { n: value });
  if (!space && key !== 'accepted') return String(value);
  // A name, or a list of them (`a, b`), each in the page's words.
  return String(value)
    .split(', ')
    .map((v) => word(space, v))
    .join(lang === 'zh' ? '、' : ', ');
}

/** An engine error in the page's language, written from its reason and
 * arguments (`{code, reason, args}`, as every engine answer gives it). An
 * error the page found itself names its words (`key`, `params`); an error with
 * no reason the page knows says what its code means. */
export function errorText(error, lang) {
  if (error.key) return t(lang, error.key, error.params);
  const args = error.args ?? {};
  const base = `reason.${error.reason}`;
  if (!(base in STRINGS.en)) return t(lang, `error.${error.code}`);
  const params = Object.fromEntries(Object.entries(args).map(([k, v]) => [k, argText(lang, k, v, args)]));
  // A text naming an argument this error does not carry: its short form without it, else what the code means.
  const fits = (key) => key in STRINGS.en && [...STRINGS.en[key].matchAll(/\{(\w+)\}/g)].every((m) => m[1] in args);
  const key = [base, `${base}.short`].find(fits);
  if (!key) return t(lang, `error.${error.code}`);
  const body = t(lang, key, { n: args.n, ...params });
  const text = args.within && `within.${args.within}` in STRINGS.en ? t(lang, `within.${args.within}`) + body : body;
  // A sentence begins with a capital, whatever word an argument put first.
  return text.charAt(0).toUpperCase() + text.slice(1);
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
