/** Pass (confirmed) or reject (a reason is required, API.md "Admin") one pending review item. */
import type { ReviewItem } from '@app/contract';
import { Button, Form, Input, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useDecideReview } from '../api/decide-review.ts';

export function DecideButtons({ item }: { item: ReviewItem }) {
  const decide = useDecideReview();
  const [rejecting, setRejecting] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();

  const reject = async () => {
    const { reason } = await form.validateFields();
    await decide.mutateAsync({ kind: item.kind, id: item.id, action: 'reject', reason });
    setRejecting(false);
  };

  return (
    <Space>
      <Popconfirm
        title={`Approve ${item.kind} #${item.id}?`}
        okText="Pass"
        onConfirm={() => decide.mutateAsync({ kind: item.kind, id: item.id, action: 'pass' })}
      >
        <Button size="small" type="primary">
          Pass
        </Button>
      </Popconfirm>
      <Button size="small" danger onClick={() => setRejecting(true)}>
        Reject
      </Button>
      <Modal
        open={rejecting}
        title={`Reject ${item.kind} #${item.id}`}
        okText="Reject"
        okButtonProps={{ danger: true, loading: decide.isPending }}
        onOk={() => void reject().catch(() => undefined)}
        onCancel={() => setRejecting(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="reason"
            label="Reason (the member sees it)"
            rules={[{ required: true, whitespace: true, message: 'A reason is required to reject' }]}
          >
            <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 3 }} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
