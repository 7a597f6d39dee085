/** A required reason for a destructive console action (kept in the audit log and shown to the member). */
import { Form, Input, Modal } from 'antd';

export function ReasonModal({
  open,
  title,
  okText,
  loading,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  okText: string;
  loading: boolean;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
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
      okButtonProps={{ danger: true, loading }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label="Reason (shown to the member and kept in the audit log)"
          rules={[{ required: true, whitespace: true, message: 'A reason is required' }]}
        >
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 3 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
