/**
 * Amounts as people read them, the same on every screen of the member app and the console: the API's
 * decimal strings carry the coin's full scale (`80.0000000`, money.ts), which reads as noise. Shown, an
 * amount keeps at most its coin's display decimals, drops trailing zeros, and groups thousands the way the
 * reader's language does (Intl's symbols, Latin digits so they match what people type into amount fields).
 */
import type { Coin } from './common.ts';
import type { Locale } from './locales.ts';
import { COIN_TABLE } from './money.ts';

/**
 * Decimals shown for each coin outside confirmations: enough to tell P2P prices apart (a USDT price per PI
 * moves in 0.0001 steps), no more than the coin's scale.
 */
export const DISPLAY_DECIMALS: Record<Coin, number> = { PI: 4, USDT: 4, COIN: 4, DGB: 2, GO: 0 };

export interface FormatAmountOptions {
  /**
   * Every decimal the coin has (only trailing zeros dropped): for confirmations, where an amount shown
   * rounded would differ from what is charged or credited.
   */
  exact?: boolean;
  /** Append the coin code: `80 PI`. */
  unit?: boolean;
}

const DECIMAL = /^([-+]?)(\d+)(?:\.(\d+))?$/;

/**
 * How each language writes a number in Latin digits: its group separator, its decimal point, and whether it
 * groups the Indian way (12,34,567). These are Intl's own answers (format.test.ts checks every locale against
 * Intl.NumberFormat), written out because a page's first Intl.NumberFormat loads the browser's number data, a
 * 15-30 ms task on a phone-class CPU before the first amount can be drawn (bench/results/lighthouse-*.md).
 */
export const NUMBER_SYMBOLS: Record<Locale, { group: string; point: string; indian: boolean }> = {
  en: { group: ',', point: '.', indian: false },
  'zh-CHS': { group: ',', point: '.', indian: false },
  'zh-CHT': { group: ',', point: '.', indian: false },
  ko: { group: ',', point: '.', indian: false },
  ja: { group: ',', point: '.', indian: false },
  vi: { group: '.', point: ',', indian: false },
  hi: { group: ',', point: '.', indian: true },
  bn: { group: ',', point: '.', indian: true },
  ng: { group: ',', point: '.', indian: false },
};

/** `1234567` → `1,234,567` (or `12,34,567` the Indian way): the last three digits, then groups of three or two. */
function groupDigits(digits: string, locale: Locale): string {
  const { group, indian } = NUMBER_SYMBOLS[locale];
  const whole = digits.replace(/^0+(?=\d)/, '');
  if (whole.length <= 3) return whole;
  const head = whole.slice(0, -3);
  const size = indian ? 2 : 3;
  const groups: string[] = [];
  for (let end = head.length; end > 0; end -= size) groups.unshift(head.slice(Math.max(0, end - size), end));
  return `${groups.join(group)}${group}${whole.slice(-3)}`;
}

/**
 * `"80.0000000"` PI → `80`, `"2.080000"` USDT → `2.08`, `"12345.6789123"` PI in en → `12,345.6789`.
 * Extra decimals are cut, never rounded up, so a balance never reads more than it is. Text that is not a
 * decimal amount is returned as it is.
 */
export function formatAmount(amount: string | number, coin: Coin, locale: Locale, options: FormatAmountOptions = {}): string {
  const text = String(amount).trim();
  const match = DECIMAL.exec(text);
  if (!match) return text;
  const [, sign = '', whole = '0', rawFraction = ''] = match;
  // A coin outside the table (a plan priced in a coin the console added) keeps its decimals, zeros trimmed.
  const known = coin in COIN_TABLE;
  const decimals = !known ? rawFraction.length : options.exact ? COIN_TABLE[coin].scale : DISPLAY_DECIMALS[coin];
  const fraction = rawFraction.slice(0, decimals).replace(/0+$/, '');
  const zero = /^0*$/.test(whole) && fraction === '';
  const number = `${groupDigits(whole, locale)}${fraction ? NUMBER_SYMBOLS[locale].point + fraction : ''}`;
  const signed = zero || sign === '' ? number : `${sign}${number}`;
  return options.unit ? `${signed} ${coin}` : signed;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The one absolute date style (docs/product.md §9 "then a date", beyond the relative range): `2026-11-25`, with
 * `14:05` for records (orders, logs) and `14:05:09` where operators compare events, in the reader's
 * local time. Unix seconds in, as the API sends times.
 */
export function formatDate(unixSeconds: number, precision: 'day' | 'minute' | 'second' = 'day'): string {
  const at = new Date(unixSeconds * 1000);
  const day = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  if (precision === 'day') return day;
  const minute = `${day} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
  return precision === 'minute' ? minute : `${minute}:${pad(at.getSeconds())}`;
}
