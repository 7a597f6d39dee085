/**
 * What posting the ad will hold in escrow (nothing for an offchain buy ad), its total in USDT or the ad's currency,
 * and what the member has available to hold.
 */
import type { P2pAdType } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useAmount } from '@/lib/amount';
import { useBalances } from '../api/get-balances';
import { fiatTotal } from '@app/contract/rules/fiat-price';
import { escrowOf, totalPrice, type AdFigures } from './amounts';
import { useMoney } from './fiat-money';

interface Props {
  type: P2pAdType;
  figures: AdFigures;
  /** an offchain ad: its currency and price per PI now (typed, or floating); its buy ad holds nothing */
  offchain?: { fiat: string | null; price: string | null; decimals: number };
}

export function EscrowCard({ type, figures, offchain }: Props) {
  const { t } = useTranslation();
  const fmt = useAmount();
  const money = useMoney();
  const balances = useBalances();
  const escrow = offchain && type === 'buy' ? null : escrowOf(type, figures);
  const available = balances.data?.find((b) => b.coin === (type === 'sell' ? 'PI' : 'USDT'));
  const fiat = offchain?.fiat;
  return (
    <div className="p2p-card p2p-escrow" data-testid="p2p-ad-escrow">
      <div data-testid="p2p-ad-total">
        {t('p2p.total_price')}:{' '}
        {fiat ? (
          <b>{money(offchain.price === null ? null : fiatTotal(figures.quantity, offchain.price, offchain.decimals), fiat)}</b>
        ) : (
          <>
            <b>{fmt(totalPrice(figures.quantity, figures.price), 'USDT', { exact: true })}</b> USDT
          </>
        )}
      </div>
      <div>
        {t('p2p.escrow_will_hold')}:{' '}
        <b data-testid="p2p-ad-escrow-amount">
          {escrow ? fmt(escrow.amount, escrow.coin, { exact: true, unit: true }) : offchain ? t('p2p_fiat.holds_nothing') : '—'}
        </b>
      </div>
      <div className="p2p-muted" data-testid="p2p-ad-available">
        {t('p2p.available', { amount: available ? fmt(available.available, available.coin) : '—', coin: available?.coin ?? '' })}
      </div>
    </div>
  );
}
