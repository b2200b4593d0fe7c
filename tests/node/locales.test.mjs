// The page's words by count: every text that says a count agrees with it in
// each language, by the language's own plural rules (English one/other,
// Chinese one form), and no text writes a count twice or a colon after a question.
import test from 'node:test';
import assert from 'node:assert/strict';
import en from '../../www/locales/en.js';
import zh from '../../www/locales/zh.js';
import { pluralOf, t } from '../../www/shared/i18n.js';

test('each count agrees with its noun, in English and in Chinese', () => {
  let counted = 0;
  for (const key of Object.keys(en)) {
    const forms = typeof en[key] === 'object' ? Object.values(en[key]) : [en[key]];
    if (!forms.some((f) => f.includes('{n}'))) continue;
    counted++;
    const one = t('en', key, { n: 1 });
    const two = t('en', key, { n: 2 });
    assert.doesNotMatch(one, /\b1 (\w+ )?(tiles|patterns|hands|points|records|waits|rounds|draws|days)\b/, `${key}: ${one}`);
    assert.doesNotMatch(two, /\b2 (tile|pattern|hand|point|record|wait)\b(?!s)/, `${key}: ${two}`);
    // Chinese has one form, whatever the count.
    assert.equal(typeof zh[key] === 'object' ? Object.keys(zh[key]).join() : 'other', 'other', key);
    assert.equal(t('zh', key, { n: 1 }).replace('1', 'N'), t('zh', key, { n: 2 }).replace('2', 'N'), key);
  }
  assert.ok(counted >= 15, `${counted} counted texts`);
  assert.equal(pluralOf('en', 1), 'one');
  assert.equal(pluralOf('en', 0), 'other');
  assert.equal(pluralOf('zh', 1), 'other');
});

test('no label runs into its own punctuation', () => {
  for (const [lang, table] of [['en', en], ['zh', zh]]) {
    for (const key of Object.keys(table)) {
      const text = t(lang, key, { n: 3, mode: t(lang, 'train.mode.wait'), score: 'S' });
      assert.doesNotMatch(text, /[?？][:：]/, `${lang} ${key}: ${text}`);
    }
  }
  assert.doesNotMatch(t('en', 'train.modeLine', { mode: t('en', 'train.mode.wait'), score: '1 of 2 right' }), /\?:/);
});
