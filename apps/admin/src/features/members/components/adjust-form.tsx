/**
 * Manual adjustment (docs/api.md "Admin" /user/adjust): coin, signed amount and a required reason, then a
 * confirmation naming the member, coin and amount. The server's refusal stays in the form.
 */
import { COINS, type AdminUserRow } from '@app/contract';
import { Alert, Button, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useAdjustBalance, type AdjustInput } from '../api/adjust-balance.ts';

type Fields = Omit<AdjustInput, 'user_id'>;

const SIGNED_DECIMAL = /^-?\d+(\.\d+)?$/;

export function AdjustForm({ member }: { member: AdminUserRow }) {
  const { t } = useTranslation();
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
        <Form.Item name="coin" label={t('common.coin')} rules={[{ required: true }]}>
          <Select style={{ width: 100 }} options={COINS.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('common.amount')}
          tooltip={t('members.amount_hint')}
          rules={[
            { required: true, whitespace: true, message: t('members.amount_required') },
            { pattern: SIGNED_DECIMAL, message: t('members.amount_format') },
            {
              validator: async (_, v: string) => (Number(v) === 0 ? Promise.reject(new Error(t('members.not_zero'))) : undefined),
            },
          ]}
        >
          <Input placeholder={t('members.amount_placeholder')} style={{ width: 150 }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('review.fields.any.reason')}
          rules={[{ required: true, whitespace: true, message: t('reason.required') }]}
        >
          <Input maxLength={200} placeholder={t('members.reason_placeholder')} style={{ width: 260 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={adjust.isPending}>
            {t('members.adjust')}
          </Button>
        </Form.Item>
      </Form>
      {adjust.isError && (
        <Alert type="error" showIcon title={adjust.error.message} style={{ marginTop: 12 }} data-testid="adjust-error" />
      )}
      <Modal
        open={pending !== undefined}
        title={t('members.confirm_adjust')}
        okText={t(credit ? 'members.credit' : 'members.debit')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: !credit, loading: adjust.isPending }}
        onOk={() => void confirm().catch(() => undefined)}
        onCancel={() => setPending(undefined)}
      >
        {pending && (
          <Typography.Paragraph>
            <Trans
              i18nKey={credit ? 'members.credit_question' : 'members.debit_question'}
              values={{ amount: `${pending.amount.replace(/^-/, '')} ${pending.coin}`, name: member.username, id: member.id }}
              components={{ b: <Typography.Text strong /> }}
            />
            <br />
            {t('members.reason_line', { reason: pending.reason })}
          </Typography.Paragraph>
        )}
      </Modal>
    </>
  );
}
