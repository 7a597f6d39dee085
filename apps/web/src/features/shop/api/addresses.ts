/**
 * The buyer's address book as checkout reads it (docs/api.md "Delivery addresses and after-sale"). The key is
 * the address book screen's, so an address added there shows here on return.
 */
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';

export function useCheckoutAddresses(enabled: boolean) {
  return useQuery({
    queryKey: ['addresses'],
    queryFn: () => request('/api/address/list', {}),
    enabled,
    refetchOnMount: 'always',
  });
}
