/**
 * The writes of editing an ad (docs/api.md "P2P in the members' own money" → "Editing"): one conditional update
 * of the owner's open ad, and the count of its orders still open that decides whether the edit stands.
 */
import type { Db } from '../../db/database.ts';

export interface AdEdit {
  price: bigint;
  priceType: 'fixed' | 'floating';
  marginBp: number;
  minQuantity: bigint;
  remark: string;
  /** an offchain sell ad's methods, when changed */
  payMethods?: number[];
  /** an offchain buy ad's providers, when changed */
  providers?: number[];
}

/** Writes the edit to the owner's ad while it is open (taking the row's lock); false when it is not. */
export async function editAdRow(db: Db, id: number, ownerId: number, edit: AdEdit, now: number): Promise<boolean> {
  const result = await db
    .updateTable('p2p_ads')
    .set({
      price: edit.price,
      price_type: edit.priceType,
      margin_bp: edit.marginBp,
      min_quantity: edit.minQuantity,
      remark: edit.remark,
      ...(edit.payMethods ? { pay_methods: JSON.stringify(edit.payMethods) } : {}),
      ...(edit.providers ? { providers: JSON.stringify(edit.providers) } : {}),
      updatetime: now,
    })
    .where('id', '=', id)
    .where('user_id', '=', ownerId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Orders taken from the ad that have not ended (`pending`, `paid`, `appeal`). */
export async function countOpenOrdersOfAd(db: Db, adId: number): Promise<number> {
  const row = await db
    .selectFrom('p2p_orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where((eb) => eb.or([eb('ad_id', '=', adId), eb('counter_ad_id', '=', adId)]))
    .where('status', 'in', ['pending', 'paid', 'appeal'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Per ad among `adIds`, its orders not yet ended (ads without any are left out): what `myads` shows as `open_orders`. */
export async function openOrdersByAd(db: Db, adIds: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (adIds.length === 0) return counts;
  const rows = await db
    .selectFrom('p2p_orders')
    .select(['ad_id', 'counter_ad_id'])
    .where((eb) => eb.or([eb('ad_id', 'in', adIds), eb('counter_ad_id', 'in', adIds)]))
    .where('status', 'in', ['pending', 'paid', 'appeal'])
    .execute();
  const wanted = new Set(adIds);
  for (const row of rows)
    for (const id of new Set([row.ad_id, row.counter_ad_id].map(Number)))
      if (wanted.has(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}
