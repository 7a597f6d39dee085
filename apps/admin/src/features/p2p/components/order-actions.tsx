/**
 * Confirm (after a confirmation step) or cancel with a reason one pending P2P order: the buttons the reply's
 * `actions` offer (docs/architecture.md "Allowed actions"), so confirm is gone once the payment window ended.
 */
import type { AdminP2pOrder } from '@app/contract';
import { Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonModal } from '@/components/reason-modal.tsx';
import { useCancelOrder, useConfirmOrder } from '../api/p2p-api.ts';

export function OrderActions({ order }: { order: AdminP2pOrder }) {
  const { t } = useTranslation();
  const confirm = useConfirmOrder();
  const cancel = useCancelOrder();
  const [cancelling, setCancelling] = useState(false);
  if (order.actions.length === 0) return null;
  return (
    <Space>
      {order.actions.includes('confirm') && (
        <Popconfirm
          title={t('p2p.confirm_title', { order: order.order_no })}
          description={t('p2p.confirm_detail', {
            seller: order.seller.username,
            quantity: order.quantity,
            buyer: order.buyer.username,
            total: order.total_price,
          })}
          okText={t('p2p.confirm')}
          cancelText={t('common.cancel')}
          onConfirm={() => confirm.mutateAsync(order.id)}
        >
          <Button size="small" type="primary" data-testid={`p2p-confirm-${order.id}`}>
            {t('p2p.confirm')}
          </Button>
        </Popconfirm>
      )}
      {order.actions.includes('cancel') && (
        <Button size="small" danger onClick={() => setCancelling(true)} data-testid={`p2p-cancel-${order.id}`}>
          {t('common.cancel')}
        </Button>
      )}
      <ReasonModal
        open={cancelling}
        title={t('p2p.cancel_title', { order: order.order_no })}
        okText={t('p2p.cancel_order')}
        loading={cancel.isPending}
        onSubmit={(reason) => cancel.mutateAsync({ id: order.id, reason })}
        onClose={() => setCancelling(false)}
      />
    </Space>
  );
}
