/**
 * The console's P2P currencies (docs/api.md "P2P in the members' own money", console paths): every currency,
 * enabled or not, and saving one (audited `p2p_currency`).
 */
import type { AdminSaveCurrencyBody } from '@app/contract';
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
