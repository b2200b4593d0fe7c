// The page's words: both locales have exactly the same keys, every key is used
// (by `t(…, 'key')`, `data-i18n`, or a key built as `prefix.${…}`, which uses
// every key of that prefix), and no UI text is written outside the locales
// (no Chinese, and no English sentence, in a page module or in the HTML without
// a `data-i18n` that replaces it). Prints what is wrong and exits 1.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const www = join(root, 'www');
const en = (await import(join(www, 'locales/en.js'))).default;
const zh = (await import(join(www, 'locales/zh.js'))).default;

const problems = [];
const enKeys = Object.keys(en);
const zhKeys = Object.keys(zh);
for (const k of enKeys) if (!(k in zh)) problems.push(`locales/zh.js lacks '${k}'`);
for (const k of zhKeys) if (!(k in en)) problems.push(`locales/en.js lacks '${k}'`);
for (const [lang, table] of [
  ['en', en],
  ['zh', zh],
]) {
  // A text, or a count's plural forms: the language's own categories, `other` always.
  const categories = new Intl.PluralRules(lang === 'zh' ? 'zh-CN' : 'en').resolvedOptions().pluralCategories;
  for (const [k, v] of Object.entries(table)) {
    const forms = typeof v === 'object' && v !== null ? v : { other: v };
    if (!('other' in forms)) problems.push(`locales/${lang}.js: '${k}' has no 'other' form`);
    for (const [form, text] of Object.entries(forms)) {
      if (!categories.includes(form))
        problems.push(`locales/${lang}.js: '${k}' has a form '${form}' ${lang} does not use`);
      if (typeof text !== 'string' || !text.trim()) problems.push(`locales/${lang}.js: '${k}' is empty`);
    }
    if (typeof v === 'object' && !Object.values(v).every((x) => String(x).includes('{n}') || /\b1\b|一/.test(x)))
      problems.push(`locales/${lang}.js: '${k}' has a plural form that does not say the count`);
  }
}

/** The page's own modules and pages: not the locales, the built engine or the generated tile art. */
function sources(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    const rel = relative(www, p);
    if (statSync(p).isDirectory()) {
      if (!['pkg', 'locales'].includes(name)) out.push(...sources(p));
    } else if (/\.(js|html)$/.test(name) && !['tile-art.js', 'sw-version.js'].includes(rel)) out.push(p);
  }
  return out;
}

/** The key arguments of every `t(lang, key…)` call: each quoted word of the
 * second argument (`ok ? 'yes' : 'no'` uses both). */
function keyArguments(text) {
  const keys = [];
  for (const m of text.matchAll(/\bt\(/g)) {
    let i = m.index + 2;
    let depth = 0;
    let arg = 0;
    let start = -1;
    for (; i < text.length; i++) {
      const c = text[i];
      if (c === '(' || c === '[' || c === '{') depth++;
      else if (c === ')' || c === ']' || c === '}') {
        if (depth === 0) break;
        depth--;
      } else if (c === ',' && depth === 0) {
        if (++arg === 1) start = i + 1;
        else break;
      }
    }
    const second = text.slice(start, i).trim();
    // A template key is counted by its prefix (below), not by the words inside it.
    if (start > 0 && !second.startsWith('`')) keys.push(...[...second.matchAll(/'([\w.]+)'/g)].map((x) => x[1]));
  }
  return keys;
}

const used = new Set();
const prefixes = new Set();
for (const f of sources(www)) {
  const text = readFileSync(f, 'utf8');
  const rel = relative(www, f);
  for (const key of keyArguments(text)) used.add(key);
  for (const [, key] of text.matchAll(/data-i18n(?:-label)?(?:'\s*:\s*|=)["']([^"'$]+)["']/g)) used.add(key);
  // A key built from a prefix: `edition.${e}`, `blocked.add.${code}`.
  for (const [, prefix] of text.matchAll(/`([a-zA-Z][\w.]*\.)\$\{/g)) prefixes.add(prefix);
  // The words of an error the page found itself: `{code, key: 'sheet.gone'}`.
  for (const [, key] of text.matchAll(/\bkey:\s*'([\w.]+)'/g)) used.add(key);
  // A template key that is all literal: `t(lang, \`copy\`)`.
  for (const [, key] of text.matchAll(/\bt\([^,()]+,\s*`([^`$]+)`/g)) used.add(key);
  if (rel.endsWith('.js')) {
    const code = text.replace(/^\s*\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const [lit] of code.matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g)) {
      const s = lit.slice(1, -1);
      if (/[\u3400-\u9fff]/.test(s)) problems.push(`${rel}: Chinese text outside the locales: ${lit}`);
      else if (/^[A-Z][a-z]+(?: [a-z]+){2,}/.test(s)) problems.push(`${rel}: English text outside the locales: ${lit}`);
    }
  } else {
    // HTML: text in an element is replaced by its data-i18n, or is no word at all.
    const body = text.replace(
      /<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<pre[\s\S]*?<\/pre>|<!--[\s\S]*?-->/g,
      '',
    );
    for (const [, tag, attrs, inner] of body.matchAll(/<(\w+)([^>]*)>([^<]*)</g)) {
      const words = inner.trim();
      if (!/[A-Za-z\u3400-\u9fff]{2,}/.test(words) || /data-i18n=/.test(attrs) || ['title', 'code'].includes(tag))
        continue;
      if (rel === 'index.html') problems.push(`${rel}: <${tag}> text without data-i18n: ${words.slice(0, 40)}`);
    }
  }
}
const unused = enKeys.filter((k) => !used.has(k) && ![...prefixes].some((p) => k.startsWith(p)));
for (const k of unused) problems.push(`'${k}' is in the locales but never used`);
for (const k of used) if (!(k in en)) problems.push(`'${k}' is used but not in the locales`);

if (problems.length) {
  console.error(`i18n:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`i18n: ${enKeys.length} keys in both locales, all used; no UI text outside them`);
