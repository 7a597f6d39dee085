/** The Markdown report of bench/lighthouse.ts: per page the median-performance run's scores, metrics, opportunities and failed audits. */
import type { Result } from 'lighthouse';

export interface PageResult {
  key: string;
  name: string;
  route: string;
  /** the build audited (A/B runs compare several) */
  build: string;
  runs: Result[];
  /** the 1-minute load average at the start of each run */
  loads: number[];
  /** the share of each run's CPU time the hypervisor gave to other guests (machine.ts `stealPercent`) */
  steals: (number | null)[];
}

export const percent = (share: number | null | undefined) => (share == null ? 'n/a' : `${share.toFixed(1)} %`);

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

const ms = (lhr: Result, id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
const cls = (lhr: Result) => (lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3);

/** A figure of an audit's details table, such as the observed (unthrottled) timings beside the simulated ones. */
function detail(lhr: Result, audit: string, field: string): number {
  const items = (lhr.audits[audit]?.details as { items?: Record<string, number>[] } | undefined)?.items;
  return Math.round(items?.[0]?.[field] ?? 0);
}

/**
 * Each run's score and key metrics with the load it ran under, the CPU time other guests of the host took meanwhile
 * (steal), and Lighthouse's own reading of the machine's speed (its BenchmarkIndex, higher is faster), which on a
 * shared host moves from run to run as much as the load does.
 * Beside them, the first paint Lighthouse observed and the main thread's observed busy time: TBT counts from the
 * first paint, and in some runs Chromium's trace gives that paint about 1.2 s late although the page painted its
 * shell within 0.2 s, so those runs leave the app's start out of TBT and score higher
 * (bench/results/lighthouse-2026-12-02-c.md "measurement").
 */
function runsLine(page: PageResult): string {
  return page.runs
    .map(
      (r, i) =>
        `${score(r, 'performance')} (LCP ${ms(r, 'largest-contentful-paint')} ms, TBT ${ms(r, 'total-blocking-time')} ms, ` +
        `first paint seen ${detail(r, 'metrics', 'observedFirstPaint')} ms, main thread ${detail(r, 'diagnostics', 'totalTaskTime')} ms, ` +
        `load ${page.loads[i]?.toFixed(2) ?? '?'}, steal ${percent(page.steals[i])}, ` +
        `BenchmarkIndex ${Math.round(r.environment.benchmarkIndex)})`,
    )
    .join('; ');
}

function pageSection(page: PageResult, withBuild: boolean): string {
  const lhr = median(page.runs);
  const list = (items: string[]) => (items.length ? items.map((i) => `  - ${i}`).join('\n') : '  - none');
  return [
    `### ${page.name}${withBuild ? ` [${page.build}]` : ''} — \`#${page.route}\``,
    '',
    `- each run: ${runsLine(page)} (median run shown)`,
    `- metrics: ${METRICS.map(([id, label]) => `${label} ${lhr.audits[id]?.displayValue ?? 'n/a'}`).join(', ')}`,
    `- top opportunities:\n${list(opportunities(lhr))}`,
    `- accessibility audits not passed:\n${list(failed(lhr, 'accessibility'))}`,
    `- best-practices audits not passed:\n${list(failed(lhr, 'best-practices'))}`,
    `- SEO audits not passed:\n${list(failed(lhr, 'seo'))}`,
  ].join('\n');
}

/** The summary table: per page (and build) the median run's scores and the goal's metrics. */
function summary(pages: PageResult[], withBuild: boolean): string[] {
  const header =
    `| page${withBuild ? ' | build' : ''} | ${CATEGORIES.join(' | ')} | LCP ms | TBT ms | CLS |\n` +
    `|---${withBuild ? '|---' : ''}|${CATEGORIES.map(() => '---').join('|')}|---|---|---|`;
  const rows = pages.map((p) => {
    const lhr = median(p.runs);
    const scores = CATEGORIES.map((c) => score(lhr, c)).join(' | ');
    const metrics = `${ms(lhr, 'largest-contentful-paint')} | ${ms(lhr, 'total-blocking-time')} | ${cls(lhr)}`;
    return `| ${p.name}${withBuild ? ` | ${p.build}` : ''} | ${scores} | ${metrics} |`;
  });
  return [header, ...rows];
}

export function renderReport(pages: PageResult[], machine: string): string {
  const first = pages[0]!.runs[0]!;
  const withBuild = new Set(pages.map((p) => p.build)).size > 1;
  const ordered = withBuild ? [...pages].sort((a, b) => a.name.localeCompare(b.name)) : pages;
  return [
    `# Lighthouse mobile — ${first.fetchTime.slice(0, 10)}`,
    '',
    `Front-end budget: target performance ≥ 90 and accessibility ≥ 90. Lighthouse ${first.lighthouseVersion},` +
      ` default mobile preset (${first.configSettings.formFactor}, ${first.configSettings.throttlingMethod} throttling), ` +
      `${first.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'} headless, against the built server ` +
      "with the demo data, signed in as the demo member, in the browser's language (English: the member has chosen none), cold cache, map tiles blocked " +
      '(no internet here). Produced by `npm run bench:lighthouse -w bench`.',
    '',
    ...summary(ordered, withBuild),
    '',
    '## Pages',
    '',
    ...ordered.map((p) => pageSection(p, withBuild)).flatMap((s) => [s, '']),
    '## Machine',
    '',
    machine,
    '',
  ].join('\n');
}
