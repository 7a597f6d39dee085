/**
 * Deciding a shop dispute (docs/api.md "Delivery addresses and after-sale" → disputes): refund the buyer in full,
 * refund a part (an amount above 0 up to the total; the merchant gets the rest less the fee), or release the
 * escrow to the merchant. Each moves money, so each asks first in a dialog naming the amount, where the operator
 * may write the reason both sides will read; a part refund confirms its amount once more.
 */
import { amountField, type ReviewItem } from '@app/contract';
import { Button, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format.ts';
import { useDecideReview } from '../api/decide-review.ts';
import { DecisionModal, type DecisionValues } from './decision-modal.tsx';

const usdt = (amount: string) => `${formatMoney(amount, 'USDT')} USDT`;

type Choice = 'full' | 'part' | 'release';

export function DisputeButtons({ item }: { item: ReviewItem }) {
  const { t } = useTranslation();
  const decide = useDecideReview();
  const [choice, setChoice] = useState<Choice | null>(null);
  const totalText = String(item.detail.total ?? '0');
  const total = usdt(totalText);
  const confirmPart = (amount: string) =>
    new Promise<boolean>((resolve) =>
      Modal.confirm({
        title: t('dispute.part_confirm', { id: item.id, amount: usdt(amount) }),
        okText: t('dispute.refund_part'),
        cancelText: t('common.cancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      }),
    );
  const submit = async ({ reason, amount }: DecisionValues) => {
    const because = reason ? { reason } : {};
    if (choice === 'release') return decide.mutateAsync({ kind: 'dispute', id: item.id, action: 'release', ...because });
    if (choice === 'part') {
      if (!amount || !(await confirmPart(amount))) return false;
      return decide.mutateAsync({ kind: 'dispute', id: item.id, action: 'refund', amount, ...because });
    }
    return decide.mutateAsync({ kind: 'dispute', id: item.id, action: 'refund', ...because });
  };
  const inRange = async (_: unknown, value: string | undefined) => {
    const text = (value ?? '').trim();
    const n = Number(text);
    if (!amountField.safeParse(text).success || !(n > 0) || n > Number(totalText))
      throw new Error(t('dispute.amount_range', { total }));
  };
  const dialogs: Record<Choice, { title: string; okText: string; danger?: boolean }> = {
    full: { title: t('dispute.full_confirm', { id: item.id, amount: total }), okText: t('dispute.refund_full') },
    part: { title: t('dispute.part_title', { id: item.id }), okText: t('dispute.refund_part') },
    release: { title: t('dispute.release_confirm', { id: item.id, amount: total }), okText: t('dispute.release'), danger: true },
  };
  return (
    <Space direction="vertical">
      <Button size="small" type="primary" onClick={() => setChoice('full')}>
        {t('dispute.refund_full')}
      </Button>
      <Button size="small" onClick={() => setChoice('part')}>
        {t('dispute.refund_part')}
      </Button>
      <Button size="small" danger onClick={() => setChoice('release')}>
        {t('dispute.release')}
      </Button>
      <DecisionModal
        open={choice !== null}
        {...(choice ? dialogs[choice] : dialogs.full)}
        loading={decide.isPending}
        amount={
          choice === 'part'
            ? { label: t('dispute.amount_label', { total }), suffix: 'USDT', rules: [{ validator: inRange }] }
            : undefined
        }
        onSubmit={submit}
        onClose={() => setChoice(null)}
      />
    </Space>
  );
}
