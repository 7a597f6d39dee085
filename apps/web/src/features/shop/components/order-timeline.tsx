/**
 * An order's timeline (docs/api.md "Delivery addresses and after-sale": `timeline`, oldest first): every step
 * with who took it, when, the amount asked back or refunded (written in the reader's style), and its note.
 */
import { SHOP_COIN, type TimelineEvent } from '@app/contract';
import { Steps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useAmount } from '@/lib/amount';
import { dateTime } from '@/lib/relative-time';

/** Every event and actor named in full, so the compiler asks for words when the contract adds one. */
const EVENT: Record<TimelineEvent['event'], string> = {
  created: 'after_sale.event_created',
  paid: 'after_sale.event_paid',
  cancelled: 'after_sale.event_cancelled',
  closed: 'after_sale.event_closed',
  shipped: 'after_sale.event_shipped',
  handed_over: 'after_sale.event_handed_over',
  received: 'after_sale.event_received',
  autoreceived: 'after_sale.event_autoreceived',
  refund_requested: 'after_sale.event_refund_requested',
  refund_accepted: 'after_sale.event_refund_accepted',
  refund_autoaccepted: 'after_sale.event_refund_autoaccepted',
  refund_rejected: 'after_sale.event_refund_rejected',
  dispute_opened: 'after_sale.event_dispute_opened',
  dispute_refunded: 'after_sale.event_dispute_refunded',
  dispute_released: 'after_sale.event_dispute_released',
  commented: 'after_sale.event_commented',
};
const ACTOR: Record<TimelineEvent['actor'], string> = {
  buyer: 'after_sale.actor_buyer',
  merchant: 'after_sale.actor_merchant',
  system: 'after_sale.actor_system',
  operator: 'after_sale.actor_operator',
};

export function OrderTimeline({ events }: { events: TimelineEvent[] }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  if (events.length === 0) return <p className="shop-muted">{t('after_sale.timeline_empty')}</p>;
  return (
    <Steps direction="vertical" current={events.length - 1} className="shop-timeline" data-testid="order-timeline">
      {events.map((e, index) => (
        <Steps.Step
          key={`${e.event}-${index}`}
          status="finish"
          title={<span data-testid={`timeline-${e.event}`}>{t(EVENT[e.event])}</span>}
          description={
            <>
              <span>
                {t(ACTOR[e.actor])} · <time>{dateTime(e.createtime)}</time>
              </span>
              {e.amount !== null && (
                <span className="shop-timeline-note" data-testid={`timeline-amount-${e.event}`}>
                  {fmt(e.amount, SHOP_COIN, { exact: true, unit: true })}
                </span>
              )}
              {e.note && <span className="shop-timeline-note">{e.note}</span>}
            </>
          }
        />
      ))}
    </Steps>
  );
}
