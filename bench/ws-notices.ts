/**
 * Notice delivery over the chat websocket (docs/api.md "Notifications": a notice is delivered live over `/ws`
 * as `{ type: "notice", notice }`). Starts one server process from source (SQLite, JOBS off, so delivery is the
 * after-response pass alone), makes N members with tokens in its database and holds one socket per member
 * (bound with `?token=`, answering pings). Then each member gets one notice from a real event: member i+1
 * follows member i through POST /api/article/attentioncreate, at a steady rate, which notifies the followee in
 * the follow's own transaction. Latency is end to end: from just before the HTTP call to the `notice` arriving
 * on the followee's socket. A baseline of fewer members is measured in the same run, so the figures compare on
 * the same (shared) machine. Writes bench/results/ws-notices-<date>.md; asserts nothing about timings.
 * Usage: npm run bench:notices -w bench -- [members=5000] [baseline=500] [notices/s=200]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WebSocket } from 'ws';
import { startServer } from '../apps/server/test/processes.ts';
import { load, machine, percentile, resultsFile } from './machine.ts';
import { connectAll, makeMembers, rssMb, type Member } from './ws-members.ts';

const args = process.argv.slice(2);
const MEMBERS = Number(args[0] ?? 5000);
const BASELINE = Number(args[1] ?? 500);
const RATE = Number(args[2] ?? 200);
const TICK_MS = 10;

const ms = (n: number | undefined) => (n !== undefined && Number.isFinite(n) ? n.toFixed(1) : '–');

/** Opens one socket per member, `parallel` at a time; each is bound by its token and answers pings. */
interface Traffic {
  sent: number;
  failed: number;
  delivered: number[];
  http: number[];
}

/** Member i+1 follows member i, RATE a second in 10 ms ticks, until every member has had one notice caused. */
async function drive(base: string, members: Member[], sentAt: Map<number, number>, traffic: Traffic) {
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  let count = 0;
  while (count < members.length) {
    const due = Math.min(members.length, Math.floor(((performance.now() - started) / 1000) * RATE) + 1);
    for (; count < due; count++) {
      const followee = members[count]!;
      const follower = members[(count + 1) % members.length]!;
      inFlight.push(followOne(base, follower, followee, sentAt, traffic));
    }
    await new Promise((r) => setTimeout(r, TICK_MS));
  }
  await Promise.all(inFlight);
}

async function followOne(base: string, follower: Member, followee: Member, sentAt: Map<number, number>, traffic: Traffic) {
  const at = performance.now();
  sentAt.set(followee.id, at);
  try {
    const res = await fetch(`${base}/api/article/attentioncreate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: follower.token },
      body: JSON.stringify({ user_id: followee.id }),
    });
    const body = (await res.json()) as { code: number; msg: string };
    if (body.code !== 1) throw new Error(body.msg);
    traffic.sent++;
    traffic.http.push(performance.now() - at);
  } catch (error) {
    traffic.failed++;
    sentAt.delete(followee.id);
    if (traffic.failed === 1) console.error('follow failed:', (error as Error).message);
  }
}

interface Run {
  members: number;
  connectSeconds: number;
  rssIdle: number;
  rssHeld: number;
  rssAfter: number;
  held: number;
  seconds: number;
  traffic: Traffic;
  lost: number;
}

async function run(count: number): Promise<Run> {
  const stops: Array<() => void> = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-notices-'));
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'error' }, (stop) => stops.push(stop));
  try {
    const members = await makeMembers(dataDir, count, 'notice');
    const rssIdle = rssMb(server.pid);
    const sentAt = new Map<number, number>();
    const traffic: Traffic = { sent: 0, failed: 0, delivered: [], http: [] };
    const onNotice = (member: Member) => {
      const at = sentAt.get(member.id);
      if (at === undefined) return;
      sentAt.delete(member.id);
      traffic.delivered.push(performance.now() - at);
    };
    const connectStarted = performance.now();
    await connectAll(server.url.replace('http', 'ws') + '/ws', members, (member, text) => {
      if (text.startsWith('{"type":"notice"')) onNotice(member);
    });
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    await new Promise((r) => setTimeout(r, 2000));
    const rssHeld = rssMb(server.pid);
    const started = performance.now();
    await drive(server.url, members, sentAt, traffic);
    const seconds = (performance.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 3000));
    const held = members.filter((m) => m.socket?.readyState === WebSocket.OPEN).length;
    const rssAfter = rssMb(server.pid);
    for (const member of members) member.socket?.terminate();
    return { members: count, connectSeconds, rssIdle, rssHeld, rssAfter, held, seconds, traffic, lost: sentAt.size };
  } finally {
    for (const stop of stops.splice(0)) stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function row(r: Run): string {
  const d = [...r.traffic.delivered].sort((a, b) => a - b);
  const h = [...r.traffic.http].sort((a, b) => a - b);
  const perKb = ((r.rssHeld - r.rssIdle) * 1024) / r.members;
  const cells = [
    `${r.members}`,
    `${r.held}/${r.members}`,
    r.connectSeconds.toFixed(1),
    `${r.rssIdle.toFixed(0)} → ${r.rssHeld.toFixed(0)} (${perKb.toFixed(1)} KB/socket) → ${r.rssAfter.toFixed(0)}`,
    (r.traffic.sent / r.seconds).toFixed(0),
    `${d.length}`,
    ms(percentile(d, 50)),
    ms(percentile(d, 95)),
    ms(percentile(d, 99)),
    ms(d.at(-1)),
    ms(percentile(h, 50)),
    ms(percentile(h, 99)),
    `${r.lost}`,
    `${r.traffic.failed}`,
  ];
  return `| ${cells.join(' | ')} |`;
}

async function main() {
  const machineAtStart = machine();
  const runs = [await run(BASELINE), await run(MEMBERS)];
  const date = new Date().toISOString().slice(0, 10);
  const report = [
    `# Notice delivery over the websocket, ${date}`,
    '',
    `\`npm run bench:notices -w bench -- ${MEMBERS} ${BASELINE} ${RATE}\`: one server process (from source under tsx, SQLite, JOBS off) holding one socket per member; each member then gets one notice, caused by a follow (member i+1 follows member i through POST /api/article/attentioncreate) at ${RATE} follows/s. The baseline run (${BASELINE} members) comes first in the same invocation, on a fresh server and database. The load generator (sockets and HTTP client) runs on the same machine.`,
    '',
    machineAtStart,
    `- load at end: ${load()}`,
    '',
    '| members | sockets held at end | connect all (s) | server RSS MB: idle → held → after | follows/s | notices received | delivery p50 ms | p95 ms | p99 ms | max ms | HTTP follow p50 ms | p99 ms | lost | follow failures |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...runs.map(row),
    '',
    'Delivery latency: from just before the follow request to the `notice` message on the followee socket (the follow, the notice written in its transaction, the after-response delivery pass, the socket write). "lost": followed (HTTP 200) but no notice within 3 s after the run.',
  ].join('\n');
  const file = resultsFile(`ws-notices-${date}.md`);
  fs.writeFileSync(file, report + '\n');
  console.log(report);
  process.exit(0);
}

await main();
