/**
 * Where an order goes (docs/api.md "Delivery addresses and after-sale"): the address snapshot as ordered, or for
 * pickup goods the shop's address and — for the buyer only, while it is to be collected — the pickup code.
 */
import type { Order } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { PickupCode } from './pickup-code';

export function OrderAddress({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { name, mobile, region, detail } = order.address;
  if (!name && !mobile && !region && !detail && !order.pickup_code) return null;
  const pickup = order.delivery === 'pickup';
  return (
    <div className="shop-order-address" data-testid={`order-address-${order.id}`}>
      <div className="shop-muted">{pickup ? t('checkout.pickup_at') : t('checkout.ship_to')}</div>
      <div>{[name, mobile].filter(Boolean).join(' ')}</div>
      <div>{[region, detail].filter(Boolean).join(' ')}</div>
      {order.pickup_code && <PickupCode orderId={order.id} code={order.pickup_code} />}
    </div>
  );
}
