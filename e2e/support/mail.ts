/**
 * Reads verification codes the way a person would read their mail: the server's log mail transport appends
 * one JSON line `{to, subject, text, time}` per message to DATA_DIR/outbox.jsonl.
 */
import fs from 'node:fs';
import path from 'node:path';
import { dataDir } from './server.ts';

interface OutboxLine {
  to: string;
  subject: string;
  text: string;
  time: number;
}

function readOutbox(): OutboxLine[] {
  const file = path.join(dataDir(), 'outbox.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine);
}

/** The 6-digit code of the newest mail to `to`, waiting up to `timeoutMs` for one beyond `after` mails. */
export async function latestCode(to: string, options: { after?: number; timeoutMs?: number } = {}): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  while (Date.now() < deadline) {
    const mails = readOutbox().filter((m) => m.to.toLowerCase() === to.toLowerCase());
    const newest = mails.length > (options.after ?? 0) ? mails[mails.length - 1] : undefined;
    const code = newest?.text.match(/\b\d{6}\b/)?.[0];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no verification mail to ${to} in the outbox`);
}

/** How many mails `to` has received so far (pass it as `after` to wait for the next one). */
export function mailCount(to: string): number {
  return readOutbox().filter((m) => m.to.toLowerCase() === to.toLowerCase()).length;
}
