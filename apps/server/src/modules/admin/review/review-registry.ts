/**
 * The review queues' framework (docs/api.md "Admin": /api/admin/review/list and /review/decide). Each feature
 * that owns reviewed records — deposits, withdrawals, verification, shops, products, P2P orders — names its
 * kind's handler in its modules/index.ts entry, and the app's registry keeps it (modules/registry.ts); the
 * console and the admin API then list and decide them alike.
 */
import type { ReviewAction, ReviewItem, ReviewKind, ReviewStatus } from '@app/contract';
import type { Db } from '../../../db/database.ts';

export interface ReviewListQuery {
  status?: ReviewStatus;
  page: number;
  limit: number;
}

/** The queues' two decisions; a kind that decides otherwise (a dispute) names its own. */
export type QueueAction = 'pass' | 'reject';

export interface ReviewDecisionInput<A extends ReviewAction = QueueAction> {
  id: number | string;
  action: A;
  /** required on reject, optional otherwise */
  reason: string;
  /** a dispute's part refund (USDT decimal text); the whole total when left out */
  amount?: string;
  adminId: number;
}

export interface ReviewKindHandler<A extends ReviewAction = QueueAction> {
  /** The decisions this kind takes; pass and reject when left out (a dispute: refund or release). */
  actions?: readonly A[];
  /** One page of items (oldest pending first is the natural order for a queue) and the total count. */
  list(db: Db, query: ReviewListQuery): Promise<{ total: number; items: ReviewItem[] }>;
  /** The item by the reviewed record's own id, whatever its status; undefined when there is none. */
  find(db: Db, id: number | string): Promise<ReviewItem | undefined>;
  /**
   * Applies the decision inside the caller's transaction (with every effect it has, such as a ledger
   * posting) only while the item is still pending; returns false when another decision came first.
   */
  decide(trx: Db, input: ReviewDecisionInput<A>): Promise<boolean>;
}

/** A handler of any kind, as the registry keeps it; the service checks `actions` before it calls `decide`. */
export type AnyReviewKindHandler = ReviewKindHandler<ReviewAction>;

/** The kinds one app has, from its modules' entries (ctx.registry.reviewKinds, modules/registry.ts). */
export type ReviewKinds = ReadonlyMap<ReviewKind, AnyReviewKindHandler>;
