/** docs/api.md /api/product/editproduct `{ id, status }`: the merchant lists or unlists a reviewed product. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { shopKeys } from './keys';
import type { Product } from '@app/contract';

export function setProductStatus(id: number, status: 'listed' | 'unlisted'): Promise<Product> {
  return request('/api/product/editproduct', { id, status }, { loading: true });
}

export function useSetProductStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'listed' | 'unlisted' }) => setProductStatus(id, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });
}
