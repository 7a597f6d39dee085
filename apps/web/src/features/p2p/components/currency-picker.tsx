/**
 * The market's first question (docs/api.md "P2P in the members' own money" → "The market"): in which currency.
 * A button names the one chosen; tapping it lists the enabled currencies by their names in the reader's language
 * (Intl.DisplayNames) and the wallet market in USDT.
 */
import type { Locale } from '@app/contract';
import { INTL_LOCALES } from '@app/contract/rules/fiat-format';
import { Button, CheckList, Popup } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_MARKET } from './fiat-choice';

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
        onClick={() => setOpen(true)}
        data-testid="p2p-currency"
        data-value={value}
      >
        <span id="p2p-currency-value">
          <b>{value}</b> · {label(value)}
        </span>{' '}
        <DownOutline aria-hidden />
      </Button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName="p2p-sheet p2p-currency-sheet"
      >
        <div className="p2p-sheet-title">{t('p2p_fiat.choose_currency')}</div>
        <CheckList
          value={[value]}
          onChange={(picked) => {
            const code = picked[0];
            if (typeof code === 'string') onChange(code);
            setOpen(false);
          }}
        >
          {(wallet ? [...currencies, WALLET_MARKET] : currencies).map((code) => (
            <CheckList.Item key={code} value={code} data-testid={`p2p-currency-${code}`} description={label(code)}>
              {code}
            </CheckList.Item>
          ))}
        </CheckList>
      </Popup>
    </div>
  );
}
