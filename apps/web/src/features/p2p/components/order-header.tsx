/**
 * The top of an order's page: what the reader trades, its status, and — while it waits for system
 * confirmation — the time left in large figures with what happens next (spec §4).
 */
import type { P2pOrder } from '@app/contract';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useAmount } from '@/lib/amount';
import { RemainingTime } from './remaining-time';
import { StatusTag } from './status-tag';

function nextStep(order: P2pOrder, t: (key: string, params?: Record<string, unknown>) => string): string {
  if (order.review) return t('p2p.pending_review');
  if (order.confirmtime) return t('p2p.pending_confirm_at', { time: dayjs(order.confirmtime * 1000).format('HH:mm:ss') });
  return t('p2p.pending_confirm');
}

export function OrderHeader({ order, onZero }: { order: P2pOrder; onZero: () => void }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  return (
    <div className="p2p-card p2p-order-top" data-testid="p2p-order-top">
      <div className="p2p-order-head">
        <span className={order.type === 'buy' ? 'p2p-side is-buy' : 'p2p-side is-sell'}>
          {order.type === 'buy' ? t('p2p.buy') : t('p2p.sell')} {fmt(order.quantity, order.coin, { unit: true })}
        </span>
        <StatusTag status={order.status} testId="p2p-info-status-tag" />
      </div>
      {order.status === 'pending' && (
        <>
          <div className="p2p-muted p2p-order-timer-label">{t('p2p.remaining_time')}</div>
          <div className="p2p-order-timer">
            <RemainingTime order={order} onZero={onZero} testId="p2p-info-countdown" />
          </div>
          <div className="p2p-muted" data-testid="p2p-info-notice">
            {nextStep(order, t)}
          </div>
        </>
      )}
    </div>
  );
}
