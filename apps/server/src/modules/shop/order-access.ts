/**
 * Shared by the order services: finding an order as its buyer or its merchant (another member's order
 * answers like a missing one, docs/api.md "Conventions"), the refusal for a transition the state machine does
 * not allow, and presenting orders with their buyer and shop.
 */
import type { Order, OrderStatus } from '@app/contract';
import type { OrderStep } from '@app/contract/rules/shop-order';
import { conflict, notFound, type MessageKey } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { holdCredits } from '../ledger/index.ts';
import { memberCardsByIds } from '../users/member-names.ts';
import { timelinesOf } from './after-sale/timeline.ts';
import { nextOrderStatus, ORDER_TRANSITIONS, shopOrderActions, type OrderAction } from './order-state.ts';
import * as repo from './orders.repository.ts';
import { presentOrder, type OrderReader } from './shop.presenter.ts';
import { shopsByIds } from './shops.ts';

export type OrderParty = 'buyer' | 'merchant';

/** The refusal naming the status an action starts from (no action starts from completed or cancelled). */
const NOT_IN_STATUS: Record<OrderStatus, MessageKey> = {
  unpaid: 'shop.order_not_unpaid',
  paid: 'shop.order_not_paid',
  shipped: 'shop.order_not_shipped',
  completed: 'shop.order_not_found',
  cancelled: 'shop.order_not_found',
};

export async function orderOf(db: Db, id: number, userId: number, party: OrderParty): Promise<repo.OrderRow> {
  const row = await repo.findOrder(db, id);
  const owner = party === 'buyer' ? row?.user_id : row?.seller_id;
  if (!row || owner !== userId) throw notFound('shop.order_not_found');
  return row;
}

/**
 * Refuses `step` unless the order's `actions` for this reader offer it (docs/architecture.md "Allowed actions"):
 * the contract's shopOrderActions decides both the buttons a member is shown and what the server lets through,
 * so the two cannot disagree. The refusal says why the step is missing: the order is past it, the pay window
 * ran out, or a refund waits for its answer.
 */
export function requireStep(order: repo.OrderRow, party: OrderParty, step: OrderStep, now = clock.now()): void {
  const reader = { buyer: party === 'buyer', merchant: party === 'merchant' };
  const state = { status: order.status, expiretime: order.expiretime, refund_status: order.refund_status };
  if (shopOrderActions(state, reader, now).includes(step)) return;
  if (!nextOrderStatus(order.status, step)) throw transitionRefused(step);
  if (step === 'pay') throw conflict('shop.order_expired');
  if (step === 'ship' || step === 'receive') throw conflict('after_sale.refund_open');
  throw transitionRefused(step);
}

/** 409 with a message that says which status the action needs. */
export function transitionRefused(action: OrderAction) {
  return conflict(NOT_IN_STATUS[ORDER_TRANSITIONS[action].from]);
}

/** Orders as `reader` sees them: a member id (the `actions` are that member's side's) or null for the console. */
export async function presentOrders(db: Db, rows: repo.OrderRow[], reader: OrderReader): Promise<Order[]> {
  const holds = rows.flatMap((r) => (r.hold_id === null ? [] : [r.hold_id]));
  const [buyers, shops, timelines, credits] = await Promise.all([
    memberCardsByIds(
      db,
      rows.map((r) => r.user_id),
    ),
    shopsByIds(
      db,
      rows.map((r) => r.shop_id),
    ),
    timelinesOf(
      db,
      rows.map((r) => r.id),
    ),
    holdCredits(db, holds),
  ]);
  const now = clock.now();
  return rows.map((row) =>
    presentOrder(row, buyers.get(row.user_id), shops.get(row.shop_id), reader, now, {
      timeline: timelines.get(row.id) ?? [],
      credits: row.hold_id === null ? undefined : credits.get(row.hold_id),
    }),
  );
}

export async function presentOrderById(db: Db, id: number, reader: OrderReader): Promise<Order> {
  const row = await repo.findOrder(db, id);
  if (!row) throw notFound('shop.order_not_found');
  return (await presentOrders(db, [row], reader))[0]!;
}
