/**
 * docs/api.md /api/product/addproduct and /api/product/editproduct: a new product goes to review; editing a
 * listed one sends it back to review. Every goods list refreshes after either.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { shopKeys } from './keys';
import type { AddProductBody, Product } from '@app/contract';

export function saveProduct(id: number | undefined, input: AddProductBody): Promise<Product> {
  return id
    ? request('/api/product/editproduct', { id, ...input }, { loading: true })
    : request('/api/product/addproduct', input, { loading: true });
}

export function useSaveProduct(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddProductBody) => saveProduct(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });
}
