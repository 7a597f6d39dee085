/**
 * P2P volumes per UTC day for the operators' dashboard (docs/api.md "Operators' dashboard": `volumes`): orders
 * opened (`p2p_orders_createtime_idx`, migration 0029) and PI traded in orders completed
 * (`p2p_orders_market_idx` on coin, status, end time).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface P2pDay {
  /** days since `from` */
  day: number;
  orders: number;
  traded: bigint;
}

/** Days from `from` (a UTC day's start) onwards; a day without orders is left out. */
export async function p2pDailyVolumes(db: Db, dayStart: number): Promise<P2pDay[]> {
  // An integer literal, so both databases divide whole seconds into whole days (a bound number may reach SQLite as a real).
  const from = Math.trunc(dayStart);
  const [opened, traded] = await Promise.all([
    db
      .selectFrom('p2p_orders')
      .where('createtime', '>=', from)
      .select([sql<number>`(createtime - ${sql.lit(from)}) / 86400`.as('day'), sql<number | string>`count(*)`.as('n')])
      .groupBy(sql`(createtime - ${sql.lit(from)}) / 86400`)
      .execute(),
    db
      .selectFrom('p2p_orders')
      .where('coin', '=', 'PI')
      .where('status', '=', 'completed')
      .where('endtime', '>=', from)
      .select([
        sql<number>`(endtime - ${sql.lit(from)}) / 86400`.as('day'),
        sql<string | null>`cast(sum(quantity) as text)`.as('quantity'),
      ])
      .groupBy(sql`(endtime - ${sql.lit(from)}) / 86400`)
      .execute(),
  ]);
  const days = new Map<number, P2pDay>();
  const at = (day: number) => days.get(day) ?? days.set(day, { day, orders: 0, traded: 0n }).get(day)!;
  for (const row of opened) at(Number(row.day)).orders = Number(row.n);
  for (const row of traded) at(Number(row.day)).traded = BigInt(row.quantity ?? '0');
  return [...days.values()];
}
