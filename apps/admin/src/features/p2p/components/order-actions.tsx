/** Confirm (after a confirmation step) or cancel with a reason one pending P2P order. */
import type { AdminP2pOrder } from '@app/contract';
import { Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useCancelOrder, useConfirmOrder } from '../api/p2p-api.ts';
import { ReasonModal } from './reason-modal.tsx';

export function OrderActions({ order }: { order: AdminP2pOrder }) {
  const confirm = useConfirmOrder();
  const cancel = useCancelOrder();
  const [cancelling, setCancelling] = useState(false);
  if (order.status !== 'pending') return null;
  return (
    <Space>
      <Popconfirm
        title={`Confirm order ${order.order_no}?`}
        description={`${order.seller.username} sends ${order.quantity} PI; ${order.buyer.username} pays ${order.total_price} USDT.`}
        okText="Confirm"
        onConfirm={() => confirm.mutateAsync(order.id)}
      >
        <Button size="small" type="primary" data-testid={`p2p-confirm-${order.id}`}>
          Confirm
        </Button>
      </Popconfirm>
      <Button size="small" danger onClick={() => setCancelling(true)} data-testid={`p2p-cancel-${order.id}`}>
        Cancel
      </Button>
      <ReasonModal
        open={cancelling}
        title={`Cancel order ${order.order_no}`}
        okText="Cancel order"
        loading={cancel.isPending}
        onSubmit={(reason) => cancel.mutateAsync({ id: order.id, reason })}
        onClose={() => setCancelling(false)}
      />
    </Space>
  );
}
