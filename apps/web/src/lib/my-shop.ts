/**
 * Whether the signed-in member is a merchant (merchant management is for members whose shop label passed
 * review, docs/api.md "Shop marketplace"): their labels from docs/api.md /api/lable/getmyable, looking for a passed shop.
 */
import type { ListPage } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { useSignedIn } from '@/lib/session';

/** The part of a label this query reads. */
interface MyLabel {
  id: number;
  type: 'person' | 'shop';
  status: string;
  name?: string;
}

/** Passed review; an operator may have hidden it from the map since, but the merchant still manages it. */
const PASSED = new Set(['passed', 'hidden']);

export interface MyShop {
  id: number;
  name: string;
}

export async function getMyShop(): Promise<MyShop | null> {
  const labels: ListPage<MyLabel> = await request('/api/lable/getmyable', { page: 1, limit: 100 });
  const shop = labels.data.find((label) => label.type === 'shop' && PASSED.has(label.status));
  return shop ? { id: shop.id, name: shop.name ?? '' } : null;
}

/** Under the shop feature's `shop` prefix, so its product changes refresh it too. */
export const myShopKey = ['shop', 'mine'] as const;

/** The Me tab and the shop's merchant gate share this query (and its cache); a guest has no shop to ask for. */
export function useMyShop() {
  return useQuery({ queryKey: myShopKey, queryFn: getMyShop, enabled: useSignedIn() });
}
