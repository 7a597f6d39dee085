/** docs/api.md "Delivery addresses and after-sale": the member's address book (at most 20, one default). */
import type { Address, AddressSaveBody } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/request';

/** The shop's checkout reads the same list under this key, so a saved address shows there at once. */
export const addressKeys = { list: ['addresses'] as const };

export function useAddresses() {
  return useQuery({ queryKey: addressKeys.list, queryFn: () => request('/api/address/list', {}) });
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressSaveBody): Promise<Address> => request('/api/address/save', body, { loading: true }),
    // The server moves the default when one is saved as default: the whole list is read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.list }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request('/api/address/del', { id }, { loading: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.list }),
  });
}
