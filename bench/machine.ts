/** What a benchmark report says about the machine: the machine is shared, so figures mean little without it. */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Load average and CPU pressure at this moment. */
export function load(): string {
  const averages = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  const pressure = fs.existsSync('/proc/pressure/cpu') ? fs.readFileSync('/proc/pressure/cpu', 'utf8').split('\n')[0] : 'n/a';
  return `load average ${averages}; CPU pressure (PSI) ${pressure}`;
}

/** CPU time in clock ticks, summed over the cores. */
export interface CpuTicks {
  /** time the hypervisor ran other guests while this one had work ready */
  steal: number;
  total: number;
}

/** The machine's CPU time so far (/proc/stat), or null off Linux. */
export function cpuTicks(): CpuTicks | null {
  if (!fs.existsSync('/proc/stat')) return null;
  // cpu  user nice system idle iowait irq softirq steal guest guest_nice
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
  return { steal: fields[7] ?? 0, total: fields.reduce((sum, n) => sum + n, 0) };
}

/**
 * The share of the CPU time between two readings that the hypervisor gave to other guests, in percent. A shared host
 * shows up here: the load average counts only this machine's own tasks, not the guests that took its cores.
 */
export function stealPercent(before: CpuTicks | null, after: CpuTicks | null): number | null {
  if (!before || !after || after.total === before.total) return null;
  return (100 * (after.steal - before.steal)) / (after.total - before.total);
}

/** CPU count and model, memory, Node and kernel, and the load at start, as Markdown list items. */
export function machine(): string {
  const sh = (command: string) => execSync(command, { encoding: 'utf8' }).trimEnd();
  return [
    `- nproc: ${sh('nproc')} (${os.cpus()[0]?.model ?? 'unknown CPU'})`,
    `- free -h:\n\n\`\`\`\n${sh('free -h')}\n\`\`\``,
    `- node ${process.version}, ${os.type()} ${os.release()}`,
    `- load at start: ${load()}`,
  ].join('\n');
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * Where a report goes: bench/results/, or BENCH_RESULTS_DIR — the CI smoke (scripts/lib/bench-smoke.mjs) runs
 * every benchmark with tiny parameters and keeps its reports out of the committed results.
 */
export function resultsFile(name: string): string {
  const dir = process.env.BENCH_RESULTS_DIR ?? path.resolve(import.meta.dirname, 'results');
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, name);
}
