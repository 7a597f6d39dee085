/**
 * How an ad is paid (docs/api.md "P2P with payment methods", "P2P in the members' own money"): USDT in the wallet,
 * settled by the system, or outside the app in a currency (fiat-ad-fields.tsx) — a sell ad to 1–5 of my payment
 * methods of that currency, a buy ad with 1–5 of its providers — within a payment window; and, for any ad, the completed orders
 * a taker needs. Without a payment method yet, the way to add one is shown instead of the list.
 */
import { P2P_AD_PAY_METHODS_MAX, P2P_PAY_WINDOW, submitAdBody, type P2pAdType, type P2pSettlement } from '@app/contract';
import { Button, Checkbox, Form, Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { FieldInput } from '@/components/field-input';
import { paths } from '@/config/paths';
import type { Translate } from '@/lib/relative-time';
import { zodMessage } from '@/lib/zod-rule';
import { useOffchainP2pOpen } from '@/lib/p2p-offchain';
import { usePayMethods } from '../api/pay-methods';
import { checkFiatAd, FiatAdFields, type FiatAdDraft, type FiatAdProblems } from './fiat-ad-fields';
import { PAY_TYPE_LABEL } from './pay-type-label';

export interface SettlementDraft extends FiatAdDraft {
  settlement: P2pSettlement;
  pay_methods: number[];
  pay_window: number;
  /** as typed; empty is 0 */
  min_orders: string;
}

export const DEFAULT_SETTLEMENT: SettlementDraft = {
  settlement: 'wallet',
  pay_methods: [],
  pay_window: P2P_PAY_WINDOW.default,
  min_orders: '',
  fiat: 'USD',
  price_type: 'fixed',
  margin: '',
  providers: [],
};

/** Payment windows offered, in minutes, within the contract's 10–120 (15 is its default). */
const PAY_WINDOWS = [10, 15, 30, 60, 120] as const;

export const minOrdersOf = (draft: SettlementDraft) => (draft.min_orders.trim() === '' ? 0 : Number(draft.min_orders));

export interface SettlementProblems extends FiatAdProblems {
  methods?: string;
  min_orders?: string;
}

/**
 * What is wrong, in the contract's words: an offchain ad names 1 to 5 methods; the completed orders asked are
 * a whole number 0–10000. `offchain` says whether the ad is paid outside the app (a sell ad only).
 */
export function checkSettlement(draft: SettlementDraft, type: P2pAdType, t: Translate): SettlementProblems {
  const offchain = draft.settlement === 'offchain';
  const problems: SettlementProblems = offchain ? checkFiatAd(draft, type, t) : {};
  const methods =
    offchain && type === 'sell' && zodMessage(submitAdBody.shape.pay_methods.unwrap(), draft.pay_methods, 'ad_methods', t);
  if (methods) problems.methods = methods;
  const typed = draft.min_orders.trim();
  const minOrders =
    typed !== '' &&
    (/^\d+$/.test(typed)
      ? zodMessage(submitAdBody.shape.min_orders.unwrap(), Number(typed), 'min_orders', t)
      : t('validation.invalid', { field: t('field.min_orders') }));
  if (minOrders) problems.min_orders = minOrders;
  return problems;
}

/** My methods of the ad's currency, and those saved before providers (usable with any currency). */
function MethodChoice({ fiat, value, onChange }: { fiat: string; value: number[]; onChange: (ids: number[]) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const all = usePayMethods().data;
  if (!all) return null;
  const methods = all.filter((method) => !method.provider || method.provider.fiat === fiat);
  if (methods.length === 0)
    return (
      <Button
        size="small"
        color="primary"
        fill="outline"
        onClick={() => navigate(paths.payMethods)}
        data-testid="p2p-ad-add-method"
      >
        {t('p2p.pm_add')}
      </Button>
    );
  return (
    <Checkbox.Group value={value} onChange={(ids) => onChange(ids as number[])}>
      <div className="p2p-ad-methods">
        {methods.map((method) => (
          <Checkbox key={method.id} value={method.id} data-testid={`p2p-ad-method-${method.id}`}>
            {method.provider ? method.provider.name : t(PAY_TYPE_LABEL[method.type])} · {method.bank ? `${method.bank} · ` : ''}
            {method.account}
          </Checkbox>
        ))}
      </div>
    </Checkbox.Group>
  );
}

interface Props {
  type: P2pAdType;
  draft: SettlementDraft;
  problems: SettlementProblems;
  onChange: (next: SettlementDraft) => void;
}

const problemLine = (text: string | undefined, testId: string) =>
  text && (
    <span className="p2p-error" data-testid={testId}>
      {text}
    </span>
  );

export function SettlementFields({ type, draft, problems, onChange }: Props) {
  const { t } = useTranslation();
  // Either side may trade in a currency outside the app (docs/api.md "P2P in the members' own money").
  const offchainOpen = useOffchainP2pOpen();
  const offchain = offchainOpen && draft.settlement === 'offchain';
  const help = !offchain
    ? 'p2p.settle_wallet_help'
    : type === 'sell'
      ? 'p2p.settle_offchain_help'
      : 'p2p_fiat.settle_offchain_buy_help';
  return (
    <Form layout="vertical" className="p2p-form">
      <Form.Item label={t('p2p.settlement')} description={t(help)}>
        <Selector
          data-testid="p2p-ad-settlement"
          columns={2}
          options={[
            { label: t('p2p.settle_wallet'), value: 'wallet' },
            // Not offered while the off-chain market is off (docs/api.md "P2P in Pi mode").
            ...(offchainOpen ? [{ label: t('p2p.settle_offchain'), value: 'offchain' }] : []),
          ]}
          value={[draft.settlement]}
          onChange={(picked) => picked[0] && onChange({ ...draft, settlement: picked[0] as P2pSettlement })}
        />
      </Form.Item>
      {offchain && (
        <>
          <FiatAdFields type={type} draft={draft} problems={problems} onChange={(fiat) => onChange({ ...draft, ...fiat })} />
          {type === 'sell' && (
            <Form.Item
              label={t('p2p.ad_methods', { max: P2P_AD_PAY_METHODS_MAX })}
              description={problemLine(problems.methods, 'p2p-ad-methods-error')}
            >
              <MethodChoice
                fiat={draft.fiat}
                value={draft.pay_methods}
                onChange={(pay_methods) => onChange({ ...draft, pay_methods })}
              />
            </Form.Item>
          )}
          <Form.Item label={t('p2p.pay_window_minutes')}>
            <Selector
              data-testid="p2p-ad-pay-window"
              columns={PAY_WINDOWS.length}
              options={PAY_WINDOWS.map((minutes) => ({ label: t('p2p.minutes', { minutes }), value: minutes }))}
              value={[draft.pay_window]}
              onChange={(picked) => picked[0] && onChange({ ...draft, pay_window: picked[0] })}
            />
          </Form.Item>
        </>
      )}
      <Form.Item
        label={t('field.min_orders')}
        description={problemLine(problems.min_orders, 'p2p-ad-min-orders-error') || t('p2p.min_orders_help')}
      >
        <FieldInput
          testId="p2p-ad-min-orders"
          inputMode="numeric"
          aria-label={t('field.min_orders')}
          placeholder="0"
          maxLength={5}
          value={draft.min_orders}
          onChange={(min_orders) => onChange({ ...draft, min_orders })}
        />
      </Form.Item>
    </Form>
  );
}
