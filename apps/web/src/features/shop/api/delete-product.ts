/** docs/api.md /api/product/delproduct. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { shopKeys } from './keys';

export function deleteProduct(id: number): Promise<object> {
  return request('/api/product/delproduct', { id }, { loading: true });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });
}
