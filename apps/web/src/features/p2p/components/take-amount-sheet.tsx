/**
 * The first step of taking an ad (spec §5 "Buy or sell PI: amount … required"): the amount, checked
 * against the ad's minimum and what remains, with the USDT total it makes.
 */
import type { P2pAd } from '@app/contract';
import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '@/components/field-input';
import { useAmount } from '@/lib/amount';
import { checkTake, takeRangeText, totalPrice } from './amounts';

interface Props {
  ad: P2pAd;
  visible: boolean;
  title: string;
  amount: string;
  onAmount: (amount: string) => void;
  onClose: () => void;
  onNext: () => void;
}

export function TakeAmountSheet({ ad, visible, title, amount, onAmount, onClose, onNext }: Props) {
  const { t } = useTranslation();
  const fmt = useAmount();
  const [touched, setTouched] = useState(false);
  const problem = checkTake(amount, ad);
  const range = takeRangeText(ad);
  const total = problem ? null : totalPrice(amount, ad.price);
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="p2p-sheet" destroyOnClose>
      <div className="p2p-sheet-title">{title}</div>
      <div className="p2p-muted">
        {t('p2p.price_is', { price: fmt(ad.price, 'USDT', { exact: true }) })} ·{' '}
        {t('p2p.remaining_amount', { amount: fmt(ad.remaining, ad.coin, { exact: true }) })}
      </div>
      <div className="p2p-row">
        <FieldInput
          testId="p2p-take-amount"
          inputMode="decimal"
          autoFocus
          value={amount}
          onChange={(next) => {
            onAmount(next);
            setTouched(true);
          }}
          placeholder={t('p2p.amount_range', range)}
        />
        <Button size="small" fill="outline" color="primary" onClick={() => onAmount(range.max)} data-testid="p2p-take-all">
          {t('p2p.all')}
        </Button>
      </div>
      {touched && problem && (
        <div className="p2p-error" data-testid="p2p-take-error">
          {t(problem, range)}
        </div>
      )}
      <div className="p2p-total" data-testid="p2p-take-total">
        {ad.type === 'sell' ? t('p2p.you_pay') : t('p2p.you_get_before_fee')}: <b>{fmt(total, 'USDT', { exact: true })}</b> USDT
      </div>
      <Button block color="primary" size="large" disabled={Boolean(problem)} onClick={onNext} data-testid="p2p-take-next">
        {t('p2p.next')}
      </Button>
    </Popup>
  );
}
