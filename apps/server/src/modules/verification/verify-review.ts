/**
 * The "verify" review queue, with the images (docs/api.md "Admin" review items). Passing a submission raises the
 * member's verification level through the users module; rejecting records the reason the member sees with
 * "authentication failed, resubmit" (docs/product.md §8).
 */
import type { ReviewItem } from '@app/contract';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import type { ReviewKindHandler } from '../admin/review/review-registry.ts';
import { notify } from '../notices/index.ts';
import { usernamesByIds } from '../users/member-names.ts';
import { setVerifyLevel } from '../users/verify-level.ts';
import { presentReviewItem } from './verification.presenter.ts';
import { decidePending, findById, findCurrent, listQueue, type VerificationRow } from './verification.repository.ts';

const STATUS_OF_REVIEW = { pending: 'pending', passed: 'passed', rejected: 'failed' } as const;

async function toItems(db: Db, rows: VerificationRow[]): Promise<ReviewItem[]> {
  const names = await usernamesByIds(
    db,
    rows.map((r) => r.user_id),
  );
  return Promise.all(
    rows.map(async (row) => {
      const basic = row.level === 'advanced' ? await findCurrent(db, row.user_id, 'basic') : undefined;
      return presentReviewItem(row, names.get(Number(row.user_id)) ?? '', basic);
    }),
  );
}

/** Review ids are the submission's numeric id; anything else names no submission. */
const submissionId = (id: number | string) => (/^\d{1,15}$/.test(String(id)) ? Number(id) : undefined);

export const verifyReview: ReviewKindHandler = {
  async list(db, query) {
    const status = query.status ? STATUS_OF_REVIEW[query.status] : undefined;
    const { total, rows } = await listQueue(db, { status, offset: (query.page - 1) * query.limit, limit: query.limit });
    return { total, items: await toItems(db, rows) };
  },

  async find(db, id) {
    const numeric = submissionId(id);
    const row = numeric === undefined ? undefined : await findById(db, numeric);
    return row ? (await toItems(db, [row]))[0] : undefined;
  },

  async decide(trx, input) {
    const id = submissionId(input.id);
    if (id === undefined) return false;
    const status = input.action === 'pass' ? 'passed' : 'failed';
    const applied = await decidePending(trx, { id, status, reason: input.reason, adminId: input.adminId, now: clock.now() });
    if (!applied) return false;
    const row = (await findById(trx, id))!;
    if (status === 'passed') await setVerifyLevel(trx, row.user_id, row.level);
    await notify(trx, {
      userId: row.user_id,
      type: status === 'passed' ? 'verify_passed' : 'verify_rejected',
      params: { reason: input.reason },
      link: '/page/authentication/authentication',
    });
    return true;
  },
};
