/**
 * The chargeback desk, review kind `p2p_chargeback` (docs/api.md "P2P in the members' own money" → "Chargeback";
 * item id = the order id): a reported chargeback is pending until an operator decides `restrict_buyer` (listed as
 * passed) or `dismiss` (rejected). The item's `detail` holds the order, both parties and both statements.
 */
import {
  P2P_CHARGEBACK_DECISIONS,
  type P2pChargebackDecision,
  type P2pChargebackDetail,
  type ReviewItem,
  type ReviewStatus,
} from '@app/contract';
import type { Db } from '../../db/database.ts';
import type { ReviewKindHandler } from '../admin/review/review-registry.ts';
import { usernamesByIds } from '../users/member-names.ts';
import { decideChargeback } from './chargeback.ts';
import { presentChargeback } from './deal-present.ts';
import { formatFiat } from './fiat-money.ts';
import { findOrder, type OrderRow } from './orders.repository.ts';
import { formatPi } from './p2p-math.ts';

const DECISION_OF: Record<ReviewStatus, string> = { pending: '', passed: 'restrict_buyer', rejected: 'dismiss' };
const STATUS_OF = (decision: string): ReviewStatus =>
  decision === 'restrict_buyer' ? 'passed' : decision === 'dismiss' ? 'rejected' : 'pending';

const orderId = (id: number | string) => (/^\d{1,15}$/.test(String(id)) ? Number(id) : undefined);

async function present(db: Db, order: OrderRow): Promise<ReviewItem | undefined> {
  const chargeback = presentChargeback(order);
  if (!chargeback) return undefined;
  const names = await usernamesByIds(db, [order.buyer_id, order.seller_id]);
  const party = (id: number) => ({ id, username: names.get(id) ?? '' });
  const decision = order.chargeback_decision === '' ? null : order.chargeback_decision;
  const detail: P2pChargebackDetail = {
    order_no: order.order_no,
    fiat: order.fiat,
    quantity: formatPi(order.quantity),
    total_price: formatFiat(order.total, order.decimals),
    buyer: party(order.buyer_id),
    seller: party(order.seller_id),
    completed: order.endtime,
    chargeback,
    decision,
    actions: decision ? [] : [...P2P_CHARGEBACK_DECISIONS],
  };
  return {
    id: order.id,
    kind: 'p2p_chargeback',
    status: STATUS_OF(order.chargeback_decision),
    user_id: order.seller_id,
    username: names.get(order.seller_id) ?? '',
    createtime: chargeback.createtime,
    detail,
  };
}

export const p2pChargebackReview: ReviewKindHandler<P2pChargebackDecision> = {
  actions: P2P_CHARGEBACK_DECISIONS,
  async list(db, query) {
    let base = db.selectFrom('p2p_orders').where('chargeback_time', 'is not', null);
    if (query.status) base = base.where('chargeback_decision', '=', DECISION_OF[query.status]);
    const count = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .select('id')
      .orderBy('chargeback_time', 'asc')
      .orderBy('id', 'asc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute();
    const items: ReviewItem[] = [];
    for (const row of rows) {
      const order = await findOrder(db, Number(row.id));
      const item = order ? await present(db, order) : undefined;
      if (item) items.push(item);
    }
    return { total: Number(count.n), items };
  },
  async find(db, id) {
    const numeric = orderId(id);
    const order = numeric === undefined ? undefined : await findOrder(db, numeric);
    return order ? present(db, order) : undefined;
  },
  async decide(trx, input) {
    const id = orderId(input.id);
    if (id === undefined) return false;
    return decideChargeback(trx, { id, action: input.action, adminId: input.adminId });
  },
};
