/** Hide (a reason is required and recorded) or show again one article or comment. */
import type { ContentStatus } from '@app/contract';
import { Button, Form, Input, Modal, Popconfirm } from 'antd';
import { useState } from 'react';
import { useModerate } from '../api/community-api.ts';

export function HideButtons({ kind, id, status }: { kind: 'article' | 'comment'; id: number; status: ContentStatus }) {
  const moderate = useModerate();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  if (status === 'hidden')
    return (
      <Popconfirm
        title={`Show ${kind} #${id} to members again?`}
        okText="Show"
        onConfirm={() => moderate.mutateAsync({ kind, id, hidden: false })}
      >
        <Button size="small">Unhide</Button>
      </Popconfirm>
    );
  const hide = async () => {
    const { reason } = await form.validateFields();
    await moderate.mutateAsync({ kind, id, hidden: true, reason });
    setOpen(false);
  };
  return (
    <>
      <Button size="small" danger onClick={() => setOpen(true)} data-testid={`hide-${kind}-${id}`}>
        Hide
      </Button>
      <Modal
        open={open}
        title={`Hide ${kind} #${id}`}
        okText="Hide"
        okButtonProps={{ danger: true, loading: moderate.isPending }}
        onOk={() => void hide().catch(() => undefined)}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="reason"
            label="Reason (kept in the audit log)"
            rules={[{ required: true, whitespace: true, message: 'A reason is required to hide' }]}
          >
            <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 3 }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
