/**
 * Review queues (docs/api.md "Admin": /review/kinds, /review/list, /review/decide). The kind selector drives the
 * list and shows each queue's pending count; until the operator picks one, it opens the first queue with work
 * waiting, or the queue a link names (`?kind=`, from the dashboard). A kind that no feature has registered yet shows the server's refusal in place of the table.
 */
import { REVIEW_KINDS, REVIEW_STATUSES, type ReviewKind, type ReviewStatus } from '@app/contract';
import { Result, Segmented, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageCard } from '@/components/page-card.tsx';
import { useReviewKinds } from '../api/review-kinds.ts';
import { useReviewList } from '../api/list-review.ts';
import { ReviewTable } from './review-table.tsx';

const PAGE_SIZE = 20;

export function ReviewPage() {
  const { t } = useTranslation();
  const [chosenKind, setKind] = useState<ReviewKind>();
  const [status, setStatus] = useState<ReviewStatus | 'all'>('pending');
  const [page, setPage] = useState(1);
  const kinds = useReviewKinds();
  const pending = kinds.data?.pending ?? {};
  // A queue named in the link (the dashboard's `?kind=`) opens first.
  const [params] = useSearchParams();
  const linked = REVIEW_KINDS.find((k) => k === params.get('kind'));
  // Until the operator picks one, open the first queue with items waiting (else the first one registered).
  const kind =
    chosenKind ?? linked ?? kinds.data?.kinds.find((k) => (pending[k] ?? 0) > 0) ?? kinds.data?.kinds[0] ?? REVIEW_KINDS[0];
  const list = useReviewList({ kind, status: status === 'all' ? undefined : status, page, limit: PAGE_SIZE }, !kinds.isPending);
  const available = new Set(kinds.data?.kinds ?? []);

  return (
    <PageCard
      title={t('menu.review')}
      extra={
        <Space>
          <Select<ReviewKind>
            style={{ width: 280 }}
            aria-label={t('review.queue_picker')}
            data-testid="review-kind"
            value={kind}
            onChange={(value) => {
              setKind(value);
              setPage(1);
            }}
            options={REVIEW_KINDS.map((k) => ({
              value: k,
              label: available.has(k)
                ? t('review.queue_count', { queue: t(`review.queue.${k}`), count: pending[k] ?? 0 })
                : t('review.not_available', { queue: t(`review.queue.${k}`) }),
            }))}
          />
          <Segmented<ReviewStatus | 'all'>
            value={status}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
            options={[...REVIEW_STATUSES, 'all'].map((s) => ({
              value: s as ReviewStatus | 'all',
              label: t(`review.status.${s}`),
            }))}
          />
        </Space>
      }
    >
      {list.isError ? (
        <Result status="info" title={t(`review.queue.${kind}`)} subTitle={list.error.message} />
      ) : (
        <ReviewTable kind={kind} page={page} pageSize={PAGE_SIZE} onPage={setPage} data={list.data} loading={list.isFetching} />
      )}
    </PageCard>
  );
}
