// `npm run lint`'s citation check: a comment or doc that cites a section of this repository's docs
// (`docs/api.md "Conventions"`, `docs/product.md §5`, and inside docs/ the bare `api.md "…"`) must name a
// section that exists — a heading, a bold run-in heading such as `- **Feedback.**` or a table row's first cell — so a renamed section
// cannot leave readers pointed at nothing. Citing the first specification (`spec §N`, a document outside the
// repository) is refused too: its rules live in docs/product.md. Records of past benchmark runs (bench/results/)
// are history and quote other projects' docs, so they are not checked.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const docs = fs.readdirSync('docs').filter((f) => f.endsWith('.md'));
const sections = new Map(docs.map((doc) => [doc, sectionsOf(fs.readFileSync(path.join('docs', doc), 'utf8'))]));
const names = docs.map((d) => d.replace(/[.]/g, '\\.')).join('|');
const QUOTED = new RegExp(`(docs/)?(${names})((?:\\s*(?:→|>)?\\s*"[^"\\n]+")+)`, 'g');
const NUMBERED = new RegExp(`docs/(${names}) §(\\d+)`, 'g');
const SPEC = /\bspec §\d/g;

/** Headings and bold run-in headings, without markdown code ticks. */
function sectionsOf(text) {
  const found = [];
  for (const line of text.split('\n')) {
    const heading = /^#{1,6} (.+)$/.exec(line);
    if (heading) found.push(plain(heading[1]));
    const row = /^\| ([^|]+?) +\|/.exec(line);
    if (row) found.push(plain(row[1]));
    for (const bold of line.matchAll(/\*\*([^*]+)\*\*/g)) found.push(plain(bold[1]).replace(/[.:]$/, ''));
  }
  return found;
}
/** Without markdown code ticks, and without the backslash a citation inside a quoted string escapes `'` with. */
function plain(text) {
  return text.replace(/`/g, '').replace(/\\'/g, "'").trim();
}
const present = (doc, title) => sections.get(doc).some((s) => s === plain(title) || s.startsWith(plain(title)));

const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|tsx|mts|mjs|cjs|js|css|md|sh)$/.test(f) && !f.startsWith('bench/results/') && fs.existsSync(f));

const problems = [];
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  const inDocs = file.startsWith('docs/');
  for (const m of text.matchAll(QUOTED)) {
    if (!m[1] && !inDocs) continue;
    const title = /"([^"\n]+)"/.exec(m[3])[1];
    if (!present(m[2], title)) problems.push(`${file}:${lineOf(m.index)}: docs/${m[2]} has no section "${title}"`);
  }
  for (const m of text.matchAll(NUMBERED)) {
    if (!sections.get(m[1]).some((s) => s.startsWith(`${m[2]}. `)))
      problems.push(`${file}:${lineOf(m.index)}: docs/${m[1]} has no section ${m[2]}`);
  }
  if (file === 'scripts/check-doc-citations.mjs') continue;
  for (const m of text.matchAll(SPEC))
    problems.push(`${file}:${lineOf(m.index)}: cites the first specification, outside the repository; cite docs/product.md`);
}
for (const problem of problems) process.stdout.write(`${problem}\n`);
process.stdout.write(`doc citations: ${problems.length === 0 ? 'ok' : `${problems.length} pointing at nothing`}\n`);
if (problems.length > 0) process.exitCode = 1;
