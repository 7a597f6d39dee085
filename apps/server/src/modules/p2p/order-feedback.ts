/** An order's feedback as its reader sees it (docs/api.md "P2P in the members' own money" → "Feedback"). */
import type { P2pFeedback } from '@app/contract';
import type { FeedbackRow } from './feedback.repository.ts';
import type { OrderRow } from './orders.repository.ts';

const shown = (row: FeedbackRow | undefined): P2pFeedback | null =>
  row ? { rating: row.rating, comment: row.comment, createtime: row.createtime } : null;

/** The reader's feedback and the other side's on one order, and whether the reader may still leave theirs. */
export function orderFeedback(order: OrderRow, viewerId: number, rows: FeedbackRow[]) {
  const mine = rows.find((r) => r.order_id === order.id && r.from_id === viewerId);
  const theirs = rows.find((r) => r.order_id === order.id && r.from_id !== viewerId);
  const open = order.settlement === 'offchain' && order.status === 'completed' && !mine;
  return { feedback: { mine: shown(mine), theirs: shown(theirs) }, canLeave: open };
}
