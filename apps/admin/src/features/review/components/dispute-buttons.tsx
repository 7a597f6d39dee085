/**
 * Deciding a shop dispute (docs/api.md "Delivery addresses and after-sale" → disputes): refund the buyer in full,
 * refund a part (an amount above 0 up to the total; the merchant gets the rest less the fee), or release the
 * escrow to the merchant. Each moves money, so each asks first, naming the amount.
 */
import { amountField, type ReviewItem } from '@app/contract';
import { Button, Form, Input, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format.ts';
import { useDecideReview } from '../api/decide-review.ts';

const usdt = (amount: string) => `${formatMoney(amount, 'USDT')} USDT`;

function PartRefundModal({ item, open, onClose }: { item: ReviewItem; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const decide = useDecideReview();
  const [form] = Form.useForm<{ amount: string }>();
  const total = String(item.detail.total ?? '0');
  const submit = async () => {
    const { amount } = await form.validateFields();
    const clean = amount.trim();
    const yes = await new Promise<boolean>((resolve) =>
      Modal.confirm({
        title: t('dispute.part_confirm', { id: item.id, amount: usdt(clean) }),
        okText: t('dispute.refund_part'),
        cancelText: t('common.cancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      }),
    );
    if (!yes) return;
    await decide.mutateAsync({ kind: 'dispute', id: item.id, action: 'refund', amount: clean });
    onClose();
  };
  const inRange = async (_: unknown, value: string | undefined) => {
    const text = (value ?? '').trim();
    const n = Number(text);
    if (!amountField.safeParse(text).success || !(n > 0) || n > Number(total))
      throw new Error(t('dispute.amount_range', { total: usdt(total) }));
  };
  return (
    <Modal
      open={open}
      title={t('dispute.part_title', { id: item.id })}
      okText={t('dispute.refund_part')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: decide.isPending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="amount" label={t('dispute.amount_label', { total: usdt(total) })} rules={[{ validator: inRange }]}>
          <Input inputMode="decimal" suffix="USDT" data-testid="dispute-amount" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function DisputeButtons({ item }: { item: ReviewItem }) {
  const { t } = useTranslation();
  const decide = useDecideReview();
  const [part, setPart] = useState(false);
  const total = usdt(String(item.detail.total ?? '0'));
  return (
    <Space direction="vertical">
      <Popconfirm
        title={t('dispute.full_confirm', { id: item.id, amount: total })}
        okText={t('dispute.refund_full')}
        cancelText={t('common.cancel')}
        onConfirm={() => decide.mutateAsync({ kind: 'dispute', id: item.id, action: 'refund' })}
      >
        <Button size="small" type="primary">
          {t('dispute.refund_full')}
        </Button>
      </Popconfirm>
      <Button size="small" onClick={() => setPart(true)}>
        {t('dispute.refund_part')}
      </Button>
      <Popconfirm
        title={t('dispute.release_confirm', { id: item.id, amount: total })}
        okText={t('dispute.release')}
        cancelText={t('common.cancel')}
        onConfirm={() => decide.mutateAsync({ kind: 'dispute', id: item.id, action: 'release' })}
      >
        <Button size="small" danger>
          {t('dispute.release')}
        </Button>
      </Popconfirm>
      <PartRefundModal item={item} open={part} onClose={() => setPart(false)} />
    </Space>
  );
}
