/**
 * One order in my order list: what I trade at what price, its status and, while pending, the time left to
 * pay (offchain) or that the system is settling it (wallet);
 * the other side can be messaged from it.
 */
import type { P2pOrder } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { MessageButton } from '@/components/message-button';
import { paths } from '@/config/paths';
import { useAmount } from '@/lib/amount';
import { dateTime } from '@/lib/relative-time';
import { orderChatCard } from './order-chat-card';
import { RemainingTime } from './remaining-time';
import { StatusTag } from './status-tag';

export function OrderCard({ order, onZero }: { order: P2pOrder; onZero: () => void }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  const navigate = useNavigate();
  return (
    <div
      className="p2p-card p2p-order"
      data-testid={`p2p-order-${order.id}`}
      onClick={() => navigate(`${paths.piOrderInfo}?id=${order.id}`)}
    >
      <div className="p2p-order-head">
        <span className={order.type === 'buy' ? 'p2p-side is-buy' : 'p2p-side is-sell'}>
          {order.type === 'buy' ? t('p2p.buy') : t('p2p.sell')} {order.coin}
        </span>
        <StatusTag status={order.status} testId={`p2p-order-status-${order.id}`} />
      </div>
      <div className="p2p-order-grid">
        <div>
          <div className="p2p-muted">{t('p2p.quantity')}</div>
          <div>{fmt(order.quantity, order.coin)}</div>
        </div>
        <div>
          <div className="p2p-muted">{t('p2p.price')}</div>
          <div>{fmt(order.price, 'USDT')}</div>
        </div>
        <div>
          <div className="p2p-muted">{t('p2p.total_price')}</div>
          <div>{fmt(order.total_price, 'USDT')}</div>
        </div>
      </div>
      <div className="p2p-order-foot p2p-muted">
        <span>{dateTime(order.createtime)}</span>
        {order.settlement === 'offchain' ? (
          <RemainingTime order={order} onZero={onZero} testId={`p2p-order-countdown-${order.id}`} />
        ) : (
          order.status === 'pending' && <span data-testid={`p2p-order-settling-${order.id}`}>{t('p2p.settling_title')}</span>
        )}
        <MessageButton
          toId={order.counterparty.id}
          context={orderChatCard(order, fmt)}
          size="mini"
          testId={`p2p-order-message-${order.id}`}
        />
      </div>
    </div>
  );
}
