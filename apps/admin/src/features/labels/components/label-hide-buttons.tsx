/** Hide one label from the map (a reason is required, shown to its owner and audited) or show it again. */
import type { AdminLabelRow } from '@app/contract';
import { Button, Form, Input, Modal, Popconfirm } from 'antd';
import { useState } from 'react';
import { useHideLabel } from '../api/labels-api.ts';

export function LabelHideButtons({ row }: { row: AdminLabelRow }) {
  const hide = useHideLabel();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  if (row.status === 'hidden')
    return (
      <Popconfirm
        title={`Put “${row.title}” back on the map?`}
        okText="Show"
        onConfirm={() => hide.mutateAsync({ id: row.id, hidden: false })}
      >
        <Button size="small">Unhide</Button>
      </Popconfirm>
    );
  const submit = async () => {
    const { reason } = await form.validateFields();
    await hide.mutateAsync({ id: row.id, hidden: true, reason });
    setOpen(false);
  };
  return (
    <>
      <Button size="small" danger onClick={() => setOpen(true)} data-testid={`hide-label-${row.id}`}>
        Hide
      </Button>
      <Modal
        open={open}
        title={`Hide “${row.title}” from the map`}
        okText="Hide"
        okButtonProps={{ danger: true, loading: hide.isPending }}
        onOk={() => void submit().catch(() => undefined)}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="reason"
            label="Reason (shown to the member and kept in the audit log)"
            rules={[{ required: true, whitespace: true, message: 'A reason is required to hide' }]}
          >
            <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 3 }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
