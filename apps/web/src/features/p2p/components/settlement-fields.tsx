/**
 * How a sell ad is paid (docs/api.md "P2P with payment methods"): USDT in the wallet, settled by the system, or
 * outside the app to 1–5 of my payment methods within a payment window; and, for any ad, the completed orders
 * a taker needs. Without a payment method yet, the way to add one is shown instead of the list.
 */
import {
  P2P_AD_PAY_METHODS_MAX,
  P2P_MIN_ORDERS_MAX,
  P2P_PAY_WINDOW,
  submitAdBody,
  type P2pAdType,
  type P2pSettlement,
} from '@app/contract';
import { Button, Checkbox, Form, Selector, Stepper } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import type { Translate } from '@/lib/relative-time';
import { zodMessage } from '@/lib/zod-rule';
import { usePayMethods } from '../api/pay-methods';
import { PAY_TYPE_LABEL } from './pay-method-details';

export interface SettlementDraft {
  settlement: P2pSettlement;
  pay_methods: number[];
  pay_window: number;
  min_orders: number;
}

export const DEFAULT_SETTLEMENT: SettlementDraft = {
  settlement: 'wallet',
  pay_methods: [],
  pay_window: P2P_PAY_WINDOW.default,
  min_orders: 0,
};

/** What is wrong with the methods of an offchain ad, in the contract's words (it names 1 to 5), or null. */
export function checkSettlement(draft: SettlementDraft, t: Translate): string | null {
  if (draft.settlement !== 'offchain') return null;
  return zodMessage(submitAdBody.shape.pay_methods.unwrap(), draft.pay_methods, 'ad_methods', t);
}

function MethodChoice({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const methods = usePayMethods().data;
  if (!methods) return null;
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
            {t(PAY_TYPE_LABEL[method.type])} · {method.bank ? `${method.bank} · ` : ''}
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
  problem: string | null;
  onChange: (next: SettlementDraft) => void;
}

export function SettlementFields({ type, draft, problem, onChange }: Props) {
  const { t } = useTranslation();
  // Only the seller of PI can be paid outside the app: a buy ad always pays USDT from the wallet.
  const offchain = type === 'sell' && draft.settlement === 'offchain';
  return (
    <Form layout="vertical" className="p2p-form">
      {type === 'sell' && (
        <Form.Item label={t('p2p.settlement')} description={t(offchain ? 'p2p.settle_offchain_help' : 'p2p.settle_wallet_help')}>
          <Selector
            data-testid="p2p-ad-settlement"
            columns={2}
            options={[
              { label: t('p2p.settle_wallet'), value: 'wallet' },
              { label: t('p2p.settle_offchain'), value: 'offchain' },
            ]}
            value={[draft.settlement]}
            onChange={(picked) => picked[0] && onChange({ ...draft, settlement: picked[0] as P2pSettlement })}
          />
        </Form.Item>
      )}
      {offchain && (
        <>
          <Form.Item
            label={t('p2p.ad_methods', { max: P2P_AD_PAY_METHODS_MAX })}
            description={
              problem && (
                <span className="p2p-error" data-testid="p2p-ad-methods-error">
                  {problem}
                </span>
              )
            }
          >
            <MethodChoice value={draft.pay_methods} onChange={(pay_methods) => onChange({ ...draft, pay_methods })} />
          </Form.Item>
          <Form.Item label={t('p2p.pay_window_minutes')} childElementPosition="right" layout="horizontal">
            <Stepper
              data-testid="p2p-ad-pay-window"
              aria-label={t('p2p.pay_window_minutes')}
              min={P2P_PAY_WINDOW.min}
              max={P2P_PAY_WINDOW.max}
              step={5}
              value={draft.pay_window}
              onChange={(pay_window) => onChange({ ...draft, pay_window })}
            />
          </Form.Item>
        </>
      )}
      <Form.Item
        label={t('p2p.min_orders')}
        description={t('p2p.min_orders_help')}
        childElementPosition="right"
        layout="horizontal"
      >
        <Stepper
          data-testid="p2p-ad-min-orders"
          aria-label={t('p2p.min_orders')}
          min={0}
          max={P2P_MIN_ORDERS_MAX}
          digits={0}
          value={draft.min_orders}
          onChange={(min_orders) => onChange({ ...draft, min_orders })}
        />
      </Form.Item>
    </Form>
  );
}
