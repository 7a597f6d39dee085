/**
 * page/business/orderlist, my PI orders (docs/api.md /api/ctoc/getlistbs) by status, with the live time left
 * on pending ones; pull to refresh; docs/product.md §8 "no orders" when empty.
 */
import { P2P_ORDER_STATUS_WORDS, type P2pOrderStatusWord } from '@app/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { PullRefresh } from '@/components/pull-refresh';
import { useMyOrders } from '../api/my-orders';
import { OrderCard } from '../components/order-card';
import { EmptyState, LoadFailed, MoreOnScroll } from '../components/query-state';
import { StatusTabs } from '../components/status-tabs';
import './p2p.css';

function OrderList({ status }: { status: P2pOrderStatusWord | '' }) {
  const { t } = useTranslation();
  const orders = useMyOrders(status);
  if (!orders.data) return <LoadFailed query={orders} testId="p2p-orders" />;
  const rows = orders.data.pages.flatMap((page) => page.data);
  if (rows.length === 0) return <EmptyState text={t('p2p.no_orders')} testId="p2p-orders" />;
  const reread = () => void orders.refetch();
  return (
    <PullRefresh
      onRefresh={() => orders.refetch().then(() => undefined)}
      pullingText={t('p2p.pull')}
      canReleaseText={t('p2p.release')}
      refreshingText={t('p2p.refreshing')}
      completeText={t('p2p.refreshed')}
    >
      <div className="p2p-body" data-testid="p2p-orders">
        {rows.map((order) => (
          <OrderCard key={order.id} order={order} onZero={reread} />
        ))}
        <MoreOnScroll query={orders} />
      </div>
    </PullRefresh>
  );
}

export default function OrdersPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<P2pOrderStatusWord | ''>('');
  return (
    <Page title={t('title.pi_orders')}>
      <StatusTabs statuses={P2P_ORDER_STATUS_WORDS} value={status} onChange={setStatus} testId="p2p-orders-tab" />
      <OrderList key={status} status={status} />
    </Page>
  );
}
