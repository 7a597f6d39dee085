/**
 * The shop's goods on its page (docs/api.md /api/product/getlist `{ shop_id }`). Another feature builds that
 * endpoint: until it answers, or when it refuses, the page shows "no goods" quietly instead of a toast.
 */
import type { Envelope, ListPage, Product } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { apiUrl, requestHeaders } from '@/lib/request';
import { mapKeys } from './keys';

export async function getShopGoods(shopId: number): Promise<Product[]> {
  try {
    const response = await fetch(apiUrl('/api/product/getlist'), {
      method: 'POST',
      headers: { ...requestHeaders(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ shop_id: shopId, page: 1, limit: 20 }),
    });
    const reply = (await response.json()) as Envelope<ListPage<Product> | null>;
    return reply.code === 1 && Array.isArray(reply.data?.data) ? reply.data.data : [];
  } catch {
    return [];
  }
}

export function useShopGoods(shopId: number) {
  return useQuery({ queryKey: mapKeys.goods(shopId), queryFn: () => getShopGoods(shopId), enabled: shopId > 0 });
}
