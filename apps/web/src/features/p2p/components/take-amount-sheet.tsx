/**
 * The first step of taking an ad (docs/product.md §5 "Buy or sell PI: amount … required"): the amount, checked
 * against the ad's minimum and what remains, with the USDT total it makes.
 */
import type { Coin, P2pAd } from '@app/contract';
import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '@/components/field-input';
import { plainAmount, useAmount } from '@/lib/amount';
import { useBalances } from '../api/get-balances';
import { checkTake, readAmount, takeRangeText, totalPrice, type AmountProblem } from './amounts';

interface Props {
  ad: P2pAd;
  visible: boolean;
  title: string;
  amount: string;
  onAmount: (amount: string) => void;
  onClose: () => void;
  onNext: () => void;
}

/** Whether `held` covers `needed`, compared exactly in the coin's units; undefined while unreadable. */
function covers(held: string, needed: string, coin: Coin): boolean | undefined {
  const have = readAmount(held, coin);
  const want = readAmount(needed, coin);
  if (typeof want !== 'bigint') return undefined;
  return typeof have === 'bigint' && have >= want;
}

export function TakeAmountSheet({ ad, visible, title, amount, onAmount, onClose, onNext }: Props) {
  const { t } = useTranslation();
  const fmt = useAmount();
  const [touched, setTouched] = useState(false);
  const balances = useBalances();
  const range = takeRangeText(ad);
  const shown = { min: fmt(range.min, ad.coin, { exact: true }), max: fmt(range.max, ad.coin, { exact: true }) };
  const total = checkTake(amount, ad) ? null : totalPrice(amount, ad.price);
  // Buying from a sell ad spends USDT, selling to a buy ad spends PI: what the member holds must cover it.
  // An offchain ad is paid outside the app, so no balance of the buyer's is spent.
  const offchain = ad.settlement === 'offchain';
  const spend = ad.type === 'sell' ? { coin: 'USDT' as const, amount: total } : { coin: ad.coin, amount };
  const held = balances.data?.find((b) => b.coin === spend.coin)?.available;
  const short = !offchain && held !== undefined && spend.amount !== null && covers(held, spend.amount, spend.coin) === false;
  const problem: AmountProblem | 'p2p.error_balance' | null = checkTake(amount, ad) ?? (short ? 'p2p.error_balance' : null);
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
          placeholder={t('p2p.amount_range', shown)}
        />
        <Button
          size="small"
          fill="outline"
          color="primary"
          onClick={() => onAmount(plainAmount(range.max))}
          data-testid="p2p-take-all"
        >
          {t('p2p.all')}
        </Button>
      </div>
      {touched && problem && (
        <div className="p2p-error" data-testid="p2p-take-error">
          {t(problem, { ...shown, available: fmt(held, spend.coin), coin: spend.coin })}
        </div>
      )}
      <div className="p2p-total" data-testid="p2p-take-total">
        {offchain ? t('p2p.you_pay_outside') : ad.type === 'sell' ? t('p2p.you_pay') : t('p2p.you_get_before_fee')}:{' '}
        <b>{fmt(total, 'USDT', { exact: true })}</b> USDT
      </div>
      <Button block color="primary" size="large" disabled={Boolean(problem)} onClick={onNext} data-testid="p2p-take-next">
        {t('p2p.next')}
      </Button>
    </Popup>
  );
}
