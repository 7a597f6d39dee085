/** One page of review items with their details and, while pending, pass and reject; a passed withdrawal's payout. */
import type { ListPage, ReviewItem, ReviewKind } from '@app/contract';
import { Table, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/me.ts';
import { formatTime } from '@/lib/format.ts';
import { AppealButtons } from './appeal-buttons.tsx';
import { AppealDetail } from './appeal-detail.tsx';
import { ChargebackButtons } from './chargeback-buttons.tsx';
import { ChargebackDetail } from './chargeback-detail.tsx';
import { DecideButtons } from './decide-buttons.tsx';
import { DisputeButtons } from './dispute-buttons.tsx';
import { DisputeDetail } from './dispute-detail.tsx';
import { awaitsPayout, PayoutButtons } from './payout-buttons.tsx';
import { PlaceReportButtons } from './place-report-buttons.tsx';
import { PlaceReportDetail } from './place-report-detail.tsx';
import { ReviewDetail } from './review-detail.tsx';
import { pageControls } from '@/components/page-controls.ts';
import type { Columns } from '@/components/table-columns.ts';

const STATUS_COLORS = { pending: 'orange', passed: 'green', rejected: 'red' } as const;

const columns = (t: TFunction): Columns<ReviewItem> => [
  { title: 'ID', dataIndex: 'id', width: 90 },
  { title: t('common.member'), key: 'member', render: (_, item) => `${item.username} (#${item.user_id})` },
  { title: t('review.submitted'), dataIndex: 'createtime', width: 180, render: formatTime },
  {
    title: t('common.detail'),
    key: 'detail',
    render: (_, item) => {
      if (item.kind === 'dispute') return <DisputeDetail item={item} />;
      if (item.kind === 'p2p_chargeback') return <ChargebackDetail item={item} />;
      if (item.kind === 'place_report') return <PlaceReportDetail item={item} />;
      return item.kind === 'p2p_appeal' ? <AppealDetail item={item} /> : <ReviewDetail item={item} />;
    },
  },
  {
    title: t('common.status'),
    dataIndex: 'status',
    render: (status: ReviewItem['status']) => <Tag color={STATUS_COLORS[status]}>{t(`review.status.${status}`)}</Tag>,
  },
];

export function ReviewTable(props: {
  kind: ReviewKind;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  data: ListPage<ReviewItem> | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const canDecide = useCan('review.decide');
  const withActions: Columns<ReviewItem> = canDecide
    ? [
        ...columns(t),
        {
          title: t('review.decision'),
          key: 'decide',
          render: (_, item) => {
            if (awaitsPayout(item)) return <PayoutButtons item={item} />;
            if (item.status !== 'pending') return null;
            if (item.kind === 'p2p_appeal') return <AppealButtons item={item} />;
            if (item.kind === 'p2p_chargeback') return <ChargebackButtons item={item} />;
            if (item.kind === 'place_report') return <PlaceReportButtons item={item} />;
            return item.kind === 'dispute' ? <DisputeButtons item={item} /> : <DecideButtons item={item} />;
          },
        },
      ]
    : columns(t);
  return (
    <Table<ReviewItem>
      rowKey={(item) => `${item.kind}:${item.id}`}
      size="middle"
      columns={withActions}
      dataSource={props.data?.data}
      loading={props.loading}
      locale={{ emptyText: t('review.empty') }}
      pagination={pageControls(props.page, props.pageSize, props.data?.total, props.onPage)}
    />
  );
}
