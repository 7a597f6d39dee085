/**
 * Which market the trading tab opens on (docs/api.md "P2P in the members' own money" → "The market"): a currency
 * the operators enabled, or USDT for the wallet market of before. The member's last choice is remembered on this
 * device; before any, the language's own currency (contract fiat-format.ts DEFAULT_FIAT_BY_LOCALE).
 */
import { DEFAULT_FIAT_BY_LOCALE } from '@app/contract/rules/fiat-format';
import type { Locale } from '@app/contract/locales';
import type { P2pCurrency } from '@app/contract';
import { P2P_PRICE_COIN } from '@app/contract';

/** The wallet market: ads settled in USDT inside the app, as before currencies. */
export const WALLET_MARKET = P2P_PRICE_COIN;
export const FIAT_STORAGE_KEY = 'p2p_fiat';

export function rememberedFiat(): string | null {
  try {
    return localStorage.getItem(FIAT_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function rememberFiat(code: string): void {
  try {
    localStorage.setItem(FIAT_STORAGE_KEY, code);
  } catch {
    // a private window without storage: the choice lasts for this visit
  }
}

/**
 * The market to open: the link's (`?fiat=`), else the remembered one, else the language's currency — each only
 * while enabled (the wallet market always is); else the first enabled currency, else the wallet market.
 */
export function initialMarket(options: {
  linked: string | null;
  remembered: string | null;
  locale: Locale;
  enabled: readonly string[];
}): string {
  const usable = (code: string | null) =>
    code !== null && (code === WALLET_MARKET || options.enabled.includes(code.toUpperCase()));
  for (const code of [options.linked, options.remembered, DEFAULT_FIAT_BY_LOCALE[options.locale] ?? null])
    if (usable(code)) return code!.toUpperCase();
  return options.enabled[0] ?? WALLET_MARKET;
}

export interface Market {
  /** null: the wallet market in USDT */
  fiat: string | null;
  decimals: number;
}

/** The market of `code` among the enabled currencies: a currency with its decimals, or the wallet market. */
export function marketOf(enabled: readonly P2pCurrency[], code: string): Market {
  const currency = enabled.find((each) => each.code === code);
  return { fiat: currency ? currency.code : null, decimals: currency?.decimals ?? 0 };
}

/** The market the trading tab opens on among the enabled currencies (`initialMarket`), with its decimals. */
export function openingMarket(
  enabled: readonly P2pCurrency[],
  where: { linked: string | null; remembered: string | null; locale: Locale },
): Market {
  return marketOf(enabled, initialMarket({ ...where, enabled: enabled.map((currency) => currency.code) }));
}
