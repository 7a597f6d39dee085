/**
 * The shop's goods on its page (docs/api.md /api/product/getlist `{ shop_id }`). Another feature builds that
 * endpoint: until it answers, or when it refuses, the page shows "no goods" quietly instead of a toast.
 */
import type { ListPage, Product } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { takeEarly } from '@/lib/early-reads';
import { send } from '@/lib/transport';
import { mapKeys } from './keys';
import { shopGoodsBody } from './shop-goods-read';

export async function getShopGoods(shopId: number): Promise<Product[]> {
  const path = '/api/product/getlist';
  const body = shopGoodsBody(shopId);
  try {
    // Started by the boot entry when the app opened on this shop (app/first-data.ts).
    const reply = await (takeEarly<ListPage<Product> | null>(path, body) ?? send<ListPage<Product> | null>(path, body));
    return reply.code === 1 && Array.isArray(reply.data?.data) ? reply.data.data : [];
  } catch {
    return [];
  }
}

export function useShopGoods(shopId: number) {
  return useQuery({ queryKey: mapKeys.goods(shopId), queryFn: () => getShopGoods(shopId), enabled: shopId > 0 });
}
