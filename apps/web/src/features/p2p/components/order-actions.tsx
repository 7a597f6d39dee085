/**
 * The reader's steps on an offchain order, drawn from the order's `actions` only (docs/architecture.md
 * "Allowed actions"; docs/api.md "P2P with payment methods"): "I have paid" and "Cancel" for the buyer,
 * "Release" for the seller — after confirming the money arrived, with the payment password — "Appeal"
 * for either side, and after completion a chargeback report (the seller) or its answer (the buyer). Each step
 * that cannot be undone asks first.
 */
import type { AppealOrderBody, Locale, P2pOrder } from '@app/contract';
import { formatFiat } from '@app/contract/rules/fiat-format';
import { Button, Toast } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAmount } from '@/lib/amount';
import {
  useAppeal,
  useCancelOrder,
  useChargeback,
  useConfirmCancel,
  useMarkPaid,
  useRelease,
  useRequestCancel,
} from '../api/order-steps';
import { AppealSheet } from './appeal-sheet';
import { useMoney } from './fiat-money';
import { PaySheet } from './pay-sheet';
import { confirmDialog } from '@/lib/confirm-dialog';

const ask = (content: ReactNode, confirmText: string, cancelText: string) => confirmDialog({ content, confirmText, cancelText });

/** The seller's release: the money checked first, then the payment password over the figures. */
function ReleaseStep({ order }: { order: P2pOrder }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  const release = useRelease();
  const [releasing, setReleasing] = useState(false);
  const money = useMoney();
  const amount = money(order.pay_amount, order.fiat);
  const quantity = fmt(order.quantity, order.coin, { exact: true, unit: true });
  const start = async () => {
    const content = <div data-testid="p2p-release-confirm">{t('p2p.oc_release_confirm', { amount, quantity })}</div>;
    if (await ask(content, t('p2p.oc_release_checked'), t('p2p.oc_keep'))) setReleasing(true);
  };
  const send = (paypassword: string) =>
    release.mutate(
      { id: order.id, paypassword },
      {
        onSuccess: () => Toast.show({ icon: 'success', content: t('p2p.oc_released') }),
        onSettled: () => setReleasing(false),
      },
    );
  return (
    <>
      <Button block color="success" size="large" onClick={() => void start()} data-testid="p2p-action-release">
        {t('p2p.oc_release')}
      </Button>
      <PaySheet
        visible={releasing}
        title={t('p2p.oc_release')}
        busy={release.isPending}
        onCancel={() => setReleasing(false)}
        onSubmit={send}
        rows={[
          { label: t('p2p.quantity'), value: quantity, testId: 'p2p-release-quantity', strong: true },
          { label: t('p2p.oc_you_received'), value: amount },
          { label: t('p2p.counterparty'), value: order.counterparty_record.nickname },
        ]}
      />
    </>
  );
}

/** Opening an appeal, or — while one is open — adding this side's statement. */
function AppealStep({ order }: { order: P2pOrder }) {
  const { t } = useTranslation();
  const appeal = useAppeal();
  const [open, setOpen] = useState(false);
  const answering = order.status === 'appeal';
  return (
    <>
      <Button block color="danger" fill="outline" onClick={() => setOpen(true)} data-testid="p2p-action-appeal">
        {answering ? t('p2p.appeal_answer_title') : t('p2p.oc_appeal_button')}
      </Button>
      <AppealSheet
        orderId={order.id}
        visible={open}
        answering={answering}
        busy={appeal.isPending}
        onClose={() => setOpen(false)}
        onSubmit={(body) => appeal.mutate(body, { onSuccess: () => setOpen(false) })}
      />
    </>
  );
}

/**
 * Mutual cancel after "paid" (docs/api.md "P2P in the members' own money" → "Mutual cancel"): the buyer asks, the
 * seller confirms that no money arrived or that it went back; the PI returns to the seller and it counts against
 * neither. While the request stands the buyer is told they wait for the seller.
 */
