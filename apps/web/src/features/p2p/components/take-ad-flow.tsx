/**
 * Taking an ad (docs/api.md /api/ctoc/buy and /sale): the amount first (take-amount-sheet.tsx), then the
 * figures once more with the payment password. Selling to an offchain buy ad also names which of my payment
 * methods of the ad's providers the buyer pays to (docs/api.md "P2P in the members' own money" → "Taking").
 * The new order opens on success.
 */
import type { P2pAd } from '@app/contract';
import { Checkbox } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { paths } from '@/config/paths';
import { useAmount } from '@/lib/amount';
import { usePayMethods } from '../api/pay-methods';
import { useTakeAd } from '../api/take-ad';
import { useMoney } from './fiat-money';
import { PaySheet } from './pay-sheet';
import { newRequestKey } from '@/lib/request-key';
import { TakeAmountSheet, takeTotal } from './take-amount-sheet';

/** My methods of the buy ad's providers; none yet: said so, with the providers asked for. */
function MethodPick({ ad, value, onChange }: { ad: P2pAd; value: number[]; onChange: (ids: number[]) => void }) {
  const { t } = useTranslation();
  const methods = usePayMethods().data;
  if (!methods) return null;
  const providerIds = ad.providers.map((p) => p.id);
  const fitting = methods.filter((m) => m.provider && providerIds.includes(m.provider.id));
  if (fitting.length === 0)
    return (
      <div className="p2p-error" data-testid="p2p-take-no-method">
        {t('p2p_fiat.no_fitting_method', { providers: ad.providers.map((p) => p.name).join(', ') })}
      </div>
    );
  return (
    <div className="p2p-take-methods">
      <div className="p2p-muted">{t('p2p_fiat.pay_me_with')}</div>
      <Checkbox.Group value={value} onChange={(ids) => onChange(ids as number[])}>
        {fitting.map((m) => (
          <Checkbox key={m.id} value={m.id} data-testid={`p2p-take-method-${m.id}`}>
            {m.provider?.name} · {m.account}
          </Checkbox>
        ))}
      </Checkbox.Group>
    </div>
  );
}

export function TakeAdFlow({ ad, onClose }: { ad: P2pAd; onClose: () => void }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  const money = useMoney();
  const navigate = useNavigate();
  const take = useTakeAd(ad.type);
  const [amount, setAmount] = useState('');
  const [methods, setMethods] = useState<number[]>([]);
  // One key per confirmation: a double submit of the same confirmation takes the amount once.
  const [requestKey, setRequestKey] = useState('');
  const action = ad.type === 'sell' ? t('p2p.buy_pi') : t('p2p.sell_pi');
  const namesMethods = ad.type === 'buy' && ad.settlement === 'offchain';
  const price = ad.fiat ? money(ad.price, ad.fiat) : fmt(ad.price, 'USDT', { exact: true, unit: true });
  const total = takeTotal(amount, ad);

  const send = (paypassword: string) => {
    const body = {
      ad_id: ad.id,
      quantity: amount.trim(),
      paypassword,
      idempotency_key: requestKey,
      ...(namesMethods ? { pay_methods: methods } : {}),
    };
    take.mutate(body, {
      onSuccess: (order) => navigate(`${paths.piOrderInfo}?id=${order.id}`),
      onSettled: () => setRequestKey(''),
    });
  };

  return (
    <>
      <TakeAmountSheet
        ad={ad}
        visible={requestKey === ''}
        title={action}
        amount={amount}
        onAmount={setAmount}
        onClose={onClose}
        onNext={() => setRequestKey(newRequestKey())}
        ready={!namesMethods || methods.length > 0}
      >
        {namesMethods && <MethodPick ad={ad} value={methods} onChange={setMethods} />}
      </TakeAmountSheet>
      <PaySheet
        visible={requestKey !== ''}
        title={t('p2p.confirm_take', { action })}
        busy={take.isPending}
        onCancel={() => setRequestKey('')}
        onSubmit={send}
        rows={[
          { label: t('p2p.quantity'), value: fmt(amount, ad.coin, { exact: true, unit: true }) },
          { label: t('p2p.price'), value: price, testId: 'p2p-pay-price' },
          {
            label: t('p2p.total_price'),
            value: ad.fiat ? money(total, ad.fiat) : fmt(total, 'USDT', { exact: true, unit: true }),
            testId: 'p2p-pay-total',
            strong: true,
          },
          { label: t('p2p.counterparty'), value: ad.user.nickname },
        ]}
      />
    </>
  );
}
