/**
 * What the websocket benchmarks share (bench/README.md): members with sessions written straight into the
 * server's database (a bench needs sessions, not sign-up), their sockets opened and bound a few hundred at a
 * time, and the server's resident memory.
 */
import fs from 'node:fs';
import { WebSocket } from 'ws';
import { hashToken, newToken } from '../apps/server/src/core/tokens.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';

export interface Member {
  id: number;
  token: string;
  socket?: WebSocket;
}

export function rssMb(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return line ? Number(line[1]) / 1024 : NaN;
}

/** `count` members named `<prefix><i>`, each with one session token, in batches of 500. */
export async function makeMembers(dataDir: string, count: number, prefix: string): Promise<Member[]> {
  const opened = await openDatabase({ dataDir });
  const now = Math.floor(Date.now() / 1000);
  const members: Member[] = [];
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, k) => start + k);
    await opened.db.transaction().execute(async (trx) => {
      const rows = await trx
        .insertInto('users')
        .values(
          batch.map((i) => ({
            username: `${prefix}${i}`,
            email: `${prefix}${i}@bench.test`,
            nickname: `Bench ${i}`,
            password_hash: 'x',
            invite_code: `${prefix.slice(0, 2).toUpperCase()}${i}`,
            createtime: now,
            updatetime: now,
          })),
        )
        .returning('id')
        .execute();
      const tokens = rows.map((row) => ({ id: Number(row.id), token: newToken() }));
      await trx
        .insertInto('user_tokens')
        .values(tokens.map((m) => ({ user_id: m.id, token_hash: hashToken(m.token), createtime: now, expiretime: now + 86400 })))
        .execute();
      members.push(...tokens);
    });
  }
  await opened.close();
  return members;
}

/** Opens every member's socket (`parallel` at a time), answers pings, and hands every other message on. */
export async function connectAll(
  wsUrl: string,
  members: Member[],
  onMessage: (member: Member, text: string) => void,
  parallel = 200,
) {
  let next = 0;
  const open = (member: Member) =>
    new Promise<void>((resolve, reject) => {
      const socket = new WebSocket(`${wsUrl}?token=${encodeURIComponent(member.token)}`);
      socket.on('message', (data) => {
        const text = data.toString();
        if (text.startsWith('{"type":"init"')) return resolve();
        if (text === '{"type":"ping"}') return socket.send('{"type":"pong"}');
        onMessage(member, text);
      });
      socket.once('error', reject);
      member.socket = socket;
    });
  const worker = async () => {
    while (next < members.length) await open(members[next++]!);
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}
