/**
 * An ad's or order's money for the reader: an offchain one in its currency with the currency's symbol for the
 * reader's locale (contract fiat-format.ts: "₦2,900.00", never "₦2,900.00 NGN"), a wallet one in USDT as before.
 */
import type { Locale } from '@app/contract';
import { formatFiat } from '@app/contract/rules/fiat-format';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAmount } from '@/lib/amount';

/** `money('2900.00', 'NGN')` → "₦2,900.00"; `money('4.000000', null)` → "4 USDT"; a missing amount → "—". */
export type MoneyFormatter = (amount: string | null | undefined, fiat: string | null) => string;

export function useMoney(): MoneyFormatter {
  const { i18n } = useTranslation();
  const fmt = useAmount();
  const locale = i18n.language as Locale;
  return useCallback(
    (amount, fiat) => {
      if (amount === null || amount === undefined) return '—';
      return fiat ? formatFiat(amount, fiat, locale) : fmt(amount, 'USDT', { exact: true, unit: true });
    },
    [fmt, locale],
  );
}
