/**
 * An order at a glance: the product as ordered, unit price × quantity, the total, and the other party, whom
 * the reader can message about it (docs/api.md "Chat in context"); the merchant also sees gross, fee and net,
 * and either side opens the order's timeline (docs/api.md "Delivery addresses and after-sale").
 */
import { SHOP_COIN, type ChatContext, type Order } from '@app/contract';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { MessageButton } from '@/components/message-button';
import { paths } from '@/config/paths';
import { useAmount } from '@/lib/amount';
import { OrderAddress } from './order-address';
import { OrderMoney } from './order-money';
import { ProductImage } from './product-image';

interface OrderSummaryProps {
  order: Order;
  /** who the reader deals with: the shop for a buyer, the buyer for a merchant */
  party: 'shop' | 'buyer';
  children?: ReactNode;
  /** false on the timeline screen itself */
  timelineLink?: boolean;
}

/** The card a chat about this order opens with: what was ordered, the order number and its status. */
const orderCard = (order: Order): ChatContext => ({
  type: 'order',
  id: order.id,
  title: order.product.name,
  image: order.product.image,
  price: order.total,
  status: order.status,
  order_no: order.order_no,
});

export function OrderSummary({ order, party, children, timelineLink = true }: OrderSummaryProps) {
  const { t } = useTranslation();
  const fmt = useAmount();
  const navigate = useNavigate();
  return (
    <div className="shop-card" data-testid={`order-${order.id}`} data-status={order.status}>
      <div className="shop-order-head">
        <span className="shop-muted">
          {party === 'shop' ? order.shop.name : t('shop.buyer_name', { name: order.buyer.name })}
        </span>
        <span className="shop-order-status" data-testid={`order-status-${order.id}`}>
          {t(`shop.order_status_${order.status}`)}
        </span>
      </div>
      <div className="shop-product">
        <ProductImage src={order.product.image} size={64} alt={order.product.name} />
        <div className="shop-product-main">
          <div className="shop-product-name">{order.product.name}</div>
          <div className="shop-muted">
            {fmt(order.product.price, SHOP_COIN, { unit: true })} × {order.quantity}
          </div>
          <div className="shop-muted">{t('shop.order_no', { no: order.order_no })}</div>
        </div>
      </div>
      <div className="shop-order-foot">
        <MessageButton
          {...(party === 'shop' ? { shopId: order.shop.id } : { toId: order.buyer.id })}
          context={orderCard(order)}
          size="mini"
          testId={`order-message-${order.id}`}
        />
        {timelineLink && (
          <Button
            size="mini"
            data-testid={`order-timeline-${order.id}`}
            onClick={() => navigate(`${paths.orderTimeline}?id=${order.id}`)}
          >
            {t('after_sale.timeline')}
          </Button>
        )}
        <div className="shop-order-total" data-testid={`order-total-${order.id}`}>
          {t('shop.total', { amount: fmt(order.total, SHOP_COIN, { exact: true }), coin: SHOP_COIN })}
        </div>
      </div>
      {party === 'buyer' && <OrderMoney order={order} />}
      <OrderAddress order={order} />
      {order.express && (
        <div className="shop-muted" data-testid={`order-express-${order.id}`}>
          {t('shop.shipped_with', { express: order.express, tracking_no: order.tracking_no })}
        </div>
      )}
      {children}
    </div>
  );
}
