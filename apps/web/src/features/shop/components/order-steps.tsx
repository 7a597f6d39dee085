/**
 * The buttons under an order: exactly the reply's `actions`, which the server lists for its reader from
 * the table that guards the steps (docs/architecture.md "Allowed actions") — the buyer pays or cancels an
 * unpaid order and confirms receipt of a shipped one; the merchant ships a paid one. Cancelling and
 * confirming receipt (which releases the escrow) each ask first.
 */
import type { Order } from '@app/contract';
import { ORDER_STEPS, type OrderStep } from '@app/contract/rules/shop-order';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { paths } from '@/config/paths';
import { useCancelOrder } from '../api/cancel-order';
import { useReceiveOrder } from '../api/receive-order';
import { confirmDialog } from '@/lib/confirm-dialog';

interface OrderStepsProps {
  order: Order;
  onShip: (order: Order) => void;
}

export function OrderSteps({ order, onShip }: OrderStepsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cancel = useCancelOrder();
  const receive = useReceiveOrder();
  // After-sale steps (refund, dispute, comment) have their own screens; this row shows the order's own steps.
  const steps = order.actions.filter((step): step is OrderStep => (ORDER_STEPS as readonly string[]).includes(step));
  if (steps.length === 0) return null;

  const ask = (content: string) => confirmDialog({ content, confirmText: t('common.confirm'), cancelText: t('common.cancel') });
  const run: Record<OrderStep, () => Promise<void> | void> = {
    pay: () => navigate(`${paths.pay}?order_id=${order.id}`),
    cancel: async () => {
      if (await ask(t('shop.confirm_cancel', { no: order.order_no }))) cancel.mutate(order.id);
    },
    receive: async () => {
      if (await ask(t('shop.confirm_receive', { no: order.order_no }))) receive.mutate(order.id);
    },
    ship: () => onShip(order),
  };

  return (
    <div className="shop-actions">
      {steps.map((step) => (
        <Button
          key={step}
          size="small"
          color={step === 'cancel' ? 'default' : 'primary'}
          fill={step === 'cancel' ? 'outline' : 'solid'}
          data-testid={`order-${step}-${order.id}`}
          onClick={() => void run[step]()}
        >
          {t(step === 'ship' && order.delivery === 'pickup' ? 'shop.step_hand_over' : `shop.step_${step}`)}
        </Button>
      ))}
    </div>
  );
}
