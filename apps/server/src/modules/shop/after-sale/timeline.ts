/**
 * The order's timeline (docs/api.md "Delivery addresses and after-sale": both sides see what happened, when and
 * by whom). Each service records its event right after its conditional update succeeded, in the same
 * transaction where the change has one (every step that moves money), so a refused step leaves no event.
 */
import { SHOP_COIN, type TimelineEvent } from '@app/contract';
import { clock } from '../../../core/clock.ts';
import type { Db } from '../../../db/database.ts';
import { money } from '../../../db/dialect.ts';
import { formatCoinAmount } from '../../ledger/index.ts';

export type TimelineActor = TimelineEvent['actor'];

export async function recordEvent(
  db: Db,
  orderId: number,
  event: TimelineEvent['event'],
  actor: TimelineActor,
  note = '',
  amount: bigint | null = null,
): Promise<void> {
  await db
    .insertInto('shop_order_events')
    .values({ order_id: orderId, event, actor, note: note.slice(0, 500), amount, createtime: clock.now() })
    .execute();
}

/** The events of a page of orders, each order's oldest first. */
export async function timelinesOf(db: Db, orderIds: readonly number[]): Promise<Map<number, TimelineEvent[]>> {
  const timelines = new Map<number, TimelineEvent[]>();
  if (orderIds.length === 0) return timelines;
  const rows = await db
    .selectFrom('shop_order_events')
    .select(['order_id', 'event', 'actor', 'note', 'createtime', money('amount').as('amount')])
    .where('order_id', 'in', [...new Set(orderIds)])
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const id = Number(row.order_id);
    const list = timelines.get(id) ?? [];
    list.push({
      event: row.event as TimelineEvent['event'],
      actor: row.actor,
      note: row.note,
      amount: row.amount === null ? null : formatCoinAmount(SHOP_COIN, BigInt(row.amount)),
      createtime: Number(row.createtime),
    });
    timelines.set(id, list);
  }
  return timelines;
}
