/**
 * ordercenter/timeline/timeline?id= (docs/api.md "Delivery addresses and after-sale": both sides see a timeline
 * of the order): the order as its reader sees it — the buyer with the shop, the merchant with the buyer and the
 * money — its after-sale state and buttons, then every step with its time. Opened from the order cards.
 */
import type { Order } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { LoadState } from '@/components/load-state';
import { answeredNo, NotFound } from '@/components/not-found';
import { Page } from '@/components/page';
import { useProfile } from '@/lib/session';
import { useOrder } from '../api/order-detail';
import { AfterSaleSteps } from '../components/after-sale-steps';
import { OrderSummary } from '../components/order-summary';
import { OrderTimeline } from '../components/order-timeline';
import { idFromQuery } from '../components/shop-rules';
import './shop.css';

function Details({ order }: { order: Order }) {
  const { t } = useTranslation();
  const me = useProfile();
  const party = me?.id === order.buyer.id ? 'shop' : 'buyer';
  return (
    <>
      <OrderSummary order={order} party={party} timelineLink={false}>
        <AfterSaleSteps order={order} />
      </OrderSummary>
      <section className="shop-card" aria-labelledby="order-timeline-title">
        <h2 className="shop-section-title" id="order-timeline-title">
          {t('after_sale.timeline')}
        </h2>
        <OrderTimeline events={order.timeline} />
      </section>
    </>
  );
}

export default function OrderTimelinePage() {
  const { t } = useTranslation();
  const id = idFromQuery(useSearchParams()[0].get('id'));
  const order = useOrder(id);
  return (
    <Page title={t('title.order_timeline')}>
      {order.data ? (
        <Details order={order.data} />
      ) : id === 0 || answeredNo(order.error) ? (
        <NotFound testId="order-timeline" />
      ) : (
        <LoadState error={order.isError} onRetry={() => void order.refetch()} testId="order-timeline" />
      )}
    </Page>
  );
}
