/**
 * The order centres (ordercenter/orderlist/orderlistbuy for buyers, ordercenter/shopordercenter for
 * merchants; docs/product.md §4 shop orders): tabs all / to pay / to ship / to receive / completed, `?status=` opening
 * one (none: all), "no orders" when a tab is empty, and each order's next steps.
 */
import type { Order, OrderCounts } from '@app/contract';
import { Badge, Tabs } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { useOrders } from '../api/get-orders';
import { useMerchantCounts } from '../api/order-counts';
import { AfterSaleSteps } from './after-sale-steps';
import { OrderSteps } from './order-steps';
import { OrderSummary } from './order-summary';
import { PagedList } from './paged-list';
import { ShipPopup } from './ship-popup';
import { groupFromQuery, ORDER_TABS, type OrderGroup, type OrderSide } from './shop-rules';

function OrderTab({ side, group, onShip }: { side: OrderSide; group: OrderGroup; onShip: (order: Order) => void }) {
  const { t } = useTranslation();
  const query = useOrders(side, group);
  return (
    <PagedList query={query} testId="orders" empty={t('shop.no_orders')}>
      {(order) => (
        <OrderSummary key={order.id} order={order} party={side === 'buyer' ? 'shop' : 'buyer'}>
          <AfterSaleSteps order={order} />
          <OrderSteps order={order} onShip={onShip} />
        </OrderSummary>
      )}
    </PagedList>
  );
}

/**
 * The merchant's centre opened without `?status=` goes to the tab that needs them: orders to ship first
 * (docs/api.md /api/order/counts), else orders to receive.
 */
function useMerchantStart(side: OrderSide): OrderCounts | undefined {
  const [search, setSearch] = useSearchParams();
  const counts = useMerchantCounts(side === 'merchant');
  const chosen = search.get('status') !== null;
  const data = counts.data;
  useEffect(() => {
    if (chosen || !data) return;
    const start = data.paid > 0 ? 'paid' : data.shipped > 0 ? 'shipped' : null;
    if (start) setSearch({ status: start }, { replace: true });
  }, [chosen, data, setSearch]);
  return data;
}

export function OrderCenter({ side }: { side: OrderSide }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const group = groupFromQuery(search.get('status'));
  const [shipping, setShipping] = useState<Order | null>(null);
  const counts = useMerchantStart(side);
  return (
    <>
      <Tabs activeKey={group} onChange={(key) => setSearch({ status: key }, { replace: true })} className="shop-tabs">
        {ORDER_TABS.map((key) => (
          <Tabs.Tab
            key={key}
            title={
              <Badge content={key !== 'all' && counts?.[key] ? counts[key] : null} data-testid={`orders-count-${key}`}>
                <span data-testid={`orders-tab-${key}`}>{t(`shop.orders_tab_${side}_${key}`)}</span>
              </Badge>
            }
          />
        ))}
      </Tabs>
      <OrderTab key={group} side={side} group={group} onShip={setShipping} />
      {side === 'merchant' && <ShipPopup order={shipping} onClose={() => setShipping(null)} />}
    </>
  );
}
