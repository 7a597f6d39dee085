/**
 * withTransaction (DESIGN.md "Money: a posting runs in one transaction") when a second process writes the same
 * database between a transaction's first read and its first write — found by the crash test
 * (test/hardening/crash.hardening.test.ts): with a restarted process booting beside the old one on one SQLite
 * file, transfers answered 500 "database is locked". The transaction now runs again and commits once.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { openDatabase, type OpenedDatabase } from '../../db/database.ts';
import { systemAccount } from './accounts.ts';
import { getAccountBalances } from './balances.ts';
import { checkInvariants } from './check-invariants.ts';
import { postTransfer } from './post-transfer.ts';
import { fund, members, move } from './testing.ts';
import { withTransaction } from './transaction.ts';

let t: TestApp;
let other: OpenedDatabase;
beforeAll(async () => {
  t = await createTestApp();
  // A second process's connection to the same database.
  other = await openDatabase({ dataDir: t.config.dataDir, databaseUrl: t.config.databaseUrl, poolSize: 2 });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

it('runs a transaction again when another process wrote between its read and its write, and applies it once', async () => {
  const db = t.app.ctx.db;
  const [alice, bob, carol] = await members(db, 3, 1);
  await fund(db, alice!, 'USDT', 100n);
  let attempts = 0;
  await withTransaction(db, async (trx) => {
    attempts++;
    await getAccountBalances(trx, alice!);
    // The other process commits after this transaction has read (only once: a rerun meets no interference).
    if (attempts === 1)
      await postTransfer(other.db, {
        kind: 'deposit',
        legs: move((await systemAccount(other.db, 'external')).id, carol!, 'USDT', 5n),
      });
    return postTransfer(trx, { kind: 'transfer', legs: move(alice!, bob!, 'USDT', 30n) });
  });
  const balance = async (account: number) => (await getAccountBalances(db, account)).USDT.available;
  expect([await balance(alice!), await balance(bob!), await balance(carol!)]).toEqual([70n, 30n, 5n]);
  expect(await checkInvariants(db)).toEqual([]);
});
