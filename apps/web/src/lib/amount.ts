/**
 * Amounts in the interface language, through the one formatter every screen and the console share
 * (contract format.ts): coin display decimals, no trailing zeros, the language's grouping.
 */
import { formatAmount, type Coin, type FormatAmountOptions, type Locale } from '@app/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type AmountFormatter = (amount: string | number | null | undefined, coin: Coin, options?: FormatAmountOptions) => string;

/** A balance change with its direction: `+5`, `-5`; zero has none. */
export function signed(formatted: string): string {
  return formatted.startsWith('-') || formatted.startsWith('+') || /^0$/.test(formatted) ? formatted : `+${formatted}`;
}

/** `20.0000000` → `20`: an amount to put into a field, without grouping so it reads back as typed. */
export function plainAmount(amount: string): string {
  return amount.includes('.') ? amount.replace(/\.?0+$/, '') : amount;
}

/** `fmt('80.0000000', 'PI', { unit: true })` → `80 PI`; a missing amount reads as a dash. */
export function useAmount(): AmountFormatter {
  const { i18n } = useTranslation();
  const locale = i18n.language as Locale;
  return useCallback(
    (amount, coin, options) => (amount === null || amount === undefined ? '—' : formatAmount(amount, coin, locale, options)),
    [locale],
  );
}
