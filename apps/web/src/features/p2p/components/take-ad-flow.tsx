/**
 * Taking an ad (docs/api.md /api/ctoc/buy and /sale): the amount first (take-amount-sheet.tsx), then the
 * figures once more with the payment password. The new order opens on success.
 */
import type { P2pAd } from '@app/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { paths } from '@/config/paths';
import { useAmount } from '@/lib/amount';
import { useTakeAd } from '../api/take-ad';
import { totalPrice } from './amounts';
import { PaySheet } from './pay-sheet';
import { newRequestKey } from '@/lib/request-key';
import { TakeAmountSheet } from './take-amount-sheet';

export function TakeAdFlow({ ad, onClose }: { ad: P2pAd; onClose: () => void }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  const navigate = useNavigate();
  const take = useTakeAd(ad.type);
  const [amount, setAmount] = useState('');
  // One key per confirmation: a double submit of the same confirmation takes the amount once.
  const [requestKey, setRequestKey] = useState('');
  const action = ad.type === 'sell' ? t('p2p.buy_pi') : t('p2p.sell_pi');

  const send = (paypassword: string) => {
    const body = { ad_id: ad.id, quantity: amount.trim(), paypassword, idempotency_key: requestKey };
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
      />
      <PaySheet
        visible={requestKey !== ''}
        title={t('p2p.confirm_take', { action })}
        busy={take.isPending}
        onCancel={() => setRequestKey('')}
        onSubmit={send}
        rows={[
          { label: t('p2p.quantity'), value: fmt(amount, ad.coin, { exact: true, unit: true }) },
          { label: t('p2p.price'), value: fmt(ad.price, 'USDT', { exact: true, unit: true }) },
          {
            label: t('p2p.total_price'),
            value: fmt(totalPrice(amount, ad.price), 'USDT', { exact: true, unit: true }),
            testId: 'p2p-pay-total',
            strong: true,
          },
          { label: t('p2p.counterparty'), value: ad.user.nickname },
        ]}
      />
    </>
  );
}
