/**
 * The payout of a passed withdrawal still in transit (docs/api.md "Deposits": withdrawals paid out): record the
 * transaction that sent it, or mark it failed with a reason, which returns the whole amount to the member.
 */
import type { ReviewItem } from '@app/contract';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonModal } from '@/components/reason-modal.tsx';
import { useSettlePayout } from '../api/withdraw-payout.ts';
import { PayoutHashModal } from './payout-hash-modal.tsx';

/** The server is still sending it itself (docs/api.md "PI paid by the server"): the desk would be refused (409). */
const serverSending = (item: ReviewItem) => item.detail.auto_state === 'queued' || item.detail.auto_state === 'submitted';

/** A passed withdrawal whose payout nobody has recorded yet and the server is not sending. */
export const awaitsPayout = (item: ReviewItem) =>
  item.kind === 'withdraw' && item.status === 'passed' && !item.detail.payout && !serverSending(item);

/** "99.000000 USDT": what leaves on chain, as the operator reads it in the wallet. */
export const sentOf = (item: ReviewItem) => `${String(item.detail.actual ?? '')} ${String(item.detail.coin ?? '')}`;

export function PayoutButtons({ item }: { item: ReviewItem }) {
  const { t } = useTranslation();
  const settle = useSettlePayout();
  const [open, setOpen] = useState<'paid' | 'fail'>();
  const id = Number(item.id);
  return (
    <Space>
      <Button size="small" type="primary" onClick={() => setOpen('paid')}>
        {t('payout.record')}
      </Button>
      <Button size="small" danger onClick={() => setOpen('fail')}>
        {t('payout.fail')}
      </Button>
      <PayoutHashModal
        open={open === 'paid'}
        title={t('payout.record_title', { id })}
        okText={t('payout.record')}
        chain={String(item.detail.chain ?? '')}
        sent={sentOf(item)}
        loading={settle.isPending}
        onSubmit={(hash) => settle.mutateAsync({ paid: { id, hash } })}
        onClose={() => setOpen(undefined)}
      />
      <ReasonModal
        open={open === 'fail'}
        title={t('payout.fail_title', { id })}
        okText={t('payout.fail')}
        label={t('payout.fail_reason')}
        maxLength={200}
        loading={settle.isPending}
        onSubmit={(reason) => settle.mutateAsync({ fail: { id, reason } })}
        onClose={() => setOpen(undefined)}
      />
    </Space>
  );
}
