/**
 * Pass (confirmed) or reject (a reason is required, docs/api.md "Admin") one pending review item. Passing a
 * withdrawal asks for the payout transaction instead of a bare confirmation (docs/api.md "Deposits":
 * withdrawals paid out): with a hash it is passed and paid at once, without one it waits for its payout.
 */
import type { ReviewItem } from '@app/contract';
import { Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonModal } from '@/components/reason-modal.tsx';
import { useDecideReview } from '../api/decide-review.ts';
import { useSettlePayout } from '../api/withdraw-payout.ts';
import { sentOf } from './payout-buttons.tsx';
import { PayoutHashModal } from './payout-hash-modal.tsx';

function PassWithdrawal({ item }: { item: ReviewItem }) {
  const { t } = useTranslation();
  const decide = useDecideReview();
  const settle = useSettlePayout();
  const [open, setOpen] = useState(false);
  const pass = async (hash: string) => {
    await decide.mutateAsync({ kind: item.kind, id: item.id, action: 'pass' });
    if (hash) await settle.mutateAsync({ paid: { id: Number(item.id), hash } });
  };
  return (
    <>
      <Button size="small" type="primary" onClick={() => setOpen(true)}>
        {t('review.pass')}
      </Button>
      <PayoutHashModal
        open={open}
        optional
        title={t('payout.pass_title', { id: item.id })}
        okText={t('review.pass')}
        chain={String(item.detail.chain ?? '')}
        sent={sentOf(item)}
        loading={decide.isPending || settle.isPending}
        onSubmit={pass}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/**
 * An unmatched PI payment (docs/api.md "Unmatched payments") is passed to the member the operator names: the
 * username goes in the decision's reason, and the server credits that member once.
 */
function PassUnmatched({ item }: { item: ReviewItem }) {
  const { t } = useTranslation();
  const decide = useDecideReview();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" type="primary" onClick={() => setOpen(true)}>
        {t('review.pass')}
      </Button>
      <ReasonModal
        open={open}
        title={t('review.unmatched_title', { id: item.id })}
        okText={t('review.pass')}
        label={t('review.unmatched_member')}
        maxLength={64}
        loading={decide.isPending}
        onSubmit={(reason) => decide.mutateAsync({ kind: item.kind, id: item.id, action: 'pass', reason })}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

export function DecideButtons({ item }: { item: ReviewItem }) {
  const { t } = useTranslation();
  const decide = useDecideReview();
  const [rejecting, setRejecting] = useState(false);
  const target = { kind: t(`review.kind.${item.kind}`), id: item.id };

  return (
    <Space>
      {item.kind === 'withdraw' ? (
        <PassWithdrawal item={item} />
      ) : item.kind === 'deposit_unmatched' ? (
        <PassUnmatched item={item} />
      ) : (
        <Popconfirm
          title={t('review.pass_confirm', target)}
          okText={t('review.pass')}
          cancelText={t('common.cancel')}
          onConfirm={() => decide.mutateAsync({ kind: item.kind, id: item.id, action: 'pass' })}
        >
          <Button size="small" type="primary">
            {t('review.pass')}
          </Button>
        </Popconfirm>
      )}
      <Button size="small" danger onClick={() => setRejecting(true)}>
        {t('review.reject')}
      </Button>
      <ReasonModal
        open={rejecting}
        title={t('review.reject_title', target)}
        okText={t('review.reject')}
        label={t('review.reject_reason')}
        loading={decide.isPending}
        onSubmit={(reason) => decide.mutateAsync({ kind: item.kind, id: item.id, action: 'reject', reason })}
        onClose={() => setRejecting(false)}
      />
    </Space>
  );
}
