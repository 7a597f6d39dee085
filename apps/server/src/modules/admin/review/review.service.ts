/**
 * Lists and decides review items of any registered kind (docs/api.md "Admin"): a kind nobody registered yet is
 * refused as invalid input, a missing item is 404, a second decision on the same item is 409, a rejection
 * needs a reason, and every decision is audited in the transaction that applies it.
 */
import type { ListPage, ReviewDecision, ReviewItem, ReviewKind, ReviewStatus } from '@app/contract';
import { AppError, conflict, notFound } from '../../../core/app-error.ts';
import type { Db } from '../../../db/database.ts';
import { toPage } from '../../../core/paging.ts';
import { recordAudit } from '../audit.service.ts';
import { withTransaction } from '../../ledger/index.ts';
import type { AnyReviewKindHandler, ReviewKinds } from './review-registry.ts';

function handlerFor(kinds: ReviewKinds, kind: ReviewKind): AnyReviewKindHandler {
  const handler = kinds.get(kind);
  if (!handler) throw new AppError('validation', 'admin.review_kind_unavailable', { kind });
  return handler;
}

/** How many items wait in each registered queue (docs/api.md "Admin": /api/admin/review/kinds). */
export async function pendingCounts(db: Db, kinds: ReviewKinds): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [kind, handler] of kinds) counts[kind] = (await handler.list(db, { status: 'pending', page: 1, limit: 1 })).total;
  return counts;
}

export async function listReview(
  db: Db,
  kinds: ReviewKinds,
  query: { kind: ReviewKind; status?: ReviewStatus; page: number; limit: number },
): Promise<ListPage<ReviewItem>> {
  const { total, items } = await handlerFor(kinds, query.kind).list(db, query);
  return toPage(items, total, query);
}

export async function decideReview(db: Db, kinds: ReviewKinds, adminId: number, decision: ReviewDecision): Promise<ReviewItem> {
  const handler = handlerFor(kinds, decision.kind);
  if (!(handler.actions ?? ['pass', 'reject']).includes(decision.action))
    throw new AppError('validation', 'admin.review_action_invalid', { kind: decision.kind });
  const reason = decision.reason?.trim() ?? '';
  if (decision.action === 'reject' && !reason) throw new AppError('validation', 'admin.review_reason_required');
  const item = await handler.find(db, decision.id);
  if (!item) throw notFound('admin.review_not_found');
  if (item.status !== 'pending') throw conflict('admin.review_decided');
  // Deadlock victims (a decision racing a member's own money request) run again rather than fail.
  await withTransaction(db, async (trx) => {
    const applied = await handler.decide(trx, {
      id: decision.id,
      action: decision.action,
      reason,
      amount: decision.amount,
      adminId,
    });
    if (!applied) throw conflict('admin.review_decided');
    await recordAudit(trx, adminId, `review_${decision.action}`, `${decision.kind}:${decision.id}`, {
      user_id: item.user_id,
      username: item.username,
      reason,
      ...(decision.amount !== undefined ? { amount: decision.amount } : {}),
    });
  });
  return (await handler.find(db, decision.id)) ?? item;
}
