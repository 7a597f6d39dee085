/**
 * What one benchmark "transfer" is. The ledger scenarios go through the real service (postTransfer: one
 * transaction, posting row with idempotency key, conditional debit, upsert credit, journal entries); the
 * baseline is the least a durable transfer can be: a debit, a credit and a log row in one transaction,
 * written straight in SQL on the same database and driver.
 */
import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/db/database.ts';
import { withId, type DialectName } from '../../apps/server/src/db/dialect.ts';
import { accountForUser, postTransfer, systemAccount } from '../../apps/server/src/modules/ledger/index.ts';

export interface Scenario {
  name: string;
  setup(db: Db, dialect: DialectName, accounts: number): Promise<void>;
  /** one transfer from account index `from` to `to` of `amount` units; `i` is unique per transfer */
  transfer(db: Db, i: number, from: number, to: number, amount: bigint): Promise<void>;
}

const FUNDING = 10n ** 15n;

export function baseline(): Scenario {
  return {
    name: 'baseline SQL (debit + credit + log)',
    async setup(db, dialect, accounts) {
      await db.schema
        .createTable('bench_accounts')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('balance', 'bigint', (c) => c.notNull().check(sql`balance >= 0`))
        .execute();
      await withId(db.schema.createTable('bench_log'), dialect)
        .addColumn('from_id', 'integer', (c) => c.notNull())
        .addColumn('to_id', 'integer', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('createtime', 'bigint', (c) => c.notNull())
        .execute();
      for (let id = 0; id < accounts; id++)
        await sql`insert into bench_accounts (id, balance) values (${id}, ${FUNDING})`.execute(db);
    },
    async transfer(db, _i, from, to, amount) {
      await db.transaction().execute(async (trx) => {
        const debited =
          await sql`update bench_accounts set balance = balance - ${amount} where id = ${from} and balance >= ${amount}`.execute(
            trx,
          );
        if (debited.numAffectedRows !== 1n) throw new Error('insufficient');
        await sql`update bench_accounts set balance = balance + ${amount} where id = ${to}`.execute(trx);
        await sql`insert into bench_log (from_id, to_id, amount, createtime) values (${from}, ${to}, ${amount}, ${Math.floor(Date.now() / 1000)})`.execute(
          trx,
        );
      });
    },
  };
}

export function ledger(withFee: boolean): Scenario {
  let ids: number[] = [];
  let fees = 0;
  return {
    name: withFee ? 'ledger postTransfer, 3 legs (fee to one shared account) + key' : 'ledger postTransfer, 2 legs + key',
    async setup(db, _dialect, accounts) {
      const external = await systemAccount(db, 'external');
      fees = (await systemAccount(db, 'fees')).id;
      ids = [];
      for (let i = 0; i < accounts; i++) {
        const account = (await accountForUser(db, i + 1)).id;
        ids.push(account);
        await postTransfer(db, {
          kind: 'deposit',
          legs: [
            { account: external.id, coin: 'PI', amount: -FUNDING },
            { account, coin: 'PI', amount: FUNDING },
          ],
        });
      }
    },
    async transfer(db, i, from, to, amount) {
      const legs = [
        { account: ids[from]!, coin: 'PI' as const, amount: -(amount + (withFee ? 1n : 0n)) },
        { account: ids[to]!, coin: 'PI' as const, amount },
      ];
      if (withFee) legs.push({ account: fees, coin: 'PI', amount: 1n });
      await postTransfer(db, { kind: 'transfer', idempotencyKey: `bench:${withFee ? 'f' : 'p'}:${i}`, legs });
    },
  };
}
