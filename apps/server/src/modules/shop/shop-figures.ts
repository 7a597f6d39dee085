/**
 * Shop volumes per UTC day for the operators' dashboard (docs/api.md "Operators' dashboard": `volumes`): orders
 * paid and their total, through `shop_orders_paytime_idx` (migration 0029).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface ShopDay {
  /** days since `from` */
  day: number;
  orders: number;
  value: bigint;
}

/** Days from `from` (a UTC day's start) onwards; a day without paid orders is left out. */
export async function shopDailyVolumes(db: Db, dayStart: number): Promise<ShopDay[]> {
  // An integer literal, so both databases divide whole seconds into whole days (a bound number may reach SQLite as a real).
  const from = Math.trunc(dayStart);
  const rows = await db
    .selectFrom('shop_orders')
    .where('paytime', '>=', from)
    .select([
      sql<number>`(paytime - ${sql.lit(from)}) / 86400`.as('day'),
      sql<number | string>`count(*)`.as('n'),
      sql<string | null>`cast(sum(total) as text)`.as('value'),
    ])
    .groupBy(sql`(paytime - ${sql.lit(from)}) / 86400`)
    .execute();
  return rows.map((row) => ({ day: Number(row.day), orders: Number(row.n), value: BigInt(row.value ?? '0') }));
}
