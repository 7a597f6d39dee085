/**
 * The reader's steps on an offchain order, drawn from the order's `actions` only (docs/architecture.md
 * "Allowed actions"; docs/api.md "P2P with payment methods"): "I have paid" and "Cancel" for the buyer,
 * "Release" for the seller — after confirming the money arrived, with the payment password — and "Appeal"
 * for either side. Each step that cannot be undone asks first.
 */
import type { P2pOrder } from '@app/contract';
import { Button, Dialog, Toast } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAmount } from '@/lib/amount';
import { useAppeal, useCancelOrder, useMarkPaid, useRelease } from '../api/order-steps';
import { AppealSheet } from './appeal-sheet';
import { PaySheet } from './pay-sheet';

const ask = (content: ReactNode, confirmText: string, cancelText: string) => Dialog.confirm({ content, confirmText, cancelText });

export function OrderActions({ order }: { order: P2pOrder }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  const paid = useMarkPaid();
  const cancel = useCancelOrder();
  const release = useRelease();
  const appeal = useAppeal();
  const [releasing, setReleasing] = useState(false);
  const [appealing, setAppealing] = useState(false);
  const amount = fmt(order.pay_amount, 'USDT', { exact: true, unit: true });
  const quantity = fmt(order.quantity, order.coin, { exact: true, unit: true });
  const has = (action: P2pOrder['actions'][number]) => order.actions.includes(action);
  const keep = t('p2p.oc_keep');

  const markPaid = async () => {
    const content = <div data-testid="p2p-paid-confirm">{t('p2p.oc_paid_confirm', { amount })}</div>;
    if (await ask(content, t('p2p.oc_paid'), keep)) paid.mutate({ id: order.id });
  };
  const cancelOrder = async () => {
    const content = <div data-testid="p2p-cancel-order-confirm">{t('p2p.oc_cancel_confirm')}</div>;
    if (await ask(content, t('p2p.oc_cancel'), keep)) cancel.mutate({ id: order.id });
  };
  const startRelease = async () => {
    const content = <div data-testid="p2p-release-confirm">{t('p2p.oc_release_confirm', { amount, quantity })}</div>;
    if (await ask(content, t('p2p.oc_release_checked'), keep)) setReleasing(true);
  };
  const sendRelease = (paypassword: string) =>
    release.mutate(
      { id: order.id, paypassword },
      {
        onSuccess: () => Toast.show({ icon: 'success', content: t('p2p.oc_released') }),
        onSettled: () => setReleasing(false),
      },
    );

  if (order.actions.length === 0) return null;
  return (
    <div className="p2p-order-actions" data-testid="p2p-order-actions">
      {has('paid') && (
        <Button block color="primary" size="large" onClick={() => void markPaid()} data-testid="p2p-action-paid">
          {t('p2p.oc_paid')}
        </Button>
      )}
      {has('release') && (
        <Button block color="success" size="large" onClick={() => void startRelease()} data-testid="p2p-action-release">
          {t('p2p.oc_release')}
        </Button>
      )}
      {has('cancel') && (
        <Button block fill="outline" onClick={() => void cancelOrder()} data-testid="p2p-action-cancel">
          {t('p2p.oc_cancel')}
        </Button>
      )}
      {has('appeal') && (
        <Button block color="danger" fill="outline" onClick={() => setAppealing(true)} data-testid="p2p-action-appeal">
          {order.status === 'appeal' ? t('p2p.appeal_answer_title') : t('p2p.oc_appeal_button')}
        </Button>
      )}
      <PaySheet
        visible={releasing}
        title={t('p2p.oc_release')}
        busy={release.isPending}
        onCancel={() => setReleasing(false)}
        onSubmit={sendRelease}
        rows={[
          { label: t('p2p.quantity'), value: quantity, testId: 'p2p-release-quantity', strong: true },
          { label: t('p2p.oc_you_received'), value: amount },
          { label: t('p2p.counterparty'), value: order.counterparty_record.nickname },
        ]}
      />
      <AppealSheet
        orderId={order.id}
        visible={appealing}
        answering={order.status === 'appeal'}
        busy={appeal.isPending}
        onClose={() => setAppealing(false)}
        onSubmit={(body) => appeal.mutate(body, { onSuccess: () => setAppealing(false) })}
      />
    </div>
  );
}
