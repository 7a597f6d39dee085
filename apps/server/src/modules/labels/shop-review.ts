/**
 * The "shop" review queue for settlement applications (docs/api.md "Admin": review kind `shop`).
 * Passing a settlement application puts the shop on the map and makes its owner a merchant
 * (users.is_merchant = 1) in the reviewer's transaction; rejecting records the reason, and the member
 * may resubmit (publish-label.ts).
 */
import type { ReviewItem } from '@app/contract';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import type { ReviewKindHandler } from '../admin/review/review-registry.ts';
import { notify } from '../notices/index.ts';
import { usernamesByIds } from '../users/member-names.ts';
import { categoryNames } from './categories.repository.ts';
import { categoryNameOf, presentShopReviewItem } from './labels.presenter.ts';
import { setMerchant } from '../users/member-standing.ts';
import { decideShop, findLabel, pageShops } from './labels.repository.ts';
import type { LabelRow } from './labels.tables.ts';

/** Operators enter every name in English (the required one), so the console lists read it. */
const CONSOLE_LOCALE = 'en';

const recordId = (id: number | string) => (/^\d{1,15}$/.test(String(id)) ? Number(id) : undefined);

async function present(db: Db, rows: LabelRow[]): Promise<ReviewItem[]> {
  const [names, categories] = await Promise.all([
    usernamesByIds(
      db,
      rows.map((r) => Number(r.user_id)),
    ),
    categoryNames(db, CONSOLE_LOCALE),
  ]);
  return rows.map((r) => presentShopReviewItem(r, names.get(Number(r.user_id)) ?? '', categoryNameOf(categories, r)));
}

async function findShop(db: Db, id: number | string): Promise<LabelRow | undefined> {
  const numeric = recordId(id);
  const row = numeric === undefined ? undefined : await findLabel(db, numeric);
  return row?.type === 'shop' ? row : undefined;
}

export const shopReview: ReviewKindHandler = {
  async list(db, query) {
    const { total, rows } = await pageShops(db, {
      status: query.status,
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    });
    return { total, items: await present(db, rows) };
  },
  async find(db, id) {
    const row = await findShop(db, id);
    return row ? (await present(db, [row]))[0] : undefined;
  },
  async decide(trx, input) {
    const row = await findShop(trx, input.id);
    if (!row) return false;
    const status = input.action === 'pass' ? 'passed' : 'rejected';
    const decided = await decideShop(trx, {
      id: Number(row.id),
      status,
      reason: input.reason,
      adminId: input.adminId,
      now: clock.now(),
    });
    if (!decided) return false;
    if (status === 'passed') {
      await setMerchant(trx, Number(row.user_id), true);
    }
    await notify(trx, {
      userId: Number(row.user_id),
      type: status === 'passed' ? 'shop_passed' : 'shop_rejected',
      params: { name: row.title, reason: input.reason },
      link: '/shopenter/myapplications',
    });
    return true;
  },
};
