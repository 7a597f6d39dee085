/**
 * The after-sale forms (docs/api.md "Delivery addresses and after-sale"): a refund request (the whole total while
 * unshipped; once shipped an amount up to the total, with pictures), the merchant's rejection with its reason,
 * and a dispute with a statement and pictures. Money-moving requests ask first, naming the amount.
 */
import { AFTER_SALE_LIMITS, SHOP_COIN, disputeBody, refundBody, type Order } from '@app/contract';
import { Button, Form, Popup, TextArea } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '@/components/field-input';
import { ImageUpload } from '@/components/image-upload';
import { useAmount } from '@/lib/amount';
import { clearDraft, useFormDraft } from '@/lib/draft';
import { zodRule } from '@/lib/zod-rule';
import { useOpenDispute, useReplyRefund, useRequestRefund } from '../api/after-sale';
import { confirmDialog } from '@/lib/confirm-dialog';

export type AfterSaleForm = 'refund' | 'refund_reject' | 'dispute';

interface Values {
  reason: string;
  amount?: string;
  images?: string[];
}

function useSubmit(order: Order, form: AfterSaleForm, onDone: () => void) {
  const { t } = useTranslation();
  const fmt = useAmount();
  const refund = useRequestRefund();
  const reply = useReplyRefund();
  const dispute = useOpenDispute();
  const busy = refund.isPending || reply.isPending || dispute.isPending;
  const error = refund.error ?? reply.error ?? dispute.error;
  const submit = async (values: Values) => {
    const reason = values.reason.trim();
    const images = values.images ?? [];
    if (form === 'refund_reject') return reply.mutate({ id: order.id, action: 'reject', reason }, { onSuccess: onDone });
    if (form === 'dispute') return dispute.mutate({ id: order.id, reason, images }, { onSuccess: onDone });
    const amount = values.amount?.trim() || order.total;
    const yes = await confirmDialog({
      content: (
        <div data-testid="refund-confirm">
          {t('after_sale.confirm_refund', { amount: fmt(amount, SHOP_COIN, { exact: true }), coin: SHOP_COIN })}
        </div>
      ),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!yes) return;
    const part = order.status === 'shipped' ? { amount } : {};
    refund.mutate({ id: order.id, reason, images, ...part }, { onSuccess: onDone });
  };
  return { submit, busy, error };
}

function AfterSaleFields({ order, form }: { order: Order; form: AfterSaleForm }) {
  const { t } = useTranslation();
  const reasonRule = zodRule(refundBody.shape.reason, 'after_sale_reason', t);
  return (
    <>
      {form === 'refund' && order.status === 'shipped' && (
        <Form.Item
          name="amount"
          label={t('field.refund_amount')}
          extra={SHOP_COIN}
          rules={[zodRule(refundBody.shape.amount.unwrap(), 'refund_amount', t)]}
        >
          <FieldInput testId="after-sale-amount" inputMode="decimal" />
        </Form.Item>
      )}
      <Form.Item name="reason" label={t('field.after_sale_reason')} rules={[reasonRule]}>
        <TextArea
          data-testid="after-sale-reason"
          aria-label={t('field.after_sale_reason')}
          autoSize={{ minRows: 3, maxRows: 6 }}
          maxLength={AFTER_SALE_LIMITS.reasonMax}
          showCount
        />
      </Form.Item>
      {form !== 'refund_reject' && (form === 'dispute' || order.status === 'shipped') && (
        <Form.Item
          name="images"
          label={t('field.after_sale_images')}
          rules={[zodRule(disputeBody.shape.images.unwrap(), 'after_sale_images', t)]}
        >
          <ImageUpload
            max={AFTER_SALE_LIMITS.imagesMax}
            label={t('after_sale.add_image')}
            removeLabel={t('after_sale.remove_image')}
            testId="after-sale-images"
          />
        </Form.Item>
      )}
    </>
  );
}

/** The sheet's form, its reason, amount and photos kept as a draft until sent (lib/draft.ts). */
function DraftedForm({
  draftKey,
  initial,
  onFinish,
  footer,
  children,
}: {
  draftKey: string;
  initial: Values;
  onFinish: (values: Values) => void;
  footer: ReactNode;
  children: ReactNode;
}) {
  const draft = useFormDraft(draftKey, initial);
  return (
    <Form
      layout="vertical"
      initialValues={draft.initialValues}
      onValuesChange={draft.onValuesChange}
      onFinish={onFinish}
      footer={footer}
    >
      {children}
    </Form>
  );
}

interface AfterSalePopupProps {
  order: Order;
  form: AfterSaleForm | null;
  onClose: () => void;
}

export function AfterSalePopup({ order, form, onClose }: AfterSalePopupProps) {
  const { t } = useTranslation();
  const fmt = useAmount();
  const draftKey = `after-sale:${order.id}:${form ?? 'refund'}`;
  const { submit, busy, error } = useSubmit(order, form ?? 'refund', () => {
    clearDraft(draftKey);
    onClose();
  });
  return (
    <Popup visible={form !== null} onMaskClick={onClose} onClose={onClose} destroyOnClose bodyClassName="shop-sheet">
      {form && (
        <>
          <div className="shop-sheet-title">{t(`after_sale.title_${form}`)}</div>
          {form === 'refund' && order.status !== 'shipped' && (
            <div className="shop-muted shop-sheet-note">
              {t('after_sale.full_refund_note', { amount: fmt(order.total, SHOP_COIN, { exact: true }), coin: SHOP_COIN })}
            </div>
          )}
          {error && (
            <div className="shop-error" role="alert" data-testid="after-sale-error">
              {error.message}
            </div>
          )}
          <DraftedForm
            draftKey={draftKey}
            initial={{ reason: '', amount: order.status === 'shipped' ? order.total : undefined, images: [] }}
            onFinish={(values) => void submit(values)}
            footer={
              <Button block type="submit" color="primary" loading={busy} data-testid="after-sale-submit">
                {t(`after_sale.submit_${form}`)}
              </Button>
            }
          >
            <AfterSaleFields order={order} form={form} />
          </DraftedForm>
        </>
      )}
    </Popup>
  );
}
