/**
 * The review queues' framework (docs/api.md "Admin": /api/admin/review/list and /review/decide). Each feature
 * that owns reviewed records — deposits, withdrawals, verification, shops, products, P2P orders — registers
 * its kind here when its routes load; the console and the admin API then list and decide them alike.
 */
import type { ReviewItem, ReviewKind, ReviewStatus } from '@app/contract';
import type { Db } from '../../../db/database.ts';

export interface ReviewListQuery {
  status?: ReviewStatus;
  page: number;
  limit: number;
}

export interface ReviewDecisionInput {
  id: number | string;
  action: 'pass' | 'reject';
  /** required on reject, optional on pass */
  reason: string;
  adminId: number;
}

export interface ReviewKindHandler {
  /** One page of items (oldest pending first is the natural order for a queue) and the total count. */
  list(db: Db, query: ReviewListQuery): Promise<{ total: number; items: ReviewItem[] }>;
  /** The item by the reviewed record's own id, whatever its status; undefined when there is none. */
  find(db: Db, id: number | string): Promise<ReviewItem | undefined>;
  /**
   * Applies the decision inside the caller's transaction (with every effect it has, such as a ledger
   * posting) only while the item is still pending; returns false when another decision came first.
   */
  decide(trx: Db, input: ReviewDecisionInput): Promise<boolean>;
}

const handlers = new Map<ReviewKind, ReviewKindHandler>();

/** Registers `kind`; returns a function that puts back what was registered before (for tests). */
export function registerReviewKind(kind: ReviewKind, handler: ReviewKindHandler): () => void {
  const previous = handlers.get(kind);
  handlers.set(kind, handler);
  return () => {
    if (previous) handlers.set(kind, previous);
    else handlers.delete(kind);
  };
}

export function reviewHandler(kind: ReviewKind): ReviewKindHandler | undefined {
  return handlers.get(kind);
}

export function registeredReviewKinds(): ReviewKind[] {
  return [...handlers.keys()];
}
