/**
 * A required reason for a console decision that a member feels (hide, reject, cancel): docs/api.md "Admin"
 * keeps it in the audit log and shows it to the member. Blank or whitespace-only is refused here, before
 * any request.
 */
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ReasonModalProps {
  open: boolean;
  title: string;
  okText: string;
  loading: boolean;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
  /** What happens to the reason, under the field; the default says members see it and it is audited. */
  label?: string;
  maxLength?: number;
}

export function ReasonModal({ open, title, okText, loading, onSubmit, onClose, label, maxLength = 500 }: ReasonModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const submit = async () => {
    const { reason } = await form.validateFields();
    await onSubmit(reason.trim());
    onClose();
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, loading }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={label ?? t('reason.label')}
          rules={[{ required: true, whitespace: true, message: t('reason.required') }]}
        >
          <Input.TextArea maxLength={maxLength} showCount autoSize={{ minRows: 3 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
