/**
 * withTransaction (docs/architecture.md "Money: one ledger") when a second process shares the
 * database — found by the crash test (test/hardening/crash.hardening.test.ts): with a restarted process
 * booting beside the old one on one SQLite file, transfers answered 500 "database is locked". SQLite
 * transactions now take the write lock when they begin (db/database.ts), and a transaction that still
 * meets a busy or deadlock answer runs again and commits once.
 */
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { getAccountBalances } from './balances.ts';
import { checkInvariants } from './check-invariants.ts';
import { postTransfer } from './post-transfer.ts';
import { fund, members, move } from './testing.ts';
import { withTransaction } from './transaction.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const balance = async (account: number) => (await getAccountBalances(t.app.ctx.db, account)).USDT.available;

it('runs a transaction again after a busy answer from the database, and applies it once', async () => {
  const db = t.app.ctx.db;
  const [alice, bob] = await members(db, 2, 1);
  await fund(db, alice!, 'USDT', 100n);
  let attempts = 0;
  await withTransaction(db, async (trx) => {
    attempts++;
    const posted = await postTransfer(trx, { kind: 'transfer', legs: move(alice!, bob!, 'USDT', 30n) });
    // What SQLite answers when another process committed between this transaction's read and its write.
    if (attempts === 1) throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY_SNAPSHOT' });
    return posted;
  });
  expect(attempts).toBe(2);
  expect([await balance(alice!), await balance(bob!)]).toEqual([70n, 30n]);
  expect(await checkInvariants(db)).toEqual([]);
});

// SQLite only: PostgreSQL locks rows, not the database.
if (!process.env.TEST_DATABASE_URL) {
  it('holds the SQLite write lock from the start of a transaction, so another process waits instead of failing midway', async () => {
    const db = t.app.ctx.db;
    const [alice] = await members(db, 1, 1);
    const otherProcess = new SQLite(path.join(t.config.dataDir, 'app.sqlite'), { timeout: 0 });
    try {
      await withTransaction(db, async (trx) => {
        await getAccountBalances(trx, alice!); // only a read so far
        expect(() => otherProcess.prepare('begin immediate').run()).toThrow(/locked|busy/i);
      });
      otherProcess.prepare('begin immediate').run();
      otherProcess.prepare('rollback').run();
    } finally {
      otherProcess.close();
    }
  });
}
