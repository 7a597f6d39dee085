/**
 * The market's first question (docs/api.md "P2P in the members' own money" → "The market"): in which currency.
 * A button names the one chosen; tapping it lists the enabled currencies by their names in the reader's language
 * (Intl.DisplayNames) and the wallet market in USDT.
 */
import type { Locale } from '@app/contract';
import { INTL_LOCALES } from '@app/contract/rules/fiat-format';
import { Button } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_MARKET } from './fiat-choice';

/**
 * The list of currencies (antd-mobile's Popup, with its animation and gesture libraries) loads on the first tap, not
 * with the market: it was about 26 KB gzipped of the trading screen's first load (bench/results/lighthouse-2026-12-06-b.md).
 */
const CurrencySheet = lazy(() => import('./currency-sheet').then((m) => ({ default: m.CurrencySheet })));

/** "NGN" → "Nigerian Naira" in English, "Naira Nigeria" in Vietnamese; the code itself where Intl has no name. */
export function currencyName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([INTL_LOCALES[locale] ?? 'en'], { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}

interface Props {
  value: string;
  currencies: readonly string[];
  onChange: (code: string) => void;
  /** offer the wallet market in USDT too (the market does; an offer alert is in a currency only) */
  wallet?: boolean;
}

export function CurrencyPicker({ value, currencies, onChange, wallet = true }: Props) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const [open, setOpen] = useState(false);
  // stays mounted once opened, so the sheet can animate closed
  const [opened, setOpened] = useState(false);
  const label = (code: string) => (code === WALLET_MARKET ? t('p2p_fiat.wallet_market') : currencyName(code, locale));
  return (
    <div className="p2p-currency">
      <span className="p2p-muted" id="p2p-currency-label">
        {t('p2p_fiat.currency')}
      </span>
      <Button
        size="small"
        fill="outline"
        aria-labelledby="p2p-currency-label p2p-currency-value"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        data-testid="p2p-currency"
        data-value={value}
      >
        {/* The code alone, as the market bars of P2P apps show it: the first Intl.DisplayNames of a visit loads its
            currency names, ~30 ms of a phone's main thread inside the market's first render (bench/results/
            lighthouse-2026-12-07.md). The list names each currency. */}
        <span id="p2p-currency-value">
          <b>{value}</b>
          {value === WALLET_MARKET && ` · ${label(value)}`}
        </span>{' '}
        <DownOutline aria-hidden />
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <CurrencySheet
            open={open}
            value={value}
            codes={wallet ? [...currencies, WALLET_MARKET] : currencies}
            label={label}
            onPick={(code) => {
              onChange(code);
              setOpen(false);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
