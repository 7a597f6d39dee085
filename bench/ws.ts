/**
 * Chat websocket benchmark (docs/product.md §4 "Chat socket": connections held by one process and message latency
 * p50/p99 at a steady message rate). Starts one server process (from source, like the cross-process chat
 * test), makes N members with tokens in its database, holds one socket per member (bound with `?token=`,
 * answering every ping), then sends R messages a second for D seconds through POST /api/wanlshop/chat/send
 * from random members to random members. Latency is end to end: from just before the HTTP send to the
 * `chat` message arriving on the recipient's socket (HTTP, validation, the stored message and both
 * conversation rows in one transaction, fan-out, socket write). With `--redis` the same run goes through
 * the Redis fan-out (a redis-server started for the run). Writes bench/results/ws-<date>.md.
 * Usage: npm run bench:ws -w bench -- [connections=5000] [rate=200] [seconds=20] [--redis]
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WebSocket } from 'ws';
import { findRedisServer, startRedis, startServer } from '../apps/server/test/processes.ts';
import { resultsFile } from './machine.ts';
import { connectAll, makeMembers, rssMb, type Member } from './ws-members.ts';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const CONNECTIONS = Number(args[0] ?? 5000);
const RATE = Number(args[1] ?? 200);
const SECONDS = Number(args[2] ?? 20);
const WITH_REDIS = process.argv.includes('--redis');
const TICK_MS = 10;

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–');

function load(): string {
  return `load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`;
}

/** Opens one socket per member, `parallel` at a time; each is bound by its token and answers pings. */
interface Traffic {
  sent: number;
  failed: number;
  delivered: number[];
  http: number[];
}

let nextId = 0;

/** R messages a second in 10 ms ticks, random sender to a random other recipient, for `seconds`. */
async function drive(base: string, members: Member[], sentAt: Map<number, number>, traffic: Traffic, seconds: number) {
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  let count = 0;
  for (let elapsed = 0; elapsed < seconds * 1000; elapsed = performance.now() - started) {
    for (const due = Math.floor((elapsed / 1000) * RATE); count < due; count++) {
      const from = Math.floor(Math.random() * members.length);
      const to = (from + 1 + Math.floor(Math.random() * (members.length - 1))) % members.length;
      inFlight.push(sendOne(base, members[from]!, members[to]!, nextId++, sentAt, traffic));
    }
    await new Promise((r) => setTimeout(r, TICK_MS));
  }
  await Promise.all(inFlight);
}

async function sendOne(base: string, from: Member, to: Member, id: number, sentAt: Map<number, number>, traffic: Traffic) {
  const at = performance.now();
  sentAt.set(id, at);
  try {
    const res = await fetch(`${base}/api/wanlshop/chat/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: from.token },
      body: JSON.stringify({ to_id: to.id, type: 'text', content: `#${id}` }),
    });
    const body = (await res.json()) as { code: number; msg: string };
    if (body.code !== 1) throw new Error(body.msg);
    traffic.sent++;
    traffic.http.push(performance.now() - at);
  } catch (error) {
    traffic.failed++;
    sentAt.delete(id);
    if (traffic.failed === 1) console.error('send failed:', (error as Error).message);
  }
}

interface Run {
  fanOut: string;
  connectSeconds: number;
  rssIdle: number;
  rssHeld: number;
  rssAfter: number;
  held: number;
  traffic: Traffic;
  lost: number;
}

