/**
 * Where the server's time goes: the top functions by self time in a V8 CPU profile written by
 * `BENCH_PROFILE=<dir> npm run bench` (node --cpu-prof). Usage: node --import tsx http/profile.ts <file.cpuprofile> [top]
 */
import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time per function (name and place), in ms and as a share of all samples. */
export function selfTimes(profile: Profile): { fn: string; ms: number; share: number }[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const place = frame.url ? `${path.basename(frame.url.replace(/^file:\/\//, ''))}:${frame.lineNumber + 1}` : '';
    const key = `${frame.functionName || '(anonymous)'} ${place}`.trim();
    const delta = profile.timeDeltas[i] ?? 0;
    totals.set(key, (totals.get(key) ?? 0) + delta);
    all += delta;
  });
  return [...totals].map(([fn, us]) => ({ fn, ms: us / 1000, share: us / all })).sort((a, b) => b.ms - a.ms);
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const file = process.argv[2]!;
  const top = Number(process.argv[3] ?? 25);
  const rows = selfTimes(JSON.parse(fs.readFileSync(file, 'utf8')) as Profile).slice(0, top);
  console.log('| self ms | share | function |\n|---|---|---|');
  for (const r of rows) console.log(`| ${r.ms.toFixed(0)} | ${(r.share * 100).toFixed(1)}% | \`${r.fn}\` |`);
}
