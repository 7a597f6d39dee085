/**
 * An order's after-sale (docs/api.md "Delivery addresses and after-sale"): its refund — status, amount, the
 * buyer's reason and pictures, the merchant's rejection, a dispute's statement and pictures, and the platform's
 * decision with its reason — and the after-sale buttons, exactly the
 * reply's `actions`: the buyer asks for a refund or disputes a rejection; the merchant accepts (after a
 * confirmation naming the amount, as the escrow goes back) or rejects with a reason; the buyer rates a
 * completed order.
 */
import { SHOP_COIN, type AfterSaleAction, type Order } from '@app/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAmount } from '@/lib/amount';
import { useReplyRefund } from '../api/after-sale';
import { AfterSalePopup, type AfterSaleForm } from './after-sale-popup';
import { EvidenceImages } from './evidence-images';
import { CommentPopup } from './comment-popup';
import { confirmDialog } from '@/lib/confirm-dialog';

const SHOWN: AfterSaleAction[] = ['refund', 'refund_accept', 'refund_reject', 'dispute', 'comment'];

function RefundLine({ order }: { order: Order }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  const refund = order.refund;
  if (!refund) return null;
  return (
    <div className="shop-refund" data-testid={`order-refund-${order.id}`} data-status={refund.status}>
      <div>
        <strong>{t(`after_sale.status_${refund.status}`)}</strong> ·{' '}
        {t('after_sale.amount', { amount: fmt(refund.amount, SHOP_COIN, { exact: true }), coin: SHOP_COIN })}
      </div>
      <div className="shop-muted">{t('after_sale.reason_line', { reason: refund.reason })}</div>
      <EvidenceImages images={refund.images} testId={`order-refund-images-${order.id}`} />
      {refund.reply && <div className="shop-muted">{t('after_sale.reply_line', { reason: refund.reply })}</div>}
      {refund.dispute && (
        <>
          <div className="shop-muted">{t(`after_sale.dispute_by_${refund.dispute.by}`, { reason: refund.dispute.reason })}</div>
          <EvidenceImages images={refund.dispute.images} testId={`order-dispute-images-${order.id}`} />
        </>
      )}
      {refund.decision && (
        <div className="shop-refund-decision" data-testid={`order-decision-${order.id}`}>
          <strong>
            {refund.decision.outcome === 'refunded'
              ? t('after_sale.decision_refunded', {
                  amount: fmt(refund.decision.amount, SHOP_COIN, { exact: true }),
                  coin: SHOP_COIN,
                })
              : t('after_sale.decision_released')}
          </strong>
          {refund.decision.reason && <div>{t('after_sale.decision_reason', { reason: refund.decision.reason })}</div>}
        </div>
      )}
    </div>
  );
}

export function AfterSaleSteps({ order }: { order: Order }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  const reply = useReplyRefund();
  const [form, setForm] = useState<AfterSaleForm | null>(null);
  const [rating, setRating] = useState(false);
  const steps = SHOWN.filter((step) => order.actions.includes(step));

  const accept = async () => {
    const amount = fmt(order.refund?.amount ?? order.total, SHOP_COIN, { exact: true });
    const yes = await confirmDialog({
      content: <div data-testid="refund-accept-confirm">{t('after_sale.confirm_accept', { amount, coin: SHOP_COIN })}</div>,
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (yes) reply.mutate({ id: order.id, action: 'accept' });
  };
  const run = (step: AfterSaleAction) => {
    if (step === 'refund_accept') void accept();
    else if (step === 'comment') setRating(true);
    else setForm(step);
  };

  return (
    <>
      <RefundLine order={order} />
      {steps.length > 0 && (
        <div className="shop-actions">
          {steps.map((step) => (
            <Button
              key={step}
              size="small"
              color={step === 'refund_accept' ? 'primary' : 'default'}
              fill="outline"
              data-testid={`order-${step}-${order.id}`}
              onClick={() => run(step)}
            >
              {t(`after_sale.step_${step}`)}
            </Button>
          ))}
        </div>
      )}
      <AfterSalePopup order={order} form={form} onClose={() => setForm(null)} />
      {order.actions.includes('comment') && <CommentPopup order={order} open={rating} onClose={() => setRating(false)} />}
    </>
  );
}
