/**
 * Asks for the payout transaction of a withdrawal (docs/api.md "Deposits": withdrawals paid out). The hash is
 * checked with the contract's own rule for the withdrawal's chain before any request; when `optional`, an
 * empty field passes the withdrawal without a payout yet (it then waits for "Record payout").
 */
import { canonicalTxHash } from '@app/contract';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface PayoutHashModalProps {
  open: boolean;
  title: string;
  okText: string;
  chain: string;
  /** what the operator sent, to read against the wallet before pasting */
  sent: string;
  optional?: boolean;
  loading: boolean;
  onSubmit: (hash: string) => Promise<unknown>;
  onClose: () => void;
}

export function PayoutHashModal({
  open,
  title,
  okText,
  chain,
  sent,
  optional,
  loading,
  onSubmit,
  onClose,
}: PayoutHashModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ hash?: string }>();
  const submit = async () => {
    const { hash } = await form.validateFields();
    await onSubmit(hash?.trim() ?? '');
    onClose();
  };
  const validHash = async (_rule: unknown, value: string | undefined) => {
    if (!value?.trim()) {
      if (optional) return;
      throw new Error(t('payout.hash_required'));
    }
    if (!canonicalTxHash(chain, value)) throw new Error(t('payout.hash_invalid', { chain }));
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('payout.sent', { sent, chain })}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="hash"
          label={t('payout.hash_label')}
          extra={optional ? t('payout.hash_later') : undefined}
          rules={[{ validator: validHash }]}
        >
          <Input autoComplete="off" spellCheck={false} data-testid="payout-hash" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