async function run(redis: boolean, stops: Array<() => void>): Promise<Run> {
  const track = (stop: () => void) => stops.push(stop);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ws-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'error' };
  if (redis) env.REDIS_URL = (await startRedis(findRedisServer()!, track)).url;
  const server = await startServer(env, track);
  const members = await makeMembers(dataDir, CONNECTIONS, 'bench');
  const rssIdle = rssMb(server.pid);

  const sentAt = new Map<number, number>();
  const traffic: Traffic = { sent: 0, failed: 0, delivered: [], http: [] };
  const onChat = (member: Member, text: string) => {
    const message = JSON.parse(text) as { type: string; data?: { to_id: number; content: string } };
    if (message.type !== 'chat' || message.data?.to_id !== member.id) return; // the sender's own echo
    const id = Number(message.data.content.slice(1));
    const at = sentAt.get(id);
    if (at === undefined) return;
    sentAt.delete(id);
    traffic.delivered.push(performance.now() - at);
  };
  const connectStarted = performance.now();
  await connectAll(server.url.replace('http', 'ws') + '/ws', members, onChat);
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  await new Promise((r) => setTimeout(r, 2000));
  const rssHeld = rssMb(server.pid);

  // A short warm-up at the same rate, then the measured run from clean counters.
  await drive(server.url, members, sentAt, traffic, 2);
  await new Promise((r) => setTimeout(r, 1000));
  Object.assign(traffic, { sent: 0, failed: 0, delivered: [], http: [] });
  sentAt.clear();
  await drive(server.url, members, sentAt, traffic, SECONDS);
  await new Promise((r) => setTimeout(r, 3000));
  const held = members.filter((m) => m.socket?.readyState === WebSocket.OPEN).length;
  const rssAfter = rssMb(server.pid);
  for (const member of members) member.socket?.terminate();
  for (const stop of stops.splice(0)) stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return {
    fanOut: redis ? 'Redis pub/sub' : 'in process',
    connectSeconds,
    rssIdle,
    rssHeld,
    rssAfter,
    held,
    traffic,
    lost: sentAt.size,
  };
}

function row(r: Run): string {
  const d = [...r.traffic.delivered].sort((a, b) => a - b);
  const h = [...r.traffic.http].sort((a, b) => a - b);
  const perKb = ((r.rssHeld - r.rssIdle) * 1024) / CONNECTIONS;
  return `| ${r.fanOut} | ${r.held}/${CONNECTIONS} | ${r.connectSeconds.toFixed(1)} | ${r.rssIdle.toFixed(0)} → ${r.rssHeld.toFixed(0)} (${perKb.toFixed(1)} KB/conn) → ${r.rssAfter.toFixed(0)} | ${(r.traffic.sent / SECONDS).toFixed(0)} | ${ms(percentile(d, 50))} | ${ms(percentile(d, 99))} | ${ms(d.at(-1) ?? NaN)} | ${ms(percentile(h, 50))} | ${ms(percentile(h, 99))} | ${r.lost} | ${r.traffic.failed} |`;
}

async function main() {
  const stops: Array<() => void> = [];
  process.on('exit', () => stops.forEach((stop) => stop()));
  if (WITH_REDIS && !findRedisServer()) throw new Error('--redis: redis-server not found (set REDIS_SERVER)');
  const loadBefore = load();
  const runs = [await run(false, stops)];
  if (WITH_REDIS) runs.push(await run(true, stops));
  const date = new Date().toISOString().slice(0, 10);
  const cpu = execSync("grep -m1 'model name' /proc/cpuinfo", { encoding: 'utf8' }).split(':')[1]!.trim();
  const report = [
    `# Chat websocket benchmark, ${date}`,
    '',
    `\`npm run bench:ws -w bench -- ${CONNECTIONS} ${RATE} ${SECONDS}${WITH_REDIS ? ' --redis' : ''}\`: ${CONNECTIONS} members each holding one socket on ONE server process (from source under tsx, SQLite, JOBS off), then ${RATE} messages/s for ${SECONDS} s (after a 2 s warm-up) through POST /api/wanlshop/chat/send from random members to random members. The load generator (sockets and HTTP client) runs on the same machine.`,
    '',
    `- CPU: ${cpu}; nproc: ${os.cpus().length}; node ${process.version}; ${os.type()} ${os.release()}`,
    `- ${loadBefore} at start; ${load()} at end`,
    '',
    '| fan-out | sockets held at end | connect all (s) | server RSS MB: idle → held → after | sent/s | delivery p50 ms | p99 ms | max ms | HTTP send p50 ms | p99 ms | lost | send failures |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...runs.map(row),
    '',
    'Delivery latency: from just before the HTTP send to the `chat` message on the recipient socket. "lost": sent (HTTP 200) but not received within 3 s after the run.',
  ].join('\n');
  const file = resultsFile(`ws-${date}.md`);
  fs.writeFileSync(file, report + '\n');
  console.log(report);
  process.exit(0);
}

await main();
