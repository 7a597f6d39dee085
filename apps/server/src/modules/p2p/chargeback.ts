/**
 * Chargebacks (docs/api.md "P2P in the members' own money" → "Chargeback"): the seller of a completed offchain
 * order whose fiat payment was reversed reports it inside `p2p_chargeback_days`; the buyer answers once; the
 * console's desk (review kind `p2p_chargeback`) decides `restrict_buyer` — the buyer cannot take ads for
 * `p2p_chargeback_block_days` — or `dismiss`. No money moves: the PI was released already. Each write is one
 * conditional update, so a second report, a second answer or a second decision finds nothing to change.
 */
import { noticeLink, type ChargebackBody, type P2pChargebackDecision, type P2pOrder } from '@app/contract';
import { conflict, notFound } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { withTransaction } from '../ledger/index.ts';
import { notify } from '../notices/index.ts';
import { dealActions } from './order-state.ts';
import { dealOrderOf } from './deal-present.ts';
import { findOrder, type OrderRow } from './orders.repository.ts';
import { loadOrder } from './orders.service.ts';
import { p2pConfig } from './p2p-config.ts';
import { ensureTrader } from './traders.repository.ts';
import { sql } from 'kysely';

async function reportOrAnswer(trx: Db, order: OrderRow, party: 'buyer' | 'seller', body: ChargebackBody, since: number) {
  const images = JSON.stringify(body.images ?? []);
  const now = clock.now();
  const base = trx.updateTable('p2p_orders').where('id', '=', order.id).where('settlement', '=', 'offchain');
  const result =
    party === 'seller'
      ? await base
          .set({ chargeback_time: now, chargeback_reason: body.reason, chargeback_images: images })
          .where('status', '=', 'completed')
          .where('chargeback_time', 'is', null)
          .where('endtime', '>=', since)
          .executeTakeFirst()
      : await base
          .set({ chargeback_reply: body.reason, chargeback_reply_images: images })
          .where('chargeback_time', 'is not', null)
          .where('chargeback_reply', '=', '')
          .where('chargeback_decision', '=', '')
          .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The seller reports (the buyer is told); then the buyer answers once, before an operator decides. */
export async function chargebackOrder(db: Db, memberId: number, body: ChargebackBody): Promise<P2pOrder> {
  const order = await findOrder(db, body.id);
  if (!order || (order.buyer_id !== memberId && order.seller_id !== memberId)) throw notFound('p2p.order_not_found');
  const party = order.buyer_id === memberId ? 'buyer' : 'seller';
  const terms = await p2pConfig(db);
  const now = clock.now();
  if (order.settlement !== 'offchain' || !dealActions(dealOrderOf(order), party, terms, now).includes('chargeback'))
    throw conflict('p2p.step_closed');
  const done = await withTransaction(db, async (trx) => {
    if (!(await reportOrAnswer(trx, order, party, body, now - terms.chargebackSeconds))) return false;
    if (party === 'seller')
      await notify(trx, {
        userId: order.buyer_id,
        type: 'p2p_chargeback',
        params: { order_no: order.order_no, variant: 'reported' },
        link: noticeLink('p2p_chargeback', order.id),
      });
    return true;
  });
  if (!done) throw conflict('p2p.step_closed');
  return loadOrder(db, memberId, order.id);
}

/**
 * An operator's decision inside the review desk's transaction; false when the chargeback was decided already (or
 * there is none). `restrict_buyer` keeps the buyer from taking ads until now + `p2p_chargeback_block_days`.
 */
export async function decideChargeback(
  trx: Db,
  input: { id: number; action: P2pChargebackDecision; adminId: number },
): Promise<boolean> {
  const order = await findOrder(trx, input.id);
  if (!order || order.chargeback_time === null) return false;
  const now = clock.now();
  const result = await trx
    .updateTable('p2p_orders')
    .set({ chargeback_decision: input.action, chargeback_decidetime: now })
    .where('id', '=', order.id)
    .where('chargeback_time', 'is not', null)
    .where('chargeback_decision', '=', '')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  if (input.action === 'restrict_buyer') {
    const until = now + (await p2pConfig(trx)).chargebackBlockSeconds;
    await ensureTrader(trx, order.buyer_id);
    await trx
      .updateTable('p2p_traders')
      .set({ restricted_until: sql<number>`case when restricted_until > ${until} then restricted_until else ${until} end` })
      .where('user_id', '=', order.buyer_id)
      .execute();
  }
  const params = { order_no: order.order_no, variant: input.action };
  for (const userId of [order.buyer_id, order.seller_id])
    await notify(trx, { userId, type: 'p2p_chargeback', params, link: noticeLink('p2p_chargeback', order.id) });
  return true;
}

/** Days left of a restriction from taking ads after a chargeback (0: none). */
export async function restrictedDays(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('p2p_traders').select('restricted_until').where('user_id', '=', userId).executeTakeFirst();
  const left = Number(row?.restricted_until ?? 0) - clock.now();
  return left > 0 ? Math.ceil(left / 86_400) : 0;
}
