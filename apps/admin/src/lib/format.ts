/** Display helpers shared by the console's tables. */
import { formatAmount, formatDate, formatFiat, type Coin, type Locale } from '@app/contract';
import { i18n } from './i18n.ts';

/** Unix seconds (docs/api.md "Conventions") as local date and time. */
export function formatTime(seconds: number): string {
  return formatDate(seconds, 'second');
}

/**
 * An amount the way the member app shows it (contract format.ts): trailing zeros gone and thousands
 * grouped in the console's language, but every decimal kept — operators decide on exact figures.
 */
export function formatMoney(amount: string | null | undefined, coin: Coin): string {
  if (amount === null || amount === undefined) return '—';
  return formatAmount(amount, coin, i18n.language as Locale, { exact: true });
}

/** An amount in a member's own currency (an off-chain P2P order's total), with its symbol, as the member app writes it. */
export function formatFiatMoney(amount: string | null | undefined, fiat: string | null | undefined): string {
  if (amount === null || amount === undefined) return '—';
  return fiat ? formatFiat(amount, fiat, i18n.language as Locale) : amount;
}
