/**
 * The console's goods review queue, kind `product` (docs/api.md "Admin" review items: pass, or reject with
 * a reason): a product under review is pending; passing lists it, rejecting
 * records the reason the merchant sees. A product edited after review is pending again.
 */
import { noticeLink, type ProductStatus, type ReviewItem, type ReviewStatus } from '@app/contract';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import type { ReviewKindHandler } from '../admin/review/review-registry.ts';
import { notify } from '../notices/index.ts';
import { usernamesByIds } from '../users/member-names.ts';
import { nextProductStatus } from './product-state.ts';
import * as repo from './products.repository.ts';
import { productReviewItem } from './shop.presenter.ts';
import { shopsByIds } from './shops.ts';

const STATUSES_OF: Record<ReviewStatus, readonly ProductStatus[]> = {
  pending: ['review'],
  passed: ['listed', 'unlisted'],
  rejected: ['rejected'],
};

const productId = (id: number | string) => (/^\d{1,15}$/.test(String(id)) ? Number(id) : undefined);

async function present(db: Db, rows: repo.ProductRow[]): Promise<ReviewItem[]> {
  const [names, shops] = await Promise.all([
    usernamesByIds(
      db,
      rows.map((r) => r.user_id),
    ),
    shopsByIds(
      db,
      rows.map((r) => r.shop_id),
    ),
  ]);
  return rows.map((row) => productReviewItem(row, names.get(row.user_id) ?? '', shops.get(row.shop_id)));
}

export const productReview: ReviewKindHandler = {
  async list(db, query) {
    const { total, rows } = await repo.pageProducts(db, {
      statuses: query.status ? STATUSES_OF[query.status] : undefined,
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
      oldestFirst: query.status === 'pending',
    });
    return { total, items: await present(db, rows) };
  },
  async find(db, id) {
    const numeric = productId(id);
    const row = numeric === undefined ? undefined : await repo.findProduct(db, numeric);
    return row ? (await present(db, [row]))[0] : undefined;
  },
  async decide(trx, input) {
    const id = productId(input.id);
    const status = nextProductStatus('review', input.action);
    if (id === undefined || (status !== 'listed' && status !== 'rejected')) return false;
    if (!(await repo.decideProduct(trx, { id, status, reason: input.reason, adminId: input.adminId, now: clock.now() })))
      return false;
    const product = (await repo.findProduct(trx, id))!;
    await notify(trx, {
      userId: product.user_id,
      type: status === 'listed' ? 'goods_passed' : 'goods_rejected',
      params: { name: product.name, reason: input.reason },
      // A listed product opens as buyers see it; a rejected one opens in the editor to fix and resubmit.
      link: noticeLink(status === 'listed' ? 'goods_passed' : 'goods_rejected', id),
    });
    return true;
  },
};
