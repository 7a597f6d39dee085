/**
 * The top of an order's page: what the reader trades, its status, and what happens now. A wallet order is
 * settled by the system, so it says "settling…" with the expected time and then the result (docs/product.md §4); an
 * offchain order (docs/api.md "P2P with payment methods") counts down the payment window while unpaid and
 * says whose step it is.
 */
import type { P2pOrder } from '@app/contract';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useAmount } from '@/lib/amount';
import type { Translate } from '@/lib/relative-time';
import { useMoney } from './fiat-money';
import { RemainingTime } from './remaining-time';
import { StatusTag } from './status-tag';

const clock = (unix: number) => dayjs(unix * 1000).format('HH:mm:ss');

function walletNote(order: P2pOrder, t: Translate): string {
  if (order.status === 'completed') return t(order.type === 'buy' ? 'p2p.settled_buyer' : 'p2p.settled_seller');
  if (order.status !== 'pending') return '';
  if (order.review) return t('p2p.pending_review');
  if (order.confirmtime) return t('p2p.settling_at', { time: clock(order.confirmtime) });
  return t('p2p.settling');
}

/** Whose step it is on an offchain order, told to the reader as buyer (fiat payer) or seller. */
function offchainNote(order: P2pOrder, t: Translate, amount: string): string {
  const side = order.type === 'buy' ? 'buyer' : 'seller';
  const notes: Partial<Record<P2pOrder['status'], Record<'buyer' | 'seller', string>>> = {
    pending: { buyer: t('p2p.oc_pending_buyer', { amount }), seller: t('p2p.oc_pending_seller') },
    paid: { buyer: t('p2p.oc_paid_buyer'), seller: t('p2p.oc_paid_seller', { amount }) },
    appeal: { buyer: t('p2p.oc_appeal'), seller: t('p2p.oc_appeal') },
    completed: { buyer: t('p2p.oc_completed_buyer'), seller: t('p2p.oc_completed_seller') },
  };
  return notes[order.status]?.[side] ?? '';
}

export function OrderHeader({ order, onZero }: { order: P2pOrder; onZero: () => void }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  const offchain = order.settlement === 'offchain';
  const money = useMoney();
  const amount = money(order.pay_amount, order.fiat);
  const note = offchain ? offchainNote(order, t, amount) : walletNote(order, t);
  return (
    <div className="p2p-card p2p-order-top" data-testid="p2p-order-top">
      <div className="p2p-order-head">
        <span className={order.type === 'buy' ? 'p2p-side is-buy' : 'p2p-side is-sell'}>
          {order.type === 'buy' ? t('p2p.buy') : t('p2p.sell')} {fmt(order.quantity, order.coin, { unit: true })}
        </span>
        <StatusTag status={order.status} testId="p2p-info-status-tag" />
      </div>
      {offchain && order.status === 'pending' && (
        <>
          <div className="p2p-muted p2p-order-timer-label">{t('p2p.pay_deadline_left')}</div>
          <div className="p2p-order-timer">
            <RemainingTime order={order} onZero={onZero} testId="p2p-info-countdown" />
          </div>
        </>
      )}
      {!offchain && order.status === 'pending' && (
        <div className="p2p-order-settling" data-testid="p2p-info-settling">
          {t('p2p.settling_title')}
        </div>
      )}
      {note && (
        <div className="p2p-muted" data-testid="p2p-info-notice">
          {note}
        </div>
      )}
    </div>
  );
}
