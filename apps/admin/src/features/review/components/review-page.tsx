/**
 * Review queues (API.md "Admin": /review/list, /review/decide). The kind selector drives the list; a kind
 * that no feature has registered yet shows the server's refusal in place of the table.
 */
import { REVIEW_KINDS, REVIEW_STATUSES, type ReviewKind, type ReviewStatus } from '@app/contract';
import { Result, Segmented, Select, Space } from 'antd';
import { useState } from 'react';
import { PageCard } from '@/components/page-card.tsx';
import { useReviewKinds } from '../api/review-kinds.ts';
import { useReviewList } from '../api/list-review.ts';
import { ReviewTable } from './review-table.tsx';

export const KIND_LABELS: Record<ReviewKind, string> = {
  deposit: 'Deposits',
  withdraw: 'Withdrawals',
  verify: 'Identity verification',
  shop: 'Shop applications',
  product: 'Products',
  p2p: 'P2P orders',
};
const PAGE_SIZE = 20;

export function ReviewPage() {
  const [chosenKind, setKind] = useState<ReviewKind>();
  const [status, setStatus] = useState<ReviewStatus | 'all'>('pending');
  const [page, setPage] = useState(1);
  const kinds = useReviewKinds();
  // Until the operator picks one, open the first queue a feature has registered.
  const kind = chosenKind ?? kinds.data?.kinds[0] ?? REVIEW_KINDS[0];
  const list = useReviewList({ kind, status: status === 'all' ? undefined : status, page, limit: PAGE_SIZE }, !kinds.isPending);
  const available = new Set(kinds.data?.kinds ?? []);

  return (
    <PageCard
      title="Review queue"
      extra={
        <Space>
          <Select<ReviewKind>
            style={{ width: 240 }}
            value={kind}
            onChange={(value) => {
              setKind(value);
              setPage(1);
            }}
            options={REVIEW_KINDS.map((k) => ({
              value: k,
              label: available.has(k) ? KIND_LABELS[k] : `${KIND_LABELS[k]} (not available yet)`,
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
              label: s[0]!.toUpperCase() + s.slice(1),
            }))}
          />
        </Space>
      }
    >
      {list.isError ? (
        <Result status="info" title={KIND_LABELS[kind]} subTitle={list.error.message} />
      ) : (
        <ReviewTable kind={kind} page={page} pageSize={PAGE_SIZE} onPage={setPage} data={list.data} loading={list.isFetching} />
      )}
    </PageCard>
  );
}
