/** What a benchmark report says about the machine: the machine is shared, so figures mean little without it. */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

/** Load average and CPU pressure at this moment. */
export function load(): string {
  const averages = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  const pressure = fs.existsSync('/proc/pressure/cpu') ? fs.readFileSync('/proc/pressure/cpu', 'utf8').split('\n')[0] : 'n/a';
  return `load average ${averages}; CPU pressure (PSI) ${pressure}`;
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