function MutualCancel({ order }: { order: P2pOrder }) {
  const { t } = useTranslation();
  const requestCancel = useRequestCancel();
  const confirmCancel = useConfirmCancel();
  const keep = t('p2p.oc_keep');
  const askSeller = async () => {
    const content = <div data-testid="p2p-request-cancel-confirm">{t('p2p_fiat.request_cancel_confirm')}</div>;
    if (await ask(content, t('p2p_fiat.request_cancel'), keep))
      requestCancel.mutate({ id: order.id }, { onSuccess: () => Toast.show({ content: t('p2p_fiat.cancel_requested') }) });
  };
  const confirm = async () => {
    const content = <div data-testid="p2p-confirm-cancel-confirm">{t('p2p_fiat.confirm_cancel_confirm')}</div>;
    if (await ask(content, t('p2p_fiat.confirm_cancel'), keep))
      confirmCancel.mutate({ id: order.id }, { onSuccess: () => Toast.show({ content: t('p2p_fiat.cancel_confirmed') }) });
  };
  const buyerWaiting = order.type === 'buy' && order.cancel_request !== null && order.status === 'paid';
  return (
    <>
      {order.actions.includes('confirm_cancel') && (
        <Button block color="warning" fill="outline" onClick={() => void confirm()} data-testid="p2p-action-confirm-cancel">
          {t('p2p_fiat.confirm_cancel')}
        </Button>
      )}
      {order.actions.includes('request_cancel') && (
        <Button block fill="outline" onClick={() => void askSeller()} data-testid="p2p-action-request-cancel">
          {t('p2p_fiat.request_cancel')}
        </Button>
      )}
      {buyerWaiting && (
        <div className="p2p-muted" data-testid="p2p-cancel-requested">
          {t('p2p_fiat.cancel_request_waiting')}
        </div>
      )}
    </>
  );
}

/**
 * A chargeback (docs/api.md "P2P in the members' own money" → "Chargeback"): the seller of a completed order whose
 * fiat payment was reversed reports it with a statement, after a confirmation; the buyer then answers once. It
 * reaches the operators' appeal desk; no PI moves.
 */
function ChargebackStep({ order }: { order: P2pOrder }) {
  const { t } = useTranslation();
  const chargeback = useChargeback();
  const [open, setOpen] = useState(false);
  const answering = order.chargeback !== null;
  const title = answering ? t('p2p_more.chargeback_answer') : t('p2p_more.chargeback_report');
  const help = answering ? t('p2p_more.chargeback_answer_help') : t('p2p_more.chargeback_help');
  const send = async (body: AppealOrderBody) => {
    const content = (
      <div data-testid="p2p-chargeback-confirm">
        {answering ? t('p2p_more.chargeback_answer_confirm') : t('p2p_more.chargeback_confirm')}
      </div>
    );
    if (!(await ask(content, title, t('p2p.oc_keep')))) return;
    chargeback.mutate(body, {
      onSuccess: () => {
        setOpen(false);
        Toast.show({ content: t('p2p_more.chargeback_sent') });
      },
    });
  };
  return (
    <>
      <Button block color="danger" fill="outline" onClick={() => setOpen(true)} data-testid="p2p-action-chargeback">
        {title}
      </Button>
      <AppealSheet
        orderId={order.id}
        visible={open}
        answering={answering}
        busy={chargeback.isPending}
        onClose={() => setOpen(false)}
        onSubmit={(body) => void send(body)}
        wording={{ title, help }}
      />
    </>
  );
}

/** Steps drawn here; feedback has its own form. */
const STEPS_HERE = new Set<string>(['paid', 'release', 'cancel', 'appeal', 'request_cancel', 'confirm_cancel', 'chargeback']);

export function OrderActions({ order }: { order: P2pOrder }) {
  const { t, i18n } = useTranslation();
  const fmt = useAmount();
  const paid = useMarkPaid();
  const cancel = useCancelOrder();
  const has = (action: P2pOrder['actions'][number]) => order.actions.includes(action);
  const keep = t('p2p.oc_keep');

  const markPaid = async () => {
    // an offchain order in a currency is paid in it (docs/api.md "P2P in the members' own money")
    const amount = order.fiat
      ? formatFiat(order.pay_amount, order.fiat, i18n.language as Locale)
      : fmt(order.pay_amount, 'USDT', { exact: true, unit: true });
    const content = <div data-testid="p2p-paid-confirm">{t('p2p.oc_paid_confirm', { amount })}</div>;
    if (await ask(content, t('p2p.oc_paid'), keep)) paid.mutate({ id: order.id });
  };
  const cancelOrder = async () => {
    const content = <div data-testid="p2p-cancel-order-confirm">{t('p2p.oc_cancel_confirm')}</div>;
    if (await ask(content, t('p2p.oc_cancel'), keep)) cancel.mutate({ id: order.id });
  };

  const waiting = order.type === 'buy' && order.cancel_request !== null && order.status === 'paid';
  if (!order.actions.some((action) => STEPS_HERE.has(action)) && !waiting) return null;
  return (
    <div className="p2p-order-actions" data-testid="p2p-order-actions">
      {has('paid') && (
        <Button block color="primary" size="large" onClick={() => void markPaid()} data-testid="p2p-action-paid">
          {t('p2p.oc_paid')}
        </Button>
      )}
      {has('release') && <ReleaseStep order={order} />}
      {has('cancel') && (
        <Button block fill="outline" onClick={() => void cancelOrder()} data-testid="p2p-action-cancel">
          {t('p2p.oc_cancel')}
        </Button>
      )}
      <MutualCancel order={order} />
      {has('appeal') && <AppealStep order={order} />}
      {has('chargeback') && <ChargebackStep order={order} />}
    </div>
  );
}
