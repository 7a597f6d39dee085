/**
 * The confirmation of a dispute or appeal decision (docs/api.md "Delivery addresses and after-sale" → disputes;
 * "P2P with payment methods"): the title names what moves and to whom; the operator may write a reason, which
 * is stored and shown to both sides on the order and in their notice. A part refund adds its amount field.
 */
import { Form, Input, Modal } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface DecisionValues {
  reason: string;
  amount?: string;
}

export interface DecisionModalProps {
  open: boolean;
  title: string;
  okText: string;
  danger?: boolean;
  loading: boolean;
  /** a part refund's amount field: its label, suffix and rules */
  amount?: { label: string; suffix: ReactNode; rules: Rule[] };
  /** resolves false to keep the modal open (a second confirmation was declined) */
  onSubmit: (values: DecisionValues) => Promise<unknown>;
  onClose: () => void;
}

export function DecisionModal({ open, title, okText, danger, loading, amount, onSubmit, onClose }: DecisionModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DecisionValues>();
  // One dialog serves every decision of the row: what was typed for one never carries into the next.
  const close = () => {
    form.resetFields();
    onClose();
  };
  const submit = async () => {
    const values = await form.validateFields();
    const done = await onSubmit({ reason: (values.reason ?? '').trim(), amount: values.amount?.trim() });
    if (done !== false) close();
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger, loading }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={close}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        {amount && (
          <Form.Item name="amount" label={amount.label} rules={amount.rules}>
            <Input inputMode="decimal" suffix={amount.suffix} data-testid="dispute-amount" />
          </Form.Item>
        )}
        <Form.Item name="reason" label={t('dispute.decision_reason_label')} extra={t('dispute.decision_reason_help')}>
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 3 }} data-testid="decision-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
