/**
 * Migration 0023 on a database with traders: the unread `completed_orders` counter goes, every other counter of
 * every trader stays as it was, and the table still refuses a negative open-order count. Going back brings the
 * column again, at 0, with its check.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useMigrationDb } from '../../../test/migration-db.ts';

const t = useMigrationDb();
const NOW = 1_790_000_000;

async function addTrader(name: string, counters: Record<string, number>): Promise<number> {
  const user = await t.db
    .insertInto('users')
    .values({
      username: name,
      email: `${name}@example.com`,
      password_hash: 'x',
      invite_code: name,
      createtime: NOW,
      updatetime: NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('p2p_traders')
    .values({ user_id: user.id, ...counters })
    .execute();
  return Number(user.id);
}

const traders = () =>
  t.db.selectFrom('p2p_traders').selectAll().orderBy('user_id').execute() as Promise<Record<string, unknown>[]>;
const columns = async () => Object.keys((await traders())[0]!);

describe('migration 0023_p2p_traders_completed', () => {
  it('drops the counter, keeps the other counters and the check on open orders, and goes back', async () => {
    expect((await t.migrator.migrateTo('0022_withdraw_payout')).error).toBeUndefined();
    const ada = await addTrader('ada', { open_orders: 2, completed_orders: 7, cooldown_until: NOW + 60 });
    const bo = await addTrader('bo', { completed_orders: 1, cancel_count: 3, cancel_since: NOW, cancel_blocked_until: NOW + 90 });
    const kept = (await traders()).map(({ completed_orders: _dropped, ...rest }) => rest);

    expect((await t.migrator.migrateTo('0023_p2p_traders_completed')).error).toBeUndefined();
    expect(await traders()).toEqual(kept);
    expect(await columns()).not.toContain('completed_orders');
    await expect(sql`update p2p_traders set open_orders = -1 where user_id = ${ada}`.execute(t.db)).rejects.toThrow(/check/i);

    expect((await t.migrator.migrateTo('0022_withdraw_payout')).error).toBeUndefined();
    expect(await traders()).toEqual(kept.map((row) => ({ ...row, completed_orders: 0 })));
    await expect(sql`update p2p_traders set completed_orders = -1 where user_id = ${bo}`.execute(t.db)).rejects.toThrow(/check/i);
    await expect(sql`update p2p_traders set open_orders = -1 where user_id = ${bo}`.execute(t.db)).rejects.toThrow(/check/i);
  });
});
