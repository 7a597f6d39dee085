/** What posting the ad will hold in escrow, its total, and what the member has available to hold. */
import type { P2pAdType } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useAmount } from '@/lib/amount';
import { useBalances } from '../api/get-balances';
import { escrowOf, totalPrice, type AdFigures } from './amounts';

export function EscrowCard({ type, figures }: { type: P2pAdType; figures: AdFigures }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  const balances = useBalances();
  const escrow = escrowOf(type, figures);
  const available = balances.data?.find((b) => b.coin === (type === 'sell' ? 'PI' : 'USDT'));
  return (
    <div className="p2p-card p2p-escrow" data-testid="p2p-ad-escrow">
      <div>
        {t('p2p.total_price')}: <b>{fmt(totalPrice(figures.quantity, figures.price), 'USDT', { exact: true })}</b> USDT
      </div>
      <div>
        {t('p2p.escrow_will_hold')}:{' '}
        <b data-testid="p2p-ad-escrow-amount">{escrow ? fmt(escrow.amount, escrow.coin, { exact: true, unit: true }) : '—'}</b>
      </div>
      <div className="p2p-muted" data-testid="p2p-ad-available">
        {t('p2p.available', { amount: available ? fmt(available.available, available.coin) : '—', coin: available?.coin ?? '' })}
      </div>
    </div>
  );
}
