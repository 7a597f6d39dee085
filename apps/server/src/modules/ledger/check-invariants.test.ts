import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/database.ts';
import { checkInvariants } from './check-invariants.ts';
import { holdFunds } from './hold-funds.ts';
import { postTransfer } from './post-transfer.ts';
import { fund, members, move } from './testing.ts';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.app.ctx.db;
});
afterAll(() => t.close());

it('reports money written around the ledger', async () => {
  const [a, b] = await members(db, 2, 1);
  await fund(db, a!, 'PI', 500n);
  await postTransfer(db, { kind: 'transfer', legs: move(a!, b!, 'PI', 200n) });
  await holdFunds(db, { account: a!, coin: 'PI', amount: 100n, kind: 'shop_pay' });
  expect(await checkInvariants(db)).toEqual([]);

  // A balance changed without a posting, and a posting whose legs do not balance.
  await sql`update balances set available = available + 7 where account_id = ${b!} and coin = 'PI'`.execute(db);
  await sql`update ledger_entries set amount = amount + 1 where id = (select max(id) from ledger_entries where account_id = ${a!})`.execute(
    db,
  );
  await sql`update balances set frozen = frozen + 3 where account_id = ${a!} and coin = 'PI'`.execute(db);
  const rules = new Set((await checkInvariants(db)).map((v) => v.rule));
  expect([...rules].sort()).toEqual(['balance_after', 'balance_vs_entries', 'coin_total', 'frozen_vs_holds', 'posting_sum']);
});
