/**
 * Adding an offer alert (docs/api.md "P2P in the members' own money" → "Alerts"): the side (buying PI watches
 * sell ads, selling PI watches buy ads), the currency, any of its providers (none: any) and the price limit —
 * at most it when buying, at least it when selling. A price that is not one of the currency's amounts is said so
 * and not sent; the server's refusal (such as the eleventh alert) shows as its message.
 */
import type { P2pAdType, P2pCurrency } from '@app/contract';
import { Button, Selector } from 'antd-mobile';
import { SegmentedSwitch } from '@/components/segmented-switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '@/components/field-input';
import { useProviders } from '../api/fiat';
import { useAddAlert } from '../api/alerts';
import { CurrencyPicker } from './currency-picker';
import { fiatAmountOk } from './fiat-filters';

export function AlertForm({ currencies, initialFiat }: { currencies: P2pCurrency[]; initialFiat: string }) {
  const { t } = useTranslation();
  const [type, setType] = useState<P2pAdType>('sell');
  const [fiat, setFiat] = useState(initialFiat);
  const [providers, setProviders] = useState<number[]>([]);
  const [price, setPrice] = useState('');
  const [checked, setChecked] = useState(false);
  const offered = useProviders(fiat);
  const add = useAddAlert();
  const decimals = currencies.find((c) => c.code === fiat)?.decimals ?? 0;
  const priceOk = fiatAmountOk(price, decimals);
  const priceLabel = type === 'sell' ? t('p2p_more.alert_price_at_most', { fiat }) : t('p2p_more.alert_price_at_least', { fiat });
  const chooseFiat = (code: string) => {
    // one currency's providers mean nothing in another
    setProviders([]);
    setFiat(code);
  };
  const send = () => {
    setChecked(true);
    if (!priceOk) return;
    add.mutate(
      { type, fiat, price: price.trim(), ...(providers.length ? { providers } : {}) },
      {
        onSuccess: () => {
          setPrice('');
          setProviders([]);
          setChecked(false);
        },
      },
    );
  };
  return (
    <div className="p2p-card p2p-alert-form" data-testid="p2p-alert-form">
      <div className="p2p-sheet-title">{t('p2p_more.alert_new')}</div>
      <SegmentedSwitch
        aria-label={t('p2p_more.alert_side')}
        value={type}
        onChange={setType}
        options={[
          { value: 'sell', label: <span data-testid="p2p-alert-side-sell">{t('p2p.buy_pi')}</span> },
          { value: 'buy', label: <span data-testid="p2p-alert-side-buy">{t('p2p.sell_pi')}</span> },
        ]}
      />
      <CurrencyPicker value={fiat} currencies={currencies.map((c) => c.code)} onChange={chooseFiat} wallet={false} />
      <div className="p2p-muted">{t('p2p_more.alert_providers')}</div>
      <Selector
        multiple
        data-testid="p2p-alert-providers"
        aria-label={t('p2p_fiat.providers')}
        options={(offered.data ?? []).map((provider) => ({ label: provider.name, value: provider.id }))}
        value={providers}
        onChange={setProviders}
      />
      <FieldInput
        testId="p2p-alert-price"
        inputMode="decimal"
        aria-label={priceLabel}
        placeholder={priceLabel}
        value={price}
        onChange={setPrice}
      />
      {checked && !priceOk && (
        <div className="p2p-error" role="alert" data-testid="p2p-alert-price-error">
          {t('p2p_fiat.amount_invalid', { fiat, decimals })}
        </div>
      )}
      <Button block color="primary" loading={add.isPending} onClick={send} data-testid="p2p-alert-submit">
        {t('p2p_more.alert_create')}
      </Button>
    </div>
  );
}
