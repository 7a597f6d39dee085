/** docs/api.md /api/product/getlist: a shop's listed goods, or the merchant's own (`mine`) by status, page by page. */
import type { ListPage, Product, ProductStatus } from '@app/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { nextPage, shopKeys } from './keys';

export interface ProductFilter {
  shop_id?: number;
  mine?: boolean;
  status?: ProductStatus;
  keyword?: string;
}

export function getProducts(filter: ProductFilter, page: number): Promise<ListPage<Product>> {
  return request('/api/product/getlist', { ...filter, page });
}

export function useProducts(filter: ProductFilter, enabled = true) {
  return useInfiniteQuery({
    queryKey: [...shopKeys.products, filter],
    queryFn: ({ pageParam }) => getProducts(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled,
  });
}
