/**
 * Manual adjustment (API.md "Admin" /user/adjust): coin, signed amount and a required reason, then a
 * confirmation naming the member, coin and amount. The server's refusal stays in the form.
 */
import { COINS, type AdminUserRow } from '@app/contract';
import { Alert, Button, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useAdjustBalance, type AdjustInput } from '../api/adjust-balance.ts';

type Fields = Omit<AdjustInput, 'user_id'>;

const SIGNED_DECIMAL = /^-?\d+(\.\d+)?$/;

export function AdjustForm({ member }: { member: AdminUserRow }) {
  const [form] = Form.useForm<Fields>();
  const adjust = useAdjustBalance();
  const [pending, setPending] = useState<Fields>();

  const confirm = async () => {
    if (!pending) return;
    await adjust.mutateAsync({ user_id: member.id, ...pending }).finally(() => setPending(undefined));
    form.resetFields();
  };
  const credit = pending && !pending.amount.startsWith('-');

  return (
    <>
      <Form<Fields>
        form={form}
        layout="inline"
        initialValues={{ coin: 'PI' }}
        onValuesChange={() => adjust.reset()}
        onFinish={(fields) => setPending({ ...fields, amount: fields.amount.trim(), reason: fields.reason.trim() })}
        style={{ rowGap: 8 }}
      >
        <Form.Item name="coin" label="Coin" rules={[{ required: true }]}>
          <Select style={{ width: 100 }} options={COINS.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
        <Form.Item
          name="amount"
          label="Amount"
          tooltip="Positive credits the member, negative debits"
          rules={[
            { required: true, whitespace: true, message: 'Enter an amount' },
            { pattern: SIGNED_DECIMAL, message: 'A number such as 10 or -2.5' },
            { validator: async (_, v: string) => (Number(v) === 0 ? Promise.reject(new Error('Not zero')) : undefined) },
          ]}
        >
          <Input placeholder="e.g. 10 or -2.5" style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="reason" label="Reason" rules={[{ required: true, whitespace: true, message: 'A reason is required' }]}>
          <Input maxLength={200} placeholder="Why (kept in the audit log)" style={{ width: 260 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={adjust.isPending}>
            Adjust…
          </Button>
        </Form.Item>
      </Form>
      {adjust.isError && (
        <Alert type="error" showIcon title={adjust.error.message} style={{ marginTop: 12 }} data-testid="adjust-error" />
      )}
      <Modal
        open={pending !== undefined}
        title="Confirm the adjustment"
        okText={credit ? 'Credit' : 'Debit'}
        okButtonProps={{ danger: !credit, loading: adjust.isPending }}
        onOk={() => void confirm().catch(() => undefined)}
        onCancel={() => setPending(undefined)}
      >
        {pending && (
          <Typography.Paragraph>
            {credit ? 'Credit' : 'Debit'}{' '}
            <Typography.Text strong>
              {pending.amount.replace(/^-/, '')} {pending.coin}
            </Typography.Text>{' '}
            {credit ? 'to' : 'from'} <Typography.Text strong>{member.username}</Typography.Text> (#{member.id})?
            <br />
            Reason: {pending.reason}
          </Typography.Paragraph>
        )}
      </Modal>
    </>
  );
}
