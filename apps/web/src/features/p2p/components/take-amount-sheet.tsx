/**
 * The first step of taking an ad (docs/product.md §5 "Buy or sell PI: amount … required"): the amount, checked
 * against the ad's minimum and the most one order may take, with the total it makes in the ad's currency
 * (docs/api.md "P2P in the members' own money") or in USDT.
 */
import type { Coin, P2pAd } from '@app/contract';
import { Button, Popup } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { decimalsOf, fiatTotal } from '@app/contract/rules/fiat-price';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '@/components/field-input';
import { plainAmount, useAmount } from '@/lib/amount';
import { useBalances } from '../api/get-balances';
import { useMoney } from './fiat-money';
import { checkTake, readAmount, takeRangeText, totalPrice, type AmountProblem } from './amounts';

interface Props {
  ad: P2pAd;
  visible: boolean;
  title: string;
  amount: string;
  onAmount: (amount: string) => void;
  onClose: () => void;
  onNext: () => void;
  /** more to choose before going on (the methods a seller offers a buy ad's taker) */
  children?: ReactNode;
  /** false while that choice is missing */
  ready?: boolean;
}

/** Whether `held` covers `needed`, compared exactly in the coin's units; undefined while unreadable. */
function covers(held: string, needed: string, coin: Coin): boolean | undefined {
  const have = readAmount(held, coin);
  const want = readAmount(needed, coin);
  if (typeof want !== 'bigint') return undefined;
  return typeof have === 'bigint' && have >= want;
}

/** The total of taking `amount`: in the ad's currency by the contract's rounding, or in USDT. */
export function takeTotal(amount: string, ad: P2pAd): string | null {
  if (checkTake(amount, takeable(ad))) return null;
  return ad.fiat ? fiatTotal(amount, ad.price, decimalsOf(ad.price)) : totalPrice(amount, ad.price);
}

/** One order takes at most `max_quantity` (what remains, or less where the currency caps one order's total). */
export const takeable = (ad: P2pAd) => ({ remaining: ad.max_quantity, min_quantity: ad.min_quantity });

export function TakeAmountSheet({ ad, visible, title, amount, onAmount, onClose, onNext, children, ready = true }: Props) {
  const { t } = useTranslation();
  const fmt = useAmount();
  const money = useMoney();
  const [touched, setTouched] = useState(false);
  const balances = useBalances();
  const range = takeRangeText(takeable(ad));
  const shown = { min: fmt(range.min, ad.coin, { exact: true }), max: fmt(range.max, ad.coin, { exact: true }) };
  const total = takeTotal(amount, ad);
  // Buying from a sell ad spends USDT, selling to a buy ad spends PI: what the member holds must cover it.
  // An offchain ad is paid outside the app, so no balance of the buyer's is spent.
  const offchain = ad.settlement === 'offchain';
  const spend = ad.type === 'sell' ? { coin: 'USDT' as const, amount: total } : { coin: ad.coin, amount };
  const held = balances.data?.find((b) => b.coin === spend.coin)?.available;
  const short = !offchain && held !== undefined && spend.amount !== null && covers(held, spend.amount, spend.coin) === false;
  const problem: AmountProblem | 'p2p.error_balance' | null =
    checkTake(amount, takeable(ad)) ?? (short ? 'p2p.error_balance' : null);
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="p2p-sheet" destroyOnClose>
      <div className="p2p-sheet-title">{title}</div>
      <div className="p2p-muted">
        {ad.fiat
          ? t('p2p_fiat.price_is', { price: money(ad.price, ad.fiat) })
          : t('p2p.price_is', { price: fmt(ad.price, 'USDT', { exact: true }) })}{' '}
        · {t('p2p.remaining_amount', { amount: fmt(ad.remaining, ad.coin, { exact: true }) })}
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
        {offchain
          ? ad.type === 'sell'
            ? t('p2p.you_pay_outside')
            : t('p2p_fiat.you_receive_outside')
          : ad.type === 'sell'
            ? t('p2p.you_pay')
            : t('p2p.you_get_before_fee')}
        :{' '}
        {ad.fiat ? (
          <b>{money(total, ad.fiat)}</b>
        ) : (
          <>
            <b>{fmt(total, 'USDT', { exact: true })}</b> USDT
          </>
        )}
      </div>
      {children}
      <Button
        block
        color="primary"
        size="large"
        disabled={Boolean(problem) || !ready}
        onClick={onNext}
        data-testid="p2p-take-next"
      >
        {t('p2p.next')}
      </Button>
    </Popup>
  );
}
