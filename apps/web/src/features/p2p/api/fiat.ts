/**
 * docs/api.md "P2P in the members' own money": the currencies operators enabled and each one's named payment
 * providers. Both change rarely (a console edit), so they are kept for a few minutes.
 */
import type { P2pCurrency, P2pProvider } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/request';
import { p2pKeys } from './keys';

const FEW_MINUTES = 5 * 60_000;

export function useCurrencies() {
  return useQuery({
    queryKey: p2pKeys.currencies,
    queryFn: (): Promise<P2pCurrency[]> => request('/api/ctoc/currencies', {}),
    staleTime: FEW_MINUTES,
  });
}

/** The providers of one currency; none asked while no currency is chosen. */
export function useProviders(fiat: string | undefined) {
  return useQuery({
    queryKey: p2pKeys.providers(fiat ?? ''),
    queryFn: (): Promise<P2pProvider[]> => request('/api/ctoc/providers', { fiat: fiat! }),
    enabled: Boolean(fiat),
    staleTime: FEW_MINUTES,
  });
}
