/** docs/api.md /api/product/detail: one product with its shop. */
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { shopKeys } from './keys';
import type { ProductDetail } from '@app/contract';

export function getProduct(id: number): Promise<ProductDetail> {
  return request('/api/product/detail', { id });
}

export function useProduct(id: number) {
  return useQuery({ queryKey: shopKeys.product(id), queryFn: () => getProduct(id), enabled: id > 0 });
}
