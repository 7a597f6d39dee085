/**
 * Amounts in a fiat currency for the reader (docs/api.md "P2P in the members' own money" → "Currencies"): the
 * server sends them at the currency's decimals ("1450.50", "15000"); they are shown with Intl.NumberFormat's
 * currency style in the reader's locale — symbol, grouping and exactly those decimals.
 */
import type { Locale } from '../locales.ts';

/** The app's locale codes as BCP 47 tags for Intl (Nigerian Pidgin formats as English in Nigeria). */
export const INTL_LOCALES: Record<Locale, string> = {
  en: 'en',
  'zh-CHS': 'zh-Hans-CN',
  'zh-CHT': 'zh-Hant-TW',
  ko: 'ko-KR',
  ja: 'ja-JP',
  vi: 'vi-VN',
  hi: 'hi-IN',
  bn: 'bn-BD',
  ng: 'en-NG',
};

/** The first currency shown to a member of each language (remembered once they choose another). */
export const DEFAULT_FIAT_BY_LOCALE: Record<Locale, string> = {
  en: 'USD',
  'zh-CHS': 'CNY',
  'zh-CHT': 'TWD',
  ko: 'KRW',
  ja: 'JPY',
  vi: 'VND',
  hi: 'INR',
  bn: 'BDT',
  ng: 'NGN',
};

/**
 * "1450.50" NGN in `en` → "₦1,450.50"; the decimals are the amount's own (the currency's, from the server). The
 * locale's own symbol where it has one ("$", "HK$", "CN¥", "₫"); where it has none and would print the code
 * ("NGN 1,450.50" in English), the currency's narrow symbol, so a naira price reads in naira in every language.
 */
export function formatFiat(amount: string, fiat: string, locale: Locale): string {
  const decimals = amount.includes('.') ? amount.length - amount.indexOf('.') - 1 : 0;
  const format = (currencyDisplay: 'symbol' | 'narrowSymbol') =>
    new Intl.NumberFormat(INTL_LOCALES[locale] ?? 'en', {
      style: 'currency',
      currency: fiat,
      currencyDisplay,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
  try {
    const symbol = format('symbol');
    const printsCode = symbol.formatToParts(0).some((part) => part.type === 'currency' && part.value === fiat);
    return (printsCode ? format('narrowSymbol') : symbol).format(Number(amount));
  } catch {
    return `${amount} ${fiat}`;
  }
}
