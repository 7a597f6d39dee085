/**
 * Taking an ad (spec §5 "Buy or sell PI: amount and transaction password required"; API.md /api/ctoc/buy
 * and /sale): the amount first, checked against the ad's minimum and what remains, with the total it
 * makes; then the figures once more with the payment password. The new order opens on success.
 */
import type { P2pAd } from '@app/contract';
import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FieldInput } from '@/components/field-input';
import { paths } from '@/config/paths';
import { useTakeAd } from '../api/take-ad';
import { checkTake, takeRangeText, totalPrice } from './amounts';
import { newRequestKey } from './request-key';
import { PaySheet } from './pay-sheet';

interface Props {
  ad: P2pAd;
  onClose: () => void;
}

export function TakeAdFlow({ ad, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const take = useTakeAd(ad.type);
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [paying, setPaying] = useState(false);
  // One key per confirmation: a double submit of the same confirmation takes the amount once.
  const [requestKey, setRequestKey] = useState('');
  const problem = checkTake(amount, ad);
  const range = takeRangeText(ad);
  const total = problem ? null : totalPrice(amount, ad.price);
  const buying = ad.type === 'sell';
  const action = buying ? t('p2p.buy_pi') : t('p2p.sell_pi');

  const send = (paypassword: string) => {
    const body = { ad_id: ad.id, quantity: amount.trim(), paypassword, idempotency_key: requestKey };
    take.mutate(body, {
      onSuccess: (order) => navigate(`${paths.piOrderInfo}?id=${order.id}`),
      onSettled: () => setPaying(false),
    });
  };

  return (
    <>
      <Popup visible={!paying} onMaskClick={onClose} bodyClassName="p2p-sheet" destroyOnClose>
        <div className="p2p-sheet-title">{action}</div>
        <div className="p2p-muted">
          {t('p2p.price_is', { price: ad.price })} · {t('p2p.remaining_amount', { amount: ad.remaining })}
        </div>
        <div className="p2p-row">
          <FieldInput
            testId="p2p-take-amount"
            inputMode="decimal"
            autoFocus
            value={amount}
            onChange={(next) => {
              setAmount(next);
              setTouched(true);
            }}
            placeholder={t('p2p.amount_range', range)}
          />
          <Button size="small" fill="outline" color="primary" onClick={() => setAmount(ad.remaining)} data-testid="p2p-take-all">
            {t('p2p.all')}
          </Button>
        </div>
        {touched && problem && (
          <div className="p2p-error" data-testid="p2p-take-error">
            {t(problem, range)}
          </div>
        )}
        <div className="p2p-total" data-testid="p2p-take-total">
          {buying ? t('p2p.you_pay') : t('p2p.you_get_before_fee')}: <b>{total ?? '—'}</b> USDT
        </div>
        <Button
          block
          color="primary"
          size="large"
          disabled={Boolean(problem)}
          onClick={() => {
            setRequestKey(newRequestKey());
            setPaying(true);
          }}
          data-testid="p2p-take-next"
        >
          {t('p2p.next')}
        </Button>
      </Popup>
      <PaySheet
        visible={paying}
        title={t('p2p.confirm_take', { action })}
        busy={take.isPending}
        onCancel={() => setPaying(false)}
        onSubmit={send}
        rows={[
          { label: t('p2p.quantity'), value: `${amount.trim()} PI` },
          { label: t('p2p.price'), value: `${ad.price} USDT` },
          { label: t('p2p.total_price'), value: `${total ?? '—'} USDT`, testId: 'p2p-pay-total', strong: true },
          { label: t('p2p.counterparty'), value: ad.user.nickname },
        ]}
      />
    </>
  );
}
