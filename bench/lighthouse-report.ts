/** The Markdown report of bench/lighthouse.ts: per page the median-performance run's scores, metrics, opportunities and failed audits. */
import type { Result } from 'lighthouse';

export interface PageResult {
  name: string;
  route: string;
  runs: Result[];
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'Speed Index'],
] as const;

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

function median(runs: Result[]): Result {
  const sorted = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Opportunities with an estimated saving, largest first. */
function opportunities(lhr: Result): string[] {
  return Object.values(lhr.audits)
    .filter((a) => a.details?.type === 'opportunity' && (a.score ?? 1) < 1)
    .map((a) => ({ a, ms: (a.details as { overallSavingsMs?: number }).overallSavingsMs ?? 0 }))
    .sort((x, y) => y.ms - x.ms)
    .slice(0, 5)
    .map(({ a, ms }) => `${a.title} — ${Math.round(ms)} ms${a.displayValue ? ` (${a.displayValue})` : ''}`);
}

/** Audits of a category that did not pass (weighted or not), by title. */
function failed(lhr: Result, category: string): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .map((ref) => lhr.audits[ref.id]!)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
    .map((a) => `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
}

function pageSection(page: PageResult): string {
  const lhr = median(page.runs);
  const list = (items: string[]) => (items.length ? items.map((i) => `  - ${i}`).join('\n') : '  - none');
  return [
    `### ${page.name} — \`#${page.route}\``,
    '',
    `- performance of each run: ${page.runs.map((r) => score(r, 'performance')).join(', ')} (median run shown)`,
    `- metrics: ${METRICS.map(([id, label]) => `${label} ${lhr.audits[id]?.displayValue ?? 'n/a'}`).join(', ')}`,
    `- top opportunities:\n${list(opportunities(lhr))}`,
    `- accessibility audits not passed:\n${list(failed(lhr, 'accessibility'))}`,
    `- best-practices audits not passed:\n${list(failed(lhr, 'best-practices'))}`,
    `- SEO audits not passed:\n${list(failed(lhr, 'seo'))}`,
  ].join('\n');
}

export function renderReport(pages: PageResult[], machine: string): string {
  const first = pages[0]!.runs[0]!;
  const header = `| page | ${CATEGORIES.join(' | ')} |\n|---|${CATEGORIES.map(() => '---').join('|')}|`;
  const rows = pages.map((p) => `| ${p.name} | ${CATEGORIES.map((c) => score(median(p.runs), c)).join(' | ')} |`);
  return [
    `# Lighthouse mobile — ${first.fetchTime.slice(0, 10)}`,
    '',
    `Front-end budget: target performance ≥ 90 and accessibility ≥ 90. Lighthouse ${first.lighthouseVersion},` +
      ` default mobile preset (${first.configSettings.formFactor}, ${first.configSettings.throttlingMethod} throttling), ` +
      `${first.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'} headless, against the built server ` +
      'with the demo data, signed in as the demo member, default language (zh-CHT), cold cache, map tiles blocked ' +
      '(no internet here). Produced by `npm run bench:lighthouse -w bench`.',
    '',
    header,
    ...rows,
    '',
    '## Pages',
    '',
    ...pages.map(pageSection).flatMap((s) => [s, '']),
    '## Machine',
    '',
    machine,
    '',
  ].join('\n');
}
