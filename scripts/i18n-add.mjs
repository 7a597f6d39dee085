// `npm run i18n:add`: one new text for all 9 languages through one door (docs/architecture.md "Apps"). The texts
// live in one file per language per area, so a new label used to mean editing nine files by hand (eighteen when
// both apps show it). This writes the key into every language's file of the area at once: the translations given,
// and English for the others, which are then listed in i18n-todo.json until a translation is given — the parity
// tests (every key in every language, the same placeholders) keep holding either way.
//
//   npm run i18n:add -- web/p2p p2p.trader_title "Trader" vi="Nhà giao dịch" ko="거래자"
//   npm run i18n:add -- admin/dashboard dashboard.late "Late" --replace      (change an existing text)
//   npm run i18n:add -- server/p2p p2p.alert_limit "At most {{max}} alerts"   (a server area: areas/<area>.json)
//   npm run i18n:add -- --todo                                               (what still needs translating)
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const LOCALES = ['en', 'zh-CHS', 'zh-CHT', 'ko', 'ja', 'vi', 'hi', 'bn', 'ng'];
const TODO = path.join(root, 'i18n-todo.json');
const APPS = { web: 'apps/web/src/i18n', admin: 'apps/admin/src/i18n', server: 'apps/server/src/i18n' };

function fail(line) {
  console.error(`i18n:add: ${line}`);
  process.exit(2);
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const writeJson = (file, value) => fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/**
 * Where each language's text of `target` ("web", "web/p2p", "server/p2p") lives: a file and the object inside it
 * that holds that language (the whole file, except in the server's area files, which keep every language).
 */
function placesOf(target) {
  const [app, ...rest] = target.split('/');
  const area = rest.join('/');
  if (!APPS[app]) fail(`"${app}" is not one of ${Object.keys(APPS).join(', ')} (e.g. web/p2p)`);
  const dir = path.join(root, APPS[app]);
  if (app === 'server' && area) {
    const file = path.join(dir, 'areas', `${area}.json`);
    if (!fs.existsSync(file)) fail(`${path.relative(root, file)} does not exist`);
    return LOCALES.map((locale) => ({ locale, file, pick: (json) => (json[locale] ??= {}) }));
  }
  return LOCALES.map((locale) => {
    const file = path.join(dir, area, `${locale}.json`);
    if (!fs.existsSync(file)) fail(`${path.relative(root, file)} does not exist`);
    return { locale, file, pick: (json) => json };
  });
}

/** The text at `a.b.c` in `tree`, and a setter for it. */
function slot(tree, key) {
  const parts = key.split('.');
  let node = tree;
  for (const part of parts.slice(0, -1)) {
    if (typeof node[part] === 'string') fail(`"${part}" in ${key} is a text, not a group`);
    node = node[part] ??= {};
  }
  const last = parts.at(-1);
  if (typeof node[last] === 'object') fail(`${key} is a group of texts, not one text`);
  return { text: node[last], set: (text) => (node[last] = text) };
}

function showTodo() {
  const todo = fs.existsSync(TODO) ? readJson(TODO) : {};
  const entries = Object.entries(todo);
  if (entries.length === 0) return console.log('Nothing waits for a translation.');
  for (const [where, locales] of entries) console.log(`${where}: ${locales.join(', ')}`);
}

function add(args) {
  const replace = args.includes('--replace');
  const [target, key, english, ...given] = args.filter((a) => a !== '--replace');
  if (!target || !key || english === undefined) fail('usage: npm run i18n:add -- <app>[/<area>] <key> "<English>" [vi="…" …]');
  if (!/^[a-z0-9_]+(\.[a-z0-9_]+)+$/.test(key)) fail(`"${key}" is not a key such as p2p.trader_title`);
  const texts = { en: english };
  for (const pair of given) {
    const at = pair.indexOf('=');
    const locale = pair.slice(0, at);
    if (at < 1 || !LOCALES.includes(locale)) fail(`"${pair}" is not <locale>="text" with one of ${LOCALES.join(', ')}`);
    texts[locale] = pair.slice(at + 1);
  }
  const todo = fs.existsSync(TODO) ? readJson(TODO) : {};
  const where = `${target} ${key}`;
  const waiting = new Set(todo[where] ?? []);
  const files = new Map();
  for (const { locale, file, pick } of placesOf(target)) {
    if (!files.has(file)) files.set(file, readJson(file));
    const { text, set } = slot(pick(files.get(file)), key);
    if (locale === 'en' && text !== undefined && !replace && !todo[where])
      fail(`${key} exists in ${target}; --replace changes it`);
    if (texts[locale] !== undefined) {
      set(texts[locale]);
      if (locale !== 'en') waiting.delete(locale);
    } else if (text === undefined) {
      set(english);
      waiting.add(locale);
    } else if (replace) waiting.add(locale); // its translation may no longer say what the new English says
  }
  for (const [file, json] of files) writeJson(file, json);
  if (waiting.size) todo[where] = LOCALES.filter((l) => waiting.has(l));
  else delete todo[where];
  if (Object.keys(todo).length) writeJson(TODO, todo);
  else if (fs.existsSync(TODO)) fs.rmSync(TODO);
  const pending = waiting.size ? `; English stands in for ${[...waiting].join(', ')} (listed in i18n-todo.json)` : '';
  console.log(`${key} written for 9 languages in ${target}${pending}`);
}

const args = process.argv.slice(2);
if (args[0] === '--todo') showTodo();
else add(args);
