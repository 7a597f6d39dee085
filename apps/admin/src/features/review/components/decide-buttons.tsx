/** Pass (confirmed) or reject (a reason is required, docs/api.md "Admin") one pending review item. */
import type { ReviewItem } from '@app/contract';
import { Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonModal } from '@/components/reason-modal.tsx';
import { useDecideReview } from '../api/decide-review.ts';

export function DecideButtons({ item }: { item: ReviewItem }) {
  const { t } = useTranslation();
  const decide = useDecideReview();
  const [rejecting, setRejecting] = useState(false);
  const target = { kind: t(`review.kind.${item.kind}`), id: item.id };

  return (
    <Space>
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
