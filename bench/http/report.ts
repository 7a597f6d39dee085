/** The HTTP benchmark's figures as Markdown, with each scenario held against its target (bench/README.md). */
import type { Measured } from './drive.ts';
import type { Scenario } from './scenarios.ts';

export const TARGETS = {
  SQLite: { readRatio: 0.6, moneyRps: 2_500 },
  PostgreSQL: { readRatio: 0.3, moneyRps: 2_000 },
} as const;
const READ_P99_MS = 20;

export interface Row {
  scenario: Scenario;
  measured: Measured;
  /** the bare Fastify server, measured just before */
  ceiling: Measured;
}

function verdict(database: keyof typeof TARGETS, row: Row): string {
  const { scenario, measured } = row;
  if (measured.non2xx) return 'refusals: see below';
  // autocannon gives up on a request after 10 s: counted as an error, not a reply
  const late = measured.errors ? `; ${measured.errors} timed out after 10 s` : '';
  if (scenario.kind === 'read') {
    const wanted = TARGETS[database].readRatio;
    const met = measured.rps / row.ceiling.rps >= wanted && measured.p99 < READ_P99_MS;
    return `${met ? 'met' : 'MISSED'} (≥ ${wanted * 100}%, p99 < ${READ_P99_MS} ms)${late}`;
  }
  if (!scenario.money) return `no target${late}`;
  const wanted = TARGETS[database].moneyRps;
  return `${measured.rps >= wanted ? 'met' : 'MISSED'} (≥ ${wanted.toLocaleString('en')}/s)${late}`;
}

/** The warm-up of a money scenario: every payer's first payment, each verified with argon2. */
function coldLine({ scenario, measured }: Row): string {
  const cold = measured.cold!;
  return `| ↳ ${scenario.name}: each payer's first (argon2 verify), the warm-up | ${Math.round(cold.rps)} | | ${cold.p99} | | | | | | not the target figure, see notes |`;
}

export function table(database: keyof typeof TARGETS, rows: Row[]): string[] {
  const rps = (m: Measured) => Math.round(m.rps).toLocaleString('en');
  const line = ({ scenario, measured: m, ceiling }: Row) =>
    `| ${scenario.name} \`${scenario.path}\` | ${rps(m)} | ${m.p50} | ${m.p99} | ${m.non2xx} / ${m.errors} | ${rps(ceiling)} (p99 ${ceiling.p99}) | ${((m.rps / ceiling.rps) * 100).toFixed(1)}% | ${m.cpuMsPerRequest.toFixed(2)} / ${ceiling.cpuMsPerRequest.toFixed(2)} | ${Math.round(m.rssPeakMiB)} | ${verdict(database, { scenario, measured: m, ceiling })} |`;
  const refusals = rows
    .filter((r) => r.measured.firstRefusal)
    .map((r) => `- ${r.scenario.name}: first refusal \`${r.measured.firstRefusal}\``);
  return [
    '| scenario | req/s | p50 ms | p99 ms | non-2xx / errors | ceiling req/s just before | of ceiling | server CPU ms/request (scenario / ceiling) | RSS peak MiB | target |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.flatMap((row) => [line(row), ...(row.measured.cold ? [coldLine(row)] : [])]),
    ...(refusals.length ? ['', ...refusals] : []),
  ];
}
