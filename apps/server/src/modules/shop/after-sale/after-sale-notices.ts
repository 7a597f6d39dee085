/**
 * The after-sale events a member is told of (docs/api.md "Notifications": refund_requested, refund_accepted,
 * refund_rejected, dispute_opened, dispute_decided, review_received). Each is written by `notify` inside the
 * event's own transaction (docs/architecture.md "Notices"), so the notice exists exactly when the event does.
 */
import { noticeLink, type NoticeType } from '@app/contract';
import type { Db } from '../../../db/database.ts';
import { notify, type NoticeParams } from '../../notices/index.ts';
import type { OrderRow } from '../orders.repository.ts';

export type AfterSaleNotice = Extract<
  NoticeType,
  'refund_requested' | 'refund_accepted' | 'refund_rejected' | 'dispute_opened' | 'dispute_decided' | 'review_received'
>;

/**
 * Tells the order's buyer or merchant of an after-sale event on it; the notice opens the order itself
 * (docs/api.md "Notifications"). `params` adds what the text says beyond the order number (a decision's outcome).
 */
export async function tellParty(
  trx: Db,
  order: OrderRow,
  party: 'buyer' | 'merchant',
  type: AfterSaleNotice,
  params: NoticeParams = {},
): Promise<void> {
  await notify(trx, {
    userId: party === 'buyer' ? order.user_id : order.seller_id,
    type,
    params: { order_no: order.order_no, ...params },
    link: noticeLink(type, order.id),
  });
}
