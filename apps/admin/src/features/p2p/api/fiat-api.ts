/**
 * The console's P2P currencies (docs/api.md "P2P in the members' own money", console paths): every currency,
 * enabled or not, and saving one (audited `p2p_currency`).
 */
import type { AdminSaveCurrencyBody, AdminSaveProviderBody } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import i18n from 'i18next';
import { api } from '@/lib/api.ts';
import { useConsoleChange } from '@/lib/use-change.ts';

const currenciesKey = ['admin', 'p2p', 'currencies'] as const;

export function useCurrencies() {
  return useQuery({ queryKey: currenciesKey, queryFn: () => api('p2p/currencies', {}) });
}

export function useSaveCurrency() {
  return useConsoleChange(
    (body: AdminSaveCurrencyBody) => api('p2p/currency', body),
    (c) => i18n.t('fiat.saved', { code: c.code }),
    [currenciesKey],
  );
}

const providersKey = ['admin', 'p2p', 'providers'] as const;

/** One currency's payment providers, enabled or not (audited `p2p_provider` when saved). */
export function useProviders(fiat: string) {
  return useQuery({ queryKey: [...providersKey, fiat], queryFn: () => api('p2p/providers', { fiat }) });
}

export function useSaveProvider() {
  return useConsoleChange(
    (body: AdminSaveProviderBody) => api('p2p/provider', body),
    (p) => i18n.t('fiat.provider_saved', { name: p.name }),
    [providersKey],
  );
}
