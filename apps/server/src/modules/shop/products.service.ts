/**
 * Merchant goods (docs/api.md /api/product/*; docs/product.md §2 shop/shopmenu, shop/publicgoods, shop/goosdlist,
 * shop/allgoods, page/mapshop/shopgoods, goodsinfos; §5 "Goods: name, price, description, image, stock
 * required"). New goods wait for the console's review; the merchant publishes and unpublishes reviewed
 * goods. Another member's product answers like a missing one (docs/api.md "Conventions").
 */
import {
  SHOP_COIN,
  type AddProductBody,
  type EditProductBody,
  type ListPage,
  type Product,
  type ProductDetail,
  type ProductListBody,
  type ProductStatus,
} from '@app/contract';
import { conflict, notFound, refuse, unauthorized } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { parseCoinAmount } from '../ledger/index.ts';
import { nextProductStatus, statusAfterEdit } from './product-state.ts';
import { trustOf } from './after-sale/trust.ts';
import { listPageOf, presentProduct, presentProductDetail } from './shop.presenter.ts';
import * as repo from './products.repository.ts';
import { merchantShopOf, shopById, type ShopCard } from './shops.ts';

async function requireMerchantShop(db: Db, userId: number): Promise<ShopCard> {
  const shop = await merchantShopOf(db, userId);
  if (!shop) throw refuse('shop.not_merchant');
  return shop;
}

/** The member's own (not deleted) product, or 404. */
async function ownProduct(db: Db, userId: number, id: number): Promise<repo.ProductRow> {
  const row = await repo.findProduct(db, id);
  if (!row || row.user_id !== userId) throw notFound('shop.product_not_found');
  return row;
}

export async function addProduct(db: Db, userId: number, body: AddProductBody): Promise<Product> {
  const shop = await requireMerchantShop(db, userId);
  const price = parseCoinAmount(SHOP_COIN, body.price);
  const id = await repo.insertProduct(db, { ...body, price, shopId: shop.id, userId, now: clock.now() });
  return presentProduct((await repo.findProduct(db, id))!);
}

/** Whether the edit changes what buyers see (and a reviewer judged): a resent unchanged value does not. */
function changesContent(row: repo.ProductRow, body: EditProductBody, price: bigint | undefined): boolean {
  return (
    (body.name !== undefined && body.name !== row.name) ||
    (price !== undefined && price !== row.price) ||
    (body.description !== undefined && body.description !== row.description) ||
    (body.images !== undefined && JSON.stringify(body.images) !== JSON.stringify(row.images))
  );
}

async function editFields(db: Db, row: repo.ProductRow, body: EditProductBody): Promise<void> {
  const price = body.price === undefined ? undefined : parseCoinAmount(SHOP_COIN, body.price);
  const change = {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(price !== undefined ? { price } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.images !== undefined ? { images: body.images } : {}),
    ...(body.stock !== undefined ? { stock: body.stock } : {}),
    ...(body.delivery !== undefined ? { delivery: body.delivery } : {}),
  };
  const status = statusAfterEdit(row.status, changesContent(row, body, price));
  if (!(await repo.updateProduct(db, row.id, row.status, { ...change, status, now: clock.now() })))
    throw conflict('shop.product_changed');
}

async function toggleListing(db: Db, row: repo.ProductRow, wanted: 'listed' | 'unlisted'): Promise<void> {
  if (row.status === wanted) return;
  const action = wanted === 'listed' ? 'publish' : 'unpublish';
  if (nextProductStatus(row.status, action) !== wanted) throw conflict(`shop.cannot_${action}`);
  if (!(await repo.updateProduct(db, row.id, row.status, { status: wanted, now: clock.now() })))
    throw conflict('shop.product_changed');
}

/** `{ id, ...fields }` edits; `{ id, status }` publishes or unpublishes (docs/api.md /api/product/editproduct). */
export async function editProduct(db: Db, userId: number, body: EditProductBody): Promise<Product> {
  await requireMerchantShop(db, userId);
  const row = await ownProduct(db, userId, body.id);
  if (body.status) await toggleListing(db, row, body.status);
  else await editFields(db, row, body);
  return presentProduct((await repo.findProduct(db, row.id))!);
}

export async function deleteProduct(db: Db, userId: number, id: number): Promise<void> {
  const row = await ownProduct(db, userId, id);
  if (!(await repo.deleteProduct(db, row.id, clock.now()))) throw notFound('shop.product_not_found');
}

const LISTED: readonly ProductStatus[] = ['listed'];

/**
 * `mine`: the member's goods in every status (one status per tab); otherwise goods on sale, of one shop
 * and/or matching a keyword.
 */
export async function listProducts(db: Db, viewerId: number | undefined, body: ProductListBody): Promise<ListPage<Product>> {
  if (body.mine && viewerId === undefined) throw unauthorized();
  const filter = body.mine
    ? { userId: viewerId, statuses: body.status ? [body.status] : undefined }
    : { shopId: body.shop_id, statuses: LISTED, openShopsOnly: true };
  const { total, rows } = await repo.pageProducts(db, {
    ...filter,
    keyword: body.keyword || undefined,
    offset: (body.page - 1) * body.limit,
    limit: body.limit,
  });
  return listPageOf(body, total, rows.map(presentProduct));
}

/** Goods on sale are public; goods not on sale only their merchant sees. */
export async function productDetail(db: Db, viewerId: number | undefined, id: number): Promise<ProductDetail> {
  const row = await repo.findProduct(db, id);
  if (!row || (row.status !== 'listed' && row.user_id !== viewerId)) throw notFound('shop.product_not_found');
  const shop = await shopById(db, row.shop_id);
  if (!shop) throw notFound('shop.product_not_found');
  const detail = presentProductDetail(row, shop, viewerId);
  detail.shop.trust = await trustOf(db, shop);
  return detail;
}
