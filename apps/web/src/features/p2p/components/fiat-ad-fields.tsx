/**
 * What an offchain ad is priced in and how (docs/api.md "P2P in the members' own money" → "Ads"): one of the
 * enabled currencies; a fixed price or a floating one — a margin in percent over the currency's reference price,
 * shown with the price it makes now (contract rules/fiat-price.ts); and for a buy ad the providers the member
 * can pay with (1–5 of the currency's). A sell ad's own payment methods are chosen below (settlement-fields.tsx).
 */
import { P2P_AD_PAY_METHODS_MAX, type P2pPriceType } from '@app/contract';
import { floatingPrice, marginHundredths } from '@app/contract/rules/fiat-price';
import { Form, Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '@/components/field-input';
import { useCurrencies, useProviders } from '../api/fiat';
import { useMoney } from './fiat-money';

export interface FiatAdDraft {
  fiat: string;
  price_type: P2pPriceType;
  /** as typed, percent */
  margin: string;
  providers: number[];
}

export interface FiatAdProblems {
  margin?: string;
  providers?: string;
}

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** The margin within ± 50 % with up to two decimals (contract p2p.ts); a buy ad names 1–5 providers. */
export function checkFiatAd(draft: FiatAdDraft, type: 'buy' | 'sell', t: Translate): FiatAdProblems {
  const problems: FiatAdProblems = {};
  const bp = marginHundredths(draft.margin);
  if (draft.price_type === 'floating' && (bp === null || Math.abs(bp) > 5000)) problems.margin = t('p2p_fiat.margin_invalid');
  if (type === 'buy' && (draft.providers.length === 0 || draft.providers.length > P2P_AD_PAY_METHODS_MAX))
    problems.providers = t('p2p_fiat.providers_required', { max: P2P_AD_PAY_METHODS_MAX });
  return problems;
}

/** The currency's operator reference now ("0": none) and the floating price it makes, for the form and summary. */
export function useFloatingNow(draft: FiatAdDraft): { reference: string | null; price: string | null; decimals: number } {
  const currency = useCurrencies().data?.find((c) => c.code === draft.fiat);
  const reference = currency && Number(currency.reference_price) > 0 ? currency.reference_price : null;
  const decimals = currency?.decimals ?? 2;
  const price = reference && draft.price_type === 'floating' ? floatingPrice(reference, draft.margin, decimals) : null;
  return { reference, price, decimals };
}

const line = (text: string | undefined, testId: string) =>
  text && (
    <span className="p2p-error" data-testid={testId}>
      {text}
    </span>
  );

interface Props {
  type: 'buy' | 'sell';
  draft: FiatAdDraft;
  problems: FiatAdProblems;
  onChange: (next: FiatAdDraft) => void;
}

export function FiatAdFields({ type, draft, problems, onChange }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const currencies = useCurrencies().data ?? [];
  const providers = useProviders(draft.fiat).data ?? [];
  const now = useFloatingNow(draft);
  const floatingHelp = now.reference
    ? t('p2p_fiat.floating_now', {
        price: now.price ? money(now.price, draft.fiat) : '—',
        reference: money(now.reference, draft.fiat),
      })
    : t('p2p_fiat.no_reference');
  return (
    <>
      <Form.Item label={t('p2p_fiat.currency')}>
        <Selector
          data-testid="p2p-ad-fiat"
          columns={5}
          options={currencies.map((c) => ({ label: c.code, value: c.code }))}
          value={[draft.fiat]}
          onChange={(picked) => picked[0] && onChange({ ...draft, fiat: picked[0], providers: [] })}
        />
      </Form.Item>
      <Form.Item label={t('p2p_fiat.price_type')}>
        <Selector
          data-testid="p2p-ad-price-type"
          columns={2}
          options={[
            { label: t('p2p_fiat.price_fixed'), value: 'fixed' as const },
            { label: t('p2p_fiat.price_floating'), value: 'floating' as const },
          ]}
          value={[draft.price_type]}
          onChange={(picked) => picked[0] && onChange({ ...draft, price_type: picked[0] })}
        />
      </Form.Item>
      {draft.price_type === 'floating' && (
        <Form.Item
          label={t('p2p_fiat.margin')}
          description={
            line(problems.margin, 'p2p-ad-margin-error') || <span data-testid="p2p-ad-floating-now">{floatingHelp}</span>
          }
        >
          <FieldInput
            testId="p2p-ad-margin"
            inputMode="decimal"
            aria-label={t('p2p_fiat.margin')}
            placeholder="0"
            value={draft.margin}
            onChange={(margin) => onChange({ ...draft, margin })}
          />
        </Form.Item>
      )}
      {type === 'buy' && (
        <Form.Item
          label={t('p2p_fiat.i_pay_with', { max: P2P_AD_PAY_METHODS_MAX })}
          description={line(problems.providers, 'p2p-ad-providers-error')}
        >
          <Selector
            multiple
            data-testid="p2p-ad-providers"
            columns={3}
            options={providers.map((p) => ({ label: p.name, value: p.id }))}
            value={draft.providers}
            onChange={(ids) => onChange({ ...draft, providers: ids })}
          />
        </Form.Item>
      )}
    </>
  );
}
